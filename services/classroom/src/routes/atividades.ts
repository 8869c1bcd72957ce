import { Router, type RequestHandler } from 'express';
import {
  ACTIVITY_MESSAGES,
  CLASSROOM_MESSAGES,
  createAtividadeSchema,
  ok,
  revisaoSchema,
  updateAtividadeSchema,
  type AtividadeDetalhe,
} from '@argumenta/contracts';
import {
  AppError,
  authOf,
  badRequest,
  parseId,
  parseOrThrow,
  requireRole,
  withTransaction,
  type Pool,
} from '@argumenta/platform';
import { loadAtividade, loadSala, type AtividadeRow } from '../domain/access.js';
import type { Remote } from '../domain/remote.js';
import {
  acceptsSubmission,
  activitiesOfRooms,
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
/** Spec 7 Activities. Permissions (spec 6) are checked here, on every route. */
export function atividadesRoutes(pool: Pool, remote: Remote, requireAuth: RequestHandler): Router {
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
        origem_nota: delivery?.origem_nota ?? null,
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
    // An activity with submissions goes only on an explicit confirmation (?confirmar=1): 409 says how many.
    if (req.query.confirmar !== '1' && req.query.confirmar !== 'true') {
      await loadAtividade(pool, id, user, 'manage');
      // Unknown (the essay service did not answer): asked to confirm too, never deleted blindly.
      const stats = await remote.soft('entregas da atividade', remote.activityStats([id]), new Map());
      const enviadas = stats.value.get(id)?.total_redacoes ?? 0;
      if (enviadas > 0 || !stats.ok)
        throw new AppError(
          'conflict',
          stats.ok ? ACTIVITY_MESSAGES.deleteHasSubmissions(enviadas) : ACTIVITY_MESSAGES.deleteUnknown,
        );
    }
    const linked = await withTransaction(pool, async (c) => {
      const { atividade } = await loadAtividade(c, id, user, 'manage');
      await c.query('DELETE FROM classroom.atividades WHERE id = $1', [id]);
      return atividade.proposta_tematica_id;
    });
    if (linked) await remote.linkProposals([{ atividadeId: id, propostaId: null }], user.id);
    res.json(ok({ id }, ACTIVITY_MESSAGES.deleted));
  });

  // The submissions list, their zip and the class diagnosis are served by the essay service, which owns the essays
  // (it asks /internal/atividades/:id/gestao here whether the caller manages the room). The review below stays until
  // it moves there too.

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
