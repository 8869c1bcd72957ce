import type { RulePrecision } from '@argumenta/contracts';
import type { Db } from '@argumenta/essay-domain';

export type { RulePrecision };

export type UnfoundDeviation = { regra: string | null; vezes: number; exemplos: string[] };
export type MarkStats = { regras: RulePrecision[]; semRegra: UnfoundDeviation[]; redacoes: number };

/**
 * What the teachers' decisions say about the engine (issue 51, `npm run corretor:marcas`): each rule's precision — of
 * its marks a teacher decided on, how many were kept (accepted or edited) — and the C1 deviations teachers added where no
 * finding of the engine was, by the category they gave. A mark decided twice counts by its last decision. With a school:
 * only the decisions on its essays (the precision a coordinator reads before switching a rule off).
 */
export async function markStats(
  db: Db,
  competencia: number | null = 1,
  escolaId: number | null = null,
): Promise<MarkStats> {
  const rules = await db.query<{
    competencia: number;
    regra: string;
    aceitas: number;
    editadas: number;
    riscadas: number;
  }>(
    `WITH ultima AS (
       SELECT DISTINCT ON (marcacao_id) competencia, coalesce(regra, '(sem categoria)') AS regra, decisao
         FROM essay.marcacoes_decisoes
        WHERE origem = 'ia' AND decisao IN ('aceita', 'editada', 'riscada') AND ($1::int IS NULL OR competencia = $1)
          AND ($2::int IS NULL OR escola_id = $2)
        ORDER BY marcacao_id, id DESC)
     SELECT competencia, regra,
            count(*) FILTER (WHERE decisao = 'aceita')::int AS aceitas,
            count(*) FILTER (WHERE decisao = 'editada')::int AS editadas,
            count(*) FILTER (WHERE decisao = 'riscada')::int AS riscadas
       FROM ultima GROUP BY competencia, regra ORDER BY competencia, regra`,
    [competencia, escolaId],
  );
  const unfound = await db.query<{ regra: string | null; vezes: number; exemplos: string[] }>(
    `SELECT regra, count(*)::int AS vezes,
            (array_agg(trecho ORDER BY id DESC) FILTER (WHERE trecho <> ''))[1:3] AS exemplos
       FROM essay.marcacoes_decisoes
      WHERE decisao = 'adicionada' AND sem_regra AND competencia = 1 AND ($1::int IS NULL OR escola_id = $1)
      GROUP BY regra ORDER BY vezes DESC, regra`,
    [escolaId],
  );
  const essays = await db.query<{ n: number }>(
    'SELECT count(DISTINCT redacao_id)::int AS n FROM essay.marcacoes_decisoes WHERE ($1::int IS NULL OR escola_id = $1)',
    [escolaId],
  );
  return {
    regras: rules.rows.map((r) => {
      const decided = r.aceitas + r.editadas + r.riscadas;
      return { ...r, precisao: decided ? (r.aceitas + r.editadas) / decided : null };
    }),
    semRegra: unfound.rows.map((r) => ({ ...r, exemplos: r.exemplos ?? [] })),
    redacoes: essays.rows[0]?.n ?? 0,
  };
}
