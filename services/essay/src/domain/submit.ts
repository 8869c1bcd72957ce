import { randomUUID } from 'node:crypto';
import {
  correctionJobId,
  ESSAY_MAX_CHARS,
  ESSAY_MESSAGES,
  ESSAY_MIN_CHARS,
  REWRITE_MESSAGES,
  SUBMISSION_TYPES,
  submittedDraftKeySchema,
  WRITING_PROCESS_MAX_BYTES,
  writingProcessSchema,
  type AuthUser,
  type CorrectionActivity,
  type SubmissionType,
} from '@argumenta/contracts';
import {
  AppError,
  badRequest,
  detectFileType,
  parseId,
  PG_UNIQUE_VIOLATION,
  QUEUE_RETRY_AFTER_SECONDS,
  safeFileName,
  withTransaction,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import {
  correctionActivityOf,
  dropSentDraftHistory,
  essayByIdempotencyKey,
  getEssay,
  getTranscription,
  lockEssay,
  pendingCorrectionOf,
  refundEventually,
  resendEssay,
  undecided,
  type ActivityContext,
  type ClassroomPort,
  type CreditsPort,
  type Db,
  type ProposalsPort,
} from '@argumenta/essay-domain';
import { insertNewEssay } from './new-essays.js';

export type SubmitInput = {
  titulo?: string;
  texto?: string;
  tipo_envio?: string;
  atividade_id?: string;
  proposta_tematica_id?: string;
  id?: string;
  texto_ocr?: string;
  transcricao_id?: string;
  chave_idempotencia?: string;
  /** The key of the draft the text was written in: marked sent in the statement that stores the essay. */
  rascunho_chave?: string;
  /** The writing-process record (JSON of a WritingProcess): kept with the essay; a bad one is dropped, never refused. */
  processo?: string;
  /** A new version of the student's own corrected essay (graded blind: the engine never reads the earlier one). */
  versao_anterior_id?: string;
  arquivo?: { buffer: Buffer; originalname: string };
};

/**
 * `manual`: handed in to an activity its teacher corrects (tipo_correcao manual): stored with status
 * aguardando_professor, no correction row, no job, no credit (correcao_id and job_id are null).
 */
export type SubmitResult = {
  redacao_id: number;
  correcao_id: number | null;
  job_id: string | null;
  status: string;
  reutilizada: boolean;
  manual: boolean;
  creditos_disponiveis?: number;
};

export type EnqueueCorrection = (job: {
  correcaoId: number;
  redacaoId: number;
  usuarioId: number;
  requestId?: string;
  atividade?: CorrectionActivity;
}) => Promise<string>;

const optionalId = (raw: string | undefined, message: string): number | null => {
  if (raw === undefined || raw === null || String(raw).trim() === '' || raw === 'null' || raw === 'undefined')
    return null;
  return parseId(String(raw).trim(), message);
};

const draftKeyOf = (raw: string | undefined): string | null => {
  if (raw === undefined || raw === null || String(raw).trim() === '') return null;
  const parsed = submittedDraftKeySchema.safeParse(String(raw).trim());
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
};

/** The submission's writing-process record, checked; anything else is logged and dropped (the essay is still taken). */
function processRecordOf(raw: string | undefined, logger: Logger): string | null {
  if (!raw || !String(raw).trim()) return null;
  let why = 'grande demais';
  if (raw.length <= WRITING_PROCESS_MAX_BYTES) {
    try {
      const parsed = writingProcessSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return JSON.stringify(parsed.data);
      why = parsed.error.issues[0]?.message ?? 'inválido';
    } catch {
      why = 'JSON inválido';
    }
  }
  logger.warn({ why }, 'registro do processo de escrita descartado');
  return null;
}

/** Spec 5, Essay text: empty, under 500, over 4000 characters. */
export function validateEssayText(texto: string | undefined): string {
  const text = (texto ?? '').replace(/\r\n/g, '\n');
  if (!text.trim()) throw badRequest(ESSAY_MESSAGES.empty, { texto: ESSAY_MESSAGES.empty });
  const length = text.trim().length;
  if (length < ESSAY_MIN_CHARS) throw badRequest(ESSAY_MESSAGES.tooShort, { texto: ESSAY_MESSAGES.tooShort });
  if (length > ESSAY_MAX_CHARS) throw badRequest(ESSAY_MESSAGES.tooLong, { texto: ESSAY_MESSAGES.tooLong });
  return text.trim();
}

function validateFile(tipo: SubmissionType, arquivo: SubmitInput['arquivo']): { mime: string } | null {
  if (!arquivo) return null;
  if (arquivo.buffer.length === 0) throw badRequest('O arquivo enviado está vazio');
  const type = detectFileType(arquivo.buffer);
  if (tipo === 'pdf' && type?.format !== 'pdf')
    throw new AppError('unsupported_media_type', 'Envie apenas arquivos PDF');
  if (tipo === 'imagem' && (!type || type.format === 'pdf'))
    throw new AppError('unsupported_media_type', 'Formato de imagem não suportado. Use JPG, PNG, GIF ou WEBP');
  if (tipo === 'texto') return null; // a stray file on the text tab is ignored
  return { mime: type!.mime };
}

/**
 * Stores an essay (or a re-correction of one) and queues its correction. One credit is reserved
 * inside the same transaction that writes the rows: no credit → nothing stored; the commit fails
 * → the reservation is refunded. A double click on a re-correction finds the pending correction
 * and returns it, so one job and one charge.
 */
export async function submitEssay(
  deps: {
    pool: Pool;
    credits: CreditsPort;
    classroom: ClassroomPort;
    enqueue: EnqueueCorrection;
    queueReady?: () => Promise<unknown>;
    logger: Logger;
    proposals?: ProposalsPort;
  },
  user: AuthUser,
  input: SubmitInput,
  requestId?: string,
): Promise<SubmitResult> {
  const tipo = (input.tipo_envio?.trim() || 'texto') as SubmissionType;
  if (!SUBMISSION_TYPES.includes(tipo)) throw badRequest('Tipo de envio inválido (use texto, pdf ou imagem)');
  const redacaoId = optionalId(input.id, ESSAY_MESSAGES.invalidId);
  let atividadeId = optionalId(input.atividade_id, 'ID da atividade inválido');
  // The proposal the caller named (before an existing essay or the activity fills it in).
  const chosen = optionalId(input.proposta_tematica_id, 'ID da proposta inválido');
  let propostaId = chosen;
  const transcricaoId = optionalId(input.transcricao_id, 'ID da transcrição inválido');
  const rascunhoChave = redacaoId ? null : draftKeyOf(input.rascunho_chave);
  const versaoAnteriorId = redacaoId ? null : optionalId(input.versao_anterior_id, REWRITE_MESSAGES.invalid);
  if (versaoAnteriorId) {
    const previous = await getEssay(deps.pool, versaoAnteriorId);
    if (!previous || previous.usuario_id !== user.id) throw new AppError('not_found', REWRITE_MESSAGES.notFound);
    if (previous.status !== 'concluida' && previous.status !== 'corrigida_professor')
      throw new AppError('unprocessable', REWRITE_MESSAGES.notCorrected);
    // Same theme as the version it rewrites, unless the student picks another.
    propostaId ??= previous.proposta_tematica_id;
  }

  // The activity is asked of the classroom once per submission (and carried to the worker in the job).
  const contexts = new Map<number, Promise<ActivityContext | null>>();
  const activityContext = (id: number) => {
    if (!contexts.has(id)) contexts.set(id, deps.classroom.activityContext(id, user.id));
    return contexts.get(id)!;
  };
  let existing: Awaited<ReturnType<typeof getEssay>>;
  // The teacher of the activity's room (or an admin) may re-run the AI correction of a student's
  // submission (the submissions page's "Corrigir"): the student's text stays as sent, the credit is theirs.
  let correctingForStudent = false;
  if (redacaoId) {
    existing = await getEssay(deps.pool, redacaoId);
    if (existing && existing.usuario_id !== user.id) {
      const teacher =
        existing.atividade_id !== null &&
        (user.tipo === 'admin' ||
          (user.tipo === 'professor' && Boolean((await activityContext(existing.atividade_id))?.professor)));
      if (!teacher) existing = undefined;
      correctingForStudent = teacher;
    }
    if (!existing) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
    atividadeId ??= existing.atividade_id;
    propostaId ??= existing.proposta_tematica_id;
  }
  const texto = correctingForStudent ? existing!.texto_original : validateEssayText(input.texto);
  const file = correctingForStudent ? null : validateFile(tipo, input.arquivo);
  const titulo = correctingForStudent ? '' : (input.titulo ?? '').trim().slice(0, 200);

  // A proposal the student picks must be one they may see (the one an activity names was chosen by its teacher).
  if (chosen && deps.proposals && !correctingForStudent && chosen !== existing?.proposta_tematica_id) {
    const allowed = await deps.proposals.canUse(chosen, user).catch((err: unknown) => {
      if ((err as { code?: string }).code === 'not_found') return false;
      // Proposal service away: the proposal only adds context, so accept rather than block the essay.
      deps.logger.warn({ err: (err as Error).message, chosen }, 'acesso à proposta não verificado');
      return true;
    });
    if (!allowed) throw new AppError('not_found', 'Proposta temática não encontrada');
  }

  let statusEntrega: 'no_prazo' | 'late' | null = null;
  // An activity corrected by its teacher: the student's essay is stored for the teacher, not sent to the AI and
  // not charged. Only the teacher's own "Corrigir" (correctingForStudent) runs the AI on it, paid by the teacher.
  let manual = false;
  let atividade: CorrectionActivity | undefined;
  if (atividadeId) {
    const ctx = await activityContext(atividadeId);
    if (!ctx || !(ctx.membro || ctx.professor || user.tipo === 'admin'))
      throw new AppError('not_found', 'Atividade não encontrada');
    const late = ctx.atividade.data_limite !== null && new Date(ctx.atividade.data_limite).getTime() < Date.now();
    if (late && !ctx.atividade.aceita_entregas_atrasadas && !correctingForStudent)
      throw new AppError(
        'unprocessable',
        'O prazo de entrega desta atividade terminou e ela não aceita entregas atrasadas.',
      );
    statusEntrega = late ? 'late' : 'no_prazo';
    // The activity's proposal is the essay's (the student's editor shows it locked): another one chosen is ignored.
    propostaId = ctx.atividade.proposta_tematica_id ?? propostaId;
    manual = ctx.atividade.tipo_correcao === 'manual' && !correctingForStudent;
    atividade = correctionActivityOf(ctx);
  }

  // The queue is asked first: while Redis is away the submission is refused before anything is written or charged
  // (Redis restarted under a burst: scripts/test/faults/infra.test.ts).
  if (!manual && deps.queueReady) {
    await deps.queueReady().catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message }, 'fila de correção indisponível: envio recusado');
      throw new AppError('service_unavailable', QUEUE_UNAVAILABLE_MESSAGE, undefined, {
        retryAfterSeconds: QUEUE_RETRY_AFTER_SECONDS,
      });
    });
  }

  // What would make this submission a repeat (a double click on a re-correction, a resent idempotency key) is looked
  // for before any credit is reserved, and again inside the transaction against a concurrent twin.
  const repeat = async (db: Db) => {
    if (existing) {
      const pending = await pendingCorrectionOf(db, existing.id);
      return pending
        ? {
            redacao_id: existing.id,
            correcao_id: pending.id,
            job_id: correctionJobId(pending.id),
            status: pending.status,
            reutilizada: true,
            manual: false,
          }
        : null;
    }
    if (!input.chave_idempotencia) return null;
    const d = await essayByIdempotencyKey(db, user.id, input.chave_idempotencia);
    return d
      ? {
          redacao_id: d.id,
          correcao_id: d.correcao_atual_id,
          job_id: d.correcao_atual_id ? correctionJobId(d.correcao_atual_id) : null,
          status: d.status,
          reutilizada: true,
          manual: d.status === 'aguardando_professor',
        }
      : null;
  };
  const earlier = await repeat(deps.pool);
  if (earlier) return earlier;

  let ocrText: string | null = input.texto_ocr ?? null;
  if (transcricaoId && !existing) {
    // The OCR text is taken from our own record, not from the client, so it can be trusted.
    const t = await getTranscription(deps.pool, transcricaoId);
    if (!t || t.usuario_id !== user.id) throw badRequest('Transcrição não encontrada');
    ocrText = recognizerReading(t.resultado as TranscriptionReading | null) ?? ocrText;
  }

  // The credit is reserved before the transaction, so no database connection is held while the auth service answers
  // (a burst queued on the pool's 10 connections behind the reservations); no credit → nothing is written. Anything
  // that then fails, or a concurrent twin found inside the transaction, gives the credit back.
  // An activity essay's correction is paid by the school's pool first (issue 16), then by the payer.
  let reservedRef: string | null = null;
  let credit: { creditos_disponiveis: number } | undefined;
  const ref = `correcao-${randomUUID()}`;
  try {
    if (!manual) {
      const motivo = existing ? `Correção da redação ${existing.id}` : 'Correção de redação';
      credit = await deps.credits
        .reserve(user.id, ref, motivo, { schoolPool: atividadeId != null })
        .catch((err: unknown) => {
          // Undecided (auth or its database went away mid-call): the reservation may have been written; give it back.
          if (undecided(err)) void refundEventually(deps.credits, ref, deps.logger);
          throw err;
        });
      reservedRef = ref;
    }
    const result: SubmitResult = existing
      ? await withTransaction(deps.pool, async (c) => {
          const current = await lockEssay(c, existing.id);
          if (!current) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
          const twin = await repeat(c);
          if (twin) return twin;
          const correcaoId = await resendEssay(c, current, {
            titulo,
            texto,
            tipo: correctingForStudent ? current.tipo_envio : tipo,
            propostaId,
            textoOcr: correctingForStudent ? null : (input.texto_ocr ?? null),
            manual,
            ref,
          });
          return correcaoId === null ? manualResult(current.id) : pendingResult(current.id, correcaoId, credit);
        })
      : await insertNewEssay(deps.pool, {
          usuarioId: user.id,
          titulo,
          texto,
          ocrText,
          transcricaoId,
          tipo,
          file:
            file && input.arquivo
              ? {
                  nome: safeFileName(input.arquivo.originalname, 'redacao'),
                  mime: file.mime,
                  conteudo: input.arquivo.buffer,
                }
              : null,
          atividadeId,
          propostaId,
          statusEntrega,
          chave: input.chave_idempotencia ?? null,
          rascunhoChave,
          processo: redacaoId ? null : processRecordOf(input.processo, deps.logger),
          manual,
          versaoAnteriorId,
          ref,
        }).then(
          (ids) =>
            ids.correcao_id === null
              ? manualResult(ids.redacao_id)
              : pendingResult(ids.redacao_id, ids.correcao_id, credit),
          async (err: unknown) => {
            // A concurrent twin with the same idempotency key was stored first: this submission is that one.
            const twin = (err as { code?: string }).code === PG_UNIQUE_VIOLATION ? await repeat(deps.pool) : null;
            if (!twin) throw err;
            return twin;
          },
        );
    if (rascunhoChave && !result.reutilizada)
      await dropSentDraftHistory(deps.pool, user.id, rascunhoChave).catch((err: unknown) =>
        deps.logger.warn({ err: (err as Error).message }, 'histórico do rascunho enviado não apagado'),
      );
    if (result.reutilizada && reservedRef) {
      // A concurrent twin won: this submission is that one, and its own reservation is given back.
      await refundEventually(deps.credits, reservedRef, deps.logger);
      reservedRef = null;
    }
    if (!result.reutilizada && !result.manual)
      await enqueueOrLeaveToReconciler(
        deps,
        { ...result, correcao_id: result.correcao_id!, atividade },
        user,
        requestId,
      );
    // Best-effort, after the commit: a proposal service that is down never fails a submission.
    if (!result.reutilizada && propostaId && deps.proposals) {
      await deps.proposals
        .recordUse(propostaId, { origem: 'redacao', referencia_id: result.redacao_id, usuario_id: user.id })
        .catch((err: unknown) =>
          deps.logger.warn({ err: (err as Error).message, propostaId }, 'uso da proposta não registrado'),
        );
    }
    return result;
  } catch (err) {
    // The transaction failed after the credit was reserved: give it back.
    if (reservedRef) await refundEventually(deps.credits, reservedRef, deps.logger);
    throw err;
  }
}

/** A manual activity's essay: stored for the teacher, no correction queued. */
const manualResult = (redacaoId: number): SubmitResult => ({
  redacao_id: redacaoId,
  correcao_id: null,
  job_id: null,
  status: 'aguardando_professor',
  reutilizada: false,
  manual: true,
});

const pendingResult = (
  redacaoId: number,
  correcaoId: number,
  credit: { creditos_disponiveis: number } | undefined,
): SubmitResult => ({
  redacao_id: redacaoId,
  correcao_id: correcaoId,
  job_id: correctionJobId(correcaoId),
  status: 'pendente',
  reutilizada: false,
  manual: false,
  creditos_disponiveis: credit?.creditos_disponiveis,
});

export const QUEUE_UNAVAILABLE_MESSAGE =
  'Fila de correção indisponível no momento: sua redação não foi enviada e nenhum crédito foi usado. Tente novamente em instantes.';

/**
 * After the commit the essay is accepted: PostgreSQL holds it and its reserved credit. If Redis went away in the
 * instant since the queue was asked, the job is left to the reconciler (it enqueues pending rows whose job is missing,
 * at once when the queue connection comes back), so the essay is still corrected once and charged once — instead of
 * a failed essay and a refund for a submission the student was told was refused.
 */
async function enqueueOrLeaveToReconciler(
  deps: { enqueue: EnqueueCorrection; logger: Logger },
  r: { redacao_id: number; correcao_id: number; atividade?: CorrectionActivity },
  user: AuthUser,
  requestId?: string,
) {
  try {
    await deps.enqueue({
      correcaoId: r.correcao_id,
      redacaoId: r.redacao_id,
      usuarioId: user.id,
      requestId,
      ...(r.atividade ? { atividade: r.atividade } : {}),
    });
  } catch (err) {
    deps.logger.warn(
      { err: (err as Error).message, correcaoId: r.correcao_id },
      'correção aceita sem tarefa na fila: o reconciliador a enfileira quando a fila voltar',
    );
  }
}

type TranscriptionReading = {
  texto?: string;
  legivel?: boolean;
  folha?: { linhas?: { texto: string; confiavel: boolean }[] };
};

/**
 * What the recognizer read, for the teacher's "what the student changed" diff. A legible page: its text. An unreadable
 * one (issue 49): only the lines it read confidently — what the typing screen pre-filled — one per line; none: null
 * (the whole text was typed by the student looking at the photo).
 */
export function recognizerReading(r: TranscriptionReading | null): string | null {
  if (!r) return null;
  if (r.legivel !== false) return r.texto ?? null;
  const lines = (r.folha?.linhas ?? []).filter((l) => l.confiavel && l.texto).map((l) => l.texto);
  return lines.length ? lines.join('\n') : null;
}
