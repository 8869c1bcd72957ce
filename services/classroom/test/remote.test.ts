import { createInternalClient } from '@argumenta/platform';
import { api, logger, SERVICE_TOKEN, testPool, tokenFor, uniqueEmail, DEAD_URL } from '@argumenta/testkit';
import { useAuthService } from '@argumenta/testkit/auth';
import { createRemote } from '../src/domain/remote.js';

// Teachers' names are read from the real auth service and reused for a short while (a class opening its dashboard at
// once asks for the same teacher's name); a rename shows once that while is over.
const auth = useAuthService();

async function teacher(nome: string) {
  const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
  const res = await api(auth.url, 'POST', '/admin/usuarios', {
    token: admin,
    body: { nome, email: uniqueEmail('prof'), senha: 'segredo1', tipo: 'professor' },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const remoteWith = (nameTtlMs: number) => {
  const client = createInternalClient(DEAD_URL, SERVICE_TOKEN);
  return createRemote({
    auth: createInternalClient(auth.url, SERVICE_TOKEN),
    essay: client,
    proposal: client,
    logger,
    nameTtlMs,
  });
};

it("reuses a teacher's name until its time is over, then reads the new one; unknown ids are left out", async () => {
  const id = await teacher('Cora Coralina');
  const remote = remoteWith(300);
  expect(await remote.names([id, id, 2_000_000_000])).toEqual(new Map([[id, 'Cora Coralina']]));
  await testPool().query('UPDATE auth.usuarios SET nome = $2 WHERE id = $1', [id, 'Cora Coralina Bretas']);
  // Within the while: the name kept, no call to auth needed (its address could be gone).
  expect(await remote.names([id])).toEqual(new Map([[id, 'Cora Coralina']]));
  await new Promise((r) => setTimeout(r, 350));
  expect(await remote.names([id])).toEqual(new Map([[id, 'Cora Coralina Bretas']]));
  // Another process's cache is its own: a fresh remote reads the current name at once.
  expect(await remoteWith(60_000).names([id])).toEqual(new Map([[id, 'Cora Coralina Bretas']]));
});

it('asks auth only for the names it does not hold', async () => {
  const [a, b] = await Promise.all([teacher('Adélia Prado'), teacher('Ana Cristina Cesar')]);
  const remote = remoteWith(60_000);
  await remote.names([a]);
  await testPool().query('UPDATE auth.usuarios SET nome = nome || $2 WHERE id = ANY($1::int[])', [
    [a, b],
    ' (renomeada)',
  ]);
  expect(await remote.names([a, b])).toEqual(
    new Map([
      [a, 'Adélia Prado'],
      [b, 'Ana Cristina Cesar (renomeada)'],
    ]),
  );
});
