import type { Job } from 'bullmq';
import { analysisSchema, appealInstructions, type AppealJob, type CorrectionInput, type CorrectionJobResult } from '@argumenta/contracts';
import { applyCompetencyGrade } from '@argumenta/essay-domain';
import { failJob, withTransaction } from '@argumenta/platform';
import { FAILURE_MESSAGES } from './engines/errors.js';
import { buildInput, toFailure, type Loaded, type ProcessorDeps } from './processor.js';

/** The essay fields a correction loads, plus the appeal's own. */
type AppealLoaded = Pick<Loaded, 'status' | 'correcao_id' | 'redacao_id' | 'usuario_id' | 'titulo' | 'texto_original' | 'atividade_id' | 'proposta_tematica_id'> & {
  recurso_id: number;
  competencia: number;
  motivo: string;
  nota_original: number;
};

/**
 * A free essay's appeal: the engine grades the essay again with the student's reason as context, and the contested
 * competency takes the new grade (accepted when it changed, rejected when it held). Free of charge (one appeal per
 * competency). Idempotent: a decided appeal is left as it is.
 */
export async function processAppeal(job: Job, data: AppealJob, deps: ProcessorDeps, signal?: AbortSignal): Promise<CorrectionJobResult> {
  const log = deps.logger.child({ jobId: job.id, recursoId: data.recursoId, requestId: data.requestId });
  const { rows } = await deps.pool.query<AppealLoaded>(
    `SELECT a.id AS recurso_id, a.status, a.competencia, a.motivo, a.nota_original, a.correcao_id, r.id AS redacao_id, r.usuario_id, r.titulo, r.texto_original,
            r.atividade_id, r.proposta_tematica_id
       FROM essay.recursos a JOIN essay.redacoes r ON r.id = a.redacao_id WHERE a.id = $1 AND a.decide = 'ia'`,
    [data.recursoId],
  );
  const row = rows[0];
  if (!row) return failJob(job, { code: 'not_found', message: FAILURE_MESSAGES.notFound, retryable: false }, { log, what: 'reavaliação do recurso', final: async () => undefined });
  const done = async (): Promise<CorrectionJobResult> => {
    const { rows: c } = await deps.pool.query<{ nota_geral_enem: number }>('SELECT nota_geral_enem FROM essay.correcoes WHERE id = $1', [row.correcao_id]);
    return { usuarioId: row.usuario_id, redacaoId: row.redacao_id, correcaoId: row.correcao_id, nota_geral_enem: c[0]?.nota_geral_enem ?? 0 };
  };
  if (row.status !== 'pendente') return done();

  let input: CorrectionInput;
  let nota: number;
  let justificativa: string;
  try {
    input = await buildInput(row, deps);
    input = { ...input, instrucoes_especiais: appealInstructions(row.competencia, row.motivo, input.instrucoes_especiais) };
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
        deps.pool.query(
          `UPDATE essay.recursos SET status = 'rejeitado', comentario = $2, decidido_por = 'ia', decidido_em = now() WHERE id = $1 AND status = 'pendente'`,
          [row.recurso_id, `Não foi possível reavaliar a competência agora (${failure.message}). A nota foi mantida.`],
        ),
    });
  }

  const changed = nota !== row.nota_original;
  await withTransaction(deps.pool, async (c) => {
    const locked = await c.query<{ status: string }>('SELECT status FROM essay.recursos WHERE id = $1 FOR UPDATE', [row.recurso_id]);
    if (locked.rows[0]?.status !== 'pendente') return;
    if (changed) await applyCompetencyGrade(c, row.correcao_id, row.competencia, nota);
    const comentario = changed
      ? `A IA reavaliou a Competência ${row.competencia} considerando o seu motivo e mudou a nota de ${row.nota_original} para ${nota}. ${justificativa}`
      : `A IA reavaliou a Competência ${row.competencia} considerando o seu motivo e manteve a nota ${nota}. ${justificativa}`;
    await c.query(
      `UPDATE essay.recursos SET status = $2, nota_nova = $3, comentario = $4, decidido_por = 'ia', decidido_em = now() WHERE id = $1`,
      [row.recurso_id, changed ? 'aceito' : 'rejeitado', nota, comentario.trim()],
    );
  });
  deps.logger.info({ recursoId: row.recurso_id, competencia: row.competencia, antes: row.nota_original, depois: nota }, 'recurso reavaliado pela IA');
  return done();
}
