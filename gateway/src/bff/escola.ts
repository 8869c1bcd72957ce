import { Router, type RequestHandler, type Response } from 'express';
import {
  ok,
  SCHOOL_MESSAGES,
  type Escola,
  type MediaGrupo,
  type MembroEscola,
  type PainelEscola,
  type SchoolEssayQuery,
  type SchoolEssayStats,
} from '@argumenta/contracts';
import {
  AppError,
  authOf,
  badRequest,
  csvFile,
  forbidden,
  parseId,
  type InternalClient,
  type Logger,
} from '@argumenta/platform';

export type Services = { auth: InternalClient; classroom: InternalClient; essay: InternalClient };
type Rooms = {
  salas: { id: number; nome: string; professor_id: number; estudantes: number }[];
  atividades: { id: number; titulo: string; sala_id: number }[];
};
type Visao = { permitido: boolean; escola: Escola | null; membros: MembroEscola[]; estudantes_excluidos?: number[] };

const DAY = 86_400_000;
const DEFAULT_DAYS = 30;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Days are Brasília's (UTC−3, no daylight saving since 2019): a lesson at 22:00 counts on that school day.
const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/** `desde`/`ate` (inclusive days in Brasília time, AAAA-MM-DD); the last 30 days by default. Returns the half-open instant range. */
export function parsePeriod(
  desde: unknown,
  ate: unknown,
  now = new Date(),
): { desde: string; ate: string; inicio: string; fim: string } {
  const day = (v: unknown) => {
    if (v === undefined || v === '') return null;
    const s = String(v);
    const t = DATE.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
    if (Number.isNaN(t)) throw badRequest(SCHOOL_MESSAGES.periodInvalid);
    return t;
  };
  const end =
    day(ate) ?? Date.parse(`${new Date(now.getTime() + BRASILIA_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00Z`);
  const start = day(desde) ?? end - (DEFAULT_DAYS - 1) * DAY;
  if (start > end) throw badRequest(SCHOOL_MESSAGES.periodInvalid);
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const instant = (t: number) => new Date(t - BRASILIA_OFFSET_MS).toISOString();
  return { desde: iso(start), ate: iso(end), inicio: instant(start), fim: instant(end + DAY) };
}

type Sum = Pick<SchoolEssayStats['por_atividade'][number], 'corrigidas' | 'soma'>;
/** The mean of each competency and of the total over groups given as graded counts and sums (exact when added up). */
export function average(sums: Sum[]): MediaGrupo {
  const n = sums.reduce((t, s) => t + s.corrigidas, 0);
  const avg = (k: keyof Sum['soma']) => (n ? Math.round(sums.reduce((t, s) => t + s.soma[k], 0) / n) : null);
  return {
    redacoes_corrigidas: n,
    media: { c1: avg('c1'), c2: avg('c2'), c3: avg('c3'), c4: avg('c4'), c5: avg('c5'), total: avg('total') },
  };
}

/** A dashboard as a download: CSV (`;` with a BOM, as Excel in pt-BR expects) or the JSON envelope. */
export function sendDashboard<T>(res: Response, formato: unknown, file: string, data: T, csv: (d: T) => string) {
  res.set('Cache-Control', 'no-store');
  if (formato === 'csv')
    return void res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${file}"`)
      .send(csv(data));
  res.json(ok(data));
}

/**
 * The school dashboard (issue 16): the auth service says who may see it and who the members are, the classroom
 * service gives the teachers' rooms and activities, the essay service the figures of the period. Three calls in
 * sequence whatever the school's size; a failing classroom or essay service only blanks its part.
 */
export async function schoolDashboard(
  services: Services,
  logger: Logger,
  viewer: number,
  escolaId: number,
  period: ReturnType<typeof parsePeriod>,
): Promise<PainelEscola> {
  const visao = await services.auth.get<Visao>(`/internal/escolas/${escolaId}/visao?usuario_id=${viewer}`);
  if (!visao.permitido) throw forbidden(SCHOOL_MESSAGES.forbiddenPanel);
  if (!visao.escola) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
  const escola = visao.escola;
  const professores = visao.membros.filter((m) => m.tipo === 'professor');
  const estudantes = visao.membros.filter((m) => m.tipo === 'estudante');
  const indisponivel: string[] = [];
  const soft = async <T>(part: string, p: Promise<T>, fallback: T): Promise<T> => {
    try {
      return await p;
    } catch (err) {
      logger.warn({ err: (err as Error).message, part, escolaId }, 'painel da escola parcial');
      indisponivel.push(part);
      return fallback;
    }
  };
  const rooms = await soft<Rooms>(
    'salas',
    services.classroom.post('/internal/salas/professores', { professor_ids: professores.map((p) => p.id) }),
    { salas: [], atividades: [] },
  );
  const query: SchoolEssayQuery = {
    // Erased students' essays stay in the period's figures (anonymised, graded); they are out of the head counts.
    usuario_ids: [...estudantes.map((s) => s.id), ...(visao.estudantes_excluidos ?? [])],
    atividade_ids: rooms.atividades.map((a) => a.id),
    revisor_ids: professores.map((p) => p.id),
    desde: period.inicio,
    ate: period.fim,
  };
  const essays = await soft<SchoolEssayStats>('redacoes', services.essay.post('/internal/redacoes/escola', query), {
    redacoes_periodo: 0,
    por_atividade: [],
    problemas: [],
    em_revisao: [],
    aguardando_professor: [],
  });

  const sumsOf = new Map(essays.por_atividade.map((s) => [s.atividade_id, s]));
  const roomOf = new Map(rooms.salas.map((s) => [s.id, s]));
  const teacherName = new Map(professores.map((p) => [p.id, p.nome]));
  const pendingByTeacher = new Map<number, number>();
  const addPending = (teacher: number | undefined, n: number) =>
    teacher && pendingByTeacher.set(teacher, (pendingByTeacher.get(teacher) ?? 0) + n);
  for (const h of essays.em_revisao) addPending(h.revisor_id, h.total);
  const activityRoom = new Map(rooms.atividades.map((a) => [a.id, a.sala_id]));
  for (const w of essays.aguardando_professor)
    addPending(roomOf.get(activityRoom.get(w.atividade_id) ?? 0)?.professor_id, w.total);

  const salas = rooms.salas.map((s) => {
    const acts = rooms.atividades.filter((a) => a.sala_id === s.id);
    return {
      id: s.id,
      nome: s.nome,
      professor_id: s.professor_id,
      professor_nome: teacherName.get(s.professor_id) ?? '',
      estudantes: s.estudantes,
      atividades: acts.length,
      ...average(acts.flatMap((a) => sumsOf.get(a.id) ?? [])),
    };
  });
  const atividades = rooms.atividades.map((a) => ({
    id: a.id,
    titulo: a.titulo,
    sala_id: a.sala_id,
    sala_nome: roomOf.get(a.sala_id)?.nome ?? '',
    ...average(sumsOf.has(a.id) ? [sumsOf.get(a.id)!] : []),
  }));
  return {
    escola: {
      id: escola.id,
      nome: escola.nome,
      codigo_inep: escola.codigo_inep,
      rede: escola.rede,
      creditos: escola.creditos,
      creditos_usados: escola.creditos_usados,
    },
    periodo: { desde: period.desde, ate: period.ate },
    totais: {
      salas: salas.length,
      professores: professores.length,
      estudantes: estudantes.length,
      redacoes_periodo: essays.redacoes_periodo,
      revisoes_pendentes: [...pendingByTeacher.values()].reduce((t, n) => t + n, 0),
    },
    salas,
    atividades,
    professores: professores.map((p) => ({
      id: p.id,
      nome: p.nome,
      email: p.email,
      salas: salas.filter((s) => s.professor_id === p.id).length,
      revisoes_pendentes: pendingByTeacher.get(p.id) ?? 0,
    })),
    estudantes: estudantes.map(({ id, nome, email }) => ({ id, nome, email })),
    problemas: essays.problemas,
    indisponivel,
  };
}

/** The CSV headers of `mediaColumns`' values, in their order. */
export const MEDIA_HEADERS = ['media_c1', 'media_c2', 'media_c3', 'media_c4', 'media_c5', 'media_total'];
const CSV_HEADER = ['grupo', 'nome', 'sala', 'professor', 'estudantes', 'redacoes_corrigidas', ...MEDIA_HEADERS];

/** A group's graded count and its averages (C1–C5, total), as a dashboard's CSV columns. */
export const mediaColumns = (g: MediaGrupo) => [
  g.redacoes_corrigidas,
  g.media.c1,
  g.media.c2,
  g.media.c3,
  g.media.c4,
  g.media.c5,
  g.media.total,
];

/** The dashboard as a spreadsheet: one line per room and per activity (`;`-separated with a BOM, as Excel in pt-BR expects). */
export function schoolDashboardCsv(p: PainelEscola): string {
  const m = mediaColumns;
  const lines = [
    CSV_HEADER,
    ...p.salas.map((s) => ['sala', s.nome, s.nome, s.professor_nome, s.estudantes, ...m(s)]),
    ...p.atividades.map((a) => [
      'atividade',
      a.titulo,
      a.sala_nome,
      p.salas.find((s) => s.id === a.sala_id)?.professor_nome ?? '',
      '',
      ...m(a),
    ]),
    ...p.problemas.map((x) => ['problema', x.rotulo, '', '', x.estudantes, '', '', '', '', '', '', '']),
  ];
  return csvFile(lines);
}

export function schoolRoutes(services: Services, logger: Logger, requireAuth: RequestHandler): Router {
  const r = Router();
  // Coordinator of this school or admin; anyone else 403 (decided by the auth service from its own data).
  r.get('/escolas/:id/painel', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'ID da escola inválido');
    const period = parsePeriod(req.query.desde, req.query.ate);
    const painel = await schoolDashboard(services, logger, authOf(req).id, id, period);
    const file = `painel-escola-${id}-${period.desde}-a-${period.ate}.csv`;
    sendDashboard(res, req.query.formato, file, painel, schoolDashboardCsv);
  });
  return r;
}
