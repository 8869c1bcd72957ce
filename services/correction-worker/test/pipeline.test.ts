import { jest } from '@jest/globals';
import {
  analysisSchema,
  CORRECTION_PHASES,
  type CorrectionProgressEvent,
  type ServerToClientEvents,
} from '@argumenta/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { api, closeTestPool, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { startGateway } from '@argumenta/testkit/gateway';
import { pdfText } from '@argumenta/testkit/files';

jest.setTimeout(120_000);

const prefix = uniquePrefix('pipeline');
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let gwA: Awaited<ReturnType<typeof startGateway>>;
let gwB: Awaited<ReturnType<typeof startGateway>>;
let worker: Awaited<ReturnType<typeof spawnWorker>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix });
  const routes = {
    AUTH_SERVICE_URL: auth.url,
    ESSAY_SERVICE_URL: essay.url,
    QUEUE_PREFIX: prefix,
    RATE_LIMIT_REGISTER_MAX: 1000,
    RATE_LIMIT_LOGIN_MAX: 1000,
  };
  [gwA, gwB] = await Promise.all([startGateway(routes), startGateway(routes)]);
  worker = await spawnWorker(
    'services/correction-worker/src/main.ts',
    {
      DATABASE_URL: process.env.DATABASE_URL!,
      QUEUE_PREFIX: prefix,
      AUTH_SERVICE_URL: auth.url,
      CORRECTION_ENGINE: 'local',
      CORRECTION_CONCURRENCY: '2',
    },
    'correction-worker consumindo',
  );
});

afterAll(async () => {
  sockets.forEach((s) => s.close());
  await worker?.stop();
  await Promise.all([gwA?.close(), gwB?.close()]);
  await essay?.close();
  await auth?.close();
  await closeTestPool();
});

async function newStudent(gw: Running) {
  const email = uniqueEmail('pipe');
  const res = await api(gw.url, 'POST', '/api/auth/registrar', {
    body: { name: 'Estudante Pipeline', email, password: 'segredo1', confirmPassword: 'segredo1' },
  });
  expect(res.status).toBe(201);
  return { token: res.body.data.token as string, id: res.body.data.user.id as number };
}

type Events = { [K in keyof ServerToClientEvents]: Parameters<ServerToClientEvents[K]>[0][] };
function listen(
  gw: Running,
  token: string,
): Promise<{ socket: Socket; events: Events; completed: (redacaoId: number) => Promise<void> }> {
  const socket = connect(gw.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  const events: Events = {
    'correction:progress': [],
    'correction:completed': [],
    'correction:failed': [],
    'transcription:progress': [],
    'transcription:completed': [],
    'transcription:failed': [],
    'lote:progress': [],
  };
  const waiters: (() => void)[] = [];
  for (const name of Object.keys(events) as (keyof Events)[]) {
    socket.on(name as 'correction:progress', (e: CorrectionProgressEvent) => {
      (events[name] as unknown[]).push(e);
      waiters.forEach((w) => w());
    });
  }
  const completed = (redacaoId: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('correção não terminou a tempo')), 60_000);
      const check = () => {
        if (
          events['correction:completed'].some((e) => e.redacaoId === redacaoId) ||
          events['correction:failed'].some((e) => e.redacaoId === redacaoId)
        ) {
          clearTimeout(timer);
          resolve();
        }
      };
      waiters.push(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, events, completed }));
    socket.on('connect_error', reject);
  });
}

function submit(gw: Running, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return api(gw.url, 'POST', '/api/redacoes/submeter', { token, body: form });
}

describe('correction pipeline through the gateway, with a real worker process', () => {
  let student: { token: string; id: number };
  let redacaoId: number;

  it('submit → progress events in phase order → completed → full feedback, credits down by one', async () => {
    student = await newStudent(gwA);
    const live = await listen(gwA, student.token);
    const res = await submit(gwA, student.token, {
      titulo: 'Violência contra a mulher',
      texto: SAMPLE_ESSAY,
      tipo_envio: 'texto',
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'pendente', job_id: `correcao-${res.body.data.correcao_id}` });
    redacaoId = res.body.data.redacao_id;
    await live.completed(redacaoId);

    expect(live.events['correction:failed']).toHaveLength(0);
    const progress = live.events['correction:progress'].filter((e) => e.redacaoId === redacaoId);
    const phases = progress.map((p) => p.phase);
    const order = phases.map((p) => CORRECTION_PHASES.indexOf(p));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(phases)).toEqual(new Set(CORRECTION_PHASES));
    expect(phases.filter((p) => p === 'competencies')).toHaveLength(5);
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    const feedback = await api(gwA.url, 'GET', `/api/redacoes/${redacaoId}/feedback`, { token: student.token });
    expect(feedback.status).toBe(200);
    expect(feedback.headers.get('cache-control')).toMatch(/no-store/);
    const analise = analysisSchema.parse(feedback.body.data.correcao.analise_detalhada);
    const total = analise.competencias.reduce((s, c) => s + c.nota_competencia, 0);
    expect(feedback.body.data.correcao.nota_geral_enem).toBe(total);
    expect(live.events['correction:completed'].find((e) => e.redacaoId === redacaoId)!.nota_geral_enem).toBe(total);

    const perfil = await api(gwA.url, 'GET', '/api/auth/perfil', { token: student.token });
    expect(perfil.body.data).toMatchObject({ creditos_disponiveis: 49, creditos_totais_usados: 1 });

    const list = await api(gwA.url, 'GET', '/api/redacoes?page=1&limit=12', { token: student.token });
    expect(list.body.data.redacoes[0]).toMatchObject({
      id: redacaoId,
      nota_geral_enem: total,
      is_favorita: false,
      tipo_submissao: 'texto',
    });
    expect(list.body.data.paginacao).toMatchObject({ total: 1, total_paginas: 1, pagina: 1 });
  });

  it('the PDF report parses back and contains the total score', async () => {
    const res = await fetch(`${gwA.url}/api/redacoes/${redacaoId}/pdf`, {
      headers: { Authorization: `Bearer ${student.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const feedback = await api(gwA.url, 'GET', `/api/redacoes/${redacaoId}/feedback`, { token: student.token });
    expect(text).toContain(String(feedback.body.data.correcao.nota_geral_enem));
    expect(text).toContain('Competência 5');
    expect(text).toContain('violência'); // accents survive
  });

  it('another student gets 404 on read, favourite, delete, PDF and feedback; bad ids get 400', async () => {
    const other = await newStudent(gwA);
    const calls: [string, string][] = [
      ['GET', `/api/redacoes/${redacaoId}`],
      ['PUT', `/api/redacoes/${redacaoId}/favorito`],
      ['DELETE', `/api/redacoes/${redacaoId}`],
      ['GET', `/api/redacoes/${redacaoId}/pdf`],
      ['GET', `/api/redacoes/${redacaoId}/feedback`],
      ['GET', `/api/redacoes/${redacaoId}/status`],
    ];
    for (const [method, path] of calls) {
      const res = await api(gwA.url, method, path, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
    for (const bad of ['0', '-3', 'abc', '1.5']) {
      const res = await api(gwA.url, 'GET', `/api/redacoes/${bad}/feedback`, { token: student.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('ID da redação inválido');
    }
    const anon = await api(gwA.url, 'GET', `/api/redacoes/${redacaoId}`);
    expect(anon.status).toBe(401);
  });

  it('validates the text with the spec messages and stores nothing, charging nothing', async () => {
    const s = await newStudent(gwA);
    for (const [texto, message] of [
      ['', 'Por favor, insira o texto da redação'],
      ['curto demais', 'A redação deve ter pelo menos 500 caracteres'],
      ['a'.repeat(4001), 'A redação deve ter no máximo 4000 caracteres'],
    ]) {
      const res = await submit(gwA, s.token, { texto, tipo_envio: 'texto' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const form = new FormData();
    form.append('texto', SAMPLE_ESSAY);
    form.append('tipo_envio', 'pdf');
    form.append('arquivo', new Blob(['isto não é um pdf']), 'falso.pdf');
    const fake = await api(gwA.url, 'POST', '/api/redacoes/submeter', { token: s.token, body: form });
    expect(fake.status).toBe(415);
    const perfil = await api(gwA.url, 'GET', '/api/auth/perfil', { token: s.token });
    expect(perfil.body.data.creditos_disponiveis).toBe(50);
    const list = await api(gwA.url, 'GET', '/api/redacoes', { token: s.token });
    expect(list.body.data.paginacao.total).toBe(0);
  });

  it('with no credits left: a clear error and nothing stored', async () => {
    const s = await newStudent(gwA);
    const { testPool } = await import('@argumenta/testkit');
    await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = 0 WHERE id = $1', [s.id]);
    const res = await submit(gwA, s.token, { texto: SAMPLE_ESSAY });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Créditos insuficientes/);
    const list = await api(gwA.url, 'GET', '/api/redacoes', { token: s.token });
    expect(list.body.data.paginacao.total).toBe(0);
  });

  it('two submissions of the same re-correction create one job and one charge', async () => {
    const [a, b] = await Promise.all([
      submit(gwA, student.token, { id: String(redacaoId), texto: `${SAMPLE_ESSAY}\n\nRevisado.` }),
      submit(gwA, student.token, { id: String(redacaoId), texto: `${SAMPLE_ESSAY}\n\nRevisado.` }),
    ]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.data.job_id).toBe(b.body.data.job_id);
    expect(a.body.data.correcao_id).toBe(b.body.data.correcao_id);
    const perfil = await api(gwA.url, 'GET', '/api/auth/perfil', { token: student.token });
    expect(perfil.body.data.creditos_disponiveis).toBe(48);
    // and someone else's essay cannot be re-corrected
    const other = await newStudent(gwA);
    const steal = await submit(gwA, other.token, { id: String(redacaoId), texto: SAMPLE_ESSAY });
    expect(steal.status).toBe(404);
  });

  it('with two gateways, a client connected to either receives every event exactly once', async () => {
    const s = await newStudent(gwA);
    const [onA, onB] = await Promise.all([listen(gwA, s.token), listen(gwB, s.token)]);
    const res = await submit(gwB, s.token, { texto: SAMPLE_ESSAY });
    const id = res.body.data.redacao_id as number;
    await Promise.all([onA.completed(id), onB.completed(id)]);
    for (const live of [onA, onB]) {
      const progress = live.events['correction:progress'].filter((e) => e.redacaoId === id);
      const keys = progress.map((p) => `${p.phase}:${p.percent}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(live.events['correction:completed'].filter((e) => e.redacaoId === id)).toHaveLength(1);
    }
    expect(onA.events['correction:progress'].filter((e) => e.redacaoId === id).length).toBe(
      onB.events['correction:progress'].filter((e) => e.redacaoId === id).length,
    );
  });

  it('favourite toggles, share link serves read-only feedback, delete removes it', async () => {
    const fav = await api(gwA.url, 'PUT', `/api/redacoes/${redacaoId}/favorito`, { token: student.token });
    expect(fav.body.data.favorita).toBe(true);
    const favs = await api(gwA.url, 'GET', '/api/redacoes/favoritas', { token: student.token });
    expect(favs.body.data.redacoes.map((r: { id: number }) => r.id)).toContain(redacaoId);

    const share = await api(gwA.url, 'PUT', `/api/redacoes/${redacaoId}/compartilhar`, {
      token: student.token,
      body: { permitir_download: true, tempo_expiracao: 24 },
    });
    expect(share.status).toBe(200);
    const token = String(share.body.data.url_compartilhamento).split('/').pop();
    const pub = await api(gwA.url, 'GET', `/api/compartilhado/${token}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data.correcao.analise_detalhada.competencias).toHaveLength(5);
    const { testPool } = await import('@argumenta/testkit');
    await testPool().query(
      "UPDATE essay.compartilhamentos SET expira_em = now() - interval '1 minute' WHERE token = $1",
      [token],
    );
    expect((await api(gwA.url, 'GET', `/api/compartilhado/${token}`)).status).toBe(410);

    // The re-correction of the previous test may still run: deleting waits for it (409 until then).
    const deadline = Date.now() + 60_000;
    let del = await api(gwA.url, 'DELETE', `/api/redacoes/${redacaoId}`, { token: student.token });
    while (del.status === 409 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      del = await api(gwA.url, 'DELETE', `/api/redacoes/${redacaoId}`, { token: student.token });
    }
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Redação excluída com sucesso');
    expect((await api(gwA.url, 'GET', `/api/redacoes/${redacaoId}`, { token: student.token })).status).toBe(404);
  });
});
