import {
  aiFindingsOf,
  anchorPassage,
  c1TallyOf,
  ESSAY_MESSAGES,
  MARK_MESSAGES,
  markCreateSchema,
  markUpdateSchema,
  type Analysis,
  type AuthUser,
  type Mark,
  type MarkDecision,
  type MarksView,
} from '@argumenta/contracts';
import { AppError, forbidden, parseOrThrow, withTransaction, type Pool } from '@argumenta/platform';
import { getCorrection, getEssay, type ClassroomPort, type Db, type UsersPort } from '@argumenta/essay-domain';
import { assertGradeVisible } from './review.js';
import type { EssayRow } from './essays.js';

export type MarksDeps = { pool: Pool; classroom: ClassroomPort; users: UsersPort };

/**
 * Who marks an essay: the teacher of its activity's room, a coordinator of its author's school, an admin. Its author
 * only reads (the student's view); anyone else gets the 404 of an essay that does not exist.
 */
export async function markAccess(
  deps: MarksDeps,
  user: AuthUser,
  essayId: number,
): Promise<{ essay: EssayRow; role: 'autor' | 'revisor' }> {
  const essay = await getEssay(deps.pool, essayId);
  if (!essay) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
  if (essay.usuario_id === user.id) return { essay, role: 'autor' };
  if (user.tipo === 'admin') return { essay, role: 'revisor' };
  if (user.tipo === 'professor' && essay.atividade_id) {
    const ctx = await deps.classroom.activityContext(essay.atividade_id, user.id).catch(() => null);
    if (ctx?.professor) return { essay, role: 'revisor' };
  }
  if (user.tipo === 'coordenador' && (await sameSchool(deps.users, user.id, essay.usuario_id)))
    return { essay, role: 'revisor' };
  throw new AppError('not_found', ESSAY_MESSAGES.notFound);
}

/** The school of a person (null: unknown or none), from the auth service, which owns schools. */
export async function schoolOf(users: UsersPort, id: number): Promise<number | null> {
  const [u] = await users.users([id]).catch(() => []);
  return u?.escola_id ?? null;
}

async function sameSchool(users: UsersPort, a: number, b: number): Promise<boolean> {
  const rows = await users.users([a, b]).catch(() => []);
  const [x, y] = [rows.find((u) => u.id === a)?.escola_id, rows.find((u) => u.id === b)?.escola_id];
  return x != null && x === y;
}

type MarkRow = {
  id: number;
  redacao_id: number;
  origem: Mark['origem'];
  estado: Mark['estado'];
  correcao_id: number | null;
  chave_ia: string | null;
  inicio: number;
  fim: number;
  trecho: string;
  competencia: Mark['competencia'];
  categoria: string | null;
  comentario: string;
  reescrita: string | null;
  atualizada_em: Date;
};

function analysisOf(raw: unknown): Pick<Analysis, 'competencias'> | null {
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw) as Analysis;
    } catch {
      return null;
    }
  }
  return raw && typeof raw === 'object' ? (raw as Analysis) : null;
}

/**
 * The engine's findings of the essay's current correction as suggested marks, written once per correction (a finding
 * whose passage is not in the text is left out). Idempotent: two readers at once write each finding once.
 */
async function ensureAiMarks(db: Db, essay: EssayRow): Promise<number | null> {
  const correcaoId = essay.correcao_atual_id;
  if (!correcaoId || !essay.texto_original) return null;
  const seen = await db.query('SELECT 1 FROM essay.marcacoes WHERE correcao_id = $1 LIMIT 1', [correcaoId]);
  if (seen.rowCount) return correcaoId;
  const correction = await getCorrection(db, correcaoId);
  const findings = aiFindingsOf(analysisOf(correction?.analise_detalhada));
  for (const f of findings) {
    const at = anchorPassage(essay.texto_original, f.trecho, 0);
    if (!at) continue;
    await db.query(
      `INSERT INTO essay.marcacoes (redacao_id, origem, estado, correcao_id, chave_ia, inicio, fim, trecho, competencia, categoria, comentario, reescrita)
       VALUES ($1, 'ia', 'sugerida', $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (correcao_id, chave_ia) DO NOTHING`,
      [
        essay.id,
        correcaoId,
        f.chave,
        at.inicio,
        at.fim,
        essay.texto_original.slice(at.inicio, at.fim),
        f.competencia,
        f.categoria || null,
        f.comentario,
        f.reescrita,
      ],
    );
  }
  return correcaoId;
}

function toMark(row: MarkRow, text: string): Mark {
  const at = anchorPassage(text, row.trecho, row.inicio);
  return {
    id: row.id,
    redacao_id: row.redacao_id,
    origem: row.origem,
    estado: row.estado,
    inicio: at?.inicio ?? row.inicio,
    fim: at?.fim ?? row.fim,
    trecho: row.trecho,
    competencia: Number(row.competencia) as Mark['competencia'],
    categoria: row.categoria,
    comentario: row.comentario,
    reescrita: row.reescrita,
    chave_ia: row.chave_ia,
    automatica: row.origem === 'ia' && row.estado === 'sugerida',
    ancorada: at !== null && at.inicio === row.inicio,
    atualizada_em: row.atualizada_em.toISOString(),
  };
}

/** The marks of the essay in force: the teachers' and the current correction's engine marks. */
async function marksOf(db: Db, essay: EssayRow): Promise<MarkRow[]> {
  const correcaoId = await ensureAiMarks(db, essay);
  const { rows } = await db.query<MarkRow>(
    `SELECT * FROM essay.marcacoes WHERE redacao_id = $1 AND (origem = 'professor' OR correcao_id = $2)
      ORDER BY inicio, fim, id`,
    [essay.id, correcaoId],
  );
  return rows;
}

/** GET: the reviewer sees every mark (struck ones too); the author sees what the teacher left, once the grade is theirs. */
export async function listMarks(deps: MarksDeps, user: AuthUser, essayId: number): Promise<MarksView> {
  const { essay, role } = await markAccess(deps, user, essayId);
  if (role === 'autor') assertGradeVisible(essay, 'owner');
  const rows = await marksOf(deps.pool, essay);
  const all = rows.map((r) => toMark(r, essay.texto_original));
  const marcacoes = role === 'autor' ? all.filter((m) => m.estado !== 'riscada') : all;
  return {
    redacao_id: essay.id,
    visao: role === 'autor' ? 'estudante' : 'revisor',
    revisada: !all.some((m) => m.automatica),
    marcacoes,
    desvios_c1: c1TallyOf(marcacoes),
    riscadas: all.flatMap((m) => (m.estado === 'riscada' && m.chave_ia ? [m.chave_ia] : [])),
  };
}

/** The marks a report shows (the student's view: struck ones left out), in reading order. */
export async function reportMarks(db: Db, essay: EssayRow): Promise<Mark[]> {
  return (await marksOf(db, essay)).map((r) => toMark(r, essay.texto_original)).filter((m) => m.estado !== 'riscada');
}

async function loadReviewable(deps: MarksDeps, user: AuthUser, essayId: number): Promise<EssayRow> {
  const { essay, role } = await markAccess(deps, user, essayId);
  if (role !== 'revisor') throw forbidden(MARK_MESSAGES.forbidden);
  return essay;
}

async function recordDecision(
  db: Db,
  row: Pick<MarkRow, 'id' | 'redacao_id' | 'origem' | 'competencia' | 'categoria' | 'trecho'>,
  decisao: MarkDecision,
  usuarioId: number,
  semRegra = false,
) {
  await db.query(
    `INSERT INTO essay.marcacoes_decisoes (redacao_id, marcacao_id, origem, competencia, regra, trecho, decisao, sem_regra, usuario_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.redacao_id, row.id, row.origem, row.competencia, row.categoria, row.trecho, decisao, semRegra, usuarioId],
  );
}

async function countBankUse(db: Db, bankId: number | undefined) {
  if (bankId) await db.query('UPDATE essay.banco_comentarios SET usos = usos + 1 WHERE id = $1', [bankId]);
}

/** POST: a teacher's mark on a passage of the text as it is now (the quoted passage must be at the offsets). */
export async function createMark(deps: MarksDeps, user: AuthUser, essayId: number, body: unknown): Promise<Mark> {
  const essay = await loadReviewable(deps, user, essayId);
  const input = parseOrThrow(markCreateSchema, body ?? {});
  const text = essay.texto_original;
  if (input.fim <= input.inicio || input.fim > text.length) throw new AppError('validation', MARK_MESSAGES.range);
  if (text.slice(input.inicio, input.fim) !== input.trecho) throw new AppError('validation', MARK_MESSAGES.passage);
  return withTransaction(deps.pool, async (db) => {
    const correcaoId = await ensureAiMarks(db, essay);
    const { rows } = await db.query<MarkRow>(
      `INSERT INTO essay.marcacoes (redacao_id, origem, estado, inicio, fim, trecho, competencia, categoria, comentario, reescrita, autor_id)
       VALUES ($1, 'professor', 'professor', $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        essay.id,
        input.inicio,
        input.fim,
        input.trecho,
        input.competencia,
        input.categoria || null,
        input.comentario,
        input.reescrita || null,
        user.id,
      ],
    );
    const row = rows[0]!;
    // A deviation no rule found: no finding of the engine, in the same competency, touches the passage.
    const found = await db.query(
      `SELECT 1 FROM essay.marcacoes WHERE correcao_id = $1 AND origem = 'ia' AND competencia = $2
          AND inicio < $4 AND fim > $3 LIMIT 1`,
      [correcaoId, input.competencia, input.inicio, input.fim],
    );
    await recordDecision(db, row, 'adicionada', user.id, !found.rowCount);
    await countBankUse(db, input.comentario_banco_id);
    return toMark(row, text);
  });
}

async function lockMark(db: Db, essayId: number, markId: number): Promise<MarkRow> {
  const { rows } = await db.query<MarkRow>(
    'SELECT * FROM essay.marcacoes WHERE id = $1 AND redacao_id = $2 FOR UPDATE',
    [markId, essayId],
  );
  if (!rows[0]) throw new AppError('not_found', MARK_MESSAGES.notFound);
  return rows[0];
}

/**
 * PATCH: accept or strike an engine's mark, or edit a mark (an engine's edited mark is accepted with the teacher's
 * words). Each decision on an engine's mark is labelled data.
 */
export async function updateMark(
  deps: MarksDeps,
  user: AuthUser,
  essayId: number,
  markId: number,
  body: unknown,
): Promise<Mark> {
  const essay = await loadReviewable(deps, user, essayId);
  const input = parseOrThrow(markUpdateSchema, body ?? {});
  return withTransaction(deps.pool, async (db) => {
    const current = await lockMark(db, essay.id, markId);
    if (input.estado && current.origem !== 'ia') throw new AppError('validation', MARK_MESSAGES.notAi);
    const edited =
      (input.competencia !== undefined && input.competencia !== Number(current.competencia)) ||
      (input.comentario !== undefined && input.comentario !== current.comentario) ||
      (input.reescrita !== undefined && (input.reescrita || null) !== current.reescrita) ||
      (input.categoria !== undefined && (input.categoria || null) !== current.categoria);
    const estado =
      current.origem === 'professor' ? 'professor' : (input.estado ?? (edited ? 'aceita' : current.estado));
    const { rows } = await db.query<MarkRow>(
      `UPDATE essay.marcacoes SET estado = $3, competencia = $4, comentario = $5, reescrita = $6, categoria = $7,
              revisor_id = $8, atualizada_em = now()
        WHERE id = $1 AND redacao_id = $2 RETURNING *`,
      [
        current.id,
        essay.id,
        estado,
        input.competencia ?? current.competencia,
        input.comentario ?? current.comentario,
        input.reescrita === undefined ? current.reescrita : input.reescrita || null,
        input.categoria === undefined ? current.categoria : input.categoria || null,
        user.id,
      ],
    );
    const decisao: MarkDecision | null =
      estado === 'riscada' ? 'riscada' : edited ? 'editada' : estado === 'aceita' ? 'aceita' : null;
    // The engine's rule is the finding's category as it came (the decision labels the rule, not the edit).
    if (decisao && (current.origem === 'ia' || edited))
      await recordDecision(db, { ...current, competencia: current.competencia }, decisao, user.id);
    await countBankUse(db, input.comentario_banco_id);
    return toMark(rows[0]!, essay.texto_original);
  });
}

/** DELETE: a teacher's mark is removed; an engine's is struck out (the decision stays, the student no longer sees it). */
export async function deleteMark(deps: MarksDeps, user: AuthUser, essayId: number, markId: number) {
  const essay = await loadReviewable(deps, user, essayId);
  return withTransaction(deps.pool, async (db) => {
    const current = await lockMark(db, essay.id, markId);
    if (current.origem === 'ia') {
      await db.query(
        `UPDATE essay.marcacoes SET estado = 'riscada', revisor_id = $2, atualizada_em = now() WHERE id = $1`,
        [current.id, user.id],
      );
      await recordDecision(db, current, 'riscada', user.id);
    } else {
      await db.query('DELETE FROM essay.marcacoes WHERE id = $1', [current.id]);
      await recordDecision(db, current, 'removida', user.id);
    }
    return { id: current.id, redacao_id: essay.id };
  });
}
