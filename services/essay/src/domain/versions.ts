import {
  essayTitle,
  REWRITE_MESSAGES,
  type AuthUser,
  type CompetencyAnalysis,
  type VersionComparison,
} from '@argumenta/contracts';
import { AppError, type Pool } from '@argumenta/platform';
import { gradedEssay, versionChain, type ClassroomPort, type GradedEssayRow } from '@argumenta/essay-domain';
import { iso, loadReadableEssay } from './essays.js';
import { explainMove } from './version-moves.js';

type Graded = GradedEssayRow & {
  notas: (number | null)[];
  justificativas: (string | null)[];
  competencias: (CompetencyAnalysis | undefined)[];
};

async function graded(pool: Pool, id: number): Promise<Graded | undefined> {
  const r = await gradedEssay(pool, id);
  if (!r) return undefined;
  return {
    ...r,
    notas: [r.c1_nota, r.c2_nota, r.c3_nota, r.c4_nota, r.c5_nota],
    justificativas: [0, 1, 2, 3, 4].map((i) => r.analise?.competencias?.[i]?.justificativa_nota ?? null),
    competencias: [0, 1, 2, 3, 4].map((i) => r.analise?.competencias?.[i] as unknown as CompetencyAnalysis | undefined),
  };
}

const side = (e: Graded) => ({
  id: e.id,
  titulo: essayTitle(e),
  texto: e.texto_original,
  nota_geral_enem: e.nota_geral_enem,
  notas: e.notas,
  data_envio: iso(e.data_envio)!,
});

/**
 * A rewrite against the version it rewrites: both texts (the web shows the diff), each competency's move with the
 * justifications that explain it, and the whole chain of versions, oldest first.
 */
export async function compareWithPrevious(
  pool: Pool,
  classroom: ClassroomPort,
  user: AuthUser,
  id: number,
): Promise<VersionComparison> {
  const { essay } = await loadReadableEssay(pool, classroom, user, id);
  if (!essay.versao_anterior_id) throw new AppError('not_found', REWRITE_MESSAGES.noPrevious);
  const [atual, anterior] = await Promise.all([graded(pool, essay.id), graded(pool, essay.versao_anterior_id)]);
  // A version always belongs to the same student (submit checks it), so whoever reads this one may read the previous.
  if (!atual || !anterior || anterior.usuario_id !== essay.usuario_id)
    throw new AppError('not_found', REWRITE_MESSAGES.noPrevious);
  const chain = await versionChain(pool, essay.id, essay.usuario_id);
  return {
    anterior: side(anterior),
    atual: side(atual),
    competencias: [0, 1, 2, 3, 4].map((i) => {
      const antes = anterior.notas[i] ?? null;
      const depois = atual.notas[i] ?? null;
      return {
        competencia: i + 1,
        antes,
        depois,
        delta: antes !== null && depois !== null ? depois - antes : null,
        justificativa_antes: anterior.justificativas[i] ?? null,
        justificativa_depois: atual.justificativas[i] ?? null,
        mudanca: explainMove(anterior.competencias[i], atual.competencias[i], antes, depois),
      };
    }),
    versoes: chain.map((v, i) => ({
      id: v.id,
      versao: i + 1,
      nota_geral_enem: v.nota_geral_enem,
      data_envio: iso(v.data_envio)!,
    })),
  };
}
