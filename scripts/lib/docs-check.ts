// What the documentation names must exist: npm scripts, our scripts' flags, files and paths, and the running stack's
// URLs. `scripts/test/docs-commands.test.ts` runs it over README.md, docs/ and the package READMEs, so a doc that names
// something gone (or never there) fails `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type DocsContext = {
  root: string;
  /** npm scripts per workspace directory ('' = the root package). */
  scripts: Map<string, Record<string, string>>;
  /** Workspace name or directory → directory. */
  workspaces: Map<string, string>;
  /** `npm run bench -- <name>` → the bench file. */
  benches: Record<string, string>;
  /** The steps `npm test -- <step>` accepts. */
  testSteps: Set<string>;
  /** Public API paths under /api (OpenAPI templates, `{id}` segments). */
  apiPaths: string[];
  /** The web app's routes (`:id` segments). */
  webRoutes: string[];
};

const GATEWAY_OWN = ['/healthz', '/readyz', '/metrics', '/socket.io'];
const HEALTH = ['/healthz', '/readyz', '/metrics'];
/** Ports of the stack `npm start` runs: the gateway, and the services' and workers' own health ports. */
const SERVICE_PORTS = new Set(['4001', '4002', '4003', '4004', '4011', '4012']);
/** Top-level names that are generated or ignored, never documentation's promise that a file is in the tree. */
const UNTRACKED = new Set(['.data', 'node_modules', 'test-results', '.git', 'dist']);

/** Builds the context from the tree: package.json files, scripts/bench.ts, scripts/test.mjs and web/src/router.tsx. */
export function loadContext(root: string, apiPaths: string[]): DocsContext {
  const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
    workspaces: string[];
  };
  const scripts = new Map<string, Record<string, string>>([['', rootPkg.scripts ?? {}]]);
  const workspaces = new Map<string, string>();
  for (const pattern of rootPkg.workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
      : [pattern];
    for (const dir of dirs) {
      const file = path.join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; scripts?: Record<string, string> };
      scripts.set(dir, pkg.scripts ?? {});
      workspaces.set(pkg.name, dir).set(dir, dir);
    }
  }
  const benchSource = readFileSync(path.join(root, 'scripts/bench.ts'), 'utf8');
  const benches = Object.fromEntries(
    [...benchSource.matchAll(/^\s+['"]?([\w-]+)['"]?:\s*'([^']+\.ts)'/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const testSource = readFileSync(path.join(root, 'scripts/test.mjs'), 'utf8');
  const testSteps = new Set([...testSource.matchAll(/want\('([\w-]+)'\)/g)].map((m) => m[1]!));
  const router = readFileSync(path.join(root, 'web/src/router.tsx'), 'utf8');
  const webRoutes = [...router.matchAll(/path: '([^']+)'/g), ...router.matchAll(/\['(\/[^']*)', '\/[^']*'\]/g)].map(
    (m) => m[1]!,
  );
  return { root, scripts, workspaces, benches, testSteps, apiPaths, webRoutes };
}

/** Flags a script defines: parseArgs option keys, `arg('name')` helpers and literal '--name' strings. */
export function definedFlags(source: string): Set<string> {
  const flags = new Set<string>();
  for (const m of source.matchAll(/(['"]?)([a-z][\w-]*)\1\s*:\s*\{\s*type:\s*'(?:string|boolean)'/g)) flags.add(m[2]!);
  for (const m of source.matchAll(/\barg\(\s*'([\w-]+)'\s*\)/g)) flags.add(m[1]!);
  for (const m of source.matchAll(/['"`]--([a-z][\w-]*)['"`]/g)) flags.add(m[1]!);
  return flags;
}

/** The code a doc shows: fenced blocks line by line (continuations joined) and inline code spans. */
export function codeOf(markdown: string): { blocks: string[]; spans: string[] } {
  const blocks: string[] = [];
  const prose = markdown.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_all, body: string) => {
    blocks.push(...body.replace(/\\\n\s*/g, ' ').split('\n'));
    return '';
  });
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return { blocks, spans };
}

const stripShellComment = (line: string) => line.replace(/(^|\s)#.*$/, '');
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const isPlaceholder = (s: string) => /[<>{}*…]|\.\.\.|\$/.test(s);

/** The script file a package.json command runs (`tsx x.ts`, `node x.mjs`), if it is one of ours. */
function scriptFile(command: string): string | undefined {
  const m = /(?:^|\s)(?:tsx|node(?:\s+--import\s+tsx)?)\s+([\w./-]+\.(?:ts|mts|mjs|js))/.exec(command);
  return m?.[1];
}

/** Problems of one command line (or code span): npm scripts, bench names, test steps, script files and their flags. */
function checkCommand(line: string, where: string, ctx: DocsContext, problems: string[]): void {
  const flagsOf = (file: string, args: string[], label: string) => {
    const full = path.join(ctx.root, file);
    if (!existsSync(full)) return problems.push(`${where}: ${file} does not exist`);
    const defined = definedFlags(readFileSync(full, 'utf8'));
    for (const a of args) {
      const flag = /^\[?--([a-z][\w-]*)/.exec(a)?.[1];
      if (flag && !defined.has(flag)) problems.push(`${where}: ${label} has no flag --${flag} (${file})`);
    }
  };
  for (const m of line.matchAll(/\bnpm (run|test|start)\b([^;&|]*)/g)) {
    const rest = words(m[2]!);
    if (m[1] === 'start') continue;
    if (m[1] === 'test') {
      const sep = rest.indexOf('--');
      for (const step of sep >= 0 ? rest.slice(sep + 1) : [])
        if (!isPlaceholder(step) && !ctx.testSteps.has(step)) problems.push(`${where}: npm test has no step "${step}"`);
      continue;
    }
    const name = rest[0];
    if (!name || isPlaceholder(name)) continue;
    const w = rest.indexOf('-w');
    const dir = w >= 0 ? ctx.workspaces.get(rest[w + 1] ?? '') : '';
    if (dir === undefined) {
      problems.push(`${where}: no workspace "${rest[w + 1]}"`);
      continue;
    }
    // `npm run migrate/backup/restore` names three scripts.
    const missing = name.split('/').filter((n) => ctx.scripts.get(dir)?.[n] === undefined);
    for (const n of missing) problems.push(`${where}: npm run ${n}${dir ? ` -w ${dir}` : ''} — no such script`);
    const command = ctx.scripts.get(dir)?.[name];
    if (command === undefined) continue;
    const sep = rest.indexOf('--');
    const args = sep >= 0 ? rest.slice(sep + 1) : [];
    if (dir === '' && name === 'bench') {
      const bench = args[0];
      if (bench && !bench.startsWith('-') && !/[|<]/.test(bench)) {
        const file = ctx.benches[bench];
        if (!file) problems.push(`${where}: npm run bench has no benchmark "${bench}"`);
        else flagsOf(file, args.slice(1), `npm run bench -- ${bench}`);
      }
      continue;
    }
    const file = scriptFile(command);
    if (file && args.length) flagsOf(path.join(dir, file), args, `npm run ${name}`);
  }
  for (const m of line.matchAll(
    /(?:^|\s)(?:npx tsx|tsx|node --import tsx|node)\s+([\w./-]+\.(?:ts|mts|mjs|js))((?:\s+[^\s;&|]+)*)/g,
  )) {
    if (isPlaceholder(m[1]!)) continue;
    flagsOf(m[1]!, words(m[2]!), m[1]!);
  }
}

/** Paths a doc names in code: must exist from the repository root or from the doc's folder. */
function checkPath(token: string, docDir: string, where: string, ctx: DocsContext, problems: string[]): void {
  const clean = token.replace(/[.,;:)]+$/, '').replace(/^\.\//, '');
  if (!/^[\w.@-]+(\/[\w.@-]+)+\/?$/.test(clean) || clean.startsWith('..') || /^\d/.test(clean)) return;
  const first = clean.split('/')[0]!;
  if (UNTRACKED.has(first) || clean === 'web/dist' || clean.startsWith('web/dist/')) return;
  const bases = [ctx.root, docDir].filter((b) => existsSync(path.join(b, first)));
  if (!bases.length) return; // not a path of this tree (a MIME type, a k8s kind, a corpus folder named loosely)
  if (!bases.some((b) => existsSync(path.join(b, clean)))) problems.push(`${where}: ${clean} does not exist`);
}

/** Does a documented path match one of the templates? `{x}`, `:x`, `<x>` and numbers match any one segment. */
export function matchesRoute(docPath: string, templates: string[]): boolean {
  const segs = docPath.replace(/\/$/, '').split('/');
  const param = (s: string) => /^(\{.+\}|:.+|<.+>|\d+|\$\w+)$/.test(s);
  return templates.some((t) => {
    const ts = t.replace(/\/$/, '').split('/');
    return (
      ts.length === segs.length &&
      ts.every((s, i) => s === segs[i] || (param(s) && segs[i] !== '') || (param(segs[i]!) && param(s)))
    );
  });
}

/** URLs of the running stack named anywhere in the doc, and /api/… paths named in code. */
function checkUrls(markdown: string, code: string[], where: string, ctx: DocsContext, problems: string[]): void {
  const api = (p: string) => matchesRoute(p, ctx.apiPaths);
  const gateway = (p: string) =>
    p === '' ||
    p === '/' ||
    api(p) ||
    GATEWAY_OWN.some((g) => p === g || p.startsWith(`${g}/`)) ||
    matchesRoute(p, ctx.webRoutes);
  for (const m of markdown.matchAll(/(?:https?:\/\/)?(?:localhost|127\.0\.0\.1):(\d+)(\/[^\s"'`)<>\]]*)?/g)) {
    const port = m[1]!;
    const p = (m[2] ?? '').split(/[?#]/)[0]!.replace(/[.,;:*]+$/, '');
    if (port === '8080' && !gateway(p))
      problems.push(`${where}: http://localhost:8080${p} is not a route of the gateway, the API or the web app`);
    if (SERVICE_PORTS.has(port) && p && !HEALTH.includes(p))
      problems.push(`${where}: localhost:${port}${p} is not a health route`);
  }
  for (const line of code) {
    for (const m of line.matchAll(/(?:^|[\s'"(])(\/api(?:\/[\w\-.{}:<>$]+)*)/g)) {
      const p = m[1]!.split(/[?#]/)[0]!.replace(/[.,;:]+$/, '');
      if (p !== '/api' && !api(p)) problems.push(`${where}: ${p} is not a route of the API`);
    }
  }
}

/** Every problem of one markdown document (path relative to the root, for the messages and relative paths). */
export function checkDoc(markdown: string, file: string, ctx: DocsContext): string[] {
  const problems: string[] = [];
  const docDir = path.join(ctx.root, path.dirname(file));
  const { blocks, spans } = codeOf(markdown);
  for (const line of blocks) checkCommand(stripShellComment(line), file, ctx, problems);
  for (const span of spans) {
    checkCommand(span, file, ctx, problems);
    for (const token of span.split(/\s+/)) checkPath(token, docDir, file, ctx, problems);
  }
  for (const line of blocks)
    for (const token of words(stripShellComment(line))) checkPath(token, docDir, file, ctx, problems);
  // Relative links: [text](path#anchor) must reach a file.
  for (const m of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!.split('#')[0]!;
    if (!target || /^[a-z]+:/.test(target)) continue;
    if (!existsSync(path.join(docDir, target))) problems.push(`${file}: link ${target} does not exist`);
  }
  checkUrls(markdown, [...blocks, ...spans], file, ctx, problems);
  return [...new Set(problems)];
}

/** The documentation the check covers: README.md, docs/**, and the READMEs of packages, services, gateway, web, load-tests. */
export function documentationFiles(root: string): string[] {
  const out = ['README.md'];
  const walk = (dir: string) => {
    for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  for (const group of ['packages', 'services']) {
    for (const d of readdirSync(path.join(root, group)))
      if (existsSync(path.join(root, group, d, 'README.md'))) out.push(`${group}/${d}/README.md`);
  }
  for (const d of ['gateway', 'web', 'load-tests'])
    if (existsSync(path.join(root, d, 'README.md'))) out.push(`${d}/README.md`);
  return out;
}
