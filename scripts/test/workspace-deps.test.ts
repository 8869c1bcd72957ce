// The import graph as the manifests declare it (issue 45): every workspace lists in its package.json the @argumenta/*
// packages it imports (production code in `dependencies`, tests/benches/scripts may use `devDependencies`) and nothing
// it does not import; the base packages (packages/*) import only each other — never a service, the gateway, the web
// app or the test harness (testing/) — and a service's or the gateway's production code imports no other service, the
// gateway or the harness. Layers: docs/architecture.md, "Layers".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProblems, importsOf, type Workspace } from '../lib/workspace-deps.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED = new Set(['node_modules', '.git', '.data', 'dist', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) sourceFiles(rel, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

function workspaces(): Workspace[] {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = root.workspaces.flatMap((g) =>
    g.endsWith('/*')
      ? readdirSync(path.join(ROOT, g.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${g.slice(0, -2)}/${e.name}`)
      : [g],
  );
  return ['', ...dirs].map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    return {
      dir,
      name: manifest.name,
      dependencies: Object.keys(manifest.dependencies ?? {}),
      devDependencies: Object.keys(manifest.devDependencies ?? {}),
    };
  });
}

it('every workspace declares the @argumenta packages it imports, and no base package imports upward', () => {
  const all = workspaces();
  expect(all.map((w) => w.dir)).toEqual(expect.arrayContaining(['packages/platform', 'gateway', 'testing']));
  // This file's examples below are text, not imports.
  const files = sourceFiles('')
    .filter((p) => p !== 'scripts/test/workspace-deps.test.ts')
    .map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
  expect(importProblems(all, files)).toEqual([]);
});

describe('the check itself', () => {
  const ws = (dir: string, name: string, dependencies: string[] = [], devDependencies: string[] = []): Workspace => ({
    dir,
    name,
    dependencies,
    devDependencies,
  });
  const tree = [
    ws('', 'argumenta', [], ['@argumenta/platform']),
    ws('packages/platform', '@argumenta/platform', ['@argumenta/contracts']),
    ws('packages/contracts', '@argumenta/contracts'),
    ws('services/essay', '@argumenta/essay', ['@argumenta/platform'], ['@argumenta/testkit']),
    ws('services/auth', '@argumenta/auth', ['@argumenta/platform']),
    ws('gateway', '@argumenta/gateway'),
    ws('testing', '@argumenta/testkit', ['@argumenta/essay']),
  ];

  it('reads every spelling of an import', () => {
    const text = [
      "import { a } from '@argumenta/platform';",
      "import type { B } from '@argumenta/contracts/api';",
      "export * from '@argumenta/essay';",
      "import '@argumenta/auth';",
      "const m = await import('@argumenta/gateway');",
      "import {\n  c,\n} from '../src/x.js';",
      "const r = require('@argumenta/testkit');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '@argumenta/platform',
      '@argumenta/contracts/api',
      '@argumenta/essay',
      '@argumenta/auth',
      '@argumenta/gateway',
      '../src/x.js',
      '@argumenta/testkit',
    ]);
  });

  it('passes a tree whose manifests match its imports', () => {
    const files = [
      { path: 'services/essay/src/app.ts', text: "import { a } from '@argumenta/platform';" },
      { path: 'services/essay/test/a.test.ts', text: "import { b } from '@argumenta/testkit/stack';" },
      { path: 'packages/platform/src/x.ts', text: "import { c } from '@argumenta/contracts';" },
      { path: 'services/auth/src/main.ts', text: "import { a } from '@argumenta/platform';" },
      { path: 'testing/src/essay.ts', text: "import { e } from '@argumenta/essay';" },
      { path: 'scripts/x.ts', text: "import { a } from '@argumenta/platform';" },
    ];
    expect(importProblems(tree, files)).toEqual([]);
  });

  it('fails an undeclared import, an unused declaration, a test-only declaration used in production, an upward arrow', () => {
    const files = [
      { path: 'services/essay/src/app.ts', text: "import { a } from '@argumenta/contracts';" },
      { path: 'services/essay/src/main.ts', text: "import { s } from '@argumenta/testkit';" },
      { path: 'packages/platform/src/x.ts', text: "import { g } from '@argumenta/gateway';" },
      { path: 'packages/platform/test/x.test.ts', text: "import { t } from '@argumenta/testkit';" },
      { path: 'packages/contracts/src/y.ts', text: "import { s } from '../../../services/essay/src/app.js';" },
      { path: 'services/auth/src/main.ts', text: "import { e } from '@argumenta/essay';" },
      { path: 'testing/src/essay.ts', text: '' },
    ];
    expect(importProblems(tree, files)).toEqual([
      'argumenta (.): declara @argumenta/platform e não o importa',
      'packages/platform: importa @argumenta/gateway sem declarar (packages/platform/src/x.ts)',
      'packages/platform: importa @argumenta/testkit sem declarar (packages/platform/test/x.test.ts)',
      'packages/platform: declara @argumenta/contracts e não o importa',
      'packages/platform/src/x.ts: pacote base importa @argumenta/gateway (camada acima)',
      'packages/platform/test/x.test.ts: pacote base importa @argumenta/testkit (camada acima)',
      'packages/contracts/src/y.ts: pacote base importa ../../../services/essay/src/app.js (camada acima)',
      'services/essay: importa @argumenta/contracts sem declarar (services/essay/src/app.ts)',
      'services/essay: @argumenta/testkit só em devDependencies, mas o código de produção o importa (services/essay/src/main.ts)',
      'services/essay: declara @argumenta/platform e não o importa',
      'services/essay/src/main.ts: código de produção importa @argumenta/testkit (outro serviço, o gateway ou o harness)',
      'services/auth: importa @argumenta/essay sem declarar (services/auth/src/main.ts)',
      'services/auth: declara @argumenta/platform e não o importa',
      'services/auth/src/main.ts: código de produção importa @argumenta/essay (outro serviço, o gateway ou o harness)',
      'testing: declara @argumenta/essay e não o importa',
    ]);
  });
});
