import { Router } from 'express';
import {
  DASHBOARD_LIMITS,
  ok,
  type AuthUser,
  type Dashboard,
  type DashboardActivity,
  type DashboardCorrection,
  type PainelEstudanteInterno,
  type PainelProfessorInterno,
  type ResumoRedacoesInterno,
  type User,
} from '@argumenta/contracts';
import { AppError, authOf, badRequest, requireRole, type InternalClient, type Logger } from '@argumenta/platform';
import { requireIdentified } from '../identity.js';
import type { ReadCache } from '../read-cache.js';
import { schoolRoutes } from './escola.js';
import { networkRoutes } from './rede.js';

export type BffDeps = {
  logger: Logger;
  /** The student dashboard is kept per user while nothing they see changed (read-cache.ts). */
  cache?: ReadCache;
  services: { auth: InternalClient; classroom: InternalClient; essay: InternalClient };
};

type View = Dashboard['visao'];

export const DASHBOARD_ERROR = 'Erro ao carregar dashboard';
const VIEWS: Record<string, View> = { estudante: 'estudante', professor: 'professor' };
/** The schemas whose change announcements cover the student dashboard. */
const DASHBOARD_SOURCES = ['auth', 'classroom', 'essay'];

/**
 * Backend-for-frontend endpoints composed in the gateway from several services (dashboards).
 * Mounted under /api after identify() (which verified the JWT) and before the proxies. Parse JSON per route (express.json() on the route itself),
 * never router-wide: a router-wide parser would consume the bodies the proxies must stream.
 */
export function bffRoutes(deps: BffDeps): Router {
  const r = Router();
  const requireAuth = requireIdentified;

  // Spec 2.7: the professor gets the teacher view; students and admins the student view.
  r.get('/painel', requireAuth, async (req, res) => {
    const user = authOf(req);
    res.set('Cache-Control', 'no-store');
    if (user.tipo === 'professor') return void res.json(ok(await dashboard(deps, user, 'professor')));
    // The student view shows only what the three services announce as the student's changes (their account, rooms
    // and activities, essays): it is kept while none changed, and only while all three announce (liveness).
    const { cache } = deps;
    const generation = cache && (await cache.generation(user.id, DASHBOARD_SOURCES));
    const kept = generation ? cache.get(user.id, '/painel', generation) : undefined;
    if (kept) return void res.type('json').send(kept.body);
    const view = await dashboard(deps, user, 'estudante');
    const body = Buffer.from(JSON.stringify(ok(view)));
    // A partial dashboard (a service away) is not kept.
    if (generation && view.indisponivel.length === 0)
      cache.keep(user.id, '/painel', generation, { status: 200, headers: [], body });
    res.type('json').send(body);
  });

  r.use(schoolRoutes(deps.services, deps.logger, requireAuth));
  r.use(networkRoutes(deps.services, deps.logger, requireAuth));

  r.get('/painel/visao/:role', requireAuth, requireRole('admin'), async (req, res) => {
    const view = VIEWS[String(req.params.role)];
    if (!view) throw badRequest('Visão inválida: use estudante ou professor');
    res.set('Cache-Control', 'no-store').json(ok(await dashboard(deps, authOf(req), view)));
  });

  return r;
}

/**
 * The student's activities marked sent or pending with their own deliveries: the classroom lists every activity of
 * their rooms, the essay service their latest essay per activity (both read in parallel). Without the essay part no
 * activity is marked (the dashboard lists 'entregas' as unavailable).
 */
export function studentActivities(
  atividades: PainelEstudanteInterno['atividades'],
  entregas: ResumoRedacoesInterno['entregas'],
) {
  const sent = new Map(entregas.map((e) => [e.atividade_id, e.redacao_id]));
  const shown = ({ aberta: _, ...a }: PainelEstudanteInterno['atividades'][number]): DashboardActivity => ({
    ...a,
    minha_redacao_id: sent.get(a.id) ?? null,
  });
  return {
    atividades_realizadas: atividades.filter((a) => sent.has(a.id)).length,
    recent_activities: atividades.slice(0, DASHBOARD_LIMITS.recent_activities).map(shown),
    pending_activities: atividades
      .filter((a) => a.aberta && !sent.has(a.id))
      .sort((a, b) => a.data_limite.localeCompare(b.data_limite))
      .slice(0, DASHBOARD_LIMITS.pending_activities)
      .map(shown),
    salaPorAtividade: new Map(atividades.map((a) => [a.id, a.sala_nome])),
  };
}

/**
 * One dashboard from three services called in parallel (constant fan-out). A failing service
 * only blanks its part (listed in `indisponivel`); if nothing at all could be read the whole
 * dashboard fails with the spec's error.
 */
export async function dashboard(deps: BffDeps, user: AuthUser, view: View): Promise<Dashboard> {
  const { auth, classroom, essay } = deps.services;
  const [profile, rooms, essays] = await Promise.allSettled([
    auth.get<User | null>(`/internal/usuarios/${user.id}`),
    view === 'professor'
      ? // The admin's teacher view covers every room, as the admin manages them all.
        classroom.get<PainelProfessorInterno>(
          `/internal/painel/professor/${user.id}${user.tipo === 'admin' ? '?todas=1' : ''}`,
        )
      : classroom.get<PainelEstudanteInterno>(`/internal/painel/estudante/${user.id}`),
    essay.get<ResumoRedacoesInterno>(`/internal/redacoes/usuario/${user.id}/resumo`),
  ]);
  const failed = (name: string, p: PromiseSettledResult<unknown>) => {
    if (p.status === 'fulfilled') return false;
    deps.logger.warn({ err: (p.reason as Error)?.message, part: name, userId: user.id }, 'painel parcial');
    return true;
  };
  const indisponivel = [
    failed('creditos', profile) && 'creditos',
    failed('salas', rooms) && 'salas',
    failed('redacoes', essays) && 'redacoes',
  ].filter((x): x is string => typeof x === 'string');
  if (indisponivel.length === 3) throw new AppError('service_unavailable', DASHBOARD_ERROR);

  const me = profile.status === 'fulfilled' ? profile.value : null;
  const cls = rooms.status === 'fulfilled' ? rooms.value : null;
  const sum = essays.status === 'fulfilled' ? essays.value : null;
  // The two views' classroom parts differ in shape: narrowed by what each carries.
  const teacher = cls && 'parcial' in cls ? cls : null;
  const student = cls && 'atividades' in cls ? cls : null;
  // Sent/pending marks are unreliable: the teacher's counts (the classroom could not read the submissions), or the
  // student's deliveries (the essay service did not answer).
  if (teacher?.parcial || (student && !sum)) indisponivel.push('entregas');
  const mine = student ? studentActivities(student.atividades, sum?.entregas ?? []) : null;
  const recent_corrections: DashboardCorrection[] = (sum?.correcoes_recentes ?? [])
    .slice(0, DASHBOARD_LIMITS.recent_corrections)
    .map((c) => ({
      ...c,
      sala_nome: c.atividade_id ? (mine?.salaPorAtividade.get(c.atividade_id) ?? null) : null,
    }));
  const stats = {
    total_salas: cls?.stats.total_salas ?? 0,
    total_atividades: teacher?.stats.total_atividades ?? student?.atividades.length ?? 0,
    total_estudantes: teacher?.stats.total_estudantes ?? 0,
    // Teacher: corrections of the submissions to their activities; student: their own corrected essays.
    total_correcoes: view === 'professor' ? (teacher?.stats.total_correcoes ?? 0) : (sum?.redacoes_corrigidas ?? 0),
    atividades_realizadas: mine?.atividades_realizadas ?? 0,
    redacoes_corrigidas_ia: sum?.redacoes_corrigidas ?? 0,
    redacoes_transcritas: sum?.redacoes_transcritas ?? 0,
  };
  return {
    visao: view,
    stats,
    salas: cls?.salas ?? [],
    recent_activities: teacher?.recent_activities ?? mine?.recent_activities ?? [],
    recent_corrections,
    pending_activities: teacher?.pending_activities ?? mine?.pending_activities ?? [],
    creditos_disponiveis: me?.creditos_disponiveis ?? null,
    creditos_totais_usados: me?.creditos_totais_usados ?? null,
    indisponivel,
  };
}
