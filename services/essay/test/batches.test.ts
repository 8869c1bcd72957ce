import { jest } from '@jest/globals';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { io as connect, type Socket } from 'socket.io-client';
import {
  answerSheetCode,
  BATCH_LIMITS,
  BATCH_MESSAGES,
  parseAnswerSheetCode,
  type Batch,
  type BatchProgressEvent,
} from '@argumenta/contracts';
import { readPdfPages } from '@argumenta/platform';
import { api, closeTestPool, profileOnceConfirmed, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors, inDays, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService, startCorrectionPipeline } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { blankPage, imageOnlyPdf, phoneScan, renderPdfPages, writeOn } from '@argumenta/testkit/scan';
import { parseBatch } from '../src/domain/batch/parse.js';
import { startGateway } from '@argumenta/testkit/gateway';

// Bulk submission (issue 13) through the gateway, across the real auth, classroom and essay services and a real
// correction worker (local engine).
jest.setTimeout(240_000);

const prefix = uniquePrefix('lotes');
let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let gw: Awaited<ReturnType<typeof startGateway>>;
let pipeline: Awaited<ReturnType<typeof startCorrectionPipeline>>;
let make: ReturnType<typeof actors>;
const sockets: Socket[] = [];

/** A room with its teacher, students and an activity, plus a second room (its student must be refused). */
type Room = { prof: Actor; alunos: Actor[]; outsider: Actor; atividadeId: number };
let room: Room;

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, essay: () => essay?.url });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix });
  gw = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    CLASSROOM_SERVICE_URL: classroom.url,
    ESSAY_SERVICE_URL: essay.url,
    QUEUE_PREFIX: prefix,
    RATE_LIMIT_API_MAX: 100_000,
  });
  pipeline = await startCorrectionPipeline({ prefix, authUrl: auth.url, classroomUrl: classroom.url });
  make = actors(auth.url);
  room = await newRoom(4);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await pipeline?.close();
  await gw?.close();
  await essay?.close();
  await classroom?.close();
  await auth?.close();
  await closeTestPool();
});

const call = (who: Actor, method: string, path: string, body?: unknown) =>
  api(gw.url, method, `/api${path}`, { token: who.token, body });

async function newRoom(students: number): Promise<Room> {
  const prof = await make('professor', 'Prof Lote');
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Terceirão B' } })).body
    .data;
  const alunos: Actor[] = [];
  for (let i = 0; i < students; i++) {
    const a = await make('estudante', `Aluno ${String.fromCharCode(65 + i)} ${Math.random().toString(36).slice(2, 6)}`);
    await api(classroom.url, 'POST', '/salas/ingressar', {
      token: a.token,
      body: { codigo_acesso: sala.codigo_acesso },
    });
    alunos.push(a);
  }
  // A student of another room.
  const other = await make('professor');
  const outraSala = (await api(classroom.url, 'POST', '/salas', { token: other.token, body: { nome: 'Outra sala' } }))
    .body.data;
  const outsider = await make('estudante', 'Aluno de Fora');
  await api(classroom.url, 'POST', '/salas/ingressar', {
    token: outsider.token,
    body: { codigo_acesso: outraSala.codigo_acesso },
  });
  const atividade = (
    await api(classroom.url, 'POST', '/atividades/criar', {
      token: prof.token,
      body: { sala_id: sala.id, titulo: 'Redação em lote', tema: 'Violência contra a mulher', data_limite: inDays(5) },
    })
  ).body.data;
  return { prof, alunos, outsider, atividadeId: atividade.id };
}

const essayText = (n: number) => `${SAMPLE_ESSAY}\n\nVersão ${n}.`;
const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
function csv(rows: [string, string, string][], sep = ',', header = ['email', 'titulo', 'texto']) {
  return [header.join(sep), ...rows.map((r) => r.map(csvCell).join(sep))].join('\r\n');
}
function upload(
  who: Actor,
  atividadeId: number,
  bytes: Buffer | string,
  name: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(
    'arquivo',
    new Blob([typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : new Uint8Array(bytes)]),
    name,
  );
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return call(who, 'POST', `/atividades/${atividadeId}/lotes`, form);
}
async function balance(user: Actor) {
  return (await api(auth.url, 'GET', '/auth/perfil', { token: user.token })).body.data.creditos_disponiveis as number;
}
async function setBalance(user: Actor, n: number) {
  await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [user.id, n]);
}
const count = async (sql: string, params: unknown[]) => (await testPool().query<{ n: number }>(sql, params)).rows[0]!.n;
const essaysOf = (atividadeId: number) =>
  count('SELECT count(*)::int AS n FROM essay.redacoes WHERE atividade_id = $1', [atividadeId]);

/** Polls GET /lotes/{id} until nothing is pending (the socket test below checks the live events). */
async function finished(who: Actor, loteId: number, ms = 120_000): Promise<Batch> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await call(who, 'GET', `/lotes/${loteId}`);
    expect(res.status).toBe(200);
    if (res.body.data.pendentes === 0) return res.body.data;
    if (Date.now() > until)
      throw new Error(
        `lote ${loteId} não terminou: ${JSON.stringify(res.body.data.itens.map((i: { status: string }) => i.status))}`,
      );
    await new Promise((r) => setTimeout(r, 500));
  }
}

function listen(token: string) {
  const socket = connect(gw.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  const events: BatchProgressEvent[] = [];
  socket.on('lote:progress', (e) => events.push(e));
  return new Promise<{ events: BatchProgressEvent[] }>((resolve, reject) => {
    socket.on('connect', () => resolve({ events }));
    socket.on('connect_error', reject);
  });
}

describe('CSV', () => {
  it('a good CSV: 202 { lote_id, total }, each row becomes the student’s corrected submission, one credit each from the teacher, live lote:progress', async () => {
    const r = await newRoom(3);
    const live = await listen(r.prof.token);
    const before = await balance(r.prof);
    const res = await upload(
      r.prof,
      r.atividadeId,
      csv(r.alunos.map((a, i) => [a.email.toUpperCase(), `Título ${i}`, essayText(i)])),
      'turma.csv',
    );
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({
      lote_id: expect.any(Number),
      total: 3,
      ja_enviadas: 0,
      erros: [],
      reutilizado: false,
    });
    expect(await balance(r.prof)).toBe(before - 3);

    const batch = await finished(r.prof, res.body.data.lote_id);
    expect(batch).toMatchObject({ total: 3, concluidas: 3, falhas: 0, pendentes: 0 });
    for (const [i, item] of batch.itens.entries()) {
      expect(item).toMatchObject({
        status: 'concluida',
        erro: null,
        nota_total: expect.any(Number),
        aluno: { id: r.alunos[i]!.id, email: r.alunos[i]!.email.toLowerCase() },
      });
      // The essay is the student's: they read it, with its grade.
      const mine = await call(r.alunos[i]!, 'GET', `/redacoes/${item.redacao_id}/feedback`);
      // The body with the status, so that a refusal says which check refused (a 404 was seen once under load).
      expect({ status: mine.status, body: mine.status === 200 ? 'ok' : mine.body }).toEqual({
        status: 200,
        body: 'ok',
      });
      expect(mine.body.data.correcao.nota_geral_enem).toBe(item.nota_total);
    }
    // Confirmed, not just reserved: the teacher's used credits moved, the students' did not.
    const perfil = await profileOnceConfirmed(auth.url, r.prof.token, 3);
    expect(perfil).toMatchObject({ creditos_disponiveis: before - 3, creditos_totais_usados: 3 });
    expect(await balance(r.alunos[0]!)).toBe(50);
    // One event per item, to the teacher.
    const deadline = Date.now() + 10_000;
    while (live.events.length < 3 && Date.now() < deadline) await new Promise((res2) => setTimeout(res2, 100));
    expect(live.events.filter((e) => e.lote_id === batch.id).map((e) => e.status)).toEqual([
      'concluida',
      'concluida',
      'concluida',
    ]);
    // Exports when done: CSV with every student and grade.
    const exported = await fetch(`${gw.url}/api/lotes/${batch.id}/exportar.csv`, {
      headers: { Authorization: `Bearer ${r.prof.token}` },
    });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
    for (const item of batch.itens) expect(text).toContain(`;${item.nota_total};`);
    const zip = await fetch(`${gw.url}/api/lotes/${batch.id}/exportar.zip`, {
      headers: { Authorization: `Bearer ${r.prof.token}` },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
  });

  it('";" as separator, a BOM, quoted texts with line breaks; rows that fail alone are reported with their line and the rest go', async () => {
    const r = await newRoom(3);
    const rows: [string, string, string][] = [
      [r.alunos[0]!.email, 'Boa', essayText(1)],
      ['ninguem@nao-existe.com', 'Desconhecido', essayText(2)],
      [r.outsider.email, 'Outra sala', essayText(3)],
      [r.alunos[1]!.email, 'Curta', 'Texto curto demais.'],
      [r.alunos[2]!.email, 'Boa também', essayText(4)],
    ];
    const res = await upload(r.prof, r.atividadeId, `\uFEFF${csv(rows, ';')}`, 'turma.csv');
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(2);
    // Line numbers count the physical lines: each quoted essay spans several.
    const lines = csvStartLines(csv(rows, ';'));
    const erros = res.body.data.erros as { local: string; mensagem: string }[];
    expect(erros.map((e) => e.local)).toEqual([`linha ${lines[2]}`, `linha ${lines[3]}`, `linha ${lines[4]}`]);
    expect(erros[0]!.mensagem).toContain('ninguem@nao-existe.com não é aluno desta sala');
    expect(erros[1]!.mensagem).toContain('não é aluno desta sala');
    expect(erros[2]!.mensagem).toBe(`A redação deve ter pelo menos 500 caracteres (${r.alunos[1]!.nome})`);
    expect(await essaysOf(r.atividadeId)).toBe(2);
  });

  it.each([
    ['a 0-byte file', Buffer.alloc(0), 400, BATCH_MESSAGES.empty],
    [
      'Latin-1 instead of UTF-8',
      Buffer.from('email,titulo,texto\r\nfulano@x.com,Educação,"texto"\r\n', 'latin1'),
      400,
      'não está em UTF-8 (primeiro caractere inválido na linha 2)',
    ],
    [
      'a missing column',
      Buffer.from('email,texto\r\nfulano@x.com,"texto"\r\n'),
      400,
      'Coluna obrigatória ausente no cabeçalho (linha 1): titulo',
    ],
    [
      'no valid row',
      Buffer.from('email,titulo,texto\r\nninguem@x.com,T,"curto"\r\n'),
      422,
      BATCH_MESSAGES.nothingValid,
    ],
  ])(
    '%s: refused with its Portuguese message, nothing created, nothing charged',
    async (_name, bytes, status, message) => {
      const before = await balance(room.prof);
      const lotes = await count('SELECT count(*)::int AS n FROM essay.lotes WHERE atividade_id = $1', [
        room.atividadeId,
      ]);
      const res = await upload(room.prof, room.atividadeId, bytes, 'ruim.csv');
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
      expect(
        await count('SELECT count(*)::int AS n FROM essay.lotes WHERE atividade_id = $1', [room.atividadeId]),
      ).toBe(lotes);
      expect(await balance(room.prof)).toBe(before);
    },
  );

  it('re-uploading the same file creates nothing new (200, same lote_id); a student who already submitted is reported, not replaced, unless asked', async () => {
    const r = await newRoom(2);
    // Student 0 submits on their own first.
    const own = new FormData();
    own.append('texto', essayText(99));
    own.append('atividade_id', String(r.atividadeId));
    const mine = await call(r.alunos[0]!, 'POST', '/redacoes/submeter', own);
    expect(mine.status).toBe(202);
    await pipeline.completed(mine.body.data.job_id);

    const file = csv(r.alunos.map((a, i) => [a.email, `T${i}`, essayText(i)]));
    const first = await upload(r.prof, r.atividadeId, file, 'a.csv');
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({ total: 2, ja_enviadas: 1 });
    const afterFirst = await balance(r.prof);
    const again = await upload(r.prof, r.atividadeId, file, 'a-copia.csv');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ lote_id: first.body.data.lote_id, total: 2, reutilizado: true });
    expect(await balance(r.prof)).toBe(afterFirst);

    const batch = await finished(r.prof, first.body.data.lote_id);
    expect(batch.itens.map((i) => i.status)).toEqual(['ja_enviada', 'concluida']);
    expect(batch.itens[0]!.redacao_id).toBe(mine.body.data.redacao_id);
    expect(await essaysOf(r.atividadeId)).toBe(2);

    // Asked to replace: a different file (the same bytes would be the same batch) creates the new submission.
    const replace = await upload(r.prof, r.atividadeId, csv([[r.alunos[0]!.email, 'Nova', essayText(7)]]), 'b.csv', {
      substituir: 'true',
    });
    expect(replace.status).toBe(202);
    expect(replace.body.data).toMatchObject({ total: 1, ja_enviadas: 0 });
    const replaced = await finished(r.prof, replace.body.data.lote_id);
    expect(replaced.itens[0]).toMatchObject({ status: 'concluida' });
    expect(replaced.itens[0]!.redacao_id).not.toBe(mine.body.data.redacao_id);
  });

  it('not enough credits: 402 before anything is created', async () => {
    const r = await newRoom(3);
    await setBalance(r.prof, 2);
    const res = await upload(r.prof, r.atividadeId, csv(r.alunos.map((a, i) => [a.email, 'T', essayText(i)])), 'c.csv');
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Créditos insuficientes: este envio precisa de 3 créditos e você tem 2.');
    expect(await balance(r.prof)).toBe(2);
    expect(await essaysOf(r.atividadeId)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM essay.lotes WHERE atividade_id = $1', [r.atividadeId])).toBe(0);
  });

  it('the same file sent twice at once: one batch, the items charged once (the twin gives its reservation back)', async () => {
    const r = await newRoom(2);
    const before = await balance(r.prof);
    const file = csv(r.alunos.map((a, i) => [a.email, `T${i}`, essayText(i)]));
    const [a, b] = await Promise.all([
      upload(r.prof, r.atividadeId, file, 'gemeo.csv'),
      upload(r.prof, r.atividadeId, file, 'gemeo.csv'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 202]);
    expect(a.body.data.lote_id).toBe(b.body.data.lote_id);
    expect(await balance(r.prof)).toBe(before - 2);
    expect(await essaysOf(r.atividadeId)).toBe(2);
  });

  it('concurrent batches of one teacher: credits exact (as many items charged as the balance covers, never below zero)', async () => {
    const r = await newRoom(4);
    // Four different one-student files (2 credits left): exactly two are accepted.
    await setBalance(r.prof, 2);
    const results = await Promise.all(
      r.alunos.map((a, i) => upload(r.prof, r.atividadeId, csv([[a.email, 'T', essayText(i)]]), `${i}.csv`)),
    );
    expect(results.map((x) => x.status).sort()).toEqual([202, 202, 402, 402]);
    expect(await balance(r.prof)).toBe(0);
    expect(await essaysOf(r.atividadeId)).toBe(2);
    const reservations = await count(
      `SELECT count(*)::int AS n FROM auth.reservas_credito WHERE usuario_id = $1 AND referencia LIKE 'lote-%'`,
      [r.prof.id],
    );
    expect(reservations).toBe(2);
  });

  it('a school network’s room of 1,200 students: the roll call reaches every one (the auth lookup answers 1,000 ids per call)', async () => {
    const r = await newRoom(1);
    const sala = await testPool().query<{ sala_id: number }>(
      'SELECT sala_id FROM classroom.sala_estudantes WHERE estudante_id = $1',
      [r.alunos[0]!.id],
    );
    const { rows } = await testPool().query<{ id: number; email: string }>(
      `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo) SELECT 'Zé Rede ' || lpad(g::text, 4, '0'), 'rede-' || g || '-' || $1 || '@teste.com', 'x', 'estudante' FROM generate_series(1, 1200) g RETURNING id, email`,
      [prefix],
    );
    await testPool().query(
      'INSERT INTO classroom.sala_estudantes (sala_id, estudante_id) SELECT $1, unnest($2::int[])',
      [sala.rows[0]!.sala_id, rows.map((x) => x.id)],
    );
    const last = rows.slice(-2);
    const res = await upload(r.prof, r.atividadeId, csv(last.map((u, i) => [u.email, 'T', essayText(i)])), 'rede.csv');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ total: 2, erros: [] });
    const batch = await finished(r.prof, res.body.data.lote_id);
    // Roll-call numbers run over the whole room in name order: "Aluno …" first, then the 1,200 "Zé Rede …".
    expect(batch.itens.map((i) => i.aluno.numero)).toEqual([1200, 1201]);
  });
});

describe('who may send and read a batch', () => {
  it('a student → 403; another room’s teacher → 403 on sending, 404 on reading; admin may', async () => {
    const file = csv([[room.alunos[0]!.email, 'T', essayText(5)]]);
    expect((await upload(room.alunos[0]!, room.atividadeId, file, 'x.csv')).status).toBe(403);
    const stranger = await make('professor');
    const refused = await upload(stranger, room.atividadeId, file, 'x.csv');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(BATCH_MESSAGES.forbidden);
    expect((await upload(room.prof, 999_999, file, 'x.csv')).status).toBe(404);
    const sent = await upload(room.prof, room.atividadeId, file, 'x.csv');
    expect(sent.status).toBe(202);
    const id = sent.body.data.lote_id;
    expect((await call(stranger, 'GET', `/lotes/${id}`)).status).toBe(404);
    expect((await call(room.alunos[0]!, 'GET', `/lotes/${id}`)).status).toBe(403);
    expect((await call(stranger, 'GET', `/atividades/${room.atividadeId}/folhas-resposta.pdf`)).status).toBe(403);
    expect((await call(stranger, 'POST', `/lotes/${id}/reenviar`, {})).status).toBe(404);
    const admin = await make('admin');
    expect((await call(admin, 'GET', `/lotes/${id}`)).status).toBe(200);
    expect((await api(gw.url, 'GET', `/api/lotes/${id}`)).status).toBe(401);
  });
});

/** The physical line each CSV record starts on (records may span lines inside quotes). */
function csvStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    if (atStart) {
      starts.push(line);
      atStart = false;
    }
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    if (ch === '\n') {
      line++;
      if (!quoted) atStart = true;
    }
  }
  return starts;
}

// ---------------------------------------------------------------- ZIP

function pdfWithText(pages: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  pages.forEach((p, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(10).text(p);
  });
  doc.end();
  return done;
}

describe('ZIP', () => {
  it('PDFs named by e-mail or roll-call number become submissions; a bad file is reported by name and the rest go', async () => {
    const r = await newRoom(3);
    const roster = await rosterOf(r);
    const byNumber = roster.find((s) => s.id === r.alunos[1]!.id)!.numero;
    const zip = zipSync({
      [`${r.alunos[0]!.email}.pdf`]: await pdfWithText([essayText(1)]),
      [`turma/${String(byNumber).padStart(2, '0')}.pdf`]: await pdfWithText([essayText(2)]),
      [`${r.alunos[2]!.email}.pdf`]: Buffer.from('%PDF-1.4 isto não é um pdf de verdade'),
      'vazio.pdf': new Uint8Array(0),
      [`${r.outsider.email}.pdf`]: await pdfWithText([essayText(3)]),
    });
    const res = await upload(r.prof, r.atividadeId, Buffer.from(zip), 'fotos.zip');
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(2);
    const erros = Object.fromEntries(
      (res.body.data.erros as { local: string; mensagem: string }[]).map((e) => [e.local, e.mensagem]),
    );
    expect(erros[`${r.alunos[2]!.email}.pdf`]).toBe(BATCH_MESSAGES.pdfCorrupt);
    expect(erros['vazio.pdf']).toContain('não é aluno desta sala');
    expect(erros[`${r.outsider.email}.pdf`]).toContain('não é aluno desta sala');
    const batch = await finished(r.prof, res.body.data.lote_id);
    expect(batch.itens.map((i) => i.aluno.id)).toEqual([r.alunos[0]!.id, r.alunos[1]!.id]);
    expect(batch.itens.every((i) => i.status === 'concluida')).toBe(true);
  });

  it('a 0-byte entry of a student is reported as empty', async () => {
    const r = await newRoom(1);
    const zip = zipSync({ [`${r.alunos[0]!.email}.jpg`]: new Uint8Array(0) });
    const res = await upload(r.prof, r.atividadeId, Buffer.from(zip), 'z.zip');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ [`${r.alunos[0]!.email}.jpg`]: 'Arquivo vazio (0 bytes).' });
  });

  it('paths like ../x are refused whole; a ZIP declaring more than the limit unpacked is 413; a damaged ZIP is 400 — nothing created', async () => {
    const r = await newRoom(1);
    const evil = zipSync({ [`../${r.alunos[0]!.email}.pdf`]: await pdfWithText([essayText(1)]) });
    const a = await upload(r.prof, r.atividadeId, Buffer.from(evil), 'evil.zip');
    expect(a.status).toBe(400);
    expect(a.body.message).toBe(BATCH_MESSAGES.zipUnsafePath);

    // A zip bomb announces its size in the central directory: 4 GB declared for a small entry.
    const bomb = Buffer.from(zipSync({ [`${r.alunos[0]!.email}.pdf`]: await pdfWithText([essayText(2)]) }));
    const central = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xfffffff0, central + 24);
    const b = await upload(r.prof, r.atividadeId, bomb, 'bomb.zip');
    expect(b.status).toBe(413);
    expect(b.body.message).toBe(BATCH_MESSAGES.zipTooLarge);

    const c = await upload(
      r.prof,
      r.atividadeId,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('lixo'.repeat(50))]),
      'quebrado.zip',
    );
    expect(c.status).toBe(400);
    expect(c.body.message).toBe(BATCH_MESSAGES.zipCorrupt);
    expect(await essaysOf(r.atividadeId)).toBe(0);
  });
});

async function rosterOf(r: Room) {
  const res = await api(classroom.url, 'GET', `/internal/atividades/${r.atividadeId}/alunos`, {
    headers: { 'x-service-token': 'test-internal-service-token' },
  });
  expect(res.status).toBe(200);
  return res.body.data.alunos as { id: number; nome: string; email: string; numero: number }[];
}

// ---------------------------------------------------------------- one PDF scan split by answer sheets

describe('PDF scan with answer sheets', () => {
  it('the answer sheets carry one page per student (roll-call order) whose code reads back from the PDF text', async () => {
    const r = await newRoom(3);
    const res = await fetch(`${gw.url}/api/atividades/${r.atividadeId}/folhas-resposta.pdf`, {
      headers: { Authorization: `Bearer ${r.prof.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { pages } = await readPdfPages(Buffer.from(await res.arrayBuffer()), 100);
    const roster = await rosterOf(r);
    expect(pages.map((p) => parseAnswerSheetCode(p.text!))).toEqual(
      roster.map((s) => ({ atividadeId: r.atividadeId, alunoId: s.id })),
    );
    expect(pages[0]!.text).toContain(roster[0]!.nome);
  });

  it('split at each code (one or more pages per essay); a page without a code, another activity’s sheet and a tampered code are reported by page', async () => {
    const r = await newRoom(3);
    const [a, b, c] = r.alunos;
    const half = Math.floor(SAMPLE_ESSAY.length / 2);
    const scan = await pdfWithText([
      'Página solta sem código de ninguém',
      `${answerSheetCode(r.atividadeId, a!.id)}\nAluno(a): ${a!.nome}\n${essayText(1)}`,
      `${answerSheetCode(r.atividadeId, b!.id)}\n${SAMPLE_ESSAY.slice(0, half)}`,
      SAMPLE_ESSAY.slice(half), // second page of b's essay
      `${answerSheetCode(r.atividadeId + 1000, c!.id)}\n${essayText(3)}`,
      `${answerSheetCode(r.atividadeId, c!.id).replace(/\d\d$/, (d) => String((Number(d) + 1) % 100).padStart(2, '0'))}\n${essayText(4)}`,
    ]);
    const res = await upload(r.prof, r.atividadeId, scan, 'digitalizacao.pdf');
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(2);
    expect((res.body.data.erros as { local: string }[]).map((e) => e.local)).toEqual([
      'página 1',
      'página 5',
      'página 6',
    ]);
    const batch = await finished(r.prof, res.body.data.lote_id);
    expect(batch.itens.map((i) => [i.origem, i.aluno.id, i.status])).toEqual([
      ['página 2', a!.id, 'concluida'],
      ['páginas 3–4', b!.id, 'concluida'],
    ]);
    // The sheet's header is not part of the essay.
    const { rows } = await testPool().query<{ texto_original: string }>(
      'SELECT texto_original FROM essay.redacoes WHERE id = $1',
      [batch.itens[0]!.redacao_id],
    );
    expect(rows[0]!.texto_original.startsWith('A persistência da violência')).toBe(true);
  });

  it('a refused sheet names its student and the room and activity it came from; only this room’s sheet is an item', async () => {
    const r = await newRoom(1);
    const o = await newRoom(1);
    const [a] = r.alunos;
    const [strange] = o.alunos;
    const scan = await pdfWithText([
      `${answerSheetCode(r.atividadeId, a!.id)}\n${essayText(1)}`,
      `${answerSheetCode(o.atividadeId, strange!.id)}\n${essayText(2)}`,
      `${answerSheetCode(r.atividadeId, r.outsider.id)}\n${essayText(3)}`,
    ]);
    const res = await upload(r.prof, r.atividadeId, scan, 'pilha.pdf');
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.erros).toEqual([
      {
        local: 'página 2',
        mensagem: BATCH_MESSAGES.otherActivitySheet(strange!.nome, 'Terceirão B', 'Redação em lote'),
      },
      { local: 'página 3', mensagem: BATCH_MESSAGES.outsiderSheet('Aluno de Fora') },
    ]);
    // Stored as shown (no ids kept), and only the one sheet of this room charged.
    const batch = await finished(r.prof, res.body.data.lote_id);
    expect(batch.erros).toEqual(res.body.data.erros);
    expect(batch.itens.map((i) => i.aluno.id)).toEqual([a!.id]);
  });

  it('every N pages with separador=paginas; a corrupt page is reported alone; a corrupt PDF is 400', async () => {
    const r = await newRoom(2);
    const [a, b] = r.alunos;
    const scan = await pdfWithText([
      `${answerSheetCode(r.atividadeId, a!.id)}\n${essayText(1).slice(0, 900)}`,
      essayText(1).slice(900),
      `${answerSheetCode(r.atividadeId, b!.id)}\n${essayText(2).slice(0, 900)}`,
      essayText(2).slice(900),
    ]);
    // Damage page 4's object so only that page cannot be read.
    const broken = corruptLastPage(scan);
    const res = await upload(r.prof, r.atividadeId, broken, 'scan.pdf', {
      separador: 'paginas',
      paginas_por_redacao: '2',
    });
    expect(res.status).toBe(202);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.erros).toEqual([
      { local: 'páginas 3–4', mensagem: 'A página 4 está corrompida e não pôde ser lida.' },
    ]);

    const bad = await upload(r.prof, r.atividadeId, Buffer.from('%PDF-1.7\n%%EOF lixo'), 'x.pdf');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BATCH_MESSAGES.pdfCorrupt);
    const badSep = await upload(r.prof, r.atividadeId, scan, 'scan.pdf', {
      separador: 'paginas',
      paginas_por_redacao: '0',
    });
    expect(badSep.status).toBe(400);
  });
});

describe('PDF scan of images', () => {
  it('image pages keep both separators: every N pages, or a new essay at each QR code — a page turned 90° included', async () => {
    const r = await newRoom(2);
    const roster = await rosterOf(r);
    const res = await fetch(`${gw.url}/api/atividades/${r.atividadeId}/folhas-resposta.pdf`, {
      headers: { Authorization: `Bearer ${r.prof.token}` },
    });
    const [sheetA, sheetB] = await renderPdfPages(Buffer.from(await res.arrayBuffer()));
    const write = (page: Buffer, topPt = 200) =>
      writeOn(page, essayText(1).slice(0, 700), { font: 'DejaVu Serif 13', topPt });
    // Two essays of two pages: a sheet, then a plain page written on (its continuation).
    const pdf = await imageOnlyPdf([
      await phoneScan(await write(sheetA!), { degrees: 2 }),
      await phoneScan(await write(await blankPage(), 40), { degrees: -1 }),
      await phoneScan(await write(sheetB!), { degrees: 90 }),
      await phoneScan(await write(await blankPage(), 40), { degrees: 0.5 }),
    ]);
    for (const scan of [
      { separador: 'paginas', paginasPorRedacao: 2 },
      { separador: 'codigo', paginasPorRedacao: 1 },
    ] as const) {
      const parsed = await parseBatch(pdf, roster, r.atividadeId, scan);
      expect(parsed.erros).toEqual([]);
      expect(parsed.itens.map((i) => [i.origem, i.aluno.id, i.texto])).toEqual([
        ['páginas 1–2', roster[0]!.id, undefined],
        ['páginas 3–4', roster[1]!.id, undefined],
      ]);
      // Each essay is one upright photo for OCR: its two pages stacked, taller than wide (the 90° page turned back).
      for (const item of parsed.itens) {
        const { width = 0, height = 0 } = await sharp(item.imagem!.buffer).metadata();
        expect(height).toBeGreaterThan(1.5 * width);
      }
    }
  });

  it('split by codes, a blank page is flagged and left out — never appended to the previous student (issue 54)', async () => {
    const r = await newRoom(2);
    const roster = await rosterOf(r);
    const res = await fetch(`${gw.url}/api/atividades/${r.atividadeId}/folhas-resposta.pdf`, {
      headers: { Authorization: `Bearer ${r.prof.token}` },
    });
    const [sheetA, sheetB] = await renderPdfPages(Buffer.from(await res.arrayBuffer()));
    const write = (page: Buffer) => writeOn(page, essayText(1).slice(0, 700), { font: 'DejaVu Serif 13', topPt: 200 });
    const pdf = await imageOnlyPdf([await write(sheetA!), await blankPage(), await write(sheetB!)]);
    const parsed = await parseBatch(pdf, roster, r.atividadeId, { separador: 'codigo', paginasPorRedacao: 1 });
    expect(parsed.itens.map((i) => [i.origem, i.aluno.id])).toEqual([
      ['página 1', roster[0]!.id],
      ['página 3', roster[1]!.id],
    ]);
    expect(parsed.erros).toEqual([{ local: 'página 2', mensagem: BATCH_MESSAGES.blankPageSkipped }]);
  });

  it(`more than ${BATCH_LIMITS.imagePages} image-only pages → 413 (each one's QR is read before the answer), nothing created or charged`, async () => {
    const r = await newRoom(1);
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    const tiny = await sharp({ create: { width: 60, height: 85, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i <= BATCH_LIMITS.imagePages; i++)
      doc.addPage({ size: 'A4', margin: 0 }).image(tiny, 0, 0, { width: 595, height: 842 });
    doc.end();
    const before = await balance(r.prof);
    const res = await upload(r.prof, r.atividadeId, await done, 'pilha.pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(BATCH_MESSAGES.tooManyImagePages);
    expect(await essaysOf(r.atividadeId)).toBe(0);
    expect(await balance(r.prof)).toBe(before);
  });
});

/** Breaks the last page object's header ("N 0 obj") so pdfjs cannot load that page (the others stay readable). */
function corruptLastPage(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf(' 0 obj', text.lastIndexOf('/Type /Page\n'));
  const out = Buffer.from(pdf);
  out.write(' 0 xxx', at, 'latin1');
  return out;
}

// ---------------------------------------------------------------- retry

describe('retry', () => {
  it('failed items can be sent again, each charged one new credit; nothing failed → 409', async () => {
    const r = await newRoom(1);
    const res = await upload(r.prof, r.atividadeId, csv([[r.alunos[0]!.email, 'T', essayText(1)]]), 'retry.csv');
    const batch = await finished(r.prof, res.body.data.lote_id);
    expect(batch.itens[0]!.status).toBe('concluida');
    expect((await call(r.prof, 'POST', `/lotes/${batch.id}/reenviar`, {})).status).toBe(409);

    // Make it a failure as the worker records one (final failure, refunded).
    const { rows } = await testPool().query<{ correcao_atual_id: number }>(
      'SELECT correcao_atual_id FROM essay.redacoes WHERE id = $1',
      [batch.itens[0]!.redacao_id],
    );
    await testPool().query(
      `UPDATE essay.correcoes SET status = 'falhou', erro = '{"code":"ai_server","message":"Erro temporário","retryable":true}' WHERE id = $1`,
      [rows[0]!.correcao_atual_id],
    );
    await testPool().query(`UPDATE essay.redacoes SET status = 'falhou' WHERE id = $1`, [batch.itens[0]!.redacao_id]);
    const failed = (await call(r.prof, 'GET', `/lotes/${batch.id}`)).body.data as Batch;
    expect(failed).toMatchObject({ falhas: 1, itens: [{ status: 'falhou', erro: 'Erro temporário' }] });

    const before = await balance(r.prof);
    const retried = await call(r.prof, 'POST', `/lotes/${batch.id}/reenviar`, {});
    expect(retried.status).toBe(202);
    expect(retried.body.data).toMatchObject({ reenviadas: 1, creditos_disponiveis: before - 1 });
    const done = await finished(r.prof, batch.id);
    expect(done.itens[0]).toMatchObject({ status: 'concluida', redacao_id: batch.itens[0]!.redacao_id });
  });

  it('two retries at once: each failed item is sent again once and charged once; the loser gets its credits back', async () => {
    const r = await newRoom(2);
    const res = await upload(
      r.prof,
      r.atividadeId,
      csv(r.alunos.map((a, i) => [a.email, 'T', essayText(i)])),
      'retry-twice.csv',
    );
    const batch = await finished(r.prof, res.body.data.lote_id);
    for (const item of batch.itens) {
      await testPool().query(
        `UPDATE essay.correcoes SET status = 'falhou', erro = '{"code":"ai_server","message":"Erro temporário","retryable":true}'
          WHERE id = (SELECT correcao_atual_id FROM essay.redacoes WHERE id = $1)`,
        [item.redacao_id],
      );
      await testPool().query(`UPDATE essay.redacoes SET status = 'falhou' WHERE id = $1`, [item.redacao_id]);
    }
    const before = await balance(r.prof);
    const answers = await Promise.all([
      call(r.prof, 'POST', `/lotes/${batch.id}/reenviar`, {}),
      call(r.prof, 'POST', `/lotes/${batch.id}/reenviar`, {}),
    ]);
    // The one that locked the batch first re-sends both; the other finds nothing failed (409) and refunds its two.
    expect(answers.map((x) => x.status).sort()).toEqual([202, 409]);
    const done = await finished(r.prof, batch.id);
    expect(done.itens.map((i) => i.status)).toEqual(['concluida', 'concluida']);
    expect(await balance(r.prof)).toBe(before - 2);
    const held = await count(
      `SELECT count(*)::int AS n FROM auth.reservas_credito WHERE usuario_id = $1 AND referencia LIKE $2 AND estado = 'reservado'`,
      [r.prof.id, `lote-${batch.id}-%`],
    );
    expect(held).toBe(0);
  });
});
