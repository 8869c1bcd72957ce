import { jest } from '@jest/globals';
import { publicRoutes, routeKey } from '@argumenta/gateway';
import { api } from '@argumenta/testkit';
import { startStack, type Stack } from '@argumenta/testkit/stack';
import { AUTHZ_MATRIX, type Params, type Row } from './authz/matrix.js';
import { buildWorld, WHO, type World } from './authz/world.js';

// Every public route × (anonymous, student, another student, teacher of another room, teacher of the room, admin),
// against the real services behind the real gateway. The routes come from the routers themselves (publicRoutes).
jest.setTimeout(300_000);

const RECORD = process.env.AUTHZ_RECORD === '1';
let stack: Stack;
let world: World;
beforeAll(async () => {
  stack = await startStack({ name: 'authz', correctionWorker: true });
  world = await buildWorld(stack);
});
afterAll(async () => {
  await stack?.close();
});

function fill(template: string, params: Params, missing?: string): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params) && missing !== undefined) return missing;
    if (!(name in params)) throw new Error(`${template}: a linha não diz o valor de :${name} (use at ou fresh)`);
    return encodeURIComponent(String(params[name]));
  });
}

async function statuses(key: string, row: Row): Promise<number[]> {
  const [method, template] = key.split(' ') as [string, string];
  const out: number[] = [];
  for (const who of WHO) {
    const actor = world.actors[who];
    const params = row.fresh ? await row.fresh(world, who) : (row.at?.(world) ?? {});
    const token = actor && (row.freshToken ? world.fresh.token(actor) : actor.token);
    const path = fill(template, params) + (row.query ? `?${row.query}` : '');
    const res = await api(world.gw, method, path, { token, body: row.send?.(world, who, params) });
    out.push(res.status);
  }
  return out;
}

it('every public route has a row in the matrix, and every row is a real route', () => {
  const routes = publicRoutes(stack.apps.gateway, stack.apps).map(routeKey);
  const missing = routes.filter((k) => !(k in AUTHZ_MATRIX));
  const stale = Object.keys(AUTHZ_MATRIX).filter((k) => !routes.includes(k));
  const hint = missing.map((k) => `  '${k}': { expect: [401, 0, 0, 0, 0, 0] },`).join('\n');
  expect({ missing: missing.length ? `rotas sem linha em gateway/test/authz/matrix.ts:\n${hint}` : [], stale }).toEqual(
    { missing: [], stale: [] },
  );
  expect(routes.length).toBeGreaterThan(60);
});

const rows = Object.entries(AUTHZ_MATRIX);
it.each(rows)('%s', async (key, row) => {
  const got = await statuses(key, row);
  if (RECORD) console.log(`'${key}': [${got.join(', ')}]`);
  // Named per caller, so a failure says who got what.
  expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]]))).toEqual(
    Object.fromEntries(WHO.map((w, i) => [w, row.expect[i]])),
  );
});

// Issue 44: a logged-out token is refused on every route whatever the spelling of its header (the scheme is
// case-insensitive, the space may be several or a tab), before any service sees it; so is a header that is not
// exactly one bearer token.
it('every route refuses a logged-out token in every spelling of the Authorization header, and a malformed header', async () => {
  const token = world.fresh.token(world.actors.estudante!);
  expect((await api(world.gw, 'POST', '/api/auth/logout', { token })).status).toBe(200);
  const spellings = [
    `Bearer ${token}`,
    `bearer ${token}`,
    `BEARER ${token}`,
    `Bearer  ${token}`,
    `Bearer\t${token}`,
    `Bearer ${token} ${token}`,
    `Basic ${token}`,
  ];
  const got: string[] = [];
  for (const [key, row] of rows) {
    const [method, template] = key.split(' ') as [string, string];
    const path = fill(template, row.at?.(world) ?? {}, '1') + (row.query ? `?${row.query}` : '');
    for (const authorization of spellings) {
      const res = await api(world.gw, method, path, { headers: { authorization } });
      if (res.status !== 401) got.push(`${key} [${authorization.slice(0, 8)}…]: ${res.status}`);
    }
  }
  expect(got).toEqual([]);
});

// Issue 48: a session token in a URL lands in the browser history, the logs and links pasted into chats, so no route
// reads one — files included (the web fetches them with the header). A valid admin token as `?token=` is anonymous.
it('no route accepts the session token as a query parameter', async () => {
  const token = world.actors.admin!.token;
  const accepted: string[] = [];
  for (const [key, row] of rows) {
    if (row.expect[0] !== 401) continue; // public routes answer anyone
    const [method, template] = key.split(' ') as [string, string];
    const params = row.fresh ? await row.fresh(world, 'admin') : (row.at?.(world) ?? {});
    const query = `${row.query ? `${row.query}&` : ''}token=${encodeURIComponent(token)}`;
    const res = await api(world.gw, method, `${fill(template, params, '1')}?${query}`, {
      body: row.send?.(world, 'admin', params),
    });
    if (res.status !== 401) accepted.push(`${key}: ${res.status}`);
  }
  expect(accepted).toEqual([]);
});
