import { zipSync } from 'fflate';
import {
  ACTIVITY_MESSAGES,
  essayTitle,
  type AuthUser,
  type ClassInsight,
  type CompetenciasSala,
  type Submissao,
  type SubmissoesResponse,
} from '@argumenta/contracts';
import {
  competencyMeans,
  essayWithLatestGrade,
  gradedSubmissionsOf,
  submissionsOf,
  type ClassroomPort,
  type SubmissionRow,
  type UsersPort,
} from '@argumenta/essay-domain';
import { AppError, type Pool } from '@argumenta/platform';
import { gradeInForce, iso } from './essays.js';
import { classInsightOfRows } from './insight.js';
import { renderReport } from './pdf.js';

/**
 * An activity's submissions as its teacher sees them — the list, the zip of reports, the class diagnosis — served here,
 * where the essays are. The classroom service is asked once per request, for what only it knows: whether the caller
 * manages the room (its teacher or an admin; the public route's 404/403 otherwise), the activity's header and the
 * room's members.
 */
export type SubmissionsDeps = { pool: Pool; classroom: ClassroomPort; users: UsersPort };

const round1 = (n: number) => Math.round(n * 10) / 10;
const REMOVED = 'Usuário removido';

/** What the essay keeps of a submission (the student's name is added by the caller). */
export const essaySubmission = (s: SubmissionRow) => ({
  id: s.id,
  estudante_id: s.usuario_id,
  titulo: essayTitle(s),
  data_envio: iso(s.data_envio)!,
  status_entrega: s.status_entrega!,
  correcao_id: s.c_id,
  // The official grade (null while undecided); the AI's beside it.
  nota: s.nota_geral_enem,
  notas: s.nota_geral_enem === null ? null : [s.c1_nota, s.c2_nota, s.c3_nota, s.c4_nota, s.c5_nota],
  origem_nota: s.origem_nota,
  nota_ia: s.nota_ia,
  status: s.status,
  nota_professor: s.nota_professor,
  notas_professor: s.notas_professor as number[] | null,
  comentario_professor: s.comentario_professor,
  data_revisao: iso(s.data_revisao),
});

/** Submissions with student names; members who sent nothing listed apart. */
export async function activitySubmissions(
  deps: SubmissionsDeps,
  user: AuthUser,
  atividadeId: number,
): Promise<SubmissoesResponse> {
  const { atividade, estudante_ids: memberIds } = await deps.classroom.manageActivity(atividadeId, user);
  const rows = await submissionsOf(deps.pool, [atividade.id]);
  const users = new Map(
    (await deps.users.users([...new Set([...memberIds, ...rows.map((s) => s.usuario_id)])])).map((u) => [u.id, u]),
  );
  const submissoes: Submissao[] = rows.map((row) => {
    const s = essaySubmission(row);
    return {
      ...s,
      estudante_nome: users.get(s.estudante_id)?.nome ?? REMOVED,
      estudante_email: users.get(s.estudante_id)?.email ?? null,
      revisado: s.nota_professor !== null && s.nota_professor !== undefined,
    };
  });
  const sent = new Set(submissoes.map((s) => s.estudante_id));
  const nao_enviaram = memberIds
    .filter((m) => !sent.has(m))
    .map((m) => ({
      estudante_id: m,
      estudante_nome: users.get(m)?.nome ?? REMOVED,
      estudante_email: users.get(m)?.email ?? null,
    }))
    .sort((a, b) => a.estudante_nome.localeCompare(b.estudante_nome, 'pt-BR'));
  const notas = submissoes.map((s) => s.nota).filter((n): n is number => typeof n === 'number');
  return {
    atividade,
    submissoes,
    nao_enviaram,
    estatisticas: {
      total_estudantes: memberIds.length,
      total_enviadas: submissoes.length,
      total_corrigidas: submissoes.filter((s) => s.correcao_id && s.nota !== null).length,
      total_revisadas: submissoes.filter((s) => s.revisado).length,
      total_atrasadas: submissoes.filter((s) => s.status_entrega === 'late').length,
      media_nota: notas.length ? round1(notas.reduce((a, b) => a + b, 0) / notas.length) : null,
    },
  };
}

/** File names that survive every OS and zip tool: no path separators or reserved characters, spaces kept. */
export const zipEntryName = (s: string, fallback: string) =>
  [...s]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80) || fallback;

/**
 * The zip of an activity's reports, one PDF per submission. Every PDF is rendered before the first byte goes out: a
 * failure answers a clean error, never half a zip.
 */
export async function submissionsZip(
  deps: SubmissionsDeps,
  user: AuthUser,
  atividadeId: number,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const data = await activitySubmissions(deps, user, atividadeId);
  if (!data.submissoes.length) throw new AppError('not_found', ACTIVITY_MESSAGES.noSubmissions);
  const files: Record<string, Uint8Array> = {};
  for (const s of data.submissoes) {
    const e = await essayWithLatestGrade(deps.pool, s.id);
    if (!e) continue;
    const base = `${zipEntryName(s.estudante_nome, 'estudante')}_${s.id}`;
    let name = `${base}.pdf`;
    for (let i = 2; name in files; i++) name = `${base}_${i}.pdf`;
    const shown = gradeInForce(e, e);
    files[name] = await renderReport({
      titulo: essayTitle(e),
      texto: e.texto_original,
      dataCorrecao: e.data_correcao,
      nota: shown.nota ?? 0,
      analise: shown.analise,
      oficial: shown.oficial,
      revisao: e,
    });
  }
  return {
    fileName: `submissoes_${zipEntryName(data.atividade.titulo, 'atividade')}.zip`,
    bytes: zipSync(files, { level: 6 }),
  };
}

/** The class diagnosis over these activities, with the students' names (from the auth service). */
export async function namedInsight(deps: SubmissionsDeps, atividadeIds: number[]): Promise<ClassInsight> {
  if (!atividadeIds.length) return { total_redacoes: 0, problemas: [], distribuicao: [], sem_melhora: [] };
  const data = classInsightOfRows(await gradedSubmissionsOf(deps.pool, atividadeIds));
  const users = await deps.users.users([
    ...new Set([
      ...data.problemas.flatMap((p) => p.exemplos.map((e) => e.estudante_id)),
      ...data.sem_melhora.map((s) => s.estudante_id),
    ]),
  ]);
  const names = new Map(users.map((u) => [u.id, u.nome]));
  const nome = (id: number) => names.get(id) ?? REMOVED;
  return {
    ...data,
    problemas: data.problemas.map((p) => ({
      ...p,
      exemplos: p.exemplos.map((e) => ({ ...e, estudante_nome: nome(e.estudante_id) })),
    })),
    sem_melhora: data.sem_melhora.map((s) => ({ ...s, estudante_nome: nome(s.estudante_id) })),
  };
}

/** A room's average per competency over its activities' corrected submissions. */
export async function roomCompetencies(pool: Pool, atividadeIds: number[]): Promise<CompetenciasSala> {
  if (!atividadeIds.length)
    return { total_corrigidas: 0, media: { c1: null, c2: null, c3: null, c4: null, c5: null, total: null } };
  const { total_corrigidas, ...media } = await competencyMeans(pool, atividadeIds);
  return { total_corrigidas, media };
}
