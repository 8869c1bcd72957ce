import {
  aiFindingsOf,
  anchorPassage,
  c1TallyOf,
  ESSAY_MESSAGES,
  hiddenBySwitchedOffRule,
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
import {
  countBankCommentUse,
  deleteMarkRow,
  engineMarkTouches,
  getCorrection,
  getEssay,
  hasMarksOfCorrection,
  insertEngineMark,
  insertMarkDecision,
  insertTeacherMark,
  lockMarkRow,
  marksOfEssay,
  strikeMarkRow,
  updateMarkRow,
  type ClassroomPort,
  type Db,
  type MarkRow,
  type UsersPort,
} from '@argumenta/essay-domain';
import { assertGradeVisible } from './review.js';
import { switchedOffFor } from './rule-switch.js';
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

export function analysisOf(raw: unknown): Pick<Analysis, 'competencias'> | null {
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
 * whose passage is not in the text is left out). Each lands on the occurrence of its passage the engine found (its
 * offset), or the nearest to it; a finding without one (the OpenAI-compatible engine's, older corrections') on the
 * first. Idempotent: two readers at once write each finding once.
 */
async function ensureAiMarks(db: Db, essay: EssayRow): Promise<number | null> {
  const correcaoId = essay.correcao_atual_id;
  if (!correcaoId || !essay.texto_original) return null;
  if (await hasMarksOfCorrection(db, correcaoId)) return correcaoId;
  const correction = await getCorrection(db, correcaoId);
  const findings = aiFindingsOf(analysisOf(correction?.analise_detalhada));
  for (const f of findings) {
    const at = anchorPassage(essay.texto_original, f.trecho, f.inicio ?? 0);
    if (!at) continue;
    await insertEngineMark(db, {
      redacaoId: essay.id,
      correcaoId,
      chave: f.chave,
      inicio: at.inicio,
      fim: at.fim,
      trecho: essay.texto_original.slice(at.inicio, at.fim),
      competencia: f.competencia,
      categoria: f.categoria || null,
      comentario: f.comentario,
      reescrita: f.reescrita,
    });
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

/**
 * The marks of the essay in force: the teachers' and the current correction's engine marks, without the unreviewed
 * ones of a C1 rule the essay's school switched off (and the keys of those, which the correction's lists leave out too).
 */
async function marksOf(
  deps: Pick<MarksDeps, 'pool' | 'users'>,
  essay: EssayRow,
): Promise<{ rows: MarkRow[]; switchedOff: string[] }> {
  const [rows, off] = await Promise.all([
    ensureAiMarks(deps.pool, essay).then((c) => marksOfEssay(deps.pool, essay.id, c)),
    switchedOffFor(deps.pool, deps.users, essay.usuario_id),
  ]);
  const hidden = rows.filter((r) => hiddenBySwitchedOffRule(r, off));
  return {
    rows: hidden.length ? rows.filter((r) => !hidden.includes(r)) : rows,
    switchedOff: hidden.flatMap((r) => (r.chave_ia ? [r.chave_ia] : [])),
  };
}

/** GET: the reviewer sees every mark (struck ones too); the author sees what the teacher left, once the grade is theirs. */
export async function listMarks(deps: MarksDeps, user: AuthUser, essayId: number): Promise<MarksView> {
  const { essay, role } = await markAccess(deps, user, essayId);
  if (role === 'autor') assertGradeVisible(essay, 'owner');
  const { rows, switchedOff } = await marksOf(deps, essay);
  const all = rows.map((r) => toMark(r, essay.texto_original));
  const marcacoes = role === 'autor' ? all.filter((m) => m.estado !== 'riscada') : all;
  return {
    redacao_id: essay.id,
    visao: role === 'autor' ? 'estudante' : 'revisor',
    revisada: !all.some((m) => m.automatica),
    marcacoes,
    desvios_c1: c1TallyOf(marcacoes),
    riscadas: [...all.flatMap((m) => (m.estado === 'riscada' && m.chave_ia ? [m.chave_ia] : [])), ...switchedOff],
  };
}

/** The marks a report shows (the student's view: struck ones left out), in reading order. */
export async function reportMarks(deps: Pick<MarksDeps, 'pool' | 'users'>, essay: EssayRow): Promise<Mark[]> {
  const { rows } = await marksOf(deps, essay);
  return rows.map((r) => toMark(r, essay.texto_original)).filter((m) => m.estado !== 'riscada');
}

/** The essay a reviewer marks, with its author's school (each decision is labelled with it: precision per school). */
async function loadReviewable(
  deps: MarksDeps,
  user: AuthUser,
  essayId: number,
): Promise<EssayRow & { escola_id: number | null }> {
  const { essay, role } = await markAccess(deps, user, essayId);
  if (role !== 'revisor') throw forbidden(MARK_MESSAGES.forbidden);
  return { ...essay, escola_id: await schoolOf(deps.users, essay.usuario_id) };
}

async function recordDecision(
  db: Db,
  essay: { escola_id: number | null },
  row: Pick<MarkRow, 'id' | 'redacao_id' | 'origem' | 'competencia' | 'categoria' | 'trecho'>,
  decisao: MarkDecision,
  usuarioId: number,
  semRegra = false,
) {
  await insertMarkDecision(db, row, decisao, usuarioId, semRegra, essay.escola_id);
}

async function countBankUse(db: Db, bankId: number | undefined) {
  if (bankId) await countBankCommentUse(db, bankId);
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
    const row = await insertTeacherMark(db, {
      redacaoId: essay.id,
      inicio: input.inicio,
      fim: input.fim,
      trecho: input.trecho,
      competencia: input.competencia,
      categoria: input.categoria || null,
      comentario: input.comentario,
      reescrita: input.reescrita || null,
      autorId: user.id,
    });
    // A deviation no rule found: no finding of the engine, in the same competency, touches the passage.
    const found = await engineMarkTouches(db, correcaoId, input.competencia, input.inicio, input.fim);
    await recordDecision(db, essay, row, 'adicionada', user.id, !found);
    await countBankUse(db, input.comentario_banco_id);
    return toMark(row, text);
  });
}

async function lockMark(db: Db, essayId: number, markId: number): Promise<MarkRow> {
  const row = await lockMarkRow(db, essayId, markId);
  if (!row) throw new AppError('not_found', MARK_MESSAGES.notFound);
  return row;
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
    const updated = await updateMarkRow(db, {
      id: current.id,
      redacaoId: essay.id,
      estado,
      competencia: input.competencia ?? current.competencia,
      comentario: input.comentario ?? current.comentario,
      reescrita: input.reescrita === undefined ? current.reescrita : input.reescrita || null,
      categoria: input.categoria === undefined ? current.categoria : input.categoria || null,
      revisorId: user.id,
    });
    const decisao: MarkDecision | null =
      estado === 'riscada' ? 'riscada' : edited ? 'editada' : estado === 'aceita' ? 'aceita' : null;
    // The engine's rule is the finding's category as it came (the decision labels the rule, not the edit).
    if (decisao && (current.origem === 'ia' || edited)) await recordDecision(db, essay, current, decisao, user.id);
    await countBankUse(db, input.comentario_banco_id);
    return toMark(updated, essay.texto_original);
  });
}

/** DELETE: a teacher's mark is removed; an engine's is struck out (the decision stays, the student no longer sees it). */
export async function deleteMark(deps: MarksDeps, user: AuthUser, essayId: number, markId: number) {
  const essay = await loadReviewable(deps, user, essayId);
  return withTransaction(deps.pool, async (db) => {
    const current = await lockMark(db, essay.id, markId);
    if (current.origem === 'ia') {
      await strikeMarkRow(db, current.id, user.id);
      await recordDecision(db, essay, current, 'riscada', user.id);
    } else {
      await deleteMarkRow(db, current.id);
      await recordDecision(db, essay, current, 'removida', user.id);
    }
    return { id: current.id, redacao_id: essay.id };
  });
}
