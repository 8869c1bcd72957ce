import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { creditsPort, refundEventually } from '@argumenta/essay-domain';
import { api, DEAD_URL, lazyClient, logger, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { useAuthService } from '@argumenta/testkit/auth';

/**
 * A refund the auth service cannot take right now (down, its database restarting) is tried again in the background
 * until it lands; a reservation that does not exist is nothing to give back. Against the real auth service.
 */
jest.setTimeout(30_000);

const auth = useAuthService();

async function student(creditos: number): Promise<number> {
  const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
  const res = await api(auth.url, 'POST', '/admin/usuarios', {
    token: admin,
    body: { nome: 'Estorno', email: uniqueEmail('estorno'), senha: 'segredo1', tipo: 'estudante', creditos },
  });
  return res.body.data.id as number;
}
const balance = async (id: number) =>
  (await testPool().query<{ c: number }>('SELECT creditos_disponiveis AS c FROM auth.usuarios WHERE id = $1', [id]))
    .rows[0]!.c;
const state = async (ref: string) =>
  (await testPool().query<{ estado: string }>('SELECT estado FROM auth.reservas_credito WHERE referencia = $1', [ref]))
    .rows[0]?.estado;

it('gives the credit back once the auth service answers again', async () => {
  const id = await student(3);
  const ref = `correcao-${randomUUID()}`;
  await creditsPort(lazyClient(auth.url)).reserve(id, ref, 'Correção de redação');
  expect(await balance(id)).toBe(2);
  // The auth service is away for the first attempt and the first retries, then back.
  let target = DEAD_URL;
  const away = creditsPort(lazyClient(() => target));
  await refundEventually(away, ref, logger);
  expect(await state(ref)).toBe('reservado');
  target = auth.url;
  for (const end = Date.now() + 15_000; (await state(ref)) !== 'estornado' && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 200));
  expect(await state(ref)).toBe('estornado');
  expect(await balance(id)).toBe(3);
});

it('a reservation that was never written is nothing to give back; a settled one stays as it is', async () => {
  const credits = creditsPort(lazyClient(auth.url));
  await expect(refundEventually(credits, `correcao-${randomUUID()}`, logger)).resolves.toBeUndefined();
  const id = await student(2);
  const ref = `correcao-${randomUUID()}`;
  await credits.reserve(id, ref, 'Correção de redação');
  await credits.confirm(ref);
  await refundEventually(credits, ref, logger);
  expect(await state(ref)).toBe('confirmado');
  expect(await balance(id)).toBe(1);
});
