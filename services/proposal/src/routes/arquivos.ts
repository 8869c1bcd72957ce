import { Router, type RequestHandler, type Response } from 'express';
import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { AppError, authOf, badRequest, parseId } from '@argumenta/platform';
import { loadVisible } from '../domain/propostas.js';
import { propostaId, type ProposalRouteDeps } from './propostas.js';

type Stored = { nome: string; mime: string; conteudo: Buffer };

function send(res: Response, file: Stored | undefined, missing: string) {
  if (!file) throw new AppError('not_found', missing);
  res.set({
    'Content-Type': file.mime,
    'Content-Length': String(file.conteudo.length),
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
    'Cache-Control': 'private, no-cache',
  });
  res.end(file.conteudo);
}

/**
 * The original file (PDF or transcribed image) and the inline images. The web fetches them with the bearer token, and file
 * URLs may carry it as ?token= (spec 6) for <img> and popups. Same visibility as the proposal.
 */
export function arquivosRoutes(deps: ProposalRouteDeps, requireAuthOrQueryToken: RequestHandler): Router {
  const { pool, classroom } = deps;
  const r = Router();

  // The original file: the PDF, or the photo/scan of a transcribed proposal.
  r.get('/propostas/:id/arquivo', requireAuthOrQueryToken, async (req, res) => {
    const row = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
    const { rows } = await pool.query<Stored>(`SELECT nome, mime, conteudo FROM proposal.arquivos WHERE proposta_id = $1 AND tipo IN ('pdf', 'digitalizacao')`, [row.id]);
    send(res, rows[0], PROPOSAL_MESSAGES.noFile);
  });

  // By marker number: [IMAGEM_n] → /imagem/n.
  r.get('/propostas/:id/imagem/:n', requireAuthOrQueryToken, async (req, res) => {
    const row = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
    const n = parseId(req.params.n, 'Número da imagem inválido');
    const { rows } = await pool.query<Stored>(`SELECT nome, mime, conteudo FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem' AND numero = $2`, [row.id, n]);
    send(res, rows[0], PROPOSAL_MESSAGES.imageNotFound);
  });

  // By position (0-based, in marker-number order).
  r.get('/propostas/:id/imagem-indice/:i', requireAuthOrQueryToken, async (req, res) => {
    const row = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
    if (!/^\d{1,4}$/.test(String(req.params.i))) throw badRequest('Índice da imagem inválido');
    const { rows } = await pool.query<Stored>(`SELECT nome, mime, conteudo FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem' ORDER BY numero OFFSET $2 LIMIT 1`, [
      row.id,
      Number(req.params.i),
    ]);
    send(res, rows[0], PROPOSAL_MESSAGES.imageNotFound);
  });

  return r;
}
