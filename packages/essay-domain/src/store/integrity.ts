// The integrity aggregate (issue 52): each essay's fingerprints and what its check found. Written when a correction
// completes (or when a teacher first opens an essay that has none); read to find the essays that share passages.
import { INTEGRITY_COUNT_CAP } from '@argumenta/contracts';
import type { Db } from './db.js';

export type IntegrityRow = {
  redacao_id: number;
  proposta_id: number | null;
  marcas: number[];
  palavras: number;
  palavras_proprias: number;
  copia_motivadores: number;
  maior_semelhanca: number;
  possivel_copia: boolean;
  calculada_em: Date;
};

/** Upserts an essay's fingerprints and findings (idempotent: the same essay checked again replaces its row). */
export async function saveIntegrity(db: Db, row: Omit<IntegrityRow, 'calculada_em'>): Promise<void> {
  await db.query(
    `INSERT INTO essay.integridade (redacao_id, proposta_id, marcas, palavras, palavras_proprias, copia_motivadores, maior_semelhanca, possivel_copia)
     SELECT $1, $2, $3::int[], $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM essay.redacoes WHERE id = $1)
     ON CONFLICT (redacao_id) DO UPDATE SET proposta_id = EXCLUDED.proposta_id, marcas = EXCLUDED.marcas,
       palavras = EXCLUDED.palavras, palavras_proprias = EXCLUDED.palavras_proprias,
       copia_motivadores = EXCLUDED.copia_motivadores, maior_semelhanca = EXCLUDED.maior_semelhanca,
       possivel_copia = EXCLUDED.possivel_copia, calculada_em = now()`,
    [
      row.redacao_id,
      row.proposta_id,
      row.marcas,
      row.palavras,
      row.palavras_proprias,
      row.copia_motivadores,
      row.maior_semelhanca,
      row.possivel_copia,
    ],
  );
}

export async function integrityRows(db: Db, ids: readonly number[]): Promise<IntegrityRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<IntegrityRow>(
    `SELECT redacao_id, proposta_id, marcas, palavras, palavras_proprias, copia_motivadores, maior_semelhanca, possivel_copia, calculada_em
       FROM essay.integridade WHERE redacao_id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/**
 * For each fingerprint, the essays (other than `self`) that hold it, at most INTEGRITY_COUNT_CAP + 1 of them: a
 * fingerprint of thousands of essays (a stock phrase) costs no more than a rare one, so the lookup stays bounded
 * whatever the network's size.
 */
export async function essaysSharingFingerprints(
  db: Db,
  marcas: readonly number[],
  self: number | null,
): Promise<{ marca: number; redacoes: number[]; propostas: (number | null)[] }[]> {
  if (!marcas.length) return [];
  const { rows } = await db.query<{ marca: number; redacoes: number[] | null; propostas: (number | null)[] | null }>(
    `SELECT m.marca, s.redacoes, s.propostas
       FROM unnest($1::int[]) AS m(marca)
       CROSS JOIN LATERAL (
         SELECT array_agg(i.redacao_id) AS redacoes, array_agg(i.proposta_id) AS propostas
           FROM (SELECT redacao_id, proposta_id FROM essay.integridade
                  WHERE marcas @> ARRAY[m.marca] AND redacao_id IS DISTINCT FROM $2 LIMIT $3) i
       ) s`,
    [marcas, self, INTEGRITY_COUNT_CAP + 1],
  );
  return rows.map((r) => ({ marca: r.marca, redacoes: r.redacoes ?? [], propostas: r.propostas ?? [] }));
}

export type ComparedEssay = {
  id: number;
  usuario_id: number;
  atividade_id: number | null;
  texto_original: string;
  data_envio: Date;
};

/** The texts a check aligns against (essays whose contents were erased come back with an empty text). */
export async function essaysToCompare(db: Db, ids: readonly number[]): Promise<ComparedEssay[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<ComparedEssay>(
    `SELECT id, usuario_id, atividade_id, texto_original, data_envio FROM essay.redacoes WHERE id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/** The latest submission of each student of an activity (what its integrity panel compares). */
export async function activityLatestEssays(db: Db, atividadeId: number): Promise<ComparedEssay[]> {
  const { rows } = await db.query<ComparedEssay>(
    `SELECT DISTINCT ON (usuario_id) id, usuario_id, atividade_id, texto_original, data_envio
       FROM essay.redacoes WHERE atividade_id = $1 AND texto_original <> ''
      ORDER BY usuario_id, data_envio DESC, id DESC`,
    [atividadeId],
  );
  return rows;
}
