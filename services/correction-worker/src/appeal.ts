import type { Job } from 'bullmq';
import {
  analysisSchema,
  appealInstructions,
  type AppealJob,
  type CorrectionInput,
  type CorrectionJobResult,
} from '@argumenta/contracts';
import {
  appealDecidedNotice,
  closeAppealUnanswered,
  decideAppealAsAi,
  decideCompetencyOnAppeal,
  getEssay,
  loadAiAppeal,
  lockAppealStatus,
} from '@argumenta/essay-domain';
import { failJob, withTransaction } from '@argumenta/platform';
import { FAILURE_MESSAGES } from './engines/errors.js';
import { buildInput, toFailure, type ProcessorDeps } from './processor.js';

/**
 * A free essay's appeal: the engine grades the essay again with the student's reason as context, and the contested
 * competency takes the new grade (accepted when it changed, rejected when it held). Free of charge (one appeal per
 * competency). Idempotent: a decided appeal is left as it is.
 */
export async function processAppeal(
  job: Job,
  data: AppealJob,
  deps: ProcessorDeps,
  signal?: AbortSignal,
): Promise<CorrectionJobResult> {
  const log = deps.logger.child({ jobId: job.id, recursoId: data.recursoId, requestId: data.requestId });
  const row = await loadAiAppeal(deps.pool, data.recursoId);
  if (!row)
    return failJob(
      job,
      { code: 'not_found', message: FAILURE_MESSAGES.notFound, retryable: false },
      { log, what: 'reavaliação do recurso', final: async () => undefined },
    );
  const done = async (): Promise<CorrectionJobResult> => ({
    usuarioId: row.usuario_id,
    redacaoId: row.redacao_id,
    correcaoId: row.correcao_id,
    nota_geral_enem: (await getEssay(deps.pool, row.redacao_id))?.nota_oficial ?? 0,
  });
  if (row.status !== 'pendente') return done();

  let input: CorrectionInput;
  let nota: number;
  let justificativa: string;
  try {
    input = await buildInput(row, deps);
    input = {
      ...input,
      instrucoes_especiais: appealInstructions(row.competencia, row.motivo, input.instrucoes_especiais),
    };
    const analysis = analysisSchema.parse(await deps.engine.correct(input, () => undefined, signal));
    const regraded = analysis.competencias.find((c) => c.numero_competencia === row.competencia)!;
    nota = regraded.nota_competencia;
    justificativa = regraded.justificativa_nota;
  } catch (err) {
    const pause = deps.rateLimit?.pauseFor(err);
    if (pause) throw pause; // the appeal stays pending; the job waits for the provider without spending an attempt
    // The appeal stays pending until a retry succeeds; after the last attempt it is closed, keeping the grade.
    return failJob(job, toFailure(err), {
      log,
      what: 'reavaliação do recurso',
      err,
      final: (failure) =>
        closeAppealUnanswered(
          deps.pool,
          row.recurso_id,
          `Não foi possível reavaliar a competência agora (${failure.message}). A nota foi mantida.`,
        ),
    });
  }

  const changed = nota !== row.nota_original;
  const decidedNow = await withTransaction(deps.pool, async (c) => {
    if ((await lockAppealStatus(c, row.recurso_id)) !== 'pendente') return false;
    if (changed)
      await decideCompetencyOnAppeal(c, row.redacao_id, row.competencia, nota, {
        autorId: null,
        recursoId: row.recurso_id,
      });
    const comentario = changed
      ? `A IA reavaliou a Competência ${row.competencia} considerando o seu motivo e mudou a nota de ${row.nota_original} para ${nota}. ${justificativa}`
      : `A IA reavaliou a Competência ${row.competencia} considerando o seu motivo e manteve a nota ${nota}. ${justificativa}`;
    await decideAppealAsAi(c, row.recurso_id, {
      decisao: changed ? 'aceito' : 'rejeitado',
      nota,
      comentario: comentario.trim(),
    });
    return true;
  });
  deps.logger.info(
    { recursoId: row.recurso_id, competencia: row.competencia, antes: row.nota_original, depois: nota },
    'recurso reavaliado pela IA',
  );
  const result = await done();
  if (decidedNow)
    await deps.notify?.(
      appealDecidedNotice({
        usuarioId: row.usuario_id,
        redacaoId: row.redacao_id,
        competencia: row.competencia,
        aceito: changed,
        notaOriginal: row.nota_original,
        notaNova: nota,
        total: changed ? result.nota_geral_enem : null,
        decididoPor: 'ia',
      }),
    );
  return result;
}
