// No remote call inside a database transaction (issue 45): a transaction that waits on another service holds one of
// the pool's few connections (and its row locks) for as long as that service takes, so a slow auth or proposal
// service would drain the pool of every request. This reads every `withTransaction(…, callback)` in the services'
// and packages' sources and fails on a call to a remote port or an internal HTTP client inside the callback.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['gateway/src', 'packages', 'services'];

/** A port or an internal client: `deps.credits.reserve(…)`, `classroom.activityContext(…)`, `essay.get(…)`, `fetch(…)`. */
const REMOTE = /^(?:(?:deps|this)\.)?(?:credits|classroom|proposals|users|auth|essay|proposal|internal)\.\w+$|^fetch$/;

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'test' && e.name !== 'dist') sources(rel, out);
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && rel.includes('/src/')) out.push(rel);
  }
  return out;
}

/** Each remote call written inside a transaction's callback: `file:line callee`. */
export function remoteCallsInTransactions(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const inside = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(src);
      if (REMOTE.test(callee))
        found.push(`${file}:${src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1} ${callee}`);
    }
    ts.forEachChild(node, inside);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && /(^|\.)withTransaction$/.test(node.expression.getText(src))) {
      const callback = node.arguments[1];
      if (callback) inside(callback);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

it('no transaction in the sources waits on another service', () => {
  const files = SOURCES.flatMap((d) => sources(d));
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((f) => remoteCallsInTransactions(f, readFileSync(path.join(ROOT, f), 'utf8')));
  expect(found).toEqual([]);
});

it('the check finds a remote call however the callback is written', () => {
  const text = `
    await withTransaction(deps.pool, async (c) => { await deps.credits.reserve(1, 'x'); });
    await withTransaction(pool, (c) => classroom.activityContext(1, 2));
    await withTransaction(pool, async (c) => { const f = () => essay.get('/internal/x'); return f(); });
    await withTransaction(pool, async (c) => c.query('SELECT 1'));
    await deps.credits.reserve(1, 'y');`;
  expect(remoteCallsInTransactions('x.ts', text)).toEqual([
    'x.ts:2 deps.credits.reserve',
    'x.ts:3 classroom.activityContext',
    'x.ts:4 essay.get',
  ]);
});
