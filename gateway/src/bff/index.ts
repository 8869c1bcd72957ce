import { Router } from 'express';
import {
  ok,
  type AuthUser,
  type Dashboard,
  type DashboardCorrection,
  type PainelEstudanteInterno,
  type PainelProfessorInterno,
  type User,
} from '@argumenta/contracts';
import { AppError, authOf, badRequest, requireRole, type InternalClient, type Logger } from '@argumenta/platform';
import { requireIdentified } from '../identity.js';
import type { ReadCache } from '../read-cache.js';
import { schoolRoutes } from './escola.js';

export type BffDeps = {
  logger: Logger;
  /** The student dashboard is kept per user while nothing they see changed (read-cache.ts). */
  cache?: ReadCache;
  services: { auth: InternalClient; classroom: InternalClient; essay: InternalClient };
};

type EssaySummary = {
  redacoes_corrigidas: number;
  redacoes_transcritas: number;
  correcoes_recentes: { id: number; redacao_id: number; redacao_titulo: string; atividade_id: number | null; data_correcao: string; pontuacao_total: number }[];
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
    if (generation && view.indisponivel.length === 0) cache.keep(user.id, '/painel', generation, { status: 200, headers: [], body });
    res.type('json').send(body);
  });

  r.use(schoolRoutes(deps.services, deps.logger, requireAuth));

  r.get('/painel/visao/:role', requireAuth, requireRole('admin'), async (req, res) => {
    const view = VIEWS[String(req.params.role)];
    if (!view) throw badRequest('Visão inválida: use estudante ou professor');
    res.set('Cache-Control', 'no-store').json(ok(await dashboard(deps, authOf(req), view)));
  });

  return r;
}

/**
 * One dashboard from three services called in parallel (constant fan-out). A failing service
 * only blanks its part (listed in `indisponivel`); if nothing at all could be read the whole
 * dashboard fails with the spec's error.
 */
export async function dashboard(deps: BffDeps, user: AuthUser, view: View): Promise<Dashboard> {
  const { auth, classroom, essay } = deps.services;
  // The admin's teacher view covers every room, as the admin manages them all.
  const classroomPath = view === 'professor' ? `/internal/painel/professor/${user.id}${user.tipo === 'admin' ? '?todas=1' : ''}` : `/internal/painel/estudante/${user.id}`;
  const [profile, rooms, essays] = await Promise.allSettled([
    auth.get<User | null>(`/internal/usuarios/${user.id}`),
    classroom.get<PainelEstudanteInterno | PainelProfessorInterno>(classroomPath),
    essay.get<EssaySummary>(`/internal/redacoes/usuario/${user.id}/resumo`),
  ]);
  const failed = (name: string, p: PromiseSettledResult<unknown>) => {
    if (p.status === 'fulfilled') return false;
    deps.logger.warn({ err: (p.reason as Error)?.message, part: name, userId: user.id }, 'painel parcial');
    return true;
  };
  const indisponivel = [failed('creditos', profile) && 'creditos', failed('salas', rooms) && 'salas', failed('redacoes', essays) && 'redacoes'].filter(
    (x): x is string => typeof x === 'string',
  );
  if (indisponivel.length === 3) throw new AppError('service_unavailable', DASHBOARD_ERROR);

  const me = profile.status === 'fulfilled' ? profile.value : null;
  const cls = rooms.status === 'fulfilled' ? rooms.value : null;
  const sum = essays.status === 'fulfilled' ? essays.value : null;
  // The classroom service could not read the deliveries: sent/pending marks are unreliable.
  if (cls?.parcial) indisponivel.push('entregas');
  const salaPorAtividade = cls && 'sala_por_atividade' in cls ? cls.sala_por_atividade : {};
  const recent_corrections: DashboardCorrection[] = (sum?.correcoes_recentes ?? []).slice(0, 3).map((c) => ({
    ...c,
    sala_nome: c.atividade_id ? (salaPorAtividade[String(c.atividade_id)] ?? null) : null,
  }));
  const s = cls?.stats as Partial<PainelEstudanteInterno['stats'] & PainelProfessorInterno['stats']> | undefined;
  return {
    visao: view,
    stats: {
      total_salas: s?.total_salas ?? 0,
      total_atividades: s?.total_atividades ?? 0,
      total_estudantes: s?.total_estudantes ?? 0,
      // Teacher: corrections of the submissions to their activities; student: their own corrected essays.
      total_correcoes: view === 'professor' ? (s?.total_correcoes ?? 0) : (sum?.redacoes_corrigidas ?? 0),
      atividades_realizadas: s?.atividades_realizadas ?? 0,
      redacoes_corrigidas_ia: sum?.redacoes_corrigidas ?? 0,
      redacoes_transcritas: sum?.redacoes_transcritas ?? 0,
    },
    salas: cls?.salas ?? [],
    recent_activities: cls?.recent_activities ?? [],
    recent_corrections,
    pending_activities: cls?.pending_activities ?? [],
    creditos_disponiveis: me?.creditos_disponiveis ?? null,
    creditos_totais_usados: me?.creditos_totais_usados ?? null,
    indisponivel,
  };
}
