import { withCompetencyGrade, type CompetencyAnalysis } from '@argumenta/contracts';
import { AppError, type PoolClient } from '@argumenta/platform';

/** Replaces one competency's grade in a stored correction and recomputes its total (row locked). */
export async function applyCompetencyGrade(c: PoolClient, correcaoId: number, competencia: number, nota: number): Promise<number> {
  const { rows } = await c.query<{ analise_detalhada: { competencias: CompetencyAnalysis[] } }>('SELECT analise_detalhada FROM essay.correcoes WHERE id = $1 FOR UPDATE', [correcaoId]);
  const current = rows[0];
  if (!current) throw new AppError('not_found', 'Correção não encontrada');
  const next = withCompetencyGrade(current.analise_detalhada, competencia, nota);
  await c.query(
    'UPDATE essay.correcoes SET analise_detalhada = $2, nota_geral_enem = $3, c1_nota = $4, c2_nota = $5, c3_nota = $6, c4_nota = $7, c5_nota = $8 WHERE id = $1',
    [correcaoId, next.analysis, next.total, ...next.notas],
  );
  return next.total;
}
