// The essay schema has one writer: the store in packages/essay-domain/src/store (issue 45). Anything else that inserts,
// updates or deletes essay.* rows fails here, so the bar stays met as code is added; the operations scripts (scripts/:
// backup, restore, seed…) read it through the store too. Migrations create the schema, and tests and benches set up
// their fixtures directly (a state to start from is not an operation of the product).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STORE = 'packages/essay-domain/src/store/';
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.data',
  'dist',
  'coverage',
  'migrations',
  'test',
  'e2e',
  'bench',
]);
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** A write to a table of the essay schema, across line breaks (`UPDATE essay.x`, `INSERT INTO essay.x`, `DELETE FROM essay.x`). */
const ESSAY_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+essay\.\w+/gi;

/** A read of a table of the essay schema (`FROM essay.x`, `JOIN essay.x`). */
const ESSAY_READ = /\b(?:FROM|JOIN)\s+essay\.\w+/gi;
/** Where reads are held to the store as well (the services' own reads are theirs to move: see docs/architecture.md). */
const READS_GUARDED = 'scripts/';

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) sourceFiles(rel, out);
    } else if (SOURCE.test(entry.name) && !/\.(test|spec|bench)\.[a-z]+$/.test(entry.name)) out.push(rel);
  }
  return out;
}

function essayWritesOutsideStore(files: { path: string; text: string }[]): string[] {
  return files
    .filter((f) => !f.path.startsWith(STORE))
    .flatMap((f) =>
      [...f.text.matchAll(ESSAY_WRITE), ...(f.path.startsWith(READS_GUARDED) ? f.text.matchAll(ESSAY_READ) : [])].map(
        (m) => `${f.path}:${f.text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`,
      ),
    );
}

it('no code outside the essay store writes the essay schema, and no script reads it', () => {
  const files = sourceFiles('').map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
  expect(files.some((f) => f.path.startsWith(STORE))).toBe(true);
  expect(essayWritesOutsideStore(files)).toEqual([]);
});

it('the check finds a write however it is spelled, and only outside the store', () => {
  const route = {
    path: 'services/essay/src/routes/x.ts',
    text: "a\nawait pool.query(`update\n  essay.redacoes SET status = 'x'`);\nINSERT INTO essay.recursos\nDELETE FROM essay.arquivos",
  };
  expect(essayWritesOutsideStore([route])).toEqual([
    'services/essay/src/routes/x.ts:2: update essay.redacoes',
    'services/essay/src/routes/x.ts:4: INSERT INTO essay.recursos',
    'services/essay/src/routes/x.ts:5: DELETE FROM essay.arquivos',
  ]);
  expect(
    essayWritesOutsideStore([
      { path: 'services/essay/src/routes/y.ts', text: 'SELECT * FROM essay.redacoes; UPDATE auth.usuarios' },
    ]),
  ).toEqual([]);
  expect(essayWritesOutsideStore([{ ...route, path: `${STORE}essays.ts` }])).toEqual([]);
});

it('in scripts/, a read of the essay schema fails too', () => {
  const script = {
    path: 'scripts/restore.ts',
    text: 'SELECT r.referencia\n  FROM auth.reservas_credito r\n  LEFT JOIN essay.correcoes c ON true',
  };
  expect(essayWritesOutsideStore([script])).toEqual(['scripts/restore.ts:3: JOIN essay.correcoes']);
  expect(essayWritesOutsideStore([{ ...script, path: 'services/essay/src/routes/z.ts' }])).toEqual([]);
  expect(essayWritesOutsideStore([{ path: 'scripts/backup.ts', text: '// essay.arquivos holds the photos' }])).toEqual(
    [],
  );
});
