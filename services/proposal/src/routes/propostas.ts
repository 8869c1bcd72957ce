import { Router, type RequestHandler } from 'express';
import {
  createProposalSchema,
  editorProposalSchema,
  ok,
  PROPOSAL_MESSAGES,
  REFERENCE_MESSAGES,
  PROPOSAL_SORTS,
  PROPOSALS_MAX_PAGE_SIZE,
  PROPOSALS_PAGE_SIZE,
  proposalMetaSchema,
  updateEditorProposalSchema,
  updateProposalSchema,
  VISIBILITIES,
  type PropostaEstatisticas,
  type PropostaSelecao,
  type PropostasPage,
  type PropostaTranscrita,
  type ProposalSort,
  type Visibilidade,
} from '@argumenta/contracts';
import {
  AppError,
  authOf,
  badRequest,
  detectFileType,
  parseId,
  parseOrThrow,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import { parseMetadata } from '../domain/images.js';
import { extractPdfText } from '../domain/pdf.js';
import {
  detalhe,
  loadOwn,
  loadVisible,
  roomIdsForList,
  roomNames,
  toResumo,
  visibleTo,
  type PropostaRow,
} from '../domain/propostas.js';
import type { ClassroomPort, OcrResult, TranscriberPort } from '../domain/remote.js';
import { referencesSummary } from '../domain/referencias.js';
import { createProposta, duplicateProposta, updateProposta } from '../domain/write.js';
import { multipart, uploaded } from './upload.js';

export type ProposalRouteDeps = { pool: Pool; classroom: ClassroomPort; logger: Logger; transcriber: TranscriberPort };

export const propostaId = (raw: unknown) => parseId(raw, PROPOSAL_MESSAGES.invalidId);
const SORT_SQL: Record<ProposalSort, string> = {
  data_criacao: 'p.data_criacao',
  titulo: 'lower(p.titulo)',
  total_usos: 'p.total_usos',
};
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (v: unknown) => (typeof one(v) === 'string' ? (one(v) as string).trim() : '');

function intParam(raw: unknown, fallback: number, min: number, max: number, message: string): number {
  const s = text(raw);
  if (!s) return fallback;
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max) throw badRequest(message);
  return Number(s);
}

/** Spec 7 list query, every value checked: a bad one is a 400 naming what is accepted. */
export function parseListQuery(q: Record<string, unknown>) {
  const vis = text(q.visibilidade);
  if (vis && vis !== 'todas' && !VISIBILITIES.includes(vis as Visibilidade))
    throw badRequest(PROPOSAL_MESSAGES.visibilityInvalid);
  const ordenacao = text(q.ordenacao) || 'data_criacao';
  if (!PROPOSAL_SORTS.includes(ordenacao as ProposalSort)) throw badRequest(PROPOSAL_MESSAGES.sortInvalid);
  const direcao = (text(q.direcao) || 'DESC').toUpperCase();
  if (direcao !== 'ASC' && direcao !== 'DESC') throw badRequest(PROPOSAL_MESSAGES.directionInvalid);
  const salaRaw = text(q.salaId ?? q.sala_id);
  return {
    visibilidade: vis && vis !== 'todas' ? (vis as Visibilidade) : null,
    busca: text(q.busca).slice(0, 200),
    ordenacao: ordenacao as ProposalSort,
    direcao: direcao as 'ASC' | 'DESC',
    limite: intParam(q.limite, PROPOSALS_PAGE_SIZE, 1, PROPOSALS_MAX_PAGE_SIZE, PROPOSAL_MESSAGES.limitInvalid),
    offset: intParam(q.offset, 0, 0, 1_000_000, PROPOSAL_MESSAGES.offsetInvalid),
    salaId: salaRaw ? parseId(salaRaw, 'salaId inválido') : null,
  };
}

const searchClause = (busca: string, params: unknown[]) => {
  params.push(likePattern(busca));
  return `(p.titulo ILIKE $${params.length} OR p.descricao ILIKE $${params.length} OR p.tema_principal ILIKE $${params.length})`;
};

/** Spec 7 Proposals. Auth on every route; visibility (spec 6) on every read; creator-only writes. */
export function propostasRoutes(deps: ProposalRouteDeps, requireAuth: RequestHandler): Router {
  const { pool, classroom, logger } = deps;
  const r = Router();
  const present = async (row: PropostaRow, req: Parameters<RequestHandler>[0]) =>
    detalhe(pool, classroom, logger, row, authOf(req));

  r.get('/propostas', requireAuth, async (req, res) => {
    const user = authOf(req);
    const q = parseListQuery(req.query);
    const params: unknown[] = [];
    const where = [visibleTo(user, await roomIdsForList(classroom, logger, user), params)];
    if (q.visibilidade) {
      params.push(q.visibilidade);
      where.push(`p.visibilidade = $${params.length}`);
    }
    if (q.salaId) {
      params.push(q.salaId);
      where.push(`p.sala_id = $${params.length}`);
    }
    if (q.busca) where.push(searchClause(q.busca, params));
    const cond = where.join(' AND ');
    const total = (
      await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM proposal.propostas p WHERE ${cond}`, params)
    ).rows[0]!.n;
    const { rows } = await pool.query<PropostaRow & { total_imagens: number }>(
      `SELECT p.*, (SELECT count(*)::int FROM proposal.arquivos a WHERE a.proposta_id = p.id AND a.tipo = 'imagem') AS total_imagens
         FROM proposal.propostas p WHERE ${cond}
        ORDER BY ${SORT_SQL[q.ordenacao]} ${q.direcao}, p.id ${q.direcao} LIMIT ${q.limite} OFFSET ${q.offset}`,
      params,
    );
    const names = await roomNames(classroom, logger, rows);
    const body: PropostasPage = {
      propostas: rows.map((row) => toResumo(row, user, names)),
      total,
      hasMore: q.offset + rows.length < total,
      limite: q.limite,
      offset: q.offset,
    };
    res.json(ok(body));
  });

  // Pickers (essay form, activity form): active proposals the user may use; with salaId, those usable in that room.
  r.get('/propostas/selecao', requireAuth, async (req, res) => {
    const user = authOf(req);
    const salaRaw = text(req.query.salaId ?? req.query.sala_id);
    const salaId = salaRaw ? parseId(salaRaw, 'salaId inválido') : null;
    const busca = text(req.query.busca).slice(0, 200);
    const params: unknown[] = [];
    const where = ['p.ativa', visibleTo(user, await roomIdsForList(classroom, logger, user), params)];
    if (salaId) {
      params.push(salaId);
      where.push(`(p.visibilidade <> 'sala' OR p.sala_id = $${params.length})`);
    }
    if (busca) where.push(searchClause(busca, params));
    const { rows } = await pool.query<PropostaSelecao>(
      `SELECT p.id, p.titulo, p.tema_principal, p.tipo_conteudo, p.visibilidade, p.sala_id, p.ativa_para_correcao, p.criador_id
         FROM proposal.propostas p WHERE ${where.join(' AND ')} ORDER BY p.data_criacao DESC, p.id DESC LIMIT ${PROPOSALS_MAX_PAGE_SIZE}`,
      params,
    );
    res.json(ok({ propostas: rows }));
  });

  r.get('/propostas/:id', requireAuth, async (req, res) => {
    const row = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
    res.json(ok(await present(row, req)));
  });

  // Graded references (issue 11): teachers and admins who may see the proposal; never students (they would be model answers).
  r.get('/propostas/:id/referencias', requireAuth, async (req, res) => {
    const user = authOf(req);
    const id = propostaId(req.params.id);
    if (user.tipo !== 'professor' && user.tipo !== 'admin')
      throw new AppError('forbidden', REFERENCE_MESSAGES.teachersOnly);
    const row = await loadVisible(pool, classroom, id, user);
    res.json(ok(await referencesSummary(pool, row.id, user)));
  });

  r.post('/propostas', requireAuth, async (req, res) => {
    const input = parseOrThrow(createProposalSchema, req.body ?? {});
    const row = await createProposta(deps, authOf(req), input, { texto: input.texto_apoio_original });
    res.status(201).json(ok(await present(row, req), PROPOSAL_MESSAGES.created));
  });

  r.post(
    '/propostas/pdf',
    requireAuth,
    multipart([{ name: 'pdf', maxCount: 1 }], PROPOSAL_MESSAGES.pdfTooLarge),
    async (req, res) => {
      const meta = parseOrThrow(proposalMetaSchema, req.body ?? {});
      const [file] = uploaded(req, 'pdf');
      if (!file || file.size === 0)
        throw badRequest(PROPOSAL_MESSAGES.pdfRequired, { pdf: PROPOSAL_MESSAGES.pdfRequired });
      if (detectFileType(file.buffer)?.format !== 'pdf')
        throw new AppError('unsupported_media_type', PROPOSAL_MESSAGES.pdfOnly, { pdf: PROPOSAL_MESSAGES.pdfOnly });
      const { text: extracted } = await extractPdfText(file.buffer);
      const row = await createProposta(deps, authOf(req), meta, {
        texto: extracted,
        original: { tipo: 'pdf', buffer: file.buffer, originalname: file.originalname, mime: 'application/pdf' },
      });
      res
        .status(201)
        .json(ok(await present(row, req), extracted ? PROPOSAL_MESSAGES.created : PROPOSAL_MESSAGES.pdfNoText));
    },
  );

  // A photo or scan of the supporting text (spec 7): same fields as the PDF route, the OCR text becomes
  // texto_apoio_original and the image is kept as the original file. Every check (fields, image bytes,
  // room) runs before the OCR, which costs the creator one credit, as an essay transcription does.
  r.post(
    '/propostas/transcricao',
    requireAuth,
    multipart([{ name: 'imagem', maxCount: 1 }], PROPOSAL_MESSAGES.scanTooLarge),
    async (req, res) => {
      const user = authOf(req);
      const meta = parseOrThrow(proposalMetaSchema, req.body ?? {});
      const [file] = uploaded(req, 'imagem');
      if (!file || file.size === 0)
        throw badRequest(PROPOSAL_MESSAGES.scanRequired, { imagem: PROPOSAL_MESSAGES.scanRequired });
      const type = detectFileType(file.buffer);
      if (!type || type.format === 'pdf')
        throw new AppError('unsupported_media_type', PROPOSAL_MESSAGES.imageType, {
          imagem: PROPOSAL_MESSAGES.imageType,
        });
      let ocr: OcrResult | undefined;
      const row = await createProposta(deps, user, meta, async () => {
        ocr = await deps.transcriber.transcribe(user.id, file);
        // An unreadable scan (issue 49) makes no proposal: its noise would be the text the AI grades against.
        if (ocr.legivel === false) throw new AppError('unprocessable', PROPOSAL_MESSAGES.illegible);
        return {
          texto: ocr.texto.trim(),
          original: { tipo: 'digitalizacao', buffer: file.buffer, originalname: file.originalname, mime: type.mime },
        };
      });
      const o = ocr!;
      const body: PropostaTranscrita = {
        ...(await present(row, req)),
        transcricao: {
          transcricao_id: o.transcricao_id,
          caracteres: o.estatisticas.caracteres,
          palavras: o.estatisticas.palavras,
          confianca_media: o.estatisticas.confianca_media,
          qualidade_estimada: o.qualidade_estimada,
          tempo_processamento_ms: o.metadados.tempo_processamento_ms,
          creditos_restantes: o.creditos_restantes ?? null,
        },
      };
      res.status(201).json(ok(body, PROPOSAL_MESSAGES.transcribed));
    },
  );

  const editorUpload = multipart([{ name: 'imagens', maxCount: 10 }], PROPOSAL_MESSAGES.imageTooLarge);
  r.post('/propostas/editor', requireAuth, editorUpload, async (req, res) => {
    const input = parseOrThrow(editorProposalSchema, req.body ?? {});
    const row = await createProposta(deps, authOf(req), input, {
      texto: input.conteudo,
      metadata: parseMetadata(req.body?.imagensMetadata),
      images: uploaded(req, 'imagens'),
    });
    res.status(201).json(ok(await present(row, req), PROPOSAL_MESSAGES.created));
  });

  r.put('/propostas/:id/editor', requireAuth, editorUpload, async (req, res) => {
    const id = propostaId(req.params.id);
    const { conteudo, ...changes } = parseOrThrow(updateEditorProposalSchema, req.body ?? {});
    const row = await updateProposta(
      deps,
      authOf(req),
      id,
      { ...changes, texto: conteudo },
      { metadata: parseMetadata(req.body?.imagensMetadata), files: uploaded(req, 'imagens') },
    );
    res.json(ok(await present(row, req), PROPOSAL_MESSAGES.updated));
  });

  r.put('/propostas/:id', requireAuth, async (req, res) => {
    const id = propostaId(req.params.id);
    const { texto_apoio_original, ...changes } = parseOrThrow(updateProposalSchema, req.body ?? {});
    const row = await updateProposta(deps, authOf(req), id, { ...changes, texto: texto_apoio_original });
    res.json(ok(await present(row, req), PROPOSAL_MESSAGES.updated));
  });

  r.delete('/propostas/:id', requireAuth, async (req, res) => {
    const id = propostaId(req.params.id);
    const row = await loadOwn(pool, id, authOf(req), PROPOSAL_MESSAGES.onlyCreatorDeletes);
    await pool.query('DELETE FROM proposal.propostas WHERE id = $1', [row.id]);
    res.json(ok({ id: row.id }, PROPOSAL_MESSAGES.deleted));
  });

  r.post('/propostas/:id/duplicar', requireAuth, async (req, res) => {
    const source = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
    const copy = await duplicateProposta(pool, authOf(req), source);
    res.status(201).json(ok(await present(copy, req), PROPOSAL_MESSAGES.duplicated));
  });

  r.get('/propostas/:id/estatisticas', requireAuth, async (req, res) => {
    const row = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
    const { rows } = await pool.query<
      Omit<PropostaEstatisticas, 'proposta_id' | 'total_usos' | 'ultimo_uso'> & { ultimo_uso: Date | null }
    >(
      `SELECT count(*) FILTER (WHERE origem = 'redacao')::int AS usos_redacoes, count(*) FILTER (WHERE origem = 'atividade')::int AS usos_atividades,
              count(DISTINCT usuario_id)::int AS usuarios_distintos, count(*) FILTER (WHERE data_uso > now() - interval '30 days')::int AS usos_ultimos_30_dias,
              max(data_uso) AS ultimo_uso
         FROM proposal.usos WHERE proposta_id = $1`,
      [row.id],
    );
    const s = rows[0]!;
    const body: PropostaEstatisticas = {
      proposta_id: row.id,
      total_usos: row.total_usos,
      ...s,
      ultimo_uso: s.ultimo_uso ? s.ultimo_uso.toISOString() : null,
    };
    res.json(ok(body));
  });

  return r;
}
