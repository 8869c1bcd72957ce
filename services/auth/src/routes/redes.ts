import { Router, type RequestHandler } from 'express';
import {
  NETWORK_MESSAGES,
  networkCoordinatorSchema,
  networkSchoolSchema,
  newNetworkSchema,
  ok,
} from '@argumenta/contracts';
import {
  AppError,
  authOf,
  badRequest,
  forbidden,
  parseId,
  parseOrThrow,
  requireRole,
  withTransaction,
  type Pool,
} from '@argumenta/platform';
import { recordAudit } from '../domain/audit.js';
import { actorOf } from './audit.js';
import {
  addNetworkCoordinator,
  canSeeNetwork,
  createNetwork,
  findNetwork,
  listNetworks,
  networkView,
  removeNetworkCoordinator,
  setSchoolNetwork,
} from '../domain/redes.js';

/**
 * Networks of schools (issue 54). Admins create networks, put schools in them and assign their coordinators; a
 * network coordinator reads only the networks assigned to them (the panel is composed by the gateway from
 * /internal/redes/{id}/visao and the essay service).
 */
export function networkRoutes(pool: Pool, requireAuth: RequestHandler): Router {
  const r = Router();
  const admin = [requireAuth, requireRole('admin')];
  const networkId = (raw: unknown) => parseId(raw, 'ID da rede inválido');

  r.post('/redes', ...admin, async (req, res) => {
    const rede = await createNetwork(pool, parseOrThrow(newNetworkSchema, req.body ?? {}));
    await recordAudit(pool, { acao: 'rede.criada', ...actorOf(req), recurso: `rede:${rede.id}` });
    res.status(201).json(ok(rede, NETWORK_MESSAGES.created));
  });

  r.get('/redes', requireAuth, async (req, res) => {
    res.json(ok({ redes: await listNetworks(pool, authOf(req)) }));
  });

  r.get('/redes/:id', requireAuth, async (req, res) => {
    const id = networkId(req.params.id);
    if (!(await canSeeNetwork(pool, authOf(req).id, id))) throw forbidden(NETWORK_MESSAGES.forbidden);
    const rede = await findNetwork(pool, id);
    if (!rede) throw new AppError('not_found', NETWORK_MESSAGES.notFound);
    res.json(ok(rede));
  });

  r.post('/redes/:id/escolas', ...admin, async (req, res) => {
    const id = networkId(req.params.id);
    const { escola_id } = parseOrThrow(networkSchoolSchema, req.body ?? {});
    await withTransaction(pool, async (c) => {
      const anterior = await setSchoolNetwork(c, escola_id, id);
      await recordAudit(c, {
        acao: 'rede.escola_alterada',
        ...actorOf(req),
        recurso: `rede:${id}`,
        detalhes: { escola_id, rede_id: id, rede_anterior_id: anterior },
      });
    });
    res.json(ok(await findNetwork(pool, id), NETWORK_MESSAGES.schoolAssigned));
  });

  r.delete('/redes/:id/escolas/:escolaId', ...admin, async (req, res) => {
    const id = networkId(req.params.id);
    const escolaId = parseId(req.params.escolaId, 'ID da escola inválido');
    await withTransaction(pool, async (c) => {
      const { rowCount } = await c.query('SELECT 1 FROM auth.escolas WHERE id = $1 AND rede_id = $2', [escolaId, id]);
      if (!rowCount) throw new AppError('not_found', NETWORK_MESSAGES.schoolNotFound);
      await setSchoolNetwork(c, escolaId, null);
      await recordAudit(c, {
        acao: 'rede.escola_alterada',
        ...actorOf(req),
        recurso: `rede:${id}`,
        detalhes: { escola_id: escolaId, rede_id: null, rede_anterior_id: id },
      });
    });
    res.json(ok(await findNetwork(pool, id), NETWORK_MESSAGES.schoolRemoved));
  });

  r.post('/redes/:id/coordenadores', ...admin, async (req, res) => {
    const id = networkId(req.params.id);
    const { usuario_id } = parseOrThrow(networkCoordinatorSchema, req.body ?? {});
    await addNetworkCoordinator(pool, id, usuario_id);
    await recordAudit(pool, {
      acao: 'rede.coordenacao_alterada',
      ...actorOf(req),
      alvo_usuario_id: usuario_id,
      recurso: `rede:${id}`,
      detalhes: { rede_id: id, coordena: true },
    });
    res.json(ok(await findNetwork(pool, id), NETWORK_MESSAGES.coordinatorAssigned));
  });

  r.delete('/redes/:id/coordenadores/:usuarioId', ...admin, async (req, res) => {
    const id = networkId(req.params.id);
    const usuarioId = parseId(req.params.usuarioId, 'ID do usuário inválido');
    await removeNetworkCoordinator(pool, id, usuarioId);
    await recordAudit(pool, {
      acao: 'rede.coordenacao_alterada',
      ...actorOf(req),
      alvo_usuario_id: usuarioId,
      recurso: `rede:${id}`,
      detalhes: { rede_id: id, coordena: false },
    });
    res.json(ok(await findNetwork(pool, id), NETWORK_MESSAGES.coordinatorRemoved));
  });

  // For the gateway's network panel: whether this person may see it, then each school's members and credits.
  r.get('/internal/redes/:id/visao', async (req, res) => {
    const viewer = parseId(req.query.usuario_id, 'usuario_id inválido');
    const [inicio, fim] = [String(req.query.inicio ?? ''), String(req.query.fim ?? '')];
    if (Number.isNaN(Date.parse(inicio)) || Number.isNaN(Date.parse(fim))) throw badRequest('Período inválido');
    res.json(ok(await networkView(pool, viewer, networkId(req.params.id), inicio, fim)));
  });

  return r;
}
