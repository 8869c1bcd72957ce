import { Router, type RequestHandler } from 'express';
import {
  NETWORK_MESSAGES,
  type NetworkEssayQuery,
  type NetworkEssayStats,
  type PainelRede,
  type VisaoRedeInterna,
} from '@argumenta/contracts';
import { AppError, authOf, csvFile, forbidden, parseId, type Logger } from '@argumenta/platform';
import { average, MEDIA_HEADERS, mediaColumns, parsePeriod, sendDashboard, type Services } from './escola.js';

type Essays = NetworkEssayStats['escolas'][number];
const NO_ESSAYS = (escola_id: number): Essays => ({
  escola_id,
  redacoes_periodo: 0,
  estudantes_com_redacao: 0,
  corrigidas: 0,
  soma: { c1: 0, c2: 0, c3: 0, c4: 0, c5: 0, total: 0 },
  estudantes_corrigidos: 0,
  problemas: [],
});
const PROBLEMS_SHOWN = 10;

/**
 * The network panel (issue 54): the auth service says who may see it and gives each school's members, adoption and
 * credits; the essay service the period's essays, graded sums and frequent problems per school. Two calls whatever the
 * network's size; a failing essay service only blanks its part.
 */
export async function networkDashboard(
  services: Services,
  logger: Logger,
  viewer: number,
  redeId: number,
  period: ReturnType<typeof parsePeriod>,
): Promise<PainelRede> {
  const q = new URLSearchParams({ usuario_id: String(viewer), inicio: period.inicio, fim: period.fim });
  const visao = await services.auth.get<VisaoRedeInterna>(`/internal/redes/${redeId}/visao?${q}`);
  if (!visao.permitido) throw forbidden(NETWORK_MESSAGES.forbidden);
  if (!visao.rede) throw new AppError('not_found', NETWORK_MESSAGES.notFound);
  const indisponivel: string[] = [];
  const query: NetworkEssayQuery = {
    escolas: visao.escolas.map((e) => ({
      escola_id: e.id,
      usuario_ids: e.estudante_ids,
      excluido_ids: e.excluido_ids,
    })),
    desde: period.inicio,
    ate: period.fim,
  };
  const essays = await services.essay.post<NetworkEssayStats>('/internal/redacoes/rede', query).catch((err: Error) => {
    logger.warn({ err: err.message, redeId }, 'painel da rede parcial');
    indisponivel.push('redacoes');
    return { escolas: [] } as NetworkEssayStats;
  });
  const essaysOf = new Map(essays.escolas.map((e) => [e.escola_id, e]));

  const escolas = visao.escolas.map(({ estudante_ids: _, excluido_ids: __, ...e }) => {
    const x = essaysOf.get(e.id) ?? NO_ESSAYS(e.id);
    return {
      ...e,
      redacoes_periodo: x.redacoes_periodo,
      estudantes_com_redacao: x.estudantes_com_redacao,
      ...average([x]),
    };
  });

  // A problem's weight in each school: the share of the school's graded students who had it (schools differ in size).
  const problems = new Map<string, PainelRede['problemas'][number]>();
  for (const x of essays.escolas)
    for (const p of x.problemas) {
      const entry = problems.get(p.chave) ?? { ...p, estudantes: 0, por_escola: [] };
      entry.estudantes += p.estudantes;
      entry.por_escola.push({
        escola_id: x.escola_id,
        estudantes: p.estudantes,
        percentual: x.estudantes_corrigidos ? Math.round((100 * p.estudantes) / x.estudantes_corrigidos) : 0,
      });
      problems.set(p.chave, entry);
    }
  const problemas = [...problems.values()]
    .sort((a, b) => b.estudantes - a.estudantes || a.competencia - b.competencia || a.rotulo.localeCompare(b.rotulo))
    .slice(0, PROBLEMS_SHOWN);

  const total = (k: keyof (typeof escolas)[number] & keyof PainelRede['totais']) =>
    escolas.reduce((t, e) => t + (e[k] as number), 0);
  return {
    rede: visao.rede,
    periodo: { desde: period.desde, ate: period.ate },
    totais: {
      escolas: escolas.length,
      professores: total('professores'),
      professores_ativos: total('professores_ativos'),
      estudantes: total('estudantes'),
      estudantes_ativos: total('estudantes_ativos'),
      redacoes_periodo: total('redacoes_periodo'),
      creditos_usados_periodo: total('creditos_usados_periodo'),
      ...average(essays.escolas),
    },
    escolas,
    problemas,
    indisponivel,
  };
}

const CSV_HEADER = [
  'grupo',
  'escola',
  'codigo_inep',
  'professores',
  'professores_ativos',
  'estudantes',
  'estudantes_ativos',
  'estudantes_com_redacao',
  'redacoes_periodo',
  'redacoes_corrigidas',
  ...MEDIA_HEADERS,
  'creditos_saldo',
  'creditos_usados_periodo',
  'creditos_usados_total',
  'problema',
  'estudantes_com_problema',
  'percentual_com_problema',
];
const BLANK_FIGURES = CSV_HEADER.length - 5;

/** The panel as a spreadsheet: one line per school, one for the network, then one per problem and school. */
export function networkDashboardCsv(p: PainelRede): string {
  const m = mediaColumns;
  const name = new Map(p.escolas.map((e) => [e.id, e.nome]));
  const t = p.totais;
  return csvFile([
    CSV_HEADER,
    ...p.escolas.map((e) => [
      'escola',
      e.nome,
      e.codigo_inep ?? '',
      e.professores,
      e.professores_ativos,
      e.estudantes,
      e.estudantes_ativos,
      e.estudantes_com_redacao,
      e.redacoes_periodo,
      ...m(e),
      e.creditos,
      e.creditos_usados_periodo,
      e.creditos_usados,
    ]),
    [
      'rede',
      p.rede.nome,
      '',
      t.professores,
      t.professores_ativos,
      t.estudantes,
      t.estudantes_ativos,
      '',
      t.redacoes_periodo,
      ...m(t),
      '',
      t.creditos_usados_periodo,
      '',
    ],
    ...p.problemas.flatMap((x) =>
      x.por_escola.map((s) => [
        'problema',
        name.get(s.escola_id) ?? '',
        ...Array<string>(BLANK_FIGURES).fill(''),
        `C${x.competencia}: ${x.rotulo}`,
        s.estudantes,
        s.percentual,
      ]),
    ),
  ]);
}

export function networkRoutes(services: Services, logger: Logger, requireAuth: RequestHandler): Router {
  const r = Router();
  // An admin, or a coordinator of this network; anyone else 403 (decided by the auth service from its own data).
  r.get('/redes/:id/painel', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'ID da rede inválido');
    const period = parsePeriod(req.query.desde, req.query.ate);
    const painel = await networkDashboard(services, logger, authOf(req).id, id, period);
    sendDashboard(
      res,
      req.query.formato,
      `painel-rede-${id}-${period.desde}-a-${period.ate}.csv`,
      painel,
      networkDashboardCsv,
    );
  });
  return r;
}
