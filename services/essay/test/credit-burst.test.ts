import { jest } from '@jest/globals';
import { api, closeTestPool, testPool, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { form, GIF, PNG } from '@argumenta/testkit/files';

// One student's simultaneous submissions: their reservations are coalesced into batches (docs/architecture.md, "Credits") and
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
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Rajada Teste', email: uniqueEmail('rajada'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  expect(reg.status).toBe(201);
  await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [
    reg.body.data.user.id,
    credits,
  ]);
  return { id: reg.body.data.user.id as number, token: reg.body.data.token as string };
}
const burst = (token: string, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      api(essay.url, 'POST', '/redacoes/submeter', {
        token,
        body: { titulo: `Rajada ${i}`, texto: `${SAMPLE_ESSAY}\n\nVariação ${i}.` },
      }),
    ),
  );
async function books(userId: number) {
  const db = testPool();
  const [balance, reservations, essays, corrections] = await Promise.all([
    db.query<{ n: number }>('SELECT creditos_disponiveis AS n FROM auth.usuarios WHERE id = $1', [userId]),
    db.query<{ referencia: string }>(
      `SELECT referencia FROM auth.reservas_credito WHERE usuario_id = $1 AND estado = 'reservado'`,
      [userId],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM essay.redacoes WHERE usuario_id = $1', [userId]),
    db.query<{ referencia_credito: string }>(
      'SELECT c.referencia_credito FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE r.usuario_id = $1',
      [userId],
    ),
  ]);
  return {
    balance: balance.rows[0]!.n,
    reserved: reservations.rows.map((r) => r.referencia).sort(),
    essays: essays.rows[0]!.n,
    charged: corrections.rows.map((r) => r.referencia_credito).sort(),
  };
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
  const send = () =>
    api(essay.url, 'POST', '/redacoes/submeter', {
      token: s.token,
      body: { titulo: 'Uma vez só', texto: SAMPLE_ESSAY, chave_idempotencia: 'chave-unica-1' },
    });
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
    everyone.map((s, i) =>
      api(essay.url, 'POST', '/redacoes/submeter', {
        token: s.token,
        body: { titulo: `Turma ${i}`, texto: `${SAMPLE_ESSAY}\n\nAluno ${i}.` },
      }),
    ),
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

it("a class's essays stored together (one statement for those that arrive at once): each row holds its own student's title, text, file and correction; a key already used answers its essay", async () => {
  const students = await Promise.all(Array.from({ length: 12 }, () => student(2)));
  const picture = (i: number) => (i % 3 === 1 ? PNG : GIF);
  const send = (s: { token: string }, i: number) =>
    api(essay.url, 'POST', '/redacoes/submeter', {
      token: s.token,
      body:
        i % 3 === 0
          ? { titulo: `Lote ${i}`, texto: `${SAMPLE_ESSAY}\n\nEstudante ${i}.`, chave_idempotencia: `lote-${i}` }
          : form(
              {
                titulo: `Lote ${i}`,
                texto: `${SAMPLE_ESSAY}\n\nEstudante ${i}.`,
                tipo_envio: 'imagem',
                chave_idempotencia: `lote-${i}`,
              },
              [['arquivo', picture(i), `foto-${i}.img`, 'image/png']],
            ),
    });
  const first = await Promise.all(students.map(send));
  expect(first.map((a) => a.status)).toEqual(Array(12).fill(202));
  const { rows } = await testPool().query<{
    id: number;
    usuario_id: number;
    titulo: string;
    texto_original: string;
    conteudo: Buffer | null;
    nome: string | null;
    correcao: number;
    redacao_da_correcao: number;
    ref: string;
  }>(
    `SELECT r.id, r.usuario_id, r.titulo, r.texto_original, a.conteudo, a.nome, r.correcao_atual_id AS correcao, c.redacao_id AS redacao_da_correcao, c.referencia_credito AS ref
       FROM essay.redacoes r LEFT JOIN essay.arquivos a ON a.id = r.arquivo_id JOIN essay.correcoes c ON c.id = r.correcao_atual_id
      WHERE r.usuario_id = ANY($1::int[])`,
    [students.map((s) => s.id)],
  );
  expect(rows).toHaveLength(12);
  students.forEach((s, i) => {
    const row = rows.find((r) => r.usuario_id === s.id)!;
    expect(row).toMatchObject({
      id: first[i]!.body.data.redacao_id,
      titulo: `Lote ${i}`,
      correcao: first[i]!.body.data.correcao_id,
      redacao_da_correcao: row.id,
    });
    expect(row.texto_original).toMatch(new RegExp(`Estudante ${i}\\.$`));
    if (i % 3 === 0) expect(row.conteudo).toBeNull();
    else
      expect({ nome: row.nome, conteudo: Buffer.compare(row.conteudo!, picture(i)) }).toEqual({
        nome: `foto-${i}.img`,
        conteudo: 0,
      });
  });
  // Each correction carries the reservation its student paid.
  for (const s of students) expect((await books(s.id)).charged).toHaveLength(1);

  // The same keys again, together with new ones: the repeats name their essays, the new ones are stored, nothing charged twice.
  const again = await Promise.all(
    students.map((s, i) =>
      i < 6
        ? send(s, i)
        : api(essay.url, 'POST', '/redacoes/submeter', {
            token: s.token,
            body: { titulo: `Nova ${i}`, texto: SAMPLE_ESSAY },
          }),
    ),
  );
  expect(again.map((a) => a.status)).toEqual(Array(12).fill(202));
  again.forEach((a, i) => expect(a.body.data.reutilizada).toBe(i < 6));
  again.slice(0, 6).forEach((a, i) => expect(a.body.data.redacao_id).toBe(first[i]!.body.data.redacao_id));
  for (const [i, s] of students.entries()) {
    const b = await books(s.id);
    expect({ essays: b.essays, balance: b.balance }).toEqual(
      i < 6 ? { essays: 1, balance: 1 } : { essays: 2, balance: 0 },
    );
    expect(b.charged).toEqual(b.reserved);
  }
});
