// The server code as the container image runs it (Dockerfile, stage `server`): every TypeScript file under a package's
// src/ compiled to JavaScript beside itself by esbuild, file by file, the workspaces' exports pointed at the .js files.
// The benches' --compiled runs the stack from this copy, without tsx, to measure what production runs.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './stack.mjs';

const WORKSPACE_DIRS = ['packages', 'services', 'gateway'];

/** Every .ts file under a src/ directory of the copy. */
function sources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(p, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && p.includes(`${path.sep}src${path.sep}`))
      out.push(p);
  }
  return out;
}

/** Builds the copy into `out` (default .data/compiled) and returns it. */
export async function buildCompiled(out = path.join(ROOT, '.data', 'compiled')) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // What the image leaves out: dependencies (resolved from the repository's node_modules above the copy), tests, benches.
  const skipped = /(^|\/)(node_modules|test|bench|scripts|dist)(\/|$)/;
  for (const dir of WORKSPACE_DIRS)
    cpSync(path.join(ROOT, dir), path.join(out, dir), {
      recursive: true,
      filter: (src) => !skipped.test(path.relative(ROOT, src)),
    });
  const files = WORKSPACE_DIRS.flatMap((dir) => sources(path.join(out, dir)));
  await build({
    entryPoints: files,
    outdir: out,
    outbase: out,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  for (const f of files) unlinkSync(f);
  for (const dir of WORKSPACE_DIRS) {
    const manifests =
      dir === 'gateway'
        ? [path.join(out, dir, 'package.json')]
        : readdirSync(path.join(out, dir)).map((d) => path.join(out, dir, d, 'package.json'));
    for (const m of manifests.filter(existsSync))
      writeFileSync(m, readFileSync(m, 'utf8').replace(/"(\.\/src\/[^"]+)\.ts"/g, '"$1.js"'));
  }
  // The workspaces resolve to the copy; every other dependency from the repository's node_modules (a parent directory).
  const scope = path.join(out, 'node_modules', '@argumenta');
  mkdirSync(scope, { recursive: true });
  for (const name of readdirSync(path.join(ROOT, 'node_modules', '@argumenta'))) {
    const target = readlinkSync(path.join(ROOT, 'node_modules', '@argumenta', name)); // ../../packages/x
    symlinkSync(target, path.join(scope, name));
  }
  // The gateway serves the web app from <repository>/web/dist.
  symlinkSync(path.join(ROOT, 'web'), path.join(out, 'web'));
  return out;
}
