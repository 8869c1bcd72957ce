// The check behind scripts/test/workspace-deps.test.ts: which @argumenta/* packages each workspace imports, against what
// its package.json declares, and the arrows the layers forbid (docs/architecture.md, "Layers").
import path from 'node:path';

/** A workspace as its manifest declares it; `dir` is relative to the repository ('' for the root). */
export type Workspace = { dir: string; name: string; dependencies: string[]; devDependencies: string[] };
export type SourceFile = { path: string; text: string };

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;
const SCOPE = '@argumenta/';
const BASE = 'packages/';

/** Every module specifier a file imports, exports from, imports dynamically or requires, in order. */
export const importsOf = (text: string): string[] => [...text.matchAll(SPECIFIER)].map((m) => m[1]!);

/** `@argumenta/contracts/api` → `@argumenta/contracts`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, 2).join('/');

/** The workspace a file belongs to: the deepest whose directory holds it (the root otherwise). */
function owner(workspaces: Workspace[], file: string): Workspace {
  return workspaces
    .filter((w) => w.dir === '' || file.startsWith(`${w.dir}/`))
    .sort((a, b) => b.dir.length - a.dir.length)[0]!;
}

/** Production code: a workspace's src/ (the root and the harness have none). */
const isProduction = (w: Workspace, file: string) =>
  w.dir !== '' && w.dir !== 'testing' && file.startsWith(`${w.dir}/src/`);

/** Problems, in Portuguese like every message of the project, workspace by workspace; empty when the graph is as declared. */
export function importProblems(workspaces: Workspace[], files: SourceFile[]): string[] {
  const dirOf = new Map(workspaces.map((w) => [w.name, w.dir]));
  const problems: string[] = [];
  for (const w of workspaces) {
    const mine = files.filter((f) => owner(workspaces, f.path) === w);
    const used = new Map<string, { first: string; production?: string }>();
    const arrows: string[] = [];
    for (const f of mine) {
      for (const spec of importsOf(f.text)) {
        const isScoped = spec.startsWith(SCOPE);
        const pkg = isScoped ? packageOf(spec) : undefined;
        if (pkg && pkg !== w.name) {
          const seen = used.get(pkg) ?? { first: f.path };
          if (isProduction(w, f.path)) seen.production ??= f.path;
          used.set(pkg, seen);
        }
        // Where the import lands: a workspace directory, or (relative) a path in the tree.
        const target = pkg
          ? dirOf.get(pkg)
          : spec.startsWith('.')
            ? path.posix.join(path.posix.dirname(f.path), spec)
            : undefined;
        if (target === undefined || pkg === w.name) continue;
        if (w.dir.startsWith(BASE) && !target.startsWith(BASE))
          arrows.push(`${f.path}: pacote base importa ${spec} (camada acima)`);
        else if (pkg && isProduction(w, f.path) && !target.startsWith(BASE))
          arrows.push(`${f.path}: código de produção importa ${pkg} (outro serviço, o gateway ou o harness)`);
      }
    }
    const declared = [...w.dependencies, ...w.devDependencies].filter((d) => d.startsWith(SCOPE));
    const label = w.dir === '' ? `${w.name} (.)` : w.dir;
    for (const [pkg, seen] of used)
      if (!declared.includes(pkg)) problems.push(`${label}: importa ${pkg} sem declarar (${seen.first})`);
    for (const [pkg, seen] of used)
      if (seen.production && declared.includes(pkg) && !w.dependencies.includes(pkg))
        problems.push(
          `${label}: ${pkg} só em devDependencies, mas o código de produção o importa (${seen.production})`,
        );
    for (const pkg of declared) if (!used.has(pkg)) problems.push(`${label}: declara ${pkg} e não o importa`);
    problems.push(...arrows);
  }
  return problems;
}
