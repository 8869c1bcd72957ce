import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import {
  correctionJobId,
  ESSAY_FILE_MAX_BYTES,
  ESSAY_MESSAGES,
  essayTitle,
  HISTORY_PAGE_SIZE,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MESSAGE,
  ok,
  SHARE_LINK_HOURS,
  SHARE_MESSAGES,
  shareSchema,
  type RunningPhase,
  type Sheet,
  withoutStruckFindings,
} from '@argumenta/contracts';
import {
  AppError,
  authOf,
  badRequest,
  currentRequestId,
  keepForUser,
  parseId,
  parseOrThrow,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import {
  feedbackView,
  getCorrection,
  getEssay,
  getEssayStatus,
  gradeInForce,
  iso,
  listEssays,
  loadOwnEssay,
  loadReadableEssay,
  officialGradeOf,
  readerRole,
  type EssayRow,
} from '../domain/essays.js';
import { renderReport } from '../domain/pdf.js';
import { analysisOf, reportMarks } from '../domain/marks.js';
import { hiddenFindingKeys } from '../domain/rule-switch.js';
import { submitEssay, type EnqueueCorrection } from '../domain/submit.js';
import { compareWithPrevious } from '../domain/versions.js';
import { assertGradeVisible } from '../domain/review.js';
import {
  createShareLink,
  deleteEssay,
  findShareLink,
  latestCompletedCorrection,
  revokeShareLinks,
  toggleFavorite,
  writingProcessOf,
  type ClassroomPort,
  type CreditsPort,
  type ProposalsPort,
  type UsersPort,
  getTranscription,
  transcriptionPhoto,
} from '@argumenta/essay-domain';

export type EssayRouteDeps = {
  pool: Pool;
  logger: Logger;
  credits: CreditsPort;
  classroom: ClassroomPort;
  users: UsersPort;
  proposals?: ProposalsPort;
  enqueue: EnqueueCorrection;
  /** Rejects when the correction queue cannot take a job now (submissions are then refused before any write). */
  queueReady?: () => Promise<unknown>;
  publicUrl: string;
  allowDeleteActivityEssays: boolean;
  /** While a correction waits: its place in the queue and the estimated wait. */
  queueWait?: (jobId: string) => Promise<{ posicao_fila: number | null; espera_estimada_s: number | null }>;
  /** While a correction runs: the last phase its worker published (phases are written to Redis only). */
  runningPhase?: (jobId: string) => Promise<RunningPhase | null>;
};

const essayId = (raw: unknown) => parseId(raw, ESSAY_MESSAGES.invalidId);
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: ESSAY_FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 200_000 },
});

/** Responses that must never be cached (feedback changes when a re-correction lands). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set({ 'Cache-Control': 'no-store, no-cache, must-revalidate', Pragma: 'no-cache', Expires: '0' });
  next();
};

export function essayRoutes(deps: EssayRouteDeps, requireAuth: RequestHandler): Router {
  const { pool } = deps;
  const r = Router();

  r.post('/redacoes/submeter', requireAuth, upload.single('arquivo'), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    // The Idempotency-Key header (a queued offline submission's retries) is the same key as the chave_idempotencia field.
    const header = req.get('Idempotency-Key')?.trim();
    if (header && header.length > IDEMPOTENCY_KEY_MAX) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
    const result = await submitEssay(
      deps,
      authOf(req),
      {
        ...body,
        chave_idempotencia: body.chave_idempotencia || header || undefined,
        arquivo: req.file ? { buffer: req.file.buffer, originalname: req.file.originalname } : undefined,
      },
      currentRequestId(),
    );
    // A manual activity's essay is stored and done (201); an AI correction is accepted for processing (202).
    if (result.manual) res.status(201).json(ok(result, ESSAY_MESSAGES.sentToTeacher));
    else
      res
        .status(202)
        .json(
          ok(result, result.reutilizada ? 'Esta redação já está sendo corrigida.' : 'Redação enviada para correção.'),
        );
  });

  const list =
    (onlyFavorites: boolean): RequestHandler =>
    async (req, res) => {
      const page = Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1);
      const limit = Math.min(
        50,
        Math.max(1, Number.parseInt(String(req.query.limit ?? HISTORY_PAGE_SIZE), 10) || HISTORY_PAGE_SIZE),
      );
      const busca = String(req.query.busca ?? '')
        .trim()
        .slice(0, 200);
      const { redacoes, total } = await listEssays(pool, { userId: authOf(req).id, page, limit, busca, onlyFavorites });
      keepForUser(res);
      res.json(
        ok({
          redacoes,
          paginacao: { total, total_paginas: Math.max(1, Math.ceil(total / limit)), pagina: page, limite: limit },
        }),
      );
    };
  r.get('/redacoes', requireAuth, list(false));
  r.get('/redacoes/favoritas', requireAuth, list(true));

  r.get('/redacoes/:id', requireAuth, async (req, res) => {
    const { essay } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    const correction = await getCorrection(pool, essay.correcao_atual_id);
    res.json(ok(essayView(essay, correction?.nota_geral_enem ?? null)));
  });

  r.get('/redacoes/:id/status', requireAuth, noStore, async (req, res) => {
    const essay = await getEssayStatus(pool, essayId(req.params.id));
    const role = await readerRole(deps.classroom, authOf(req), essay);
    const e = essay!;
    // A grade held for the teacher is not the student's yet.
    const held = e.status === 'em_revisao';
    const waiting = e.c_id && e.c_status === 'pendente' && deps.queueWait;
    const running =
      e.c_id && e.c_status === 'processando' && deps.runningPhase
        ? await deps.runningPhase(correctionJobId(e.c_id)).catch(() => null)
        : null;
    // The owner's own essay, unless its place in the queue or its running phase is shown (those move without a change
    // of theirs that the read cache hears of).
    if (role === 'owner' && !waiting && e.c_status !== 'processando') keepForUser(res);
    res.json(
      ok({
        redacao_id: e.id,
        correcao_id: e.c_id,
        job_id: e.c_id ? correctionJobId(e.c_id) : null,
        status: held ? e.status : (e.c_status ?? e.status),
        progresso: e.c_id ? (running ?? e.progresso) : null,
        erro: e.c_id ? e.erro : null,
        nota_geral_enem: held && role === 'owner' ? null : e.nota_geral_enem,
        ...(waiting ? await deps.queueWait!(correctionJobId(e.c_id!)) : {}),
      }),
    );
  });

  // How the text came to be (issue 50): its author, the teachers of its activity, admins — never other students.
  r.get('/redacoes/:id/processo', requireAuth, noStore, async (req, res) => {
    const { essay } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    res.json(ok({ processo: await writingProcessOf(pool, essay.id) }));
  });

  // A rewrite against the version it rewrites (texts, competency moves, the chain of versions).
  r.get('/redacoes/:id/comparacao', requireAuth, noStore, async (req, res) => {
    res.json(ok(await compareWithPrevious(pool, deps.classroom, authOf(req), essayId(req.params.id))));
  });

  r.put('/redacoes/:id/favorito', requireAuth, async (req, res) => {
    const essay = await loadOwnEssay(pool, authOf(req), essayId(req.params.id));
    const favorita = await toggleFavorite(pool, essay.id);
    res.json(ok({ favorita }, favorita ? 'Adicionada aos favoritos' : 'Removida dos favoritos'));
  });

  r.delete('/redacoes/:id', requireAuth, async (req, res) => {
    const essay = await loadOwnEssay(pool, authOf(req), essayId(req.params.id));
    if (essay.atividade_id && !deps.allowDeleteActivityEssays)
      throw new AppError('forbidden', 'Redações entregues em atividades não podem ser excluídas.');
    if (essay.status === 'processando' || essay.status === 'pendente')
      throw new AppError('conflict', 'Aguarde a correção terminar para excluir esta redação.');
    await deleteEssay(pool, essay.id);
    res.json(ok({ id: essay.id }, 'Redação excluída com sucesso'));
  });

  r.get('/redacoes/:id/feedback', requireAuth, noStore, async (req, res) => {
    const { essay, role } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    assertGradeVisible(essay, role);
    const correction = await completedCorrection(pool, essay);
    res.json(ok(feedbackView(essay, correction)));
  });

  // Teacher view / submission feedback: essay, both grades, student and activity.
  r.get('/redacoes/:id/submission-feedback', requireAuth, noStore, async (req, res) => {
    const { essay } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    const correction = await getCorrection(pool, essay.correcao_atual_id);
    const [student] = await deps.users.users([essay.usuario_id]).catch(() => []);
    const [activity] = essay.atividade_id ? await deps.classroom.activities([essay.atividade_id]).catch(() => []) : [];
    res.json(
      ok({
        ...(correction ? feedbackView(essay, correction) : { redacao: essayView(essay, null), correcao: null }),
        redacao_detalhes: essayView(essay, correction?.nota_geral_enem ?? null),
        estudante: student ? { id: student.id, nome: student.nome, email: student.email } : null,
        atividade: activity
          ? { id: activity.id, titulo: activity.titulo, sala_id: activity.sala_id, sala_nome: activity.sala_nome }
          : null,
        revisao: {
          nota_professor: essay.nota_professor,
          notas_professor: essay.notas_professor ?? null,
          comentario_professor: essay.comentario_professor,
          data_revisao: iso(essay.data_revisao),
          revisado: essay.nota_professor !== null,
        },
        texto_ocr: essay.texto_ocr,
        // Issue 49: a photo essay's page as the analysis read it (the photo itself: GET /redacoes/:id/foto).
        foto: await photoSummary(pool, essay),
        // Held for the room's teacher (teacher as third rater): why, until the teacher releases the grade.
        revisao_pendente: essay.status === 'em_revisao' ? { motivo: essay.motivo_revisao } : null,
      }),
    );
  });

  // Issue 49: the photo an essay was typed or transcribed from, its ground truth, for whoever may read the essay.
  r.get('/redacoes/:id/foto', requireAuth, async (req, res) => {
    const { essay } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    const photo = essay.transcricao_id ? await transcriptionPhoto(pool, essay.transcricao_id) : undefined;
    if (!photo) throw new AppError('not_found', 'Esta redação não foi enviada por foto.');
    res.set({ 'Content-Type': photo.mime, 'Cache-Control': 'private, max-age=3600' }).send(photo.conteudo);
  });

  const pdf =
    (disposition: 'inline' | 'attachment', filename: (essay: EssayRow, student?: string) => string): RequestHandler =>
    async (req, res) => {
      const { essay, role } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
      assertGradeVisible(essay, role);
      const correction = await completedCorrection(pool, essay);
      const [student] = await deps.users.users([essay.usuario_id]).catch(() => []);
      const shown = gradeInForce(essay, correction);
      const hidden = await hiddenFindingKeys(pool, deps.users, essay, correction.id, analysisOf(shown.analise));
      const bytes = await renderReport({
        titulo: essayTitle(essay),
        texto: essay.texto_original,
        dataCorrecao: correction.data_correcao,
        nota: shown.nota ?? 0,
        analise: withoutStruckFindings(shown.analise, hidden),
        oficial: shown.oficial,
        estudante: student ?? null,
        revisao: essay,
        marcacoes: await reportMarks(deps, essay).catch(() => []),
      });
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.length),
        'Content-Disposition': `${disposition}; filename="${filename(essay, student?.nome)}"`,
        'Cache-Control': 'no-store',
      });
      res.send(bytes);
    };
  r.get(
    '/redacoes/:id/pdf',
    requireAuth,
    pdf('inline', (e) => `redacao-${e.id}.pdf`),
  );
  r.get(
    '/redacoes/:id/exportar',
    requireAuth,
    pdf('attachment', (e) => `redacao-${e.id}.pdf`),
  );
  r.get(
    '/redacoes/:id/download',
    requireAuth,
    pdf('attachment', (e, nome) => `redacao_${slug(nome ?? `estudante-${e.usuario_id}`)}.pdf`),
  );

  // The owner, the activity's teacher (teacher view) or an admin may share a read-only link, and revoke them all.
  r.put('/redacoes/:id/compartilhar', requireAuth, async (req, res) => {
    const input = parseOrThrow(shareSchema, req.body ?? {});
    const { essay, role } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    assertGradeVisible(essay, role);
    // An erased essay (its author's account deleted, or the school's retention) has nothing left to show anyone.
    if (isErased(essay)) throw new AppError('gone', SHARE_MESSAGES.erased);
    await completedCorrection(pool, essay);
    const hours = input.tempo_expiracao ?? SHARE_LINK_HOURS;
    const permitir = input.permitir_download !== false;
    const token = randomBytes(24).toString('base64url');
    const expira = await createShareLink(pool, { token, redacaoId: essay.id, permitirDownload: permitir, hours });
    res.json(
      ok(
        {
          url_compartilhamento: `${deps.publicUrl.replace(/\/$/, '')}/compartilhado/${token}`,
          token,
          expira_em: iso(expira),
          permitir_download: permitir,
        },
        'Link de compartilhamento criado!',
      ),
    );
  });

  r.delete('/redacoes/:id/compartilhar', requireAuth, async (req, res) => {
    const { essay } = await loadReadableEssay(pool, deps.classroom, authOf(req), essayId(req.params.id));
    res.json(ok({ revogados: await revokeShareLinks(pool, essay.id) }, SHARE_MESSAGES.revoked));
  });

  return r;
}

/** Contents erased (account deletion, retention: erasure.ts): the row keeps its grades, without title or text. */
const isErased = (essay: Pick<EssayRow, 'texto_original' | 'titulo'>) => !essay.texto_original && !essay.titulo;

/** Public, read-only: the feedback behind a share link; 410 once expired. */
export function shareRoutes(pool: Pool, users: UsersPort): Router {
  const r = Router();
  r.get('/compartilhado/:token', noStore, async (req, res) => {
    const token = String(req.params.token);
    if (!/^[\w-]{10,100}$/.test(token)) throw new AppError('not_found', 'Link de compartilhamento não encontrado');
    const link = await findShareLink(pool, token);
    if (!link) throw new AppError('not_found', 'Link de compartilhamento não encontrado');
    if (link.expira_em.getTime() < Date.now()) throw new AppError('gone', 'Este link de compartilhamento expirou.');
    const essay = await getEssay(pool, link.redacao_id);
    if (!essay || isErased(essay)) throw new AppError('not_found', 'Link de compartilhamento não encontrado');
    const correction = await completedCorrection(pool, essay);
    // What a teacher struck out of the engine's findings (or the school switched off) is not shown to whoever holds the link.
    const view = feedbackView(essay, correction);
    const struck = await hiddenFindingKeys(
      pool,
      users,
      essay,
      correction.id,
      analysisOf(view.correcao.analise_detalhada),
    );
    res.json(
      ok({
        ...view,
        correcao: {
          ...view.correcao,
          analise_detalhada: withoutStruckFindings(view.correcao.analise_detalhada, struck),
        },
        expira_em: iso(link.expira_em),
        permitir_download: link.permitir_download,
      }),
    );
  });
  return r;
}

async function completedCorrection(pool: Pool, essay: EssayRow) {
  // The latest *completed* correction: while a re-correction runs, the previous feedback stays readable.
  const c = await latestCompletedCorrection(pool, essay.id);
  if (!c) throw new AppError('not_found', 'Esta redação ainda não tem uma correção concluída.');
  return c as Awaited<ReturnType<typeof getCorrection>> & object;
}

/** An essay's fields; `nota_geral_enem` is the official grade (the AI's `aiTotal` while none is decided). */
function essayView(essay: EssayRow, aiTotal: number | null) {
  return {
    id: essay.id,
    usuario_id: essay.usuario_id,
    titulo: essay.titulo,
    texto_original: essay.texto_original,
    texto_ocr: essay.texto_ocr,
    linhas_escritas: essay.linhas_escritas ?? null,
    tipo_envio: essay.tipo_envio,
    atividade_id: essay.atividade_id,
    proposta_tematica_id: essay.proposta_tematica_id,
    status: essay.status,
    status_entrega: essay.status_entrega,
    is_favorita: essay.is_favorita,
    nota_geral_enem: essay.nota_oficial ?? aiTotal,
    data_envio: iso(essay.data_envio),
    versao_anterior_id: essay.versao_anterior_id,
    ...officialGradeOf(essay, aiTotal),
  };
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'estudante';

/** A photo essay's sheet (lines, count, ENEM rule) and whether the recognizer could read it; null: not a photo. */
async function photoSummary(pool: Pool, essay: EssayRow) {
  if (!essay.transcricao_id) return null;
  const t = await getTranscription(pool, essay.transcricao_id);
  const r = (t?.resultado ?? null) as { legivel?: boolean; folha?: Sheet } | null;
  return { transcricao_id: essay.transcricao_id, legivel: r?.legivel ?? null, folha: r?.folha ?? null };
}
