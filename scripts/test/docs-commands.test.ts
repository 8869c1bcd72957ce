// Every command, flag, file and URL the documentation shows must exist in the tree (issue 39): the docs cannot drift
// from the code again. The API's paths come from the published operations, which gateway/test/openapi.test.ts checks
// against the routes the Express routers really serve.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '@argumenta/contracts';
import { checkDoc, definedFlags, documentationFiles, loadContext, matchesRoute } from '../lib/docs-check.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiPaths = Object.keys((openApiDocument() as { paths: Record<string, unknown> }).paths);
const ctx = loadContext(ROOT, apiPaths);

describe('the documentation names only what exists', () => {
  it.each(documentationFiles(ROOT))('%s', (file) => {
    expect(checkDoc(readFileSync(path.join(ROOT, file), 'utf8'), file, ctx)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('reads the flags our scripts define', () => {
    const evalFlags = definedFlags(readFileSync(path.join(ROOT, 'packages/corretor/scripts/eval.ts'), 'utf8'));
    expect([...evalFlags]).toEqual(expect.arrayContaining(['csv', 'prompts', 'cv', 'referencias', 'seeds', 'curva']));
    expect(evalFlags.has('nope')).toBe(false);
  });

  it('matches documented paths against route templates', () => {
    expect(matchesRoute('/api/redacoes/1/status', apiPaths)).toBe(true);
    expect(matchesRoute('/api/redacoes/{id}/feedback', apiPaths)).toBe(true);
    expect(matchesRoute('/api/redacoes/1/nada', apiPaths)).toBe(false);
  });

  it('fails a doc that names a script, bench, step, flag, file, link or URL that does not exist', () => {
    const doc = [
      '# Synthetic',
      '```bash',
      'npm run nao-existe',
      'npm run bench -- nao-existe',
      'npm test -- nao-existe',
      'npm run corretor:eval -- --csv x.csv --flag-inventada',
      'npx tsx scripts/nao-existe.ts',
      'curl -s localhost:8080/api/rota-inventada',
      '```',
      'See `scripts/lib/nao-existe.mjs`, [a page](docs/nao-existe.md) and http://localhost:8080/pagina-inventada.',
      '',
    ].join('\n');
    const problems = checkDoc(doc, 'SYNTHETIC.md', ctx);
    const expected = [
      'nao-existe — no such script',
      'no benchmark "nao-existe"',
      'no step "nao-existe"',
      '--flag-inventada',
      'scripts/nao-existe.ts',
      '/api/rota-inventada',
      'scripts/lib/nao-existe.mjs',
      'docs/nao-existe.md',
      '/pagina-inventada',
    ];
    for (const e of expected) expect(problems.some((p) => p.includes(e))).toBe(true);
    expect(problems).toHaveLength(expected.length);
  });

  it('passes a doc whose every name exists', () => {
    const doc = [
      '```bash',
      'npm start',
      'npm test -- jest e2e',
      'npm run corretor:eval -- --csv packages/corretor/data/essay-br/development.csv --cv --seeds 0,1',
      'npm run bench -- corretor --n 50',
      'npm run build -w web',
      'npm run lint/typecheck',
      'curl -s localhost:8080/api/redacoes/1/status',
      'curl localhost:4011/readyz',
      '```',
      'The reference: http://localhost:8080/api/docs; the app: http://localhost:8080/essays/new; code in `scripts/lib/docs-check.ts`.',
    ].join('\n');
    expect(checkDoc(doc, 'SYNTHETIC.md', ctx)).toEqual([]);
  });
});
