import { Router, type Request, type RequestHandler, type Response } from 'express';
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
 * The original file (PDF or transcribed image) and the inline images, fetched with the bearer token like every route (the
 * web shows them from the fetched bytes: a token in a URL would land in history and logs). Same visibility as the proposal.
 */
export function arquivosRoutes(deps: ProposalRouteDeps, requireAuth: RequestHandler): Router {
  const { pool, classroom } = deps;
  const r = Router();

  /** Same visibility as the proposal, then the one file `sql` selects ($1 = the proposal id, then `params(req)`). */
  const fileRoute = (path: string, sql: string, missing: string, params: (req: Request) => unknown[] = () => []) =>
    r.get(path, requireAuth, async (req, res) => {
      const row = await loadVisible(pool, classroom, propostaId(req.params.id), authOf(req));
      const { rows } = await pool.query<Stored>(sql, [row.id, ...params(req)]);
      send(res, rows[0], missing);
    });

  // The original file: the PDF, or the photo/scan of a transcribed proposal.
  fileRoute(
    '/propostas/:id/arquivo',
    `SELECT nome, mime, conteudo FROM proposal.arquivos WHERE proposta_id = $1 AND tipo IN ('pdf', 'digitalizacao')`,
    PROPOSAL_MESSAGES.noFile,
  );

  // By marker number: [IMAGEM_n] → /imagem/n.
  fileRoute(
    '/propostas/:id/imagem/:n',
    `SELECT nome, mime, conteudo FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem' AND numero = $2`,
    PROPOSAL_MESSAGES.imageNotFound,
    (req) => [parseId(req.params.n, 'Número da imagem inválido')],
  );

  // By position (0-based, in marker-number order).
  fileRoute(
    '/propostas/:id/imagem-indice/:i',
    `SELECT nome, mime, conteudo FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem' ORDER BY numero OFFSET $2 LIMIT 1`,
    PROPOSAL_MESSAGES.imageNotFound,
    (req) => {
      if (!/^\d{1,4}$/.test(String(req.params.i))) throw badRequest('Índice da imagem inválido');
      return [Number(req.params.i)];
    },
  );

  return r;
}
