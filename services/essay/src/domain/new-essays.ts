import type { AuthUser, SubmissionType } from '@argumenta/contracts';
import { batchPerTick, unnestColumns, type Pool } from '@argumenta/platform';

export type NewEssay = {
  user: AuthUser;
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
  /** A manual activity's essay: stored for the teacher, no correction row. */
  manual: boolean;
  versaoAnteriorId: number | null;
  /** The credit reservation the correction carries. */
  ref: string;
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
                         $11::int[], $12::text[], $13::boolean[], $14::text[], $15::text[], $16::bytea[])
      WITH ORDINALITY AS i(usuario_id, titulo, texto, ocr, transcricao_id, tipo, atividade_id, proposta_id, status_entrega, chave,
                           versao_anterior_id, ref, manual, nome, mime, conteudo, ord)),
  ids AS (
    SELECT input.*, nextval(pg_get_serial_sequence('essay.redacoes', 'id'))::int AS r,
           CASE WHEN manual THEN NULL ELSE nextval(pg_get_serial_sequence('essay.correcoes', 'id'))::int END AS c,
           CASE WHEN conteudo IS NULL THEN NULL ELSE nextval(pg_get_serial_sequence('essay.arquivos', 'id'))::int END AS a
      FROM input),
  a AS (INSERT INTO essay.arquivos (id, usuario_id, nome, mime, tamanho, conteudo)
        SELECT a, usuario_id, nome, mime, length(conteudo), conteudo FROM ids WHERE a IS NOT NULL),
  r AS (INSERT INTO essay.redacoes (id, usuario_id, titulo, texto_original, texto_ocr, transcricao_id, tipo_envio, arquivo_id, atividade_id,
                                    proposta_tematica_id, status_entrega, chave_idempotencia, status, versao_anterior_id, correcao_atual_id)
        SELECT r, usuario_id, titulo, texto, ocr, transcricao_id, tipo, a, atividade_id, proposta_id, status_entrega, chave,
               CASE WHEN manual THEN 'aguardando_professor' ELSE 'pendente' END, versao_anterior_id, c FROM ids),
  c AS (INSERT INTO essay.correcoes (id, redacao_id, referencia_credito) SELECT c, r, ref FROM ids WHERE c IS NOT NULL)
  SELECT ord, r AS redacao_id, c AS correcao_id FROM ids`;

async function insertAll(pool: Pool, essays: NewEssay[]): Promise<NewEssayIds[]> {
  const { rows } = await pool.query<NewEssayIds & { ord: number }>(
    INSERT_ESSAYS,
    unnestColumns(
      essays,
      (e) => e.user.id,
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
    ),
  );
  const byOrd = new Map(rows.map(({ ord, ...ids }) => [Number(ord), ids]));
  return essays.map((_, k) => byOrd.get(k + 1)!);
}

/** A statement carries at most this many essays and this much of their files (photos and PDFs of up to 10 MB each). */
const GROUP_MAX_ESSAYS = 200;
const GROUP_MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Consecutive groups within both limits (an essay whose file alone is larger goes alone). */
export function groupsOf(essays: NewEssay[]): NewEssay[][] {
  const groups: NewEssay[][] = [];
  let bytes = 0;
  for (const essay of essays) {
    const size = essay.file?.conteudo.length ?? 0;
    const last = groups[groups.length - 1];
    if (last && last.length < GROUP_MAX_ESSAYS && bytes + size <= GROUP_MAX_FILE_BYTES) {
      last.push(essay);
      bytes += size;
    } else {
      groups.push([essay]);
      bytes = size;
    }
  }
  return groups;
}

type Outcome = { ids: NewEssayIds } | { error: unknown };

const inserters = new WeakMap<Pool, (essay: NewEssay) => Promise<Outcome>>();

/**
 * Stores one new essay; the essays stored in the same tick go in one statement. When that statement fails (one
 * essay's idempotency key taken by a concurrent twin, a connection cut), each essay is tried again on its own, so each
 * caller gets its own answer and none is lost for another's fault.
 */
export async function insertNewEssay(pool: Pool, essay: NewEssay): Promise<NewEssayIds> {
  let insert = inserters.get(pool);
  if (!insert) {
    const insertGroup = async (essays: NewEssay[]): Promise<Outcome[]> => {
      const together = await insertAll(pool, essays).then(
        (ids) => ids.map((one): Outcome => ({ ids: one })),
        (error: unknown) => (essays.length === 1 ? [{ error }] : undefined),
      );
      if (together) return together;
      return Promise.all(essays.map((one) => insertAll(pool, [one]).then(([ids]): Outcome => ({ ids: ids! }), (error: unknown): Outcome => ({ error }))));
    };
    insert = batchPerTick<NewEssay, Outcome>(async (essays) => (await Promise.all(groupsOf(essays).map(insertGroup))).flat());
    inserters.set(pool, insert);
  }
  const outcome = await insert(essay);
  if ('error' in outcome) throw outcome.error;
  return outcome.ids;
}
