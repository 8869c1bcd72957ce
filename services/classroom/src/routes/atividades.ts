import { Router, type RequestHandler, type Response } from 'express';
import { ZipArchive } from 'archiver';
import {
  ACTIVITY_MESSAGES,
  CLASSROOM_MESSAGES,
  createAtividadeSchema,
  ok,
  revisaoSchema,
  updateAtividadeSchema,
  type AtividadeDetalhe,
  type AuthUser,
  type Submissao,
  type SubmissoesResponse,
} from '@argumenta/contracts';
import {
  AppError,
  authOf,
  badRequest,
  parseId,
  parseOrThrow,
  requireRole,
  withTransaction,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import { loadAtividade, loadSala, type AtividadeRow } from '../domain/access.js';
import type { EssaySubmission, Remote } from '../domain/remote.js';
import {
  acceptsSubmission,
  activitiesOfRooms,
  activityStatus,
  listSalas,
  presentActivities,
  teacherNames,
  toAtividade,
} from '../domain/salas.js';

const atividadeId = (raw: unknown) => parseId(raw, ACTIVITY_MESSAGES.invalidId);
const futureOrThrow = (d: Date) => {
  if (d.getTime() <= Date.now())
    throw badRequest(ACTIVITY_MESSAGES.deadlineFuture, { data_limite: ACTIVITY_MESSAGES.deadlineFuture });
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** File names that survive every OS and zip tool: no path separators or reserved characters. */
export const safeFileName = (s: string, fallback = 'arquivo') =>
  [...s]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80) || fallback;
const asciiName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');

/** Spec 7 Activities. Permissions (spec 6) are checked here, on every route. */
export function atividadesRoutes(
  pool: Pool,
  remote: Remote,
  requireAuth: RequestHandler,
  opts: { logger: Logger; zipConcurrency: number },
): Router {
  const r = Router();
  const teacher = requireRole('professor', 'admin');
  r.use('/atividades', requireAuth);

  // Not in the spec's call list: every activity of the user's rooms, for /activities/manage.
  r.get('/atividades', async (req, res) => {
    const user = authOf(req);
    const salas = await listSalas(pool, user);
    const { list } = await presentActivities(
      remote,
      user,
      await activitiesOfRooms(
        pool,
        salas.map((s) => s.id),
      ),
    );
    res.json(ok(list));
  });

  r.get('/atividades/sala/:salaId', async (req, res) => {
    const user = authOf(req);
    const { sala } = await loadSala(pool, parseId(req.params.salaId, CLASSROOM_MESSAGES.invalidId), user, 'view');
    const { list } = await presentActivities(remote, user, await activitiesOfRooms(pool, [sala.id]));
    res.json(ok(list));
  });

  r.post('/atividades/criar', teacher, async (req, res) => {
    const user = authOf(req);
    const input = parseOrThrow(createAtividadeSchema, req.body ?? {});
    futureOrThrow(input.data_limite);
    const row = await withTransaction(pool, async (c) => {
      // Locks the room so it cannot be deleted between the check and the insert.
      await loadSala(c, input.sala_id, user, 'manage', true);
      const { rows } = await c.query<AtividadeRow>(
        `INSERT INTO classroom.atividades (sala_id, titulo, tema, descricao, instrucoes_especiais, tipo, tipo_correcao, data_limite,
           aceita_entregas_atrasadas, pontuacao_maxima, proposta_tematica_id, criado_por, prova_minutos, prova_envio_automatico)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
        [
          input.sala_id,
          input.titulo,
          input.tema,
          input.descricao || null,
          input.instrucoes_especiais || null,
          input.tipo,
          input.tipo_correcao,
          input.data_limite,
          input.aceita_entregas_atrasadas,
          input.pontuacao_maxima,
          input.proposta_tematica_id,
          user.id,
          input.prova_minutos,
          input.prova_envio_automatico,
        ],
      );
      return rows[0]!;
    });
    if (row.proposta_tematica_id)
      await remote.linkProposals([{ atividadeId: row.id, propostaId: row.proposta_tematica_id }], user.id);
    const { sala } = await loadSala(pool, row.sala_id, user, 'manage');
    res.status(201).json(ok(toAtividade(row, sala.nome, undefined), ACTIVITY_MESSAGES.created));
  });

  r.get('/atividades/:id', async (req, res) => {
    const user = authOf(req);
    const { atividade, sala, manager } = await loadAtividade(pool, atividadeId(req.params.id), user, 'view');
    const student = !manager;
    const [stats, names, members, delivery] = await Promise.all([
      remote.soft('estatisticas da atividade', remote.activityStats([atividade.id]), new Map()),
      teacherNames(remote, [sala]),
      pool.query<{ n: number }>('SELECT count(*)::int AS n FROM classroom.sala_estudantes WHERE sala_id = $1', [
        sala.id,
      ]),
      student
        ? remote.deliveries(user.id, [atividade.id]).then((m) => m.get(atividade.id) ?? null)
        : Promise.resolve(null),
    ]);
    const s = stats.value.get(atividade.id);
    const base = toAtividade(atividade, sala.nome, s);
    const out: AtividadeDetalhe = {
      ...base,
      professor_id: sala.professor_id,
      professor_nome: names.get(sala.professor_id) ?? sala.professor_nome,
      total_redacoes: s?.total_redacoes ?? 0,
      total_estudantes: members.rows[0]?.n ?? 0,
    };
    if (student) {
      Object.assign(out, {
        pode_enviar: acceptsSubmission(atividade),
        tem_submissao: Boolean(delivery),
        minha_redacao_id: delivery?.redacao_id ?? null,
        minha_redacao_titulo: delivery?.titulo ?? null,
        data_envio: delivery?.data_envio ?? null,
        status_entrega: delivery?.status_entrega ?? null,
        correcao_id: delivery?.correcao_id ?? null,
        pontuacao_total: delivery?.nota_geral_enem ?? null,
        data_correcao: delivery?.data_correcao ?? null,
        feedback_geral: delivery?.feedback_geral ?? null,
        status_correcao_professor: Boolean(delivery?.revisado),
        nota_professor: delivery?.nota_professor ?? null,
        notas_professor: delivery?.notas_professor ?? null,
        comentario_professor: delivery?.comentario_professor ?? null,
        status_redacao: delivery?.status ?? null,
      } satisfies Partial<AtividadeDetalhe>);
    }
    res.json(ok(out));
  });

  r.put('/atividades/:id', teacher, async (req, res) => {
    const user = authOf(req);
    const id = atividadeId(req.params.id);
    const input = parseOrThrow(updateAtividadeSchema, req.body ?? {});
    const { row, linkedBefore } = await withTransaction(pool, async (c) => {
      const { atividade } = await loadAtividade(c, id, user, 'manage');
      // Editing other fields of a closed activity keeps its date; a new date must be in the future.
      if (input.data_limite && input.data_limite.getTime() !== atividade.data_limite.getTime())
        futureOrThrow(input.data_limite);
      const next = {
        ...atividade,
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
      } as AtividadeRow;
      if ('descricao' in (req.body ?? {})) next.descricao = input.descricao || null;
      if ('instrucoes_especiais' in (req.body ?? {})) next.instrucoes_especiais = input.instrucoes_especiais || null;
      const { rows } = await c.query<AtividadeRow>(
        `UPDATE classroom.atividades SET titulo = $2, tema = $3, descricao = $4, instrucoes_especiais = $5, tipo = $6, tipo_correcao = $7,
           data_limite = $8, aceita_entregas_atrasadas = $9, pontuacao_maxima = $10, proposta_tematica_id = $11,
           prova_minutos = $12, prova_envio_automatico = $13, data_atualizacao = now()
         WHERE id = $1 RETURNING *`,
        [
          id,
          next.titulo,
          next.tema,
          next.descricao,
          next.instrucoes_especiais,
          next.tipo,
          next.tipo_correcao,
          next.data_limite,
          next.aceita_entregas_atrasadas,
          next.pontuacao_maxima,
          next.proposta_tematica_id,
          next.prova_minutos,
          next.prova_envio_automatico,
        ],
      );
      return { row: rows[0]!, linkedBefore: atividade.proposta_tematica_id };
    });
    // Sent whenever a proposal is involved (not only on change): saving again repairs a count a past outage missed.
    if (linkedBefore || row.proposta_tematica_id)
      await remote.linkProposals([{ atividadeId: id, propostaId: row.proposta_tematica_id }], user.id);
    const { sala } = await loadSala(pool, row.sala_id, user, 'manage');
    const stats = await remote.soft('estatisticas da atividade', remote.activityStats([id]), new Map());
    res.json(ok(toAtividade(row, sala.nome, stats.value.get(id)), ACTIVITY_MESSAGES.updated));
  });

  r.delete('/atividades/:id', teacher, async (req, res) => {
    const user = authOf(req);
    const id = atividadeId(req.params.id);
    const linked = await withTransaction(pool, async (c) => {
      const { atividade } = await loadAtividade(c, id, user, 'manage');
      await c.query('DELETE FROM classroom.atividades WHERE id = $1', [id]);
      return atividade.proposta_tematica_id;
    });
    if (linked) await remote.linkProposals([{ atividadeId: id, propostaId: null }], user.id);
    res.json(ok({ id }, ACTIVITY_MESSAGES.deleted));
  });

  /** Submissions with student names; members who sent nothing listed apart. */
  async function loadSubmissions(user: AuthUser, id: number): Promise<SubmissoesResponse> {
    const { atividade, sala } = await loadAtividade(pool, id, user, 'manage');
    const [subs, members] = await Promise.all([
      remote.submissions(atividade.id),
      pool.query<{ estudante_id: number }>('SELECT estudante_id FROM classroom.sala_estudantes WHERE sala_id = $1', [
        sala.id,
      ]),
    ]);
    const memberIds = members.rows.map((m) => m.estudante_id);
    const users = await remote.users([...memberIds, ...subs.map((s) => s.estudante_id)]);
    const submissoes: Submissao[] = subs.map((s: EssaySubmission) => ({
      ...s,
      estudante_nome: users.get(s.estudante_id)?.nome ?? 'Usuário removido',
      estudante_email: users.get(s.estudante_id)?.email ?? null,
      revisado: s.nota_professor !== null && s.nota_professor !== undefined,
    }));
    const sent = new Set(subs.map((s) => s.estudante_id));
    const nao_enviaram = memberIds
      .filter((m) => !sent.has(m))
      .map((m) => ({
        estudante_id: m,
        estudante_nome: users.get(m)?.nome ?? 'Usuário removido',
        estudante_email: users.get(m)?.email ?? null,
      }))
      .sort((a, b) => a.estudante_nome.localeCompare(b.estudante_nome, 'pt-BR'));
    const notas = submissoes.map((s) => s.nota).filter((n): n is number => typeof n === 'number');
    return {
      atividade: {
        id: atividade.id,
        titulo: atividade.titulo,
        sala_id: sala.id,
        sala_nome: sala.nome,
        data_limite: atividade.data_limite.toISOString(),
        pontuacao_maxima: atividade.pontuacao_maxima,
        status: activityStatus(atividade),
      },
      submissoes,
      nao_enviaram,
      estatisticas: {
        total_estudantes: memberIds.length,
        total_enviadas: submissoes.length,
        total_corrigidas: submissoes.filter((s) => s.correcao_id && s.nota !== null).length,
        total_revisadas: submissoes.filter((s) => s.revisado).length,
        total_atrasadas: submissoes.filter((s) => s.status_entrega === 'late').length,
        media_nota: notas.length ? round1(notas.reduce((a, b) => a + b, 0) / notas.length) : null,
      },
    };
  }

  r.get('/atividades/:id/submissoes', teacher, async (req, res) => {
    res.json(ok(await loadSubmissions(authOf(req), atividadeId(req.params.id))));
  });

  // The class diagnosis of one activity (teacher of the room, admin).
  r.get('/atividades/:id/diagnostico', teacher, async (req, res) => {
    const { atividade } = await loadAtividade(pool, atividadeId(req.params.id), authOf(req), 'manage');
    res.json(ok(await remote.insight([atividade.id])));
  });

  r.get('/atividades/:id/submissoes/download', teacher, async (req, res) => {
    const data = await loadSubmissions(authOf(req), atividadeId(req.params.id));
    if (!data.submissoes.length) throw new AppError('not_found', ACTIVITY_MESSAGES.noSubmissions);
    // Every PDF is fetched before the first byte goes out: a failure answers a clean error, never half a zip.
    const pdfs = await mapLimit(data.submissoes, opts.zipConcurrency, async (s) => ({
      s,
      bytes: await remote.pdf(s.id),
    }));
    sendZip(
      res,
      `submissoes_${safeFileName(data.atividade.titulo, 'atividade')}.zip`,
      pdfs.map(({ s, bytes }) => ({ name: `${safeFileName(s.estudante_nome, 'estudante')}_${s.id}.pdf`, bytes })),
      opts.logger,
    );
  });

  r.put('/atividades/:id/submissoes/:redacaoId/revisao', teacher, async (req, res) => {
    const user = authOf(req);
    const id = atividadeId(req.params.id);
    const redacaoId = parseId(req.params.redacaoId, 'ID da redação inválido');
    const input = parseOrThrow(revisaoSchema, req.body ?? {});
    const { atividade } = await loadAtividade(pool, id, user, 'manage');
    // Only an essay sent to this activity can be reviewed through it.
    const subs = await remote.submissions(atividade.id);
    if (!subs.some((s) => s.id === redacaoId)) throw new AppError('not_found', ACTIVITY_MESSAGES.submissionNotFound);
    const review = await remote.review(redacaoId, {
      ...input,
      revisor_id: user.id,
      proposta_id: atividade.proposta_tematica_id,
    });
    res.json(ok(review, ACTIVITY_MESSAGES.reviewSaved));
  });

  return r;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function sendZip(res: Response, fileName: string, files: { name: string; bytes: Buffer }[], logger: Logger) {
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.on('error', (err: Error) => {
    logger.error({ err }, 'falha ao gerar zip');
    res.destroy(err);
  });
  zip.pipe(res);
  const used = new Set<string>();
  for (const f of files) {
    let name = f.name;
    for (let i = 2; used.has(name); i++) name = f.name.replace(/\.pdf$/, `_${i}.pdf`);
    used.add(name);
    zip.append(f.bytes, { name });
  }
  void zip.finalize();
}
