import { essayTitle, REWRITE_MESSAGES, type AuthUser, type VersionComparison } from '@argumenta/contracts';
import { AppError, type Pool } from '@argumenta/platform';
import type { ClassroomPort } from '@argumenta/essay-domain';
import { iso, loadReadableEssay, type EssayRow } from './essays.js';

type Graded = EssayRow & { nota_geral_enem: number | null; notas: (number | null)[]; justificativas: (string | null)[] };

async function graded(pool: Pool, id: number): Promise<Graded | undefined> {
  const { rows } = await pool.query<EssayRow & { nota_geral_enem: number | null; c1_nota: number | null; c2_nota: number | null; c3_nota: number | null; c4_nota: number | null; c5_nota: number | null; analise: { competencias?: { justificativa_nota?: string }[] } | null }>(
    `SELECT r.*, c.nota_geral_enem, c.c1_nota, c.c2_nota, c.c3_nota, c.c4_nota, c.c5_nota, c.analise_detalhada AS analise
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND c.status = 'concluida' WHERE r.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return undefined;
  return { ...r, notas: [r.c1_nota, r.c2_nota, r.c3_nota, r.c4_nota, r.c5_nota], justificativas: [0, 1, 2, 3, 4].map((i) => r.analise?.competencias?.[i]?.justificativa_nota ?? null) };
}

const side = (e: Graded) => ({ id: e.id, titulo: essayTitle(e), texto: e.texto_original, nota_geral_enem: e.nota_geral_enem, notas: e.notas, data_envio: iso(e.data_envio)! });

/**
 * A rewrite against the version it rewrites: both texts (the web shows the diff), each competency's move with the
 * justifications that explain it, and the whole chain of versions, oldest first.
 */
export async function compareWithPrevious(pool: Pool, classroom: ClassroomPort, user: AuthUser, id: number): Promise<VersionComparison> {
  const { essay } = await loadReadableEssay(pool, classroom, user, id);
  if (!essay.versao_anterior_id) throw new AppError('not_found', REWRITE_MESSAGES.noPrevious);
  const [atual, anterior] = await Promise.all([graded(pool, essay.id), graded(pool, essay.versao_anterior_id)]);
  // A version always belongs to the same student (submit checks it), so whoever reads this one may read the previous.
  if (!atual || !anterior || anterior.usuario_id !== essay.usuario_id) throw new AppError('not_found', REWRITE_MESSAGES.noPrevious);
  const { rows: chain } = await pool.query<{ id: number; nota_geral_enem: number | null; data_envio: Date }>(
    `WITH RECURSIVE up AS (
       SELECT id, versao_anterior_id FROM essay.redacoes WHERE id = $1
       UNION SELECT r.id, r.versao_anterior_id FROM essay.redacoes r JOIN up ON r.id = up.versao_anterior_id
     ), down AS (
       SELECT id FROM essay.redacoes WHERE id = $1
       UNION SELECT r.id FROM essay.redacoes r JOIN down ON r.versao_anterior_id = down.id
     )
     SELECT r.id, c.nota_geral_enem, r.data_envio FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND c.status = 'concluida'
      WHERE r.id IN (SELECT id FROM up UNION SELECT id FROM down) AND r.usuario_id = $2 ORDER BY r.data_envio, r.id`,
    [essay.id, essay.usuario_id],
  );
  return {
    anterior: side(anterior),
    atual: side(atual),
    competencias: [0, 1, 2, 3, 4].map((i) => {
      const antes = anterior.notas[i] ?? null;
      const depois = atual.notas[i] ?? null;
      return { competencia: i + 1, antes, depois, delta: antes !== null && depois !== null ? depois - antes : null, justificativa_antes: anterior.justificativas[i] ?? null, justificativa_depois: atual.justificativas[i] ?? null };
    }),
    versoes: chain.map((v, i) => ({ id: v.id, versao: i + 1, nota_geral_enem: v.nota_geral_enem, data_envio: iso(v.data_envio)! })),
  };
}
