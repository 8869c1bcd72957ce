import {
  analysisWithOfficialGrades,
  ESSAY_MESSAGES,
  essayTitle,
  type AuthUser,
  type EssayListItem,
  type OfficialGradeFields,
} from '@argumenta/contracts';
import { AppError, type Pool } from '@argumenta/platform';
import {
  essayHistoryPage,
  getEssay,
  type ClassroomPort,
  type CorrectionRow,
  type EssayRow,
  type HistoryQuery,
} from '@argumenta/essay-domain';

export type { CorrectionRow, EssayRow } from '@argumenta/essay-domain';
export { getCorrection, getEssay, getEssayStatus, type EssayStatusRow } from '@argumenta/essay-domain';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Who may read an essay: its owner, an admin, or the teacher of the room of the activity it
 * answers. Everyone else gets the same 404 as for an essay that does not exist.
 */
export async function loadReadableEssay(
  pool: Pool,
  classroom: ClassroomPort,
  user: AuthUser,
  id: number,
): Promise<{ essay: EssayRow; role: 'owner' | 'admin' | 'teacher' }> {
  const essay = await getEssay(pool, id);
  return { essay: essay!, role: await readerRole(classroom, user, essay) };
}

export type ReaderRole = 'owner' | 'admin' | 'teacher';

/** The rule of loadReadableEssay on any row that has the owner and the activity (narrow reads such as the status). */
export async function readerRole(
  classroom: ClassroomPort,
  user: AuthUser,
  essay: Pick<EssayRow, 'usuario_id' | 'atividade_id'> | undefined,
): Promise<ReaderRole> {
  if (!essay) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
  if (essay.usuario_id === user.id) return 'owner';
  if (user.tipo === 'admin') return 'admin';
  if (user.tipo === 'professor' && essay.atividade_id) {
    const ctx = await classroom.activityContext(essay.atividade_id, user.id).catch(() => null);
    if (ctx?.professor) return 'teacher';
  }
  throw new AppError('not_found', ESSAY_MESSAGES.notFound);
}

/** Owner-only operations (favourite, delete, share, re-correct). */
export async function loadOwnEssay(pool: Pool, user: AuthUser, id: number): Promise<EssayRow> {
  const essay = await getEssay(pool, id);
  if (!essay || essay.usuario_id !== user.id) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
  return essay;
}

export type ListQuery = HistoryQuery;

export async function listEssays(pool: Pool, q: ListQuery): Promise<{ redacoes: EssayListItem[]; total: number }> {
  const { rows, total } = await essayHistoryPage(pool, q);
  const redacoes = rows.map((r): EssayListItem => ({
    id: r.id,
    titulo: essayTitle(r),
    nota_geral_enem: r.nota_geral_enem,
    data_correcao: iso(r.data_correcao),
    data_envio: iso(r.data_envio)!,
    is_favorita: r.is_favorita,
    tipo_submissao: r.tipo_envio,
    status: r.status,
    c1_nota: r.c1_nota,
    c2_nota: r.c2_nota,
    c3_nota: r.c3_nota,
    c4_nota: r.c4_nota,
    c5_nota: r.c5_nota,
    versao_anterior_id: r.versao_anterior_id,
    nota_oficial: r.nota_geral_enem,
    origem_nota: r.nota_geral_enem === null ? null : r.origem_nota,
    nota_ia: r.nota_ia,
  }));
  return { redacoes, total };
}

/** The official grade's fields (contracts/grades.ts) of an essay whose AI total is `aiTotal`. */
export const officialGradeOf = (
  essay: Pick<EssayRow, 'nota_oficial' | 'notas_oficiais' | 'origem_nota'>,
  aiTotal: number | null,
): OfficialGradeFields => ({
  nota_oficial: essay.nota_oficial,
  notas_oficiais: essay.notas_oficiais,
  origem_nota: essay.origem_nota,
  nota_ia: aiTotal,
});

/**
 * What a report or a screen shows of a correction: the official grade (the AI's only while none is decided, as a
 * teacher reads a held grade) and the analysis with the official grade per competency.
 */
export function gradeInForce(
  essay: Pick<EssayRow, 'nota_oficial' | 'notas_oficiais' | 'origem_nota'>,
  correction: Pick<CorrectionRow, 'nota_geral_enem' | 'analise_detalhada'>,
) {
  return {
    nota: essay.nota_oficial ?? correction.nota_geral_enem,
    analise: analysisWithOfficialGrades(
      correction.analise_detalhada as Parameters<typeof analysisWithOfficialGrades>[0],
      essay.notas_oficiais,
    ),
    oficial: officialGradeOf(essay, correction.nota_geral_enem),
  };
}

/**
 * The spec's Feedback response: `redacao` + `correcao` with `analise_detalhada` as an object. The grades it carries
 * (`nota_geral_enem`, each competency's) are the official ones; the AI's total stays in `nota_ia`.
 */
export function feedbackView(essay: EssayRow, correction: CorrectionRow) {
  const shown = gradeInForce(essay, correction);
  return {
    redacao: {
      id: essay.id,
      titulo: essayTitle(essay),
      texto_original: essay.texto_original,
      data_correcao: iso(correction.data_correcao),
      data_envio: iso(essay.data_envio),
      atividade_id: essay.atividade_id,
      versao_anterior_id: essay.versao_anterior_id,
      status: essay.status,
      nota_decidida_por: essay.nota_decidida_por,
      ...shown.oficial,
      comentario_professor: essay.comentario_professor,
    },
    correcao: {
      id: correction.id,
      nota_geral_enem: shown.nota,
      is_favorita: essay.is_favorita,
      data_correcao: iso(correction.data_correcao),
      motor: correction.motor,
      analise_detalhada: shown.analise,
      ...shown.oficial,
    },
  };
}
