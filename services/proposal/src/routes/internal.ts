import { Router } from 'express';
import {
  activityUseSchema,
  ok,
  roleSchema,
  teacherReferenceSchema,
  usageSchema,
  type PropostaInterna,
  type ReferenciasInternas,
} from '@argumenta/contracts';
import { badRequest, parseId, parseOrThrow, type Pool } from '@argumenta/platform';
import { describeMarkers } from '../domain/images.js';
import { canView, loadRow } from '../domain/propostas.js';
import type { ClassroomPort } from '../domain/remote.js';
import { referencesForEngine, upsertTeacherReference } from '../domain/referencias.js';
import { recordUse, syncActivityUse } from '../domain/write.js';
import { propostaId } from './propostas.js';

/** Service-to-service API (service token checked by the caller of this router). */
export function internalRoutes(pool: Pool, classroom: ClassroomPort): Router {
  const r = Router();

  // The correction worker gives the AI the theme and the supporting text (C2 depends on the theme).
  r.get('/internal/propostas/:id', async (req, res) => {
    const row = await loadRow(pool, propostaId(req.params.id));
    const images = await pool.query<{ numero: number; descricao: string | null }>(
      `SELECT numero, descricao FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem'`,
      [row.id],
    );
    const body: PropostaInterna = {
      id: row.id,
      titulo: row.titulo,
      descricao: row.descricao,
      tema_principal: row.tema_principal,
      texto_apoio_original: describeMarkers(
        row.texto_apoio_original,
        new Map(images.rows.map((i) => [i.numero, i.descricao])),
      ),
      tipo_conteudo: row.tipo_conteudo,
      visibilidade: row.visibilidade,
      sala_id: row.sala_id,
      criador_id: row.criador_id,
      ativa: row.ativa,
      ativa_para_correcao: row.ativa_para_correcao,
    };
    res.json(ok(body));
  });

  // The correction worker calibrates the engine with the proposal's graded references (issue 11).
  r.get('/internal/propostas/:id/referencias', async (req, res) => {
    const row = await loadRow(pool, propostaId(req.params.id));
    const body: ReferenciasInternas = { proposta_id: row.id, referencias: await referencesForEngine(pool, row.id) };
    res.json(ok(body));
  });

  // The essay service, after a teacher graded an essay of this proposal per competency: it becomes a reference.
  r.post('/internal/propostas/:id/referencias', async (req, res) => {
    const row = await loadRow(pool, propostaId(req.params.id));
    const ref = parseOrThrow(teacherReferenceSchema, req.body ?? {});
    res.json(ok(await upsertTeacherReference(pool, row.id, ref)));
  });

  // The essay service, before storing an essay that names a proposal: may this user use it? (Same rule as reading it.)
  r.get('/internal/propostas/:id/acesso', async (req, res) => {
    const row = await loadRow(pool, propostaId(req.params.id));
    const tipo = roleSchema.safeParse(req.query.tipo);
    if (!tipo.success) throw badRequest('tipo de usuário inválido');
    const user = { id: parseId(req.query.usuario_id, 'usuario_id inválido'), tipo: tipo.data, nome: '' };
    res.json(ok({ permitido: await canView(classroom, row, user) }));
  });

  // The essay service, after an essay using this proposal is stored (idempotent per essay).
  r.post('/internal/propostas/:id/uso', async (req, res) => {
    const id = propostaId(req.params.id);
    const use = parseOrThrow(usageSchema, req.body ?? {});
    res.json(ok(await recordUse(pool, id, use)));
  });

  // The classroom service, after an activity is created, edited or deleted: the proposal it links now.
  r.post('/internal/atividades/:id/proposta', async (req, res) => {
    const atividadeId = parseId(req.params.id, 'ID da atividade inválido');
    const { proposta_id, usuario_id } = parseOrThrow(activityUseSchema, req.body ?? {});
    res.json(ok(await syncActivityUse(pool, atividadeId, proposta_id, usuario_id)));
  });

  return r;
}
