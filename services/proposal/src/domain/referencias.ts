// Graded references of a proposal (issue 11): the corpus raters' essays of a bank theme and the essays teachers graded
// per competency. The correction engine calibrates with them; teachers see how many there are and their averages.
import {
  ENGINE_REFERENCES_MAX,
  USEFUL_REFERENCES,
  type AuthUser,
  type ReferenceOrigin,
  type ReferenciaCorrigida,
  type ReferenciaProposta,
  type ReferenciasProposta,
  type TeacherReference,
} from '@argumenta/contracts';
import type { Pool } from '@argumenta/platform';

type Row = {
  id: number;
  origem: ReferenceOrigin;
  autor_id: number | null;
  texto: string;
  notas: number[];
  criado_em: Date;
};
type Notas = ReferenciaCorrigida['notas'];

/**
 * What the engine calibrates with: the teachers' newest grades first (the school's own standard), then the corpus's,
 * at most ENGINE_REFERENCES_MAX (each new reference costs the engine one scoring, cached afterwards).
 */
export async function referencesForEngine(pool: Pool, propostaId: number): Promise<ReferenciaCorrigida[]> {
  const { rows } = await pool.query<Row>(
    `SELECT id, origem, texto, notas FROM proposal.referencias WHERE proposta_id = $1
      ORDER BY (origem = 'professor') DESC, atualizado_em DESC, id LIMIT $2`,
    [propostaId, ENGINE_REFERENCES_MAX],
  );
  return rows.map((r) => ({ id: String(r.id), texto: r.texto, notas: r.notas as Notas }));
}

/** A teacher's grade per competency of an essay of this proposal (one reference per essay: a new review replaces it). */
export async function upsertTeacherReference(
  pool: Pool,
  propostaId: number,
  ref: TeacherReference,
): Promise<{ id: number; criada: boolean }> {
  const { rows } = await pool.query<{ id: number; criada: boolean }>(
    `INSERT INTO proposal.referencias (proposta_id, origem, redacao_id, autor_id, texto, notas) VALUES ($1, 'professor', $2, $3, $4, $5)
     ON CONFLICT (redacao_id) DO UPDATE SET proposta_id = EXCLUDED.proposta_id, autor_id = EXCLUDED.autor_id, texto = EXCLUDED.texto,
            notas = EXCLUDED.notas, atualizado_em = now()
     RETURNING id, (xmax = 0) AS criada`,
    [propostaId, ref.redacao_id, ref.autor_id, ref.texto, ref.notas],
  );
  return rows[0]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The teacher's view: counts, averages, and each reference (a student's text only to the teacher who graded it). */
export async function referencesSummary(pool: Pool, propostaId: number, user: AuthUser): Promise<ReferenciasProposta> {
  const { rows } = await pool.query<Row>(
    `SELECT id, origem, autor_id, texto, notas, criado_em FROM proposal.referencias WHERE proposta_id = $1 ORDER BY origem DESC, criado_em DESC, id`,
    [propostaId],
  );
  const referencias = rows.map((r): ReferenciaProposta => {
    const minha = r.autor_id !== null && r.autor_id === user.id;
    const textVisible = r.origem === 'corpus' || minha || user.tipo === 'admin';
    return {
      id: r.id,
      origem: r.origem,
      notas: r.notas as Notas,
      total: r.notas.reduce((s, n) => s + n, 0),
      texto: textVisible ? r.texto : null,
      minha,
      criado_em: r.criado_em.toISOString(),
    };
  });
  const n = referencias.length;
  const mean = (f: (r: ReferenciaProposta) => number) => round1(referencias.reduce((s, r) => s + f(r), 0) / n);
  return {
    proposta_id: propostaId,
    total: n,
    por_origem: {
      corpus: referencias.filter((r) => r.origem === 'corpus').length,
      professor: referencias.filter((r) => r.origem === 'professor').length,
    },
    medias: n
      ? {
          c1: mean((r) => r.notas[0]),
          c2: mean((r) => r.notas[1]),
          c3: mean((r) => r.notas[2]),
          c4: mean((r) => r.notas[3]),
          c5: mean((r) => r.notas[4]),
          total: mean((r) => r.total),
        }
      : null,
    usadas_na_correcao: Math.min(n, ENGINE_REFERENCES_MAX),
    faltam_para_calibrar: Math.max(0, USEFUL_REFERENCES - n),
    referencias,
  };
}
