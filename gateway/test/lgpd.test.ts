import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { strFromU8, unzipSync } from 'fflate';
import {
  appealJobId,
  AUDIT_MESSAGES,
  correctionJobId,
  EXPORT_MESSAGES,
  PRIVACY_MESSAGES,
  type Role,
} from '@argumenta/contracts';
import { eraseDueAccounts } from '@argumenta/auth';
import { createInternalClient } from '@argumenta/platform';
import { api, eventually, logger, REDIS_URL, SERVICE_TOKEN, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { PNG } from '@argumenta/testkit/files';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Data protection (LGPD, issue 38) end to end. Account deletion: an active student (room, graded activity essay, a second version, a
// free essay with an appeal, a photo) deletes their account; afterwards no text column of any service's schema, no
// stored file and no Redis job holds their name, e-mail or essay text, and the teacher's and the school's figures
// are what they were.
let stack: Stack;
let gw: Stack['gateway'];

beforeAll(async () => {
  // No grace period here: the request erases at once (the grace period and its cancellation are tested below).
  stack = await startStack({ name: 'lgpd-exclusao', correctionWorker: true, deletionGraceDays: 0 });
  gw = stack.gateway;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

type Who = { id: number; nome: string; email: string; token: string };
const bootstrapAdmin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
async function user(tipo: Role, nome: string): Promise<Who> {
  const email = uniqueEmail(tipo);
  const res = await api(gw.url, 'POST', '/api/admin/usuarios', {
    token: bootstrapAdmin,
    body: { nome, email, senha: 'segredo1', tipo, creditos: 20 },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, nome, email, token: tokenFor({ id: res.body.data.id, tipo, nome }) };
}
const get = (who: Who, path: string) => api(gw.url, 'GET', path, { token: who.token });
const post = (who: Who, path: string, body?: unknown) => api(gw.url, 'POST', path, { token: who.token, body });
const del = (who: Who, path: string) => api(gw.url, 'DELETE', path, { token: who.token });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function submit(who: Who, texto: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('titulo', `Redação de ${who.nome}`);
  form.set('texto', texto);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await api(gw.url, 'POST', '/api/redacoes/submeter', { token: who.token, body: form });
  expect(res.status).toBe(202);
  await stack.pipeline!.completed(res.body.data.job_id);
  return res.body.data.redacao_id as number;
}

/** Every text, JSON, array and bytea column of every service's schema: the rows that contain `needle`. */
async function scanSchemas(needle: string): Promise<string[]> {
  const pool = testPool();
  const { rows: columns } = await pool.query<{ s: string; t: string; c: string; type: string }>(
    `SELECT c.table_schema AS s, c.table_name AS t, c.column_name AS c, c.data_type AS type
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema IN ('auth', 'essay', 'classroom', 'proposal') AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'bytea')`,
  );
  const found: string[] = [];
  for (const col of columns) {
    const where =
      col.type === 'bytea'
        ? `position(convert_to($1, 'UTF8') in "${col.c}") > 0`
        : `"${col.c}"::text ILIKE '%' || $1 || '%'`;
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${col.s}"."${col.t}" WHERE ${where}`,
      [needle],
    );
    if (rows[0]!.n) found.push(`${col.s}.${col.t}.${col.c} (${rows[0]!.n})`);
  }
  return found;
}

/** Every key of this stack's queues whose hash fields or value contain `needle`, and the keys of the given jobs. */
async function scanRedis(needle: string, jobKeys: string[]): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${stack.prefix}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const content =
          type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'string'
              ? await redis.get(key)
              : type === 'list'
                ? JSON.stringify(await redis.lrange(key, 0, -1))
                : '';
        if (content?.includes(needle)) found.push(key);
      }
    } while (cursor !== '0');
    for (const key of jobKeys) if (await redis.exists(key)) found.push(key);
    return found;
  } finally {
    redis.disconnect();
  }
}

/** What a teacher and the school see of a room: the figures that must still add up after a student is erased. */
async function figures(ctx: { coord: Who; prof: Who; escola: number; sala: number; atividade: number }) {
  const painel = (await get(ctx.coord, `/api/escolas/${ctx.escola}/painel`)).body.data;
  const subs = (await get(ctx.prof, `/api/atividades/${ctx.atividade}/submissoes`)).body.data;
  const alunos = (await get(ctx.prof, `/api/salas/${ctx.sala}/estudantes`)).body.data;
  return {
    totais: painel.totais,
    salas: painel.salas.map((s: Record<string, unknown>) => ({
      estudantes: s.estudantes,
      atividades: s.atividades,
      redacoes_corrigidas: s.redacoes_corrigidas,
      media: s.media,
    })),
    atividades: painel.atividades?.map((a: Record<string, unknown>) => ({
      redacoes_corrigidas: a.redacoes_corrigidas,
      media: a.media,
    })),
    entregas: subs.estatisticas,
    notas: subs.submissoes.map((s: { nota: number | null }) => s.nota).sort(),
    alunos: alunos.length,
  };
}

/** An active student of a school: a room, a graded activity essay and its second version, a free essay with an appeal
 * (its AI re-grade finished), a photo; and a classmate. Name and a sentence of theirs are unique to this call. */
async function activeStudent() {
  const tag = randomUUID().slice(0, 8);
  const admin = await user('admin', 'Ada Admin');
  const escola = (await post(admin, '/api/escolas', { nome: `EE LGPD ${tag}` })).body.data.id as number;
  const place = async (papel: Role, nome: string) => {
    const u = await user(papel === 'coordenador' ? 'estudante' : papel, nome);
    expect((await post(admin, `/api/escolas/${escola}/membros`, { usuario_id: u.id, papel })).status).toBe(200);
    return { ...u, token: tokenFor({ id: u.id, tipo: papel, nome }) };
  };
  const coord = await place('coordenador', 'Cora Coordenadora');
  const prof = await place('professor', 'Paulo Professor');
  const name = `Zuleica Apagável ${tag}`;
  const student = await place('estudante', name);
  const other = await place('estudante', `Outra Aluna ${tag}`);
  // The student's own words: a sentence nobody else wrote, in every essay and in the appeal.
  const marker = `Frase inconfundível da aluna ${tag} sobre a mobilidade urbana.`;
  const essayText = `${SAMPLE_ESSAY}\n\n${marker}`;

  const sala = (await post(prof, '/api/salas', { nome: `3º B ${tag}` })).body.data;
  for (const s of [student, other])
    expect((await post(s, '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso })).status).toBeLessThan(300);
  const atividade = (
    await post(prof, '/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Mobilidade',
      tema: 'Mobilidade urbana',
      data_limite: inDays(3),
    })
  ).body.data.id as number;
  const first = await submit(student, essayText, { atividade_id: String(atividade) });
  await submit(student, `${essayText}\nSegunda versão.`, {
    atividade_id: String(atividade),
    versao_anterior_id: String(first),
  });
  await submit(other, SAMPLE_ESSAY, { atividade_id: String(atividade) });
  const free = await submit(student, essayText);
  const appeal = await post(student, `/api/redacoes/${free}/recursos`, {
    competencia: 1,
    motivo: `Discordo da nota: ${marker}`,
  });
  expect(appeal.status).toBeLessThan(300);
  await stack.pipeline!.completed(appealJobId(appeal.body.data.id));
  // A photo of the essay (the OCR worker is not running here: it stays pending, stored).
  const photo = new FormData();
  photo.set(
    'arquivo',
    new Blob([new Uint8Array(Buffer.concat([PNG, Buffer.from(`${name} ${student.email}`)]))], { type: 'image/png' }),
    'foto.png',
  );
  expect((await api(gw.url, 'POST', '/api/transcricao', { token: student.token, body: photo })).status).toBeLessThan(
    300,
  );

  return { admin, escola, coord, prof, student, other, name, marker, sala: sala.id as number, atividade };
}

describe('account deletion', () => {
  it('erases an active student everywhere while the teacher’s and the school’s figures still add up', async () => {
    const { admin, escola, coord, prof, student, other, name, marker, sala, atividade } = await activeStudent();
    const ctx = { coord, prof, escola, sala, atividade };
    const before = await figures(ctx);
    expect(before.totais.estudantes).toBe(2);
    expect(before.entregas).toMatchObject({ total_estudantes: 2, total_enviadas: 2, total_corrigidas: 2 });
    expect(before.alunos).toBe(2);
    const pool = testPool();
    const corrections = (
      await pool.query<{ id: number }>(
        'SELECT c.id FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE r.usuario_id = $1',
        [student.id],
      )
    ).rows;
    const jobKeys = corrections.map((c) => `${stack.prefix}:correction:${correctionJobId(c.id)}`);
    // The scans see the data before (so an empty scan afterwards means something).
    for (const needle of [name, student.email, marker]) expect(await scanSchemas(needle)).not.toEqual([]);
    expect((await scanSchemas(name)).some((c) => c.includes('arquivos.conteudo'))).toBe(true);

    // Forbidden and wrong cases first: nothing is scheduled.
    expect((await api(gw.url, 'POST', '/api/auth/conta/exclusao', { body: { senha: 'segredo1' } })).status).toBe(401);
    const wrong = await post(student, '/api/auth/conta/exclusao', { senha: 'errada' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(PRIVACY_MESSAGES.wrongPassword);
    const empty = await post(student, '/api/auth/conta/exclusao', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PRIVACY_MESSAGES.passwordRequired);
    expect((await post(admin, '/api/auth/conta/exclusao', { senha: 'segredo1' })).status).toBe(403);

    const res = await post(student, '/api/auth/conta/exclusao', { senha: 'segredo1' });
    expect(res.status).toBe(202);
    expect(res.body.data.excluida).toBe(true);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.erased);

    for (const needle of [name, student.email, marker]) expect(await scanSchemas(needle)).toEqual([]);
    expect(await scanRedis(name, jobKeys)).toEqual([]);
    expect(await scanRedis(marker, [])).toEqual([]);
    // The session and the password are gone with the person.
    expect((await get(student, '/api/auth/perfil')).status).toBe(401);
    expect(
      (await api(gw.url, 'POST', '/api/auth/login', { body: { email: student.email, password: 'segredo1' } })).status,
    ).toBe(401);

    // The teacher's room and activity, and the school's panel, count exactly what they counted — but the erased
    // account is no longer one of the school's students (issue 54: out of the head counts and the list).
    const after = await figures(ctx);
    expect(after).toEqual({ ...before, totais: { ...before.totais, estudantes: before.totais.estudantes - 1 } });
    const painel = (await get(coord, `/api/escolas/${escola}/painel`)).body.data;
    expect(painel.estudantes.map((s: { nome: string }) => s.nome)).toEqual([other.nome]);
    // The other student is untouched.
    expect(await scanSchemas(other.nome)).not.toEqual([]);
  }, 180_000);

  it('waits out the grace period: a login cancels one’s own request; the sweep erases when due, once across replicas', async () => {
    const graced = await startAuthService({ deletion: { graceDays: 7 } });
    const ports = {
      essay: createInternalClient(stack.services.essay.url, SERVICE_TOKEN),
      classroom: createInternalClient(stack.services.classroom.url, SERVICE_TOKEN),
      proposal: createInternalClient(stack.services.proposal.url, SERVICE_TOKEN),
    };
    try {
      const name = `Graça Arrependida ${randomUUID().slice(0, 8)}`;
      const s = await user('estudante', name);
      const ask = () =>
        api(graced.url, 'POST', '/auth/conta/exclusao', { token: s.token, body: { senha: 'segredo1' } });
      const res = await ask();
      expect(res.status).toBe(202);
      expect(res.body.data.excluida).toBe(false);
      const due = Date.parse(res.body.data.exclusao_agendada_para);
      expect(Math.abs(due - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
      expect(res.body.message).toMatch(
        /^Exclusão da conta agendada para \d{2}\/\d{2}\/\d{4}\. Para cancelar, entre novamente/,
      );
      expect((await api(graced.url, 'GET', '/auth/perfil', { token: s.token })).body.data.exclusao_agendada_para).toBe(
        res.body.data.exclusao_agendada_para,
      );
      // Asking twice keeps the first date.
      expect((await ask()).body.data.exclusao_agendada_para).toBe(res.body.data.exclusao_agendada_para);

      const login = await api(graced.url, 'POST', '/auth/login', { body: { email: s.email, password: 'segredo1' } });
      expect(login.body.message).toBe(PRIVACY_MESSAGES.cancelledByLogin);
      expect(login.body.data.user.exclusao_agendada_para).toBeUndefined();
      expect(
        (await api(graced.url, 'POST', '/auth/login', { body: { email: s.email, password: 'segredo1' } })).body.message,
      ).toBe('Login realizado com sucesso!');

      // Asked again, and the grace period over: two replicas sweeping together erase the account once.
      expect((await ask()).status).toBe(202);
      await testPool().query(
        `UPDATE auth.usuarios SET exclusao_agendada_para = now() - interval '1 minute' WHERE id = $1`,
        [s.id],
      );
      const swept = await Promise.all([
        eraseDueAccounts(testPool(), ports, logger),
        eraseDueAccounts(testPool(), ports, logger),
      ]);
      expect(swept.flat().filter((id) => id === s.id)).toEqual([s.id]);
      expect(await scanSchemas(name)).toEqual([]);
      expect(await scanSchemas(s.email)).toEqual([]);
    } finally {
      await graced.close();
    }
  }, 60_000);

  it('lets a coordinator delete a student of their school, and nobody else', async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await user('admin', 'Ada Admin');
    const [a, b] = [
      (await post(admin, '/api/escolas', { nome: `EE Controladora ${tag}` })).body.data.id as number,
      (await post(admin, '/api/escolas', { nome: `EE Outra ${tag}` })).body.data.id as number,
    ];
    const place = async (escola: number, papel: Role, nome: string) => {
      const u = await user(papel === 'coordenador' ? 'estudante' : papel, nome);
      expect((await post(admin, `/api/escolas/${escola}/membros`, { usuario_id: u.id, papel })).status).toBe(200);
      return { ...u, token: tokenFor({ id: u.id, tipo: papel, nome }) };
    };
    const coordA = await place(a, 'coordenador', 'Cora A');
    const coordB = await place(b, 'coordenador', 'Cora B');
    const prof = await place(a, 'professor', 'Prof A');
    const name = `Aluno da Escola ${tag}`;
    const student = await place(a, 'estudante', name);
    const path = `/api/escolas/${a}/membros/${student.id}/exclusao`;

    expect((await post(coordB, path)).status).toBe(403);
    expect((await post(prof, path)).status).toBe(403);
    expect((await post(student, path)).status).toBe(403);
    expect((await post(coordA, `/api/escolas/${a}/membros/${prof.id}/exclusao`)).body.message).toBe(
      PRIVACY_MESSAGES.onlyStudents,
    );
    expect((await post(coordA, `/api/escolas/${a}/membros/${coordB.id}/exclusao`)).status).toBe(404);
    expect((await del(coordA, path)).body.message).toBe(PRIVACY_MESSAGES.notScheduled);

    const res = await post(coordA, path);
    expect(res.status).toBe(202);
    expect(res.body.data.excluida).toBe(true);
    expect(await scanSchemas(name)).toEqual([]);
    expect((await post(coordA, path)).status).toBe(404);
  }, 60_000);
});

/** The rows as JSON carries them (dates as ISO strings, bigints as strings): what dados.json must hold. */
const asJson = (rows: unknown) => JSON.parse(JSON.stringify(rows)) as unknown;

async function exportOf(who: Who, body: Record<string, unknown> = {}) {
  const asked = await post(who, '/api/privacidade/exportacoes', body);
  expect(asked.status).toBe(202);
  expect(asked.body.message).toBe(EXPORT_MESSAGES.requested);
  const id = asked.body.data.id as number;
  const done = await eventually(
    async () => {
      const s = (await get(who, `/api/privacidade/exportacoes/${id}`)).body.data;
      return s.status === 'concluida' && s;
    },
    'exportação concluída',
    60_000,
  );
  expect(done.progresso).toEqual({ percent: 100, message: 'Pronto' });
  const res = await fetch(`${gw.url}/api/privacidade/exportacoes/${id}/arquivo`, {
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  return { id, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

describe('data export', () => {
  it('hands a student every row the platform holds about them, as the database holds it', async () => {
    const { coord, student, marker, name } = await activeStudent();
    const { files } = await exportOf(student);
    const data = JSON.parse(strFromU8(files['dados.json']!));
    const pool = testPool();
    const rows = async (sql: string, params: unknown[]) => asJson((await pool.query(sql, params)).rows);
    const essays = (
      await pool.query<{ id: number }>('SELECT id FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id', [student.id])
    ).rows.map((r) => r.id);
    expect(essays).toHaveLength(3);

    // Profile (without the password hash) and the credit ledger, from the auth schema.
    const [profile] = (await rows('SELECT * FROM auth.usuarios WHERE id = $1', [student.id])) as Record<
      string,
      unknown
    >[];
    delete profile!.senha_hash;
    expect(data.perfil.usuario).toEqual(profile);
    expect(data.perfil.usuario.nome).toBe(name);
    expect(data.perfil.movimentos_credito).toEqual(
      await rows('SELECT * FROM auth.movimentos_credito WHERE usuario_id = $1 ORDER BY id', [student.id]),
    );
    expect(data.perfil.movimentos_credito.length).toBeGreaterThan(1);
    expect(data.perfil.reservas_credito).toEqual(
      await rows('SELECT * FROM auth.reservas_credito WHERE usuario_id = $1 ORDER BY criada_em, referencia', [
        student.id,
      ]),
    );
    // Rooms, from the classroom schema.
    expect(data.salas).toEqual(
      await rows(
        'SELECT m.sala_id, s.nome AS sala_nome, s.professor_nome, m.data_entrada FROM classroom.sala_estudantes m JOIN classroom.salas s ON s.id = m.sala_id WHERE m.estudante_id = $1 ORDER BY m.data_entrada, m.sala_id',
        [student.id],
      ),
    );
    expect(data.salas).toHaveLength(1);
    // Essays and versions, corrections and feedback, appeals, transcriptions, files: row by row.
    expect(data.redacoes).toEqual(
      await rows('SELECT * FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id', [student.id]),
    );
    expect(data.redacoes.filter((r: { versao_anterior_id: number | null }) => r.versao_anterior_id)).toHaveLength(1);
    expect(data.correcoes).toEqual(
      await rows('SELECT * FROM essay.correcoes WHERE redacao_id = ANY($1::int[]) ORDER BY id', [essays]),
    );
    expect(data.correcoes.filter((c: { analise_detalhada: unknown }) => c.analise_detalhada)).not.toHaveLength(0);
    expect(data.recursos).toEqual(
      await rows('SELECT * FROM essay.recursos WHERE usuario_id = $1 ORDER BY id', [student.id]),
    );
    expect(data.recursos).toHaveLength(1);
    expect(data.transcricoes).toEqual(
      await rows('SELECT * FROM essay.transcricoes WHERE usuario_id = $1 ORDER BY id', [student.id]),
    );
    expect(data.transcricoes).toHaveLength(1);
    const stored = (
      await pool.query<{ id: number; nome: string; conteudo: Buffer }>(
        'SELECT a.id, a.nome, a.conteudo FROM essay.arquivos a JOIN essay.transcricoes t ON t.arquivo_id = a.id WHERE t.usuario_id = $1',
        [student.id],
      )
    ).rows;
    expect(data.arquivos.map((a: { id: number }) => a.id)).toEqual(stored.map((a) => a.id));
    for (const file of stored) {
      const entry = data.arquivos.find((a: { id: number }) => a.id === file.id);
      expect(Buffer.from(files[entry.caminho_no_zip]!)).toEqual(file.conteudo);
    }
    // The readable copy carries the essays' words.
    const html = strFromU8(files['redacoes.html']!);
    expect(html).toContain(marker);
    expect(html).toContain(`Redações de ${name}`);
    expect(html.match(/<article>/g)).toHaveLength(3);

    // The school's coordinator exports the student's data; the export is the coordinator's to download, nobody else's.
    const bySchool = await exportOf(coord, { usuario_id: student.id });
    expect(JSON.parse(strFromU8(bySchool.files['dados.json']!)).redacoes).toEqual(data.redacoes);
    expect((await get(student, `/api/privacidade/exportacoes/${bySchool.id}`)).status).toBe(404);
    expect((await api(gw.url, 'GET', `/api/privacidade/exportacoes/${bySchool.id}/arquivo`, {})).status).toBe(401);
  }, 120_000);

  it('refuses another person’s data to anyone but the student’s school', async () => {
    const { student, other, prof, coord } = await activeStudent();
    const outsider = await activeStudent();
    for (const who of [other, prof, outsider.coord]) {
      const res = await post(who, '/api/privacidade/exportacoes', { usuario_id: student.id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(EXPORT_MESSAGES.forbidden);
    }
    // A coordinator's own colleague who is not a student is not the school's to export.
    expect((await post(coord, '/api/privacidade/exportacoes', { usuario_id: prof.id })).status).toBe(403);
    expect((await api(gw.url, 'POST', '/api/privacidade/exportacoes', { body: {} })).status).toBe(401);
    expect((await post(student, '/api/privacidade/exportacoes', { usuario_id: 'x' })).status).toBe(400);
    expect((await get(student, '/api/privacidade/exportacoes/999999999')).body.message).toBe(EXPORT_MESSAGES.notFound);
  }, 120_000);
});

describe('audit trail', () => {
  type Entry = {
    id: string;
    acao: string;
    ator_id: number | null;
    alvo_usuario_id: number | null;
    escola_id: number | null;
    recurso: string | null;
    detalhes: Record<string, unknown>;
    ip: string | null;
  };
  const trail = async (who: Who, path: string) => (await get(who, path)).body.data.registros as Entry[];

  it('records who read or changed a student’s data, shows a coordinator their school’s, an admin all, and detects tampering', async () => {
    const { admin, escola, coord, prof, student } = await activeStudent();
    const outsider = await activeStudent();
    const [essay] = (
      await testPool().query<{ id: number }>(
        'SELECT id FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id LIMIT 1',
        [student.id],
      )
    ).rows;
    // The teacher reads the student's essay; the student reading their own is not an event.
    expect((await get(prof, `/api/redacoes/${essay!.id}/feedback`)).status).toBe(200);
    expect((await get(student, `/api/redacoes/${essay!.id}/feedback`)).status).toBe(200);
    expect((await post(coord, '/api/privacidade/exportacoes', { usuario_id: student.id })).status).toBe(202);
    expect((await post(admin, '/api/admin/creditos/adicionar', { usuario_id: student.id, quantidade: 3 })).status).toBe(
      200,
    );

    const path = `/api/escolas/${escola}/auditoria`;
    const mine = await eventually(
      async () => {
        const rows = await trail(coord, path);
        return rows.some((e) => e.acao === 'redacao.lida_por_outro') && rows;
      },
      'leitura registrada',
      15_000,
    );
    const reads = mine.filter((e) => e.acao === 'redacao.lida_por_outro');
    expect(reads).toEqual([
      expect.objectContaining({
        ator_id: prof.id,
        alvo_usuario_id: student.id,
        escola_id: escola,
        recurso: `redacao:${essay!.id}`,
      }),
    ]);
    expect(reads[0]!.ip).toBeTruthy();
    for (const acao of ['dados.exportacao_pedida', 'creditos.adicionados', 'papel.alterado'])
      expect(mine.map((e) => e.acao)).toContain(acao);
    // Only the school's entries. The stored entries hold ids only; the screen reads the names as they are now.
    expect(mine.every((e) => e.escola_id === escola)).toBe(true);
    const stored = await testPool().query('SELECT * FROM auth.auditoria WHERE escola_id = $1', [escola]);
    expect(JSON.stringify(stored.rows)).not.toContain(student.nome);
    expect(reads[0]).toMatchObject({ ator_nome: prof.nome, alvo_nome: student.nome });
    // Filters (issue 54): a person by name, an action, a period (Brasília's days); the CSV with names.
    const byPerson = await trail(coord, `${path}?pessoa=${encodeURIComponent(prof.nome)}`);
    // Who acted or whose data: the teacher's reads and the admin placing the teacher in the school.
    expect(byPerson.map((e) => e.id)).toEqual(expect.arrayContaining(reads.map((e) => e.id)));
    expect(byPerson.every((e) => e.ator_id === prof.id || e.alvo_usuario_id === prof.id)).toBe(true);
    expect(byPerson.map((e) => e.acao).sort()).toEqual(['papel.alterado', 'redacao.lida_por_outro']);
    const byAction = await trail(coord, `${path}?acao=creditos.adicionados`);
    expect(byAction.map((e) => e.acao)).toEqual(['creditos.adicionados']);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await trail(coord, `${path}?desde=${today}&ate=${today}`)).length).toBe(mine.length);
    expect(await trail(coord, `${path}?ate=2020-01-01`)).toEqual([]);
    const badPeriod = await get(coord, `${path}?desde=${today}&ate=2020-01-01`);
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toBe(AUDIT_MESSAGES.periodInvalid);
    const csv = await fetch(`${gw.url}${path}?formato=csv&acao=redacao.lida_por_outro`, {
      headers: { authorization: `Bearer ${coord.token}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id;quando;quem_id;quem;papel;acao;de_quem_id;de_quem;recurso;origem');
    expect(lines.slice(1).map((l) => l.split(';').slice(3, 8))).toEqual([
      [prof.nome, 'professor', 'redacao.lida_por_outro', String(student.id), student.nome],
    ]);
    // Who may read which trail.
    expect((await get(outsider.coord, path)).status).toBe(403);
    expect((await get(prof, path)).status).toBe(403);
    expect((await get(student, '/api/admin/auditoria')).status).toBe(403);
    expect((await trail(admin, '/api/admin/auditoria?limite=500')).map((e) => e.id)).toEqual(
      expect.arrayContaining(reads.map((e) => e.id)),
    );

    // Tamper-evident: the table refuses changes; one made behind its back (triggers off) breaks the chain right there.
    expect((await get(admin, '/api/admin/auditoria/verificacao')).body.data).toMatchObject({
      ok: true,
      primeira_quebra: null,
    });
    const pool = testPool();
    await expect(pool.query(`UPDATE auth.auditoria SET detalhes = '{}' WHERE id = $1`, [reads[0]!.id])).rejects.toThrow(
      'a trilha de auditoria só aceita novos registros',
    );
    await expect(pool.query(`DELETE FROM auth.auditoria WHERE id = $1`, [reads[0]!.id])).rejects.toThrow(
      'a trilha de auditoria só aceita novos registros',
    );
    const client = await pool.connect();
    const forced = async (sql: string, params: unknown[]) => {
      await client.query(`SET session_replication_role = replica`);
      try {
        await client.query(sql, params);
      } finally {
        await client.query(`SET session_replication_role = origin`);
      }
    };
    try {
      await forced(`UPDATE auth.auditoria SET ator_id = $2 WHERE id = $1`, [reads[0]!.id, student.id]);
      expect((await get(admin, '/api/admin/auditoria/verificacao')).body.data).toMatchObject({
        ok: false,
        primeira_quebra: reads[0]!.id,
      });
    } finally {
      await forced(`UPDATE auth.auditoria SET ator_id = $2 WHERE id = $1`, [reads[0]!.id, prof.id]);
      client.release();
    }
    expect((await get(admin, '/api/admin/auditoria/verificacao')).body.data.ok).toBe(true);
  }, 120_000);
});
