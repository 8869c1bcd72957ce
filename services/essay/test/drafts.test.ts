import { jest } from '@jest/globals';
import { api, closeTestPool, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { DRAFT_MAX_CHARS } from '@argumenta/contracts';

// Drafts (issue 50): saved as the student types, listed and resumed on any device, never charged; two devices on one
// draft lose nothing (the later save wins, the other version stays in the history). And the Idempotency-Key header
// that an offline-queued submission retries with: one essay, one credit, however many times it arrives.
jest.setTimeout(120_000);

let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix: uniquePrefix('drafts') });
});
afterAll(async () => {
  await essay.close();
  await classroom.close();
  await auth.close();
  await closeTestPool();
});

/** A real student (the auth service's admin API) with `credits` credits. */
async function student(credits = 5) {
  const s = await actors(auth.url)('estudante');
  await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [s.id, credits]);
  return s;
}
const call = (token: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api(essay.url, method, path, { token, body, headers });
const balance = async (id: number) =>
  (await testPool().query<{ n: number }>('SELECT creditos_disponiveis AS n FROM auth.usuarios WHERE id = $1', [id]))
    .rows[0]!.n;

it('a draft is created, saved, listed with a snippet and read back whole, and no credit moves', async () => {
  const s = await student(3);
  const created = await call(s.token, 'POST', '/rascunhos', { titulo: 'Mobilidade', texto: 'Primeiro parágrafo.' });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ titulo: 'Mobilidade', texto: 'Primeiro parágrafo.', versao: 1 });
  const id = created.body.data.id as number;

  const saved = await call(s.token, 'PUT', `/rascunhos/${id}`, {
    titulo: 'Mobilidade',
    texto: SAMPLE_ESSAY,
    versao_base: 1,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ conflito: false, rascunho: { versao: 2, texto: SAMPLE_ESSAY } });
  expect(saved.headers.get('cache-control')).toBe('no-store');

  const list = await call(s.token, 'GET', '/rascunhos');
  expect(list.body.data.rascunhos).toEqual([
    expect.objectContaining({ id, titulo: 'Mobilidade', versao: 2, caracteres: SAMPLE_ESSAY.trim().length }),
  ]);
  expect(list.body.data.rascunhos[0].trecho).toBe(SAMPLE_ESSAY.trim().slice(0, 160));
  expect(list.body.data.rascunhos[0]).not.toHaveProperty('texto');
  expect((await call(s.token, 'GET', `/rascunhos/${id}`)).body.data.texto).toBe(SAMPLE_ESSAY);
  expect(await balance(s.id)).toBe(3);
});

it('two devices on one draft: the later save wins and the version it replaced is recoverable', async () => {
  const s = await student();
  const id = (await call(s.token, 'POST', '/rascunhos', { texto: 'Comum.' })).body.data.id as number;
  // Phone and laptop both opened version 1.
  const phone = await call(s.token, 'PUT', `/rascunhos/${id}`, { texto: 'Escrito no celular.', versao_base: 1 });
  expect(phone.body.data.conflito).toBe(false);
  const laptop = await call(s.token, 'PUT', `/rascunhos/${id}`, { texto: 'Escrito no notebook.', versao_base: 1 });
  expect(laptop.status).toBe(200);
  expect(laptop.body.data).toMatchObject({ conflito: true, rascunho: { texto: 'Escrito no notebook.', versao: 3 } });
  expect(laptop.body.message).toMatch(/outra versão ficou no histórico/);

  const versions = (await call(s.token, 'GET', `/rascunhos/${id}/versoes`)).body.data.versoes as {
    texto: string;
    motivo: string;
    versao: number;
  }[];
  expect(versions[0]).toMatchObject({ texto: 'Escrito no celular.', motivo: 'conflito', versao: 2 });
  // The first text was kept too (the first save of a draft starts its timeline).
  expect(versions.map((v) => v.texto)).toContain('Comum.');
});

it("another person's draft is the same 404 as a missing one, for reading, saving, history and deleting", async () => {
  const owner = await student();
  const other = await student();
  const id = (await call(owner.token, 'POST', '/rascunhos', { texto: 'Meu texto.' })).body.data.id as number;
  for (const [method, path, body] of [
    ['GET', `/rascunhos/${id}`],
    ['PUT', `/rascunhos/${id}`, { texto: 'Invadido.' }],
    ['GET', `/rascunhos/${id}/versoes`],
    ['DELETE', `/rascunhos/${id}`],
  ] as const) {
    const res = await call(other.token, method, path, body);
    expect([method, path, res.status, res.body.message]).toEqual([method, path, 404, 'Rascunho não encontrado']);
  }
  expect((await call(other.token, 'GET', '/rascunhos')).body.data.rascunhos).toEqual([]);
  expect((await call(owner.token, 'GET', `/rascunhos/${id}`)).body.data.texto).toBe('Meu texto.');
  expect((await api(essay.url, 'GET', '/rascunhos')).status).toBe(401);

  expect((await call(owner.token, 'DELETE', `/rascunhos/${id}`)).status).toBe(200);
  expect((await call(owner.token, 'GET', `/rascunhos/${id}`)).status).toBe(404);
  const kept = await testPool().query('SELECT 1 FROM essay.rascunho_versoes WHERE rascunho_id = $1', [id]);
  expect(kept.rowCount).toBe(0);
});

it('bad input gets a Portuguese message and the right status', async () => {
  const s = await student();
  const tooLong = await call(s.token, 'POST', '/rascunhos', { texto: 'a'.repeat(DRAFT_MAX_CHARS + 1) });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.message).toMatch(/no máximo 12000 caracteres/);
  expect((await call(s.token, 'GET', '/rascunhos/abc')).body.message).toBe('ID do rascunho inválido');
  const id = (await call(s.token, 'POST', '/rascunhos', {})).body.data.id as number;
  const badBase = await call(s.token, 'PUT', `/rascunhos/${id}`, { texto: 'x', versao_base: 'dois' });
  expect(badBase.status).toBe(400);
  expect(badBase.body.message).toMatch(/versao_base/);
  // An activity that does not exist (or whose room the student is not in): 404, nothing created.
  const activity = await call(s.token, 'POST', '/rascunhos', { texto: 'x', atividade_id: 999999 });
  expect(activity.status).toBe(404);
  expect(activity.body.message).toBe('Atividade não encontrada');
  expect((await call(s.token, 'GET', '/rascunhos')).body.data.rascunhos).toHaveLength(1);
});

it('the Idempotency-Key header: the same key sent again and again stores one essay and charges one credit', async () => {
  const s = await student(4);
  const send = () =>
    call(
      s.token,
      'POST',
      '/redacoes/submeter',
      { titulo: 'Offline', texto: SAMPLE_ESSAY },
      {
        'Idempotency-Key': 'fila-offline-1',
      },
    );
  const answers = await Promise.all([send(), send(), send()]);
  expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
  expect(new Set(answers.map((a) => a.body.data.redacao_id)).size).toBe(1);
  expect(answers.filter((a) => a.body.data.reutilizada === false)).toHaveLength(1);
  const later = await send();
  expect(later.body.data).toMatchObject({ redacao_id: answers[0]!.body.data.redacao_id, reutilizada: true });
  const essays = await testPool().query('SELECT id FROM essay.redacoes WHERE usuario_id = $1', [s.id]);
  expect(essays.rowCount).toBe(1);
  const corrections = await testPool().query(
    'SELECT c.id FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE r.usuario_id = $1',
    [s.id],
  );
  expect(corrections.rowCount).toBe(1);
  expect(await balance(s.id)).toBe(3);
  // A key too long to be one is refused before anything is stored.
  const long = await call(
    s.token,
    'POST',
    '/redacoes/submeter',
    { texto: SAMPLE_ESSAY },
    { 'Idempotency-Key': 'k'.repeat(101) },
  );
  expect(long.status).toBe(400);
  expect(long.body.message).toMatch(/chave de idempotência/);
});

// The race the offline e2e once lost (the device back online saves its draft while its queued submission is sent): the
// submission marks the draft sent in the statement that stores the essay, and no save after it brings the draft back.
describe('a draft sent for correction stays sent', () => {
  const submit = (token: string, chave: string, key: string) =>
    call(
      token,
      'POST',
      '/redacoes/submeter',
      { texto: SAMPLE_ESSAY, rascunho_chave: chave },
      { 'Idempotency-Key': key },
    );
  const listed = async (token: string) => (await call(token, 'GET', '/rascunhos')).body.data.rascunhos as unknown[];

  it('save, submit, then a late create and a late save under that key: refused (410), nothing listed', async () => {
    const s = await student();
    const created = await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-ordem-1', texto: 'Começo.' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ chave: 'rascunho-ordem-1' });
    const id = created.body.data.id as number;
    await call(s.token, 'PUT', `/rascunhos/${id}`, { texto: 'Começo e meio.', versao_base: 1 });
    const essayId = (await submit(s.token, 'rascunho-ordem-1', 'envio-ordem-1')).body.data.redacao_id as number;
    expect(await listed(s.token)).toEqual([]);

    const lateCreate = await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-ordem-1', texto: 'Tarde.' });
    expect([lateCreate.status, lateCreate.body.message]).toEqual([410, 'Este rascunho já foi enviado para correção.']);
    expect(lateCreate.body.error.fields).toEqual({ redacao_id: String(essayId) });
    const lateSave = await call(s.token, 'PUT', `/rascunhos/${id}`, { texto: 'Tarde.', versao_base: 2 });
    expect(lateSave.status).toBe(410);
    expect((await call(s.token, 'GET', `/rascunhos/${id}`)).status).toBe(410);
    expect(await listed(s.token)).toEqual([]);
    // The sent draft keeps no text and no history.
    const row = await testPool().query<{ texto: string; redacao_id: number }>(
      'SELECT texto, redacao_id FROM essay.rascunhos WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ texto: '', redacao_id: essayId });
    expect((await testPool().query('SELECT 1 FROM essay.rascunho_versoes WHERE rascunho_id = $1', [id])).rowCount).toBe(
      0,
    );
    // The queued submission retried (same Idempotency-Key): the same essay, still no draft.
    const again = await submit(s.token, 'rascunho-ordem-1', 'envio-ordem-1');
    expect(again.body.data).toMatchObject({ redacao_id: essayId, reutilizada: true });
    expect(await listed(s.token)).toEqual([]);
  });

  it('a draft typed offline (never on the server) and submitted: its first save, arriving after, is refused', async () => {
    const s = await student();
    expect((await submit(s.token, 'rascunho-offline-1', 'envio-offline-1')).status).toBe(202);
    const late = await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-offline-1', texto: SAMPLE_ESSAY });
    expect(late.status).toBe(410);
    expect(await listed(s.token)).toEqual([]);
    // Another draft (another key) is not touched by it.
    expect((await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-outro-1', texto: 'Outro.' })).status).toBe(
      201,
    );
    expect(await listed(s.token)).toHaveLength(1);
  });

  it('a create retried under the same key is the same draft (a lost answer makes no second draft)', async () => {
    const s = await student();
    const first = await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-repetido', texto: 'Um.' });
    const retry = await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-repetido', texto: 'Um e dois.' });
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ id: first.body.data.id, texto: 'Um e dois.', versao: 2 });
    expect(await listed(s.token)).toHaveLength(1);
    expect((await call(s.token, 'POST', '/rascunhos', { chave: 'x', texto: 'a' })).status).toBe(400);
  });

  it('the draft save and the submission racing, 12 times: never a draft left, one essay and one credit each', async () => {
    const s = await student(20);
    for (let k = 0; k < 12; k++) {
      const chave = `rascunho-corrida-${k}`;
      // Back online: the draft's first save and the queued submission leave together (in either order).
      const save = () => call(s.token, 'POST', '/rascunhos', { chave, texto: SAMPLE_ESSAY });
      const send = () => submit(s.token, chave, `envio-corrida-${k}`);
      const [a, b] = await Promise.all(k % 2 ? [save(), send()] : [send(), save()]);
      const draft = k % 2 ? a : b;
      expect([201, 410]).toContain(draft.status);
      // The device saves once more after (its debounce), and sends the queue again (a retry).
      if (draft.status === 201)
        expect((await call(s.token, 'PUT', `/rascunhos/${draft.body.data.id}`, { texto: 'mais' })).status).toBe(410);
      expect((await save()).status).toBe(410);
      await send();
      expect([k, await listed(s.token)]).toEqual([k, []]);
    }
    const essays = await testPool().query('SELECT id FROM essay.redacoes WHERE usuario_id = $1', [s.id]);
    expect(essays.rowCount).toBe(12);
    expect(await balance(s.id)).toBe(8);
  });
});

// The writing-process record: handed in with the essay, read by its author and its teachers (the authorization matrix
// checks every caller), in the data export, erased with the essay's contents.
describe('the writing-process record', () => {
  const record = {
    tempo_ativo_s: 1500,
    sessoes: [{ inicio: '2026-11-29T10:00:00.000Z', fim: '2026-11-29T10:30:00.000Z', ativo_s: 1500 }],
    digitados: 2100,
    colados: 400,
    apagados: 120,
    colagens: [{ em: '2026-11-29T10:10:00.000Z', caracteres: 400, texto: 'Um trecho colado de outro lugar.' }],
    linha_do_tempo: [
      { em: '2026-11-29T10:00:00.000Z', caracteres: 0 },
      { em: '2026-11-29T10:30:00.000Z', caracteres: 2380 },
    ],
    versoes: [{ em: '2026-11-29T10:30:00.000Z', texto: SAMPLE_ESSAY }],
  };
  const submit = (token: string, processo: unknown) =>
    call(token, 'POST', '/redacoes/submeter', {
      texto: SAMPLE_ESSAY,
      processo: typeof processo === 'string' ? processo : JSON.stringify(processo),
    });

  it('is kept with the essay and read back by its author only among students', async () => {
    const s = await student();
    const other = await student();
    const sent = await submit(s.token, record);
    expect(sent.status).toBe(202);
    const id = sent.body.data.redacao_id as number;
    const mine = await call(s.token, 'GET', `/redacoes/${id}/processo`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.processo).toEqual(record);
    expect(mine.headers.get('cache-control')).toMatch(/no-store/);
    expect((await call(other.token, 'GET', `/redacoes/${id}/processo`)).status).toBe(404);
  });

  it('a malformed record is dropped and the essay still taken; an essay without one answers null', async () => {
    const s = await student();
    for (const bad of ['{não é json', { ...record, digitados: -1 }, { ...record, colagens: 'x' }]) {
      const sent = await submit(s.token, bad);
      expect(sent.status).toBe(202);
      const read = await call(s.token, 'GET', `/redacoes/${sent.body.data.redacao_id}/processo`);
      expect(read.body.data.processo).toBeNull();
    }
  });

  it('is in the data export and erased with the essay contents', async () => {
    const { personalDataOf, personalRowsOf, eraseEssayContents } = await import('@argumenta/essay-domain');
    const s = await student();
    const id = (await submit(s.token, record)).body.data.redacao_id as number;
    const exported = await personalDataOf(testPool(), s.id);
    expect(exported.processos_de_escrita).toEqual([expect.objectContaining({ redacao_id: id, dados: record })]);
    const erased = await eraseEssayContents(testPool(), await personalRowsOf(testPool(), s.id));
    expect(erased.apagados.processos_de_escrita).toBe(1);
    expect((await call(s.token, 'GET', `/redacoes/${id}/processo`)).body.data.processo).toBeNull();
  });

  it('follows the draft (saved with it, without its texts along the way) and leaves it when sent', async () => {
    const s = await student();
    const draft = { ...record, versoes: [] };
    const created = await call(s.token, 'POST', '/rascunhos', {
      chave: 'rascunho-processo',
      texto: 'x',
      processo: draft,
    });
    expect(created.body.data.processo).toEqual(draft);
    const id = created.body.data.id as number;
    const saved = await call(s.token, 'PUT', `/rascunhos/${id}`, { texto: 'xy', versao_base: 1 });
    expect(saved.body.data.rascunho.processo).toEqual(draft);
    await call(s.token, 'POST', '/redacoes/submeter', { texto: SAMPLE_ESSAY, rascunho_chave: 'rascunho-processo' });
    const row = await testPool().query('SELECT processo FROM essay.rascunhos WHERE id = $1', [id]);
    expect(row.rows[0]).toEqual({ processo: null });
  });
});

it('a save from another device holding the draft while the submission arrives: no deadlock, the draft ends with no history', async () => {
  const { ownDraft, saveDraft } = await import('@argumenta/essay-domain');
  const s = await student();
  const created = await call(s.token, 'POST', '/rascunhos', { chave: 'rascunho-dois-aparelhos', texto: 'Primeiro.' });
  const id = created.body.data.id as number;
  // The other device's save: its transaction holds the draft's row while the submission comes in.
  const client = await testPool().connect();
  try {
    await client.query('BEGIN');
    const current = (await ownDraft(client, id, s.id, true))!;
    const sending = call(s.token, 'POST', '/redacoes/submeter', {
      texto: SAMPLE_ESSAY,
      rascunho_chave: 'rascunho-dois-aparelhos',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await saveDraft(client, current, {
      titulo: '',
      texto: 'Escrito no outro aparelho.',
      propostaId: undefined,
      versaoBase: 0,
      processo: undefined,
    });
    await client.query('COMMIT');
    const sent = await sending;
    expect(sent.status).toBe(202);
  } finally {
    client.release();
  }
  const row = await testPool().query('SELECT texto, redacao_id FROM essay.rascunhos WHERE id = $1', [id]);
  expect(row.rows[0]).toMatchObject({ texto: '', redacao_id: expect.any(Number) });
  expect((await testPool().query('SELECT 1 FROM essay.rascunho_versoes WHERE rascunho_id = $1', [id])).rowCount).toBe(
    0,
  );
});
