import type { EssayStatus, GradeSource, SubmissionType } from '@argumenta/contracts';
import { namedStatement, unnestColumns, type Pool } from '@argumenta/platform';
import type { CorrectionRow } from './corrections.js';
import type { Db } from './db.js';
import { SUBMITTED_DRAFTS_SQL } from './drafts.js';
import { decideOfficialGrade } from './grades.js';
import { assertTransition, statusesBefore, type JobStatus } from './status.js';

/** essay.redacoes as stored. */
export type EssayRow = {
  id: number;
  usuario_id: number;
  titulo: string;
  texto_original: string;
  texto_ocr: string | null;
  transcricao_id: number | null;
  /** Issue 49: written lines the sheet analysis counted on the photo (null: not sent from a photo). */
  linhas_escritas: number | null;
  tipo_envio: SubmissionType;
  arquivo_id: number | null;
  atividade_id: number | null;
  proposta_tematica_id: number | null;
  status_entrega: 'no_prazo' | 'late' | null;
  status: EssayStatus;
  is_favorita: boolean;
  correcao_atual_id: number | null;
  nota_professor: number | null;
  /** The teacher's grade per competency (issue 11), when given. */
  notas_professor: number[] | null;
  comentario_professor: string | null;
  revisado_por: number | null;
  data_revisao: Date | null;
  data_envio: Date;
  versao_anterior_id: number | null;
  motivo_revisao: string | null;
  revisor_responsavel_id: number | null;
  nota_decidida_por: 'ia' | 'professor' | null;
  /** The grade in force (grades.ts): total, C1–C5 (null: a total only) and its source; null while undecided. */
  nota_oficial: number | null;
  notas_oficiais: number[] | null;
  origem_nota: GradeSource | null;
};

export async function getEssay(db: Db, id: number): Promise<EssayRow | undefined> {
  const { rows } = await db.query<EssayRow>('SELECT * FROM essay.redacoes WHERE id = $1', [id]);
  return rows[0];
}

/** The essay row locked for the caller's transaction. */
export async function lockEssay(tx: Db, id: number): Promise<EssayRow | undefined> {
  const { rows } = await tx.query<EssayRow>('SELECT * FROM essay.redacoes WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** The essay a student already sent under this idempotency key. */
export async function essayByIdempotencyKey(
  db: Db,
  usuarioId: number,
  chave: string,
): Promise<{ id: number; correcao_atual_id: number; status: EssayStatus } | undefined> {
  const { rows } = await db.query<{ id: number; correcao_atual_id: number; status: EssayStatus }>(
    'SELECT id, correcao_atual_id, status FROM essay.redacoes WHERE usuario_id = $1 AND chave_idempotencia = $2',
    [usuarioId, chave],
  );
  return rows[0];
}

/** One new essay as submitted (a student's text, PDF or photo), with its file and, unless manual, its pending correction. */
export type NewEssayRow = {
  usuarioId: number;
  titulo: string;
  texto: string;
  ocrText: string | null;
  transcricaoId: number | null;
  tipo: SubmissionType;
  file: { nome: string; mime: string; conteudo: Buffer } | null;
  atividadeId: number | null;
  propostaId: number | null;
  statusEntrega: string | null;
  chave: string | null;
  /** A manual activity's essay: stored for the teacher (aguardando_professor), no correction row. */
  manual: boolean;
  versaoAnteriorId: number | null;
  /** The credit reservation the correction carries. */
  ref: string;
  /** The key of the draft it was written in (drafts.ts): marked sent in the same statement. */
  rascunhoChave?: string | null;
  /** The writing-process record (JSON of a WritingProcess), stored beside it in the same statement. */
  processo?: string | null;
};
export type NewEssayIds = { redacao_id: number; correcao_id: number | null };

/**
 * New essays, each with its file and its pending correction (none for a manual activity), pointing at each other, in
 * one statement for however many arrive together: atomic without BEGIN/COMMIT. The ids are drawn first so the rows can
 * name each other; their foreign keys are checked at the end of the statement, when all exist. A class submitting at
 * once wrote 120 statements and committed 120 times (~0.9 ms of PostgreSQL's CPU each); together they cost ~0.25 ms an
 * essay (docs/architecture.md, "Credits").
 */
const INSERT_ESSAYS = `
  WITH input AS (
    SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::int[], $8::int[], $9::text[], $10::text[],
                         $11::int[], $12::text[], $13::boolean[], $14::text[], $15::text[], $16::bytea[], $17::text[], $18::text[])
      WITH ORDINALITY AS i(usuario_id, titulo, texto, ocr, transcricao_id, tipo, atividade_id, proposta_id, status_entrega, chave,
                           versao_anterior_id, ref, manual, nome, mime, conteudo, rascunho_chave, processo, ord)),
  ids AS (
    SELECT input.*, nextval(pg_get_serial_sequence('essay.redacoes', 'id'))::int AS r,
           CASE WHEN manual THEN NULL ELSE nextval(pg_get_serial_sequence('essay.correcoes', 'id'))::int END AS c,
           CASE WHEN conteudo IS NULL THEN NULL ELSE nextval(pg_get_serial_sequence('essay.arquivos', 'id'))::int END AS a
      FROM input),
  a AS (INSERT INTO essay.arquivos (id, usuario_id, nome, mime, tamanho, conteudo)
        SELECT a, usuario_id, nome, mime, length(conteudo), conteudo FROM ids WHERE a IS NOT NULL),
  r AS (INSERT INTO essay.redacoes (id, usuario_id, titulo, texto_original, texto_ocr, transcricao_id, tipo_envio, arquivo_id, atividade_id,
                                    proposta_tematica_id, status_entrega, chave_idempotencia, status, versao_anterior_id, correcao_atual_id,
                                    linhas_escritas)
        SELECT r, usuario_id, titulo, texto, ocr, transcricao_id, tipo, a, atividade_id, proposta_id, status_entrega, chave,
               CASE WHEN manual THEN 'aguardando_professor' ELSE 'pendente' END, versao_anterior_id, c,
               (SELECT (t.resultado->'folha'->>'linhas_escritas')::smallint FROM essay.transcricoes t WHERE t.id = ids.transcricao_id)
          FROM ids),
  c AS (INSERT INTO essay.correcoes (id, redacao_id, referencia_credito) SELECT c, r, ref FROM ids WHERE c IS NOT NULL),
  ${SUBMITTED_DRAFTS_SQL},
  processo AS (INSERT INTO essay.processos_escrita (redacao_id, dados) SELECT r, processo::jsonb FROM ids WHERE processo IS NOT NULL)
  SELECT ord, r AS redacao_id, c AS correcao_id FROM ids`;

/** Stores the essays in one statement; the ids come back in the order given. */
export async function insertNewEssays(db: Db, essays: NewEssayRow[]): Promise<NewEssayIds[]> {
  const { rows } = await db.query<NewEssayIds & { ord: number }>(
    INSERT_ESSAYS,
    unnestColumns(
      essays,
      (e) => e.usuarioId,
      (e) => e.titulo,
      (e) => e.texto,
      (e) => e.ocrText,
      (e) => e.transcricaoId,
      (e) => e.tipo,
      (e) => e.atividadeId,
      (e) => e.propostaId,
      (e) => e.statusEntrega,
      (e) => e.chave,
      (e) => e.versaoAnteriorId,
      (e) => e.ref,
      (e) => e.manual,
      (e) => e.file?.nome ?? null,
      (e) => e.file?.mime ?? null,
      (e) => e.file?.conteudo ?? null,
      (e) => e.rascunhoChave ?? null,
      (e) => e.processo ?? null,
    ),
  );
  const byOrd = new Map(rows.map(({ ord, ...ids }) => [Number(ord), ids]));
  return essays.map((_, k) => byOrd.get(k + 1)!);
}

/**
 * An essay sent again (a re-correction, the teacher's "Corrigir"): its text and type replaced, back to pendente with a
 * new correction under `ref` — or, for a manual activity, back to aguardando_professor with none. `current` is the row
 * locked by the caller's transaction. Returns the new correction's id (null when manual).
 */
export async function resendEssay(
  tx: Db,
  current: Pick<EssayRow, 'id' | 'status'>,
  input: {
    titulo: string;
    texto: string;
    tipo: SubmissionType;
    propostaId: number | null;
    textoOcr: string | null;
    manual: boolean;
    ref: string;
  },
): Promise<number | null> {
  const to: EssayStatus = input.manual ? 'aguardando_professor' : 'pendente';
  assertTransition(current.status, to);
  await tx.query(
    `UPDATE essay.redacoes SET titulo = COALESCE(NULLIF($2, ''), titulo), texto_original = $3, tipo_envio = $4, proposta_tematica_id = $5, status = $7,
            texto_ocr = COALESCE($6, texto_ocr) WHERE id = $1`,
    [current.id, input.titulo, input.texto, input.tipo, input.propostaId, input.textoOcr, to],
  );
  if (input.manual) return null;
  // The correction and the essay's pointer to it in one statement (one round trip less per submission).
  const corr = await tx.query<{ id: number }>(
    `WITH c AS (INSERT INTO essay.correcoes (redacao_id, referencia_credito) VALUES ($1, $2) RETURNING id)
     UPDATE essay.redacoes SET correcao_atual_id = c.id FROM c WHERE essay.redacoes.id = $1 RETURNING c.id`,
    [current.id, input.ref],
  );
  return corr.rows[0]!.id;
}

/** A failed essay's new correction under `ref` (a batch item's retry): pendente again. */
export async function recorrectEssay(tx: Db, redacaoId: number, ref: string): Promise<number> {
  const corr = await tx.query<{ id: number }>(
    'INSERT INTO essay.correcoes (redacao_id, referencia_credito) VALUES ($1, $2) RETURNING id',
    [redacaoId, ref],
  );
  await tx.query(
    `UPDATE essay.redacoes SET correcao_atual_id = $2, status = 'pendente' WHERE id = $1 AND status = ANY($3::text[])`,
    [redacaoId, corr.rows[0]!.id, statusesBefore('pendente')],
  );
  return corr.rows[0]!.id;
}

export async function toggleFavorite(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query<{ is_favorita: boolean }>(
    'UPDATE essay.redacoes SET is_favorita = NOT is_favorita WHERE id = $1 RETURNING is_favorita',
    [id],
  );
  return rows[0]!.is_favorita;
}

/** Deletes an essay with its corrections, appeals and share links (ON DELETE CASCADE). */
export async function deleteEssay(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM essay.redacoes WHERE id = $1', [id]);
}

/**
 * The room's teacher grades a submission (the classroom service's review): a manual activity's essay awaiting its
 * teacher is corrigida_professor, a held grade (em_revisao) is released as decided by the teacher; any other state keeps
 * its status and gets the teacher's grade beside the AI's.
 */
export async function recordTeacherReview(
  tx: Db,
  id: number,
  review: { nota: number; notas: number[] | null; comentario: string; revisorId: number },
): Promise<
  | Pick<
      EssayRow,
      | 'id'
      | 'nota_professor'
      | 'notas_professor'
      | 'comentario_professor'
      | 'revisado_por'
      | 'data_revisao'
      | 'status'
      | 'texto_original'
      | 'proposta_tematica_id'
    >
  | undefined
> {
  const { rows } = await tx.query(
    `UPDATE essay.redacoes SET nota_professor = $2, notas_professor = $5, comentario_professor = $3, revisado_por = $4, data_revisao = now(),
            nota_decidida_por = CASE WHEN status = 'em_revisao' THEN 'professor' ELSE nota_decidida_por END,
            status = CASE WHEN status = 'aguardando_professor' THEN 'corrigida_professor' WHEN status = 'em_revisao' THEN 'concluida' ELSE status END
      WHERE id = $1
     RETURNING id, nota_professor, notas_professor, comentario_professor, revisado_por, data_revisao, status, texto_original, proposta_tematica_id`,
    [id, review.nota, review.comentario, review.revisorId, review.notas],
  );
  // The teacher's grade is the official one from now on (until a later decision).
  if (rows[0])
    await decideOfficialGrade(tx, id, {
      total: review.nota,
      notas: review.notas,
      origem: 'professor',
      autorId: review.revisorId,
    });
  return rows[0];
}

/**
 * The teacher releases a held grade (em_revisao → concluida), decided by the teacher: `notas` the five grades in force
 * (the teacher's own, or the AI's kept), `teacherNotas` the teacher's own when given. `current` is the row locked by the
 * caller's transaction.
 */
export async function releaseHeldGrade(
  tx: Db,
  current: Pick<EssayRow, 'id' | 'status' | 'correcao_atual_id'>,
  release: { notas: number[]; comentario: string; revisorId: number; teacherNotas: number[] | null },
): Promise<number> {
  const total = release.notas.reduce((a, b) => a + b, 0);
  assertTransition(current.status, 'concluida');
  await tx.query(
    `UPDATE essay.redacoes SET status = 'concluida', nota_decidida_por = 'professor', nota_professor = $2, notas_professor = COALESCE($5, notas_professor),
            comentario_professor = COALESCE(NULLIF($3, ''), comentario_professor), revisado_por = $4, data_revisao = now() WHERE id = $1`,
    [current.id, total, release.comentario, release.revisorId, release.teacherNotas],
  );
  await decideOfficialGrade(tx, current.id, {
    total,
    notas: release.notas,
    origem: 'professor',
    autorId: release.revisorId,
    correcaoId: current.correcao_atual_id,
  });
  return total;
}

/** What the status poll needs: the essay's owner, activity and status and its current correction's progress. */
export type EssayStatusRow = Pick<EssayRow, 'id' | 'usuario_id' | 'atividade_id' | 'status'> & {
  c_id: number | null;
  c_status: JobStatus | null;
  progresso: unknown;
  erro: CorrectionRow['erro'];
  nota_geral_enem: number | null;
};

/**
 * The status poll's read, in one query, without the text and the analysis (`SELECT *` of both rows parsed kilobytes of
 * JSON per poll). Named: PostgreSQL parses and plans it once per connection (the poll runs it many times a second).
 */
export async function getEssayStatus(pool: Pool, id: number): Promise<EssayStatusRow | undefined> {
  const { rows } = await pool.query<EssayStatusRow>(
    namedStatement(pool, {
      name: 'essay-status',
      // The grade once the correction is done: the official one (the AI's while held for the teacher).
      text: `SELECT r.id, r.usuario_id, r.atividade_id, r.status, c.id AS c_id, c.status AS c_status, c.progresso, c.erro,
                    CASE WHEN c.status = 'concluida' THEN COALESCE(r.nota_oficial, c.nota_geral_enem) END AS nota_geral_enem
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.id = $1`,
      values: [id],
    }),
  );
  return rows[0];
}

export type HistoryQuery = { userId: number; page: number; limit: number; busca: string; onlyFavorites: boolean };
export type HistoryRow = Pick<
  EssayRow,
  'id' | 'titulo' | 'is_favorita' | 'tipo_envio' | 'status' | 'data_envio' | 'versao_anterior_id' | 'origem_nota'
> &
  OfficialGrade &
  Pick<CorrectionRow, 'data_correcao'> & {
    nota_ia: number | null;
  };

/**
 * The official grade as a read's `nota_geral_enem` and `c1_nota`…`c5_nota` (essay `r`, its correction `c`): every
 * screen reads these columns, so each shows the grade in force. A competency falls back to the AI's only when the
 * teacher gave a total alone.
 */
export const OFFICIAL_GRADE_COLUMNS = `r.nota_oficial AS nota_geral_enem, ${[1, 2, 3, 4, 5]
  .map(
    (i) => `CASE WHEN r.nota_oficial IS NOT NULL THEN COALESCE(r.notas_oficiais[${i}], c.c${i}_nota) END AS c${i}_nota`,
  )
  .join(', ')}`;
/** The row fields OFFICIAL_GRADE_COLUMNS reads (the official grade; null while undecided). */
export type OfficialGrade = Pick<
  CorrectionRow,
  'nota_geral_enem' | 'c1_nota' | 'c2_nota' | 'c3_nota' | 'c4_nota' | 'c5_nota'
>;

/** A page of a student's history, newest first, and how many essays match. A held grade (em_revisao) is not shown. */
export async function essayHistoryPage(pool: Pool, q: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = (t: string) =>
    `${t}.usuario_id = $1 AND ($2 = '' OR ${t}.titulo ILIKE '%' || $2 || '%') AND ($3::boolean = false OR ${t}.is_favorita)`;
  const params = [q.userId, q.busca, q.onlyFavorites];
  // One round trip: the total rides along as an InitPlan (computed once); only a page past the end asks it apart.
  const list = await pool.query<HistoryRow & { total: number }>(
    // Named: parsed and planned once per connection.
    namedStatement(pool, {
      name: 'essay-history',
      text: `SELECT r.id, r.titulo, r.is_favorita, r.tipo_envio, r.status, r.data_envio, r.versao_anterior_id, ${OFFICIAL_GRADE_COLUMNS}, c.data_correcao,
            r.origem_nota, c.nota_geral_enem AS nota_ia, (SELECT count(*)::int FROM essay.redacoes t WHERE ${where('t')}) AS total
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND r.status <> 'em_revisao'
      WHERE ${where('r')} ORDER BY r.data_envio DESC, r.id DESC LIMIT $4 OFFSET $5`,
      values: [...params, q.limit, (q.page - 1) * q.limit],
    }),
  );
  const total =
    list.rows.length > 0
      ? list.rows[0]!.total
      : ((
          await pool.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM essay.redacoes t WHERE ${where('t')}`,
            params,
          )
        ).rows[0]?.total ?? 0);
  return { rows: list.rows, total };
}

/** An essay with its official grades (null while undecided) and its current completed correction's analysis. */
export type GradedEssayRow = EssayRow &
  OfficialGrade & {
    analise: { competencias?: { justificativa_nota?: string }[] } | null;
  };

export async function gradedEssay(db: Db, id: number): Promise<GradedEssayRow | undefined> {
  const { rows } = await db.query<GradedEssayRow>(
    `SELECT r.*, ${OFFICIAL_GRADE_COLUMNS}, c.analise_detalhada AS analise
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND c.status = 'concluida' WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}

/** Every version of an essay of the student's (the ones it rewrites and the ones rewriting it), oldest first. */
export async function versionChain(
  db: Db,
  id: number,
  usuarioId: number,
): Promise<{ id: number; nota_geral_enem: number | null; data_envio: Date }[]> {
  const { rows } = await db.query<{ id: number; nota_geral_enem: number | null; data_envio: Date }>(
    `WITH RECURSIVE up AS (
       SELECT id, versao_anterior_id FROM essay.redacoes WHERE id = $1
       UNION SELECT r.id, r.versao_anterior_id FROM essay.redacoes r JOIN up ON r.id = up.versao_anterior_id
     ), down AS (
       SELECT id FROM essay.redacoes WHERE id = $1
       UNION SELECT r.id FROM essay.redacoes r JOIN down ON r.versao_anterior_id = down.id
     )
     SELECT r.id, r.nota_oficial AS nota_geral_enem, r.data_envio FROM essay.redacoes r
      WHERE r.id IN (SELECT id FROM up UNION SELECT id FROM down) AND r.usuario_id = $2 ORDER BY r.data_envio, r.id`,
    [id, usuarioId],
  );
  return rows;
}

/** Essays held for a teacher (`revisorId`; null: everyone's), oldest first, with the AI's total. */
export async function heldEssays(
  db: Db,
  revisorId: number | null,
  limit: number,
): Promise<(EssayRow & { motivo_revisao: string; nota_geral_enem: number | null })[]> {
  const { rows } = await db.query<EssayRow & { motivo_revisao: string; nota_geral_enem: number | null }>(
    `SELECT r.*, c.nota_geral_enem FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id
      WHERE r.status = 'em_revisao' AND ($1::int IS NULL OR r.revisor_responsavel_id = $1) ORDER BY r.data_envio, r.id LIMIT $2`,
    [revisorId, limit],
  );
  return rows;
}

export async function essayOwner(db: Db, id: number): Promise<number | undefined> {
  const { rows } = await db.query<{ usuario_id: number }>('SELECT usuario_id FROM essay.redacoes WHERE id = $1', [id]);
  return rows[0]?.usuario_id;
}

/** A corrected essay as its report (PDF) shows it: text, teacher's grade and comment, the completed current correction. */
export type EssayReportRow = Pick<
  EssayRow,
  | 'id'
  | 'titulo'
  | 'texto_original'
  | 'nota_professor'
  | 'comentario_professor'
  | 'nota_oficial'
  | 'notas_oficiais'
  | 'origem_nota'
> &
  Pick<CorrectionRow, 'nota_geral_enem' | 'analise_detalhada' | 'data_correcao'>;

export async function essayReport(db: Db, id: number): Promise<EssayReportRow | undefined> {
  const { rows } = await db.query<EssayReportRow>(
    `SELECT r.id, r.titulo, r.texto_original, r.nota_professor, r.comentario_professor, r.nota_oficial, r.notas_oficiais, r.origem_nota,
            c.nota_geral_enem, c.analise_detalhada, c.data_correcao
       FROM essay.redacoes r JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.id = $1 AND c.status = 'concluida'`,
    [id],
  );
  return rows[0];
}

/** Each essay's grade per competency in force: the official one, else (undecided, held) its current correction's. */
export async function competencyGradesOf(db: Db, ids: number[]): Promise<Map<number, (number | null)[]>> {
  const { rows } = await db.query<{ id: number; c: (number | null)[] }>(
    `SELECT r.id, ARRAY[${[1, 2, 3, 4, 5].map((i) => `COALESCE(r.notas_oficiais[${i}], c.c${i}_nota)`).join(', ')}] AS c
       FROM essay.redacoes r JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((g) => [g.id, g.c]));
}
