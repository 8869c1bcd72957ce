import { randomUUID } from 'node:crypto';
import { RETENTION_MESSAGES, type Role } from '@argumenta/contracts';
import { sweepRetention } from '@argumenta/essay';
import { createInternalClient } from '@argumenta/platform';
import { api, logger, SERVICE_TOKEN, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { PNG } from '@argumenta/testkit/files';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Retention per school (issue 38): a school keeps essays and photos N months after each essay was sent; the essay
// service's sweep erases the older ones' contents (two replicas at once erase once), reports what it erased, and leaves
// recent essays and other schools alone. The setting is the school's coordinator's (or an admin's) to read and change.
let stack: Stack;
let gw: Stack['gateway'];

beforeAll(async () => {
  stack = await startStack({ name: 'retencao' });
  gw = stack.gateway;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

type Who = { id: number; token: string };
const bootstrapAdmin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
const call = (who: Who | null, method: string, path: string, body?: unknown) =>
  api(gw.url, method, path, { token: who?.token, body });
/** A real admin account (school routes check the role in the database, not the token). */
let admin: Who = { id: 999_999, token: bootstrapAdmin };
beforeAll(async () => {
  const res = await call(admin, 'POST', '/api/admin/usuarios', {
    nome: 'Ada Admin',
    email: uniqueEmail('admin'),
    senha: 'segredo1',
    tipo: 'admin',
  });
  admin = { id: res.body.data.id, token: tokenFor({ id: res.body.data.id, tipo: 'admin', nome: 'Ada Admin' }) };
});

async function school(tag: string) {
  const escola = (await call(admin, 'POST', '/api/escolas', { nome: `EE Retenção ${tag} ${randomUUID().slice(0, 8)}` }))
    .body.data.id as number;
  const place = async (papel: Role) => {
    const nome = `${papel} ${tag}`;
    const res = await call(admin, 'POST', '/api/admin/usuarios', {
      nome,
      email: uniqueEmail(papel),
      senha: 'segredo1',
      tipo: 'estudante',
      creditos: 20,
    });
    const id = res.body.data.id as number;
    expect((await call(admin, 'POST', `/api/escolas/${escola}/membros`, { usuario_id: id, papel })).status).toBe(200);
    return { id, token: tokenFor({ id, tipo: papel, nome }) };
  };
  return {
    escola,
    coord: await place('coordenador'),
    prof: await place('professor'),
    student: await place('estudante'),
  };
}

/** An essay (not corrected: no worker here) with a sentence of its own, and optionally a photo linked to it. */
async function essay(who: Who, marker: string, withPhoto = false) {
  const form = new FormData();
  form.set('titulo', `Redação ${marker}`);
  form.set('texto', `${SAMPLE_ESSAY}\n\n${marker}`);
  const res = await call(who, 'POST', '/api/redacoes/submeter', form);
  expect(res.status).toBe(202);
  const id = res.body.data.redacao_id as number;
  if (withPhoto) {
    const photo = new FormData();
    photo.set(
      'arquivo',
      new Blob([new Uint8Array(Buffer.concat([PNG, Buffer.from(marker)]))], { type: 'image/png' }),
      'foto.png',
    );
    const up = await call(who, 'POST', '/api/transcricao', photo);
    expect(up.status).toBeLessThan(300);
    await testPool().query(
      'UPDATE essay.redacoes SET transcricao_id = (SELECT max(id) FROM essay.transcricoes WHERE usuario_id = $2) WHERE id = $1',
      [id, who.id],
    );
  }
  return id;
}
// An essay sent months ago: its photo's transcription long finished (no OCR worker runs here; a pending one months old
// would be the reconciler's to re-enqueue, and the reconcile suite shares this database).
const ageMonths = (id: number, months: number) =>
  testPool().query(
    `WITH r AS (UPDATE essay.redacoes SET data_envio = now() - make_interval(months => $2) WHERE id = $1 RETURNING transcricao_id)
     UPDATE essay.transcricoes SET criada_em = now() - make_interval(months => $2), status = 'concluida' WHERE id = (SELECT transcricao_id FROM r)`,
    [id, months],
  );
/** Rows and files of the essay schema that still hold `marker`. */
async function holding(marker: string) {
  const { rows } = await testPool().query<{ n: number }>(
    `SELECT (SELECT count(*) FROM essay.redacoes WHERE texto_original LIKE '%' || $1 || '%' OR titulo LIKE '%' || $1 || '%')::int
          + (SELECT count(*) FROM essay.arquivos WHERE position(convert_to($1, 'UTF8') in conteudo) > 0)::int AS n`,
    [marker],
  );
  return rows[0]!.n;
}

describe('retention per school', () => {
  it('erases the contents of essays and photos older than the school’s limit, once across replicas, and reports it', async () => {
    const a = await school('A');
    const b = await school('B');
    const [oldMark, recentMark, otherMark] = ['antiga', 'recente', 'outra escola'].map(
      (k) => `Frase ${k} ${randomUUID()}`,
    ) as [string, string, string];
    const old = await essay(a.student, oldMark, true);
    const recent = await essay(a.student, recentMark, true);
    const otherSchool = await essay(b.student, otherMark, true);
    await ageMonths(old, 13);
    await ageMonths(recent, 11);
    await ageMonths(otherSchool, 36);

    const set = await call(a.coord, 'PUT', `/api/escolas/${a.escola}/retencao`, { retencao_meses: 12 });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(RETENTION_MESSAGES.saved);
    expect(set.body.data).toMatchObject({
      escola_id: a.escola,
      retencao_meses: 12,
      executada_em: null,
      ultima_remocao: null,
    });
    expect(await holding(oldMark)).toBe(2);

    // Two replicas at once.
    const deps = { pool: testPool(), auth: createInternalClient(stack.services.auth.url, SERVICE_TOKEN), logger };
    const runs = (await Promise.all([sweepRetention(deps), sweepRetention(deps)]))
      .flat()
      .filter((r) => r.escola_id === a.escola);
    expect(runs.reduce((n, r) => n + r.redacoes, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + (r.apagados.arquivos ?? 0), 0)).toBe(1);

    expect(await holding(oldMark)).toBe(0);
    const { rows } = await testPool().query(
      'SELECT id, titulo, texto_original, transcricao_id, status FROM essay.redacoes WHERE id = ANY($1::int[]) ORDER BY id',
      [[old, recent]],
    );
    expect(rows[0]).toMatchObject({ id: old, titulo: '', texto_original: '', transcricao_id: null });
    expect(rows[1].texto_original).toContain(recentMark);
    expect(rows[1].transcricao_id).not.toBeNull();
    expect(await holding(recentMark)).toBe(2);
    expect(await holding(otherMark)).toBe(2);
    // The student still sees the old essay in their history (its date and status), without its text.
    expect((await call(a.student, 'GET', `/api/redacoes/${old}`)).body.data.texto_original).toBe('');

    const status = (await call(a.coord, 'GET', `/api/escolas/${a.escola}/retencao`)).body.data;
    expect(status.executada_em).not.toBeNull();
    expect(status.ultima_remocao).toMatchObject({
      escola_id: a.escola,
      redacoes: 1,
      apagados: { textos_de_redacoes: 1, transcricoes: 1, arquivos: 1 },
    });
    // A later run that finds nothing keeps the last erasure's report.
    await sweepRetention(deps);
    expect((await call(admin, 'GET', `/api/escolas/${a.escola}/retencao`)).body.data.ultima_remocao.redacoes).toBe(1);
    // The school's audit trail: the change of setting (by the coordinator) and the erasure.
    const audit = (await call(a.coord, 'GET', `/api/escolas/${a.escola}/auditoria`)).body.data.registros as {
      acao: string;
      ator_id: number | null;
      detalhes: Record<string, unknown>;
    }[];
    expect(audit.filter((e) => e.acao === 'retencao.alterada')).toEqual([
      expect.objectContaining({ ator_id: a.coord.id, detalhes: expect.objectContaining({ antes: null, depois: 12 }) }),
    ]);
    expect(audit.filter((e) => e.acao === 'retencao.aplicada')).toEqual([
      expect.objectContaining({ detalhes: expect.objectContaining({ redacoes: 1 }) }),
    ]);

    const cleared = await call(admin, 'PUT', `/api/escolas/${a.escola}/retencao`, { retencao_meses: null });
    expect(cleared.body).toMatchObject({ message: RETENTION_MESSAGES.cleared, data: { retencao_meses: null } });
  }, 60_000);

  it('lets only the school’s coordinator and admins read or set it, with Portuguese errors for bad values', async () => {
    const a = await school('C');
    const b = await school('D');
    const path = `/api/escolas/${a.escola}/retencao`;
    for (const who of [a.prof, a.student, b.coord]) {
      expect((await call(who, 'GET', path)).status).toBe(403);
      const put = await call(who, 'PUT', path, { retencao_meses: 6 });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe(RETENTION_MESSAGES.forbidden);
    }
    expect((await call(null, 'GET', path)).status).toBe(401);
    expect((await call(null, 'PUT', path, { retencao_meses: 6 })).status).toBe(401);
    for (const bad of [0, 121, 2.5, 'doze', -1, undefined]) {
      const res = await call(a.coord, 'PUT', path, { retencao_meses: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RETENTION_MESSAGES.invalid);
    }
    expect((await call(admin, 'GET', '/api/escolas/999999999/retencao')).status).toBe(404);
    expect((await call(a.coord, 'GET', path)).body.data.retencao_meses).toBeNull();
  }, 60_000);
});
