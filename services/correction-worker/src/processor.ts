import type { Job } from 'bullmq';
import {
  analysisSchema,
  totalScore,
  type Analysis,
  type CorrectionEngine,
  type CorrectionInput,
  type CorrectionActivity,
  type CorrectionJob,
  type CorrectionJobResult,
  type CorrectionProgress,
  type JobFailure,
  type PropostaInterna,
  reviewHoldReason,
} from '@argumenta/contracts';
import {
  completeCorrection,
  failCorrection,
  loadCorrectionJob,
  requeueCorrection,
  retryCorrectionLater,
  startCorrectionAttempt,
  correctionActivityOf,
  type ClassroomPort,
  type CorrectionJobRow,
  type NotifyPort,
} from '@argumenta/essay-domain';
import {
  failJob,
  jobMetrics,
  publishProgress,
  withTransaction,
  type InternalClient,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import { EngineError, FAILURE_MESSAGES } from './engines/errors.js';
import type { createRateLimitBackoff } from './rate-limit.js';
import { recordIntegrity } from './integrity.js';
import type { ReferencesSource } from './references.js';

export type CreditsPort = { confirm(ref: string): Promise<unknown>; refund(ref: string): Promise<unknown> };

export type ProcessorDeps = {
  pool: Pool;
  engine: CorrectionEngine;
  /** Provider rate limits pause the queue instead of failing the job (OpenAI-compatible engine). */
  rateLimit?: ReturnType<typeof createRateLimitBackoff>;
  credits: CreditsPort;
  classroom: Pick<ClassroomPort, 'activityContext'>;
  proposals?: InternalClient;
  /** The proposal's graded references (issue 11); without it, no calibration. */
  references?: ReferencesSource;
  logger: Logger;
  /** Tells the student the AI decided their appeal (issue 46). */
  notify?: NotifyPort;
};

const CORRECTION_DONE: CorrectionProgress = { phase: 'feedback', percent: 100, message: 'Correção concluída!' };

const metrics = jobMetrics({
  total: 'corrections_total',
  duration: 'correction_duration_seconds',
  what: 'correction',
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
});

export type Loaded = CorrectionJobRow;

/**
 * One correction job. The job carries ids only; PostgreSQL is the truth, so a retried or duplicated
 * job finds a finished correction and only re-confirms its credit (idempotent). The credit is refunded
 * and the essay marked failed only on the final attempt.
 */
export async function processCorrection(
  job: Job,
  data: CorrectionJob,
  deps: ProcessorDeps,
  signal?: AbortSignal,
): Promise<CorrectionJobResult> {
  const { correcaoId, redacaoId, usuarioId } = data;
  const log = deps.logger.child({ jobId: job.id, correcaoId, requestId: data.requestId });

  const row = await loadCorrectionJob(deps.pool, correcaoId);
  if (!row)
    return failJob(
      job,
      { code: 'not_found', message: FAILURE_MESSAGES.notFound, retryable: false },
      { log, what: 'correção', final: async () => undefined },
    );
  const result: CorrectionJobResult = {
    usuarioId,
    redacaoId,
    correcaoId,
    nota_geral_enem: row.nota_geral_enem ?? 0,
    ...(data.lote ? { lote: data.lote } : {}),
  };
  // Finished already (a duplicate of the job): a correction only re-confirms its credit (idempotent); a failure was
  // refunded by the copy that failed it, and this copy fails too, with its reason, without touching the row.
  const settled = async (read?: Loaded): Promise<CorrectionJobResult> => {
    const now = read ?? (await loadCorrectionJob(deps.pool, correcaoId));
    if (now?.status === 'falhou') {
      const failure = now.erro ?? { code: 'internal', message: FAILURE_MESSAGES.internal, retryable: false };
      return failJob(job, { ...failure, retryable: false }, { log, what: 'correção', final: async () => undefined });
    }
    await deps.credits.confirm(row.referencia_credito);
    return { ...result, nota_geral_enem: now?.nota_geral_enem ?? 0 };
  };
  if (row.status === 'concluida' || row.status === 'falhou') return settled(row);

  // One write per phase, to Redis: the owner's sockets get it through the gateway, and the status route reads it from
  // the job while the correction runs. PostgreSQL keeps the outcome (progresso is written with the result).
  const report = (p: CorrectionProgress) =>
    publishProgress<'correction'>(job, { kind: 'correction', usuarioId, redacaoId, correcaoId, ...p });

  const finish = metrics.start(deps.engine.name);
  try {
    // Another copy of this job finished it after this one read it: nothing to run.
    if (!(await startCorrectionAttempt(deps.pool, { correcaoId, redacaoId }))) return settled();
    // The activity as the essay service read it at submission, when the job carries it (one read per essay).
    const activity = data.atividade ?? (await activityOf(row, deps));
    const input = await buildInput(row, deps, activity);
    const analysis = analysisSchema.parse(await deps.engine.correct(input, report, signal)) as Analysis;
    const notas = analysis.competencias.map((c) => c.nota_competencia);
    const total = totalScore(analysis);
    // Teacher as third rater: an uncertain grade of a 'revisao' activity waits for the room's teacher.
    const holdReason = activity?.tipo_correcao === 'revisao' ? reviewHoldReason(analysis) : null;
    const stored = await withTransaction(deps.pool, (c) =>
      completeCorrection(
        c,
        { correcaoId, redacaoId },
        {
          motor: analysis.motor ?? deps.engine.name,
          total,
          notas,
          analysis,
          progress: CORRECTION_DONE,
          holdReason,
          reviewerId: holdReason ? activity!.professor_id : null,
        },
      ),
    );
    if (!stored) {
      finish('ok');
      return settled();
    }
    // The credit is settled right after the commit, before anything that needs the job: a queue emptied meanwhile (a
    // restore) makes the job's next write throw, and a finished correction must not keep its credit open. 100 only
    // after the commit: the feedback is readable when the client is told it is done.
    await deps.credits.confirm(row.referencia_credito);
    await report(CORRECTION_DONE);
    recordIntegrity(deps.pool, row, input, activity, log);
    deps.rateLimit?.succeeded();
    finish('ok');
    // A held grade is not told to the student's sockets before the teacher releases it.
    return { ...result, nota_geral_enem: holdReason ? 0 : total };
  } catch (err) {
    const pause = deps.rateLimit?.pauseFor(err);
    if (pause) {
      // Not a failure: back to waiting (its attempt is not spent) while the whole queue waits for the provider.
      log.warn({ waitMs: pause.waitMs }, 'provedor pediu para esperar (429); correção volta para a fila');
      await requeueCorrection(deps.pool, { correcaoId, redacaoId });
      finish('rate_limited');
      throw pause;
    }
    return failJob(job, toFailure(err), {
      log,
      what: 'correção',
      err,
      final: async (failure) => {
        if (await failCorrection(deps.pool, { correcaoId, redacaoId }, failure))
          await deps.credits.refund(row.referencia_credito);
        finish('failed');
      },
      // Kept pending with the reason while BullMQ retries with backoff.
      retry: async (failure) => {
        await retryCorrectionLater(deps.pool, correcaoId, failure);
        finish('retry');
      },
    });
  }
}

export function toFailure(err: unknown): JobFailure {
  if (err instanceof EngineError) return { code: err.code, message: err.message, retryable: err.retryable };
  if ((err as Error)?.name === 'AbortError')
    return { code: 'ai_connection', message: FAILURE_MESSAGES.connection, retryable: true };
  return { code: 'internal', message: FAILURE_MESSAGES.internal, retryable: true };
}

/** What the engine receives for a correction: the essay's own text and context only (a rewrite is graded blind). */
export async function correctionInputFor(
  correcaoId: number,
  deps: ProcessorDeps,
): Promise<CorrectionInput | undefined> {
  const row = await loadCorrectionJob(deps.pool, correcaoId);
  return row ? buildInput(row, deps) : undefined;
}

/**
 * The activity an essay answers, asked of the classroom only when the job does not carry it (a job the reconciler
 * re-enqueued, a batch retry, an appeal): its instructions steer the input; its type may hold the grade.
 */
async function activityOf(
  row: Pick<Loaded, 'atividade_id' | 'usuario_id'>,
  deps: ProcessorDeps,
): Promise<CorrectionActivity | null> {
  if (!row.atividade_id) return null;
  const ctx = await deps.classroom.activityContext(row.atividade_id, row.usuario_id).catch(() => null);
  return ctx ? correctionActivityOf(ctx) : null;
}

/** The proposal's supporting text and the activity's instructions, when there are any (C2 depends on the theme). */
export async function buildInput(
  row: Pick<Loaded, 'texto_original' | 'titulo' | 'atividade_id' | 'usuario_id' | 'proposta_tematica_id'>,
  deps: ProcessorDeps,
  activity?: CorrectionActivity | null,
): Promise<CorrectionInput> {
  const input: CorrectionInput = { texto: row.texto_original, titulo: row.titulo || null };
  let propostaId = row.proposta_tematica_id;
  const a = activity === undefined ? await activityOf(row, deps) : activity;
  if (a) {
    input.instrucoes_especiais = a.instrucoes_especiais;
    propostaId ??= a.proposta_tematica_id;
    if (a.tema) input.proposta = { titulo: a.tema, texto_apoio: null };
  }
  if (propostaId && deps.proposals) {
    const p = await deps.proposals.get<PropostaInterna>(`/internal/propostas/${propostaId}`).catch(() => null);
    // A proposal its author switched off for correction does not steer the grading.
    if (p?.ativa_para_correcao) {
      input.proposta = { titulo: input.proposta?.titulo ?? p.titulo, texto_apoio: p.texto_apoio_original ?? null };
      // Essays graded for this proposal (corpus raters, teachers) teach the engine its standard.
      const referencias = deps.references ? await deps.references.of(p.id) : [];
      if (referencias.length) input.referencias = referencias;
    }
  }
  return input;
}
