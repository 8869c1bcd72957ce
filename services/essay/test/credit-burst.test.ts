import { jest } from '@jest/globals';
import { api, closeTestPool, testPool, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';

// One student's simultaneous submissions: their reservations are coalesced into batches (docs/performance.md) and
// reserved before the essay's transaction. Exactly as many are accepted as the balance pays for, each accepted essay
// holds one reservation, and nothing is stored or charged for the refused ones.
jest.setTimeout(120_000);

let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix: uniquePrefix('burst') });
});
afterAll(async () => {
  await essay.close();
  await auth.close();
  await closeTestPool();
});

async function student(credits: number) {
  const reg = await api(auth.url, 'POST', '/auth/registrar', { body: { name: 'Rajada Teste', email: uniqueEmail('rajada'), password: 'segredo1', confirmPassword: 'segredo1' } });
  expect(reg.status).toBe(201);
  await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [reg.body.data.user.id, credits]);
  return { id: reg.body.data.user.id as number, token: reg.body.data.token as string };
}
const burst = (token: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => api(essay.url, 'POST', '/redacoes/submeter', { token, body: { titulo: `Rajada ${i}`, texto: `${SAMPLE_ESSAY}\n\nVariação ${i}.` } })));
async function books(userId: number) {
  const db = testPool();
  const [balance, reservations, essays, corrections] = await Promise.all([
    db.query<{ n: number }>('SELECT creditos_disponiveis AS n FROM auth.usuarios WHERE id = $1', [userId]),
    db.query<{ referencia: string }>(`SELECT referencia FROM auth.reservas_credito WHERE usuario_id = $1 AND estado = 'reservado'`, [userId]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM essay.redacoes WHERE usuario_id = $1', [userId]),
    db.query<{ referencia_credito: string }>('SELECT c.referencia_credito FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE r.usuario_id = $1', [userId]),
  ]);
  return { balance: balance.rows[0]!.n, reserved: reservations.rows.map((r) => r.referencia).sort(), essays: essays.rows[0]!.n, charged: corrections.rows.map((r) => r.referencia_credito).sort() };
}

it('30 at once with 30 credits: every one accepted, one reservation each, balance 0', async () => {
  const s = await student(30);
  const answers = await burst(s.token, 30);
  expect(answers.map((a) => a.status)).toEqual(Array(30).fill(202));
  const b = await books(s.id);
  expect(b.balance).toBe(0);
  expect(b.essays).toBe(30);
  expect(b.reserved).toHaveLength(30);
  // Each correction points at its own reservation.
  expect(b.charged).toEqual(b.reserved);
});

it('25 at once with 7 credits: exactly 7 accepted, 18 refused with 402 in Portuguese, nothing stored or held for them', async () => {
  const s = await student(7);
  const answers = await burst(s.token, 25);
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((x) => x === 202)).toHaveLength(7);
  expect(statuses.filter((x) => x === 402)).toHaveLength(18);
  expect(answers.find((a) => a.status === 402)!.body.message).toMatch(/Créditos insuficientes/);
  const b = await books(s.id);
  expect(b.balance).toBe(0);
  expect(b.essays).toBe(7);
  expect(b.charged).toEqual(b.reserved);
  expect(b.reserved).toHaveLength(7);
});

it('one idempotency key sent 6 times at once: one essay, one correction, one credit held; every answer names it', async () => {
  const s = await student(10);
  const send = () => api(essay.url, 'POST', '/redacoes/submeter', { token: s.token, body: { titulo: 'Uma vez só', texto: SAMPLE_ESSAY, chave_idempotencia: 'chave-unica-1' } });
  const answers = await Promise.all(Array.from({ length: 6 }, send));
  expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
  const ids = new Set(answers.map((a) => a.body.data.redacao_id));
  expect(ids.size).toBe(1);
  expect(answers.filter((a) => a.body.data.reutilizada === false)).toHaveLength(1);
  // And again later: the same essay, nothing new charged.
  const later = await send();
  expect(later.body.data).toMatchObject({ redacao_id: [...ids][0], reutilizada: true });
  const b = await books(s.id);
  expect(b.essays).toBe(1);
  expect(b.reserved).toHaveLength(1);
  expect(b.charged).toEqual(b.reserved);
  expect(b.balance).toBe(9);
});

it('a class of 24 submitting together (reservations gathered across students): each paying student accepted once, the 4 without credits refused with nothing kept', async () => {
  const paying = await Promise.all(Array.from({ length: 20 }, () => student(1)));
  const broke = await Promise.all(Array.from({ length: 4 }, () => student(0)));
  const everyone = [...paying, ...broke];
  const answers = await Promise.all(
    everyone.map((s, i) => api(essay.url, 'POST', '/redacoes/submeter', { token: s.token, body: { titulo: `Turma ${i}`, texto: `${SAMPLE_ESSAY}\n\nAluno ${i}.` } })),
  );
  expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(202), ...Array(4).fill(402)]);
  expect(answers[20]!.body.message).toMatch(/Créditos insuficientes/);
  for (const s of paying) {
    const b = await books(s.id);
    expect(b).toMatchObject({ balance: 0, essays: 1, reserved: [expect.any(String)] });
    expect(b.charged).toEqual(b.reserved);
  }
  for (const s of broke) expect(await books(s.id)).toEqual({ balance: 0, reserved: [], essays: 0, charged: [] });
});
