import { ESSAY_MESSAGES, essayTitle, type AuthUser, type EssayListItem, type EssayStatus } from '@argumenta/contracts';
import { AppError, namedStatement, type Pool } from '@argumenta/platform';
import { getEssay, type ClassroomPort, type CorrectionRow, type EssayRow } from '@argumenta/essay-domain';

export type { CorrectionRow, EssayRow } from '@argumenta/essay-domain';
export { getCorrection, getEssay } from '@argumenta/essay-domain';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Who may read an essay: its owner, an admin, or the teacher of the room of the activity it
 * answers. Everyone else gets the same 404 as for an essay that does not exist.
 */
export async function loadReadableEssay(pool: Pool, classroom: ClassroomPort, user: AuthUser, id: number): Promise<{ essay: EssayRow; role: 'owner' | 'admin' | 'teacher' }> {
  const essay = await getEssay(pool, id);
  return { essay: essay!, role: await readerRole(classroom, user, essay) };
}

export type ReaderRole = 'owner' | 'admin' | 'teacher';

/** The rule of loadReadableEssay on any row that has the owner and the activity (narrow reads such as the status). */
export async function readerRole(classroom: ClassroomPort, user: AuthUser, essay: Pick<EssayRow, 'usuario_id' | 'atividade_id'> | undefined): Promise<ReaderRole> {
  if (!essay) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
  if (essay.usuario_id === user.id) return 'owner';
  if (user.tipo === 'admin') return 'admin';
  if (user.tipo === 'professor' && essay.atividade_id) {
    const ctx = await classroom.activityContext(essay.atividade_id, user.id).catch(() => null);
    if (ctx?.professor) return 'teacher';
  }
  throw new AppError('not_found', ESSAY_MESSAGES.notFound);
}

export type EssayStatusRow = Pick<EssayRow, 'id' | 'usuario_id' | 'atividade_id' | 'status'> & {
  c_id: number | null;
  c_status: EssayStatus | null;
  progresso: unknown;
  erro: CorrectionRow['erro'];
  nota_geral_enem: number | null;
};

/**
 * What the status poll needs, in one query: the essay's owner, activity and status and its current correction's
 * progress, without the text and the analysis (`SELECT *` of both rows parsed kilobytes of JSON per poll).
 */
export async function getEssayStatus(pool: Pool, id: number): Promise<EssayStatusRow | undefined> {
  const { rows } = await pool.query<EssayStatusRow>(
    // Named: PostgreSQL parses and plans it once per connection (the poll runs it many times a second).
    namedStatement(pool, {
      name: 'essay-status',
      text: `SELECT r.id, r.usuario_id, r.atividade_id, r.status, c.id AS c_id, c.status AS c_status, c.progresso, c.erro, c.nota_geral_enem
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.id = $1`,
      values: [id],
    }),
  );
  return rows[0];
}

/** Owner-only operations (favourite, delete, share, re-correct). */
export async function loadOwnEssay(pool: Pool, user: AuthUser, id: number): Promise<EssayRow> {
  const essay = await getEssay(pool, id);
  if (!essay || essay.usuario_id !== user.id) throw new AppError('not_found', ESSAY_MESSAGES.notFound);
  return essay;
}

export type ListQuery = { userId: number; page: number; limit: number; busca: string; onlyFavorites: boolean };

export async function listEssays(pool: Pool, q: ListQuery): Promise<{ redacoes: EssayListItem[]; total: number }> {
  const where = (t: string) => `${t}.usuario_id = $1 AND ($2 = '' OR ${t}.titulo ILIKE '%' || $2 || '%') AND ($3::boolean = false OR ${t}.is_favorita)`;
  const params = [q.userId, q.busca, q.onlyFavorites];
  // One round trip: the total rides along as an InitPlan (computed once); only a page past the end asks it apart.
  const list = await pool.query(
    // Named: parsed and planned once per connection. A grade held for the teacher (em_revisao) is not listed until released.
    namedStatement(pool, {
      name: 'essay-history',
      text: `SELECT r.id, r.titulo, r.is_favorita, r.tipo_envio, r.status, r.data_envio, r.versao_anterior_id, c.nota_geral_enem, c.data_correcao,
            c.c1_nota, c.c2_nota, c.c3_nota, c.c4_nota, c.c5_nota, (SELECT count(*)::int FROM essay.redacoes t WHERE ${where('t')}) AS total
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND r.status <> 'em_revisao'
      WHERE ${where('r')} ORDER BY r.data_envio DESC, r.id DESC LIMIT $4 OFFSET $5`,
      values: [...params, q.limit, (q.page - 1) * q.limit],
    }),
  );
  const total =
    list.rows.length > 0
      ? (list.rows[0] as { total: number }).total
      : ((await pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM essay.redacoes t WHERE ${where('t')}`, params)).rows[0]?.total ?? 0);
  const redacoes = list.rows.map(
    (r): EssayListItem => ({
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
    }),
  );
  return { redacoes, total };
}

/** The spec's Feedback response: `redacao` + `correcao` with `analise_detalhada` as an object. */
export function feedbackView(essay: EssayRow, correction: CorrectionRow) {
  return {
    redacao: { id: essay.id, titulo: essayTitle(essay), texto_original: essay.texto_original, data_correcao: iso(correction.data_correcao), data_envio: iso(essay.data_envio), atividade_id: essay.atividade_id, versao_anterior_id: essay.versao_anterior_id, status: essay.status, nota_decidida_por: essay.nota_decidida_por },
    correcao: {
      id: correction.id,
      nota_geral_enem: correction.nota_geral_enem,
      is_favorita: essay.is_favorita,
      data_correcao: iso(correction.data_correcao),
      motor: correction.motor,
      analise_detalhada: correction.analise_detalhada,
    },
  };
}
