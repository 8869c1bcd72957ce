import { CLASSROOM_MESSAGES } from '@argumenta/contracts';
import { api, closeTestPool, type Running } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';
import { startGateway } from '@argumenta/testkit/gateway';

/**
 * Guessing room codes (issue 44): 31^6 ≈ 8.9 × 10^8 codes were limited only by the general API limit (600 a minute).
 * Codes not found are now counted per student and per client address; past either limit the join is refused (429)
 * before the classroom service is asked, while a classmate elsewhere still joins with the right code.
 */
const PER_USER = 3;
const PER_ADDRESS = 5;
let auth: Running;
let classroom: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
let make: ReturnType<typeof actors>;
let codigo: string;

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url });
  gw = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    CLASSROOM_SERVICE_URL: classroom.url,
    ROOM_CODE_FAILURES_PER_USER: PER_USER,
    ROOM_CODE_FAILURES_PER_ADDRESS: PER_ADDRESS,
  });
  make = actors(auth.url);
  const prof = await make('professor', 'Prof Código');
  codigo = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Terceirão C' } })).body.data
    .codigo_acesso;
});
afterAll(async () => {
  await gw.close();
  await classroom.close();
  await auth.close();
  await closeTestPool();
});

const join = (who: Actor, code: string, address: string) =>
  api(gw.url, 'POST', '/api/salas/ingressar', {
    token: who.token,
    body: { codigo_acesso: code },
    headers: { 'x-forwarded-for': address },
  });
const guesses = ['ZZZZZ2', 'ZZZZZ3', 'ZZZZZ4', 'ZZZZZ5', 'ZZZZZ6', 'ZZZZZ7'];
const limited = 'Muitos códigos de sala inválidos. Confira o código com o seu professor e tente novamente mais tarde.';

it('a student who keeps guessing is stopped after a few wrong codes, even from new addresses', async () => {
  const guesser = await make('estudante', 'Aluno Chuta');
  for (let i = 0; i < PER_USER; i++) {
    const res = await join(guesser, guesses[i]!, `192.0.2.${i + 1}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CLASSROOM_MESSAGES.codeInvalid);
  }
  const next = await join(guesser, codigo, '192.0.2.99');
  expect(next.status).toBe(429);
  expect(next.body.error.message).toBe(limited);
  expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
  // A classmate at home joins with the right code.
  expect((await join(await make('estudante', 'Aluna Certa'), codigo, '198.51.100.7')).status).toBe(201);
});

it('one address guessing with many accounts is stopped too; a right code does not count', async () => {
  const address = '203.0.113.44';
  const first = await make('estudante', 'Conta Um');
  expect((await join(first, codigo, address)).status).toBe(201);
  for (let i = 0; i < PER_ADDRESS; i++)
    expect((await join(await make('estudante', `Conta ${i + 2}`), guesses[i]!, address)).status).toBe(404);
  expect((await join(await make('estudante', 'Conta Nova'), guesses[5]!, address)).status).toBe(429);
});
