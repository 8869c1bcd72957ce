import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { BATCH_LIMITS, BATCH_MESSAGES, BATCH_SEPARATORS, ok, type BatchSeparator } from '@argumenta/contracts';
import { AppError, authOf, badRequest, parseId } from '@argumenta/platform';
import { createBatch, getBatch, listBatches, retryFailed, type BatchDeps } from '../domain/batch/batches.js';
import { batchCsv, loadFinishedBatch, sendBatchZip } from '../domain/batch/export.js';
import { renderAnswerSheets } from '../domain/batch/sheets.js';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: BATCH_LIMITS.fileBytes, files: 1, fields: 10 },
});
const activityId = (raw: unknown) => parseId(raw, 'ID da atividade inválido');
const batchId = (raw: unknown) => parseId(raw, 'ID do lote inválido');
const truthy = (v: unknown) => ['1', 'true', 'sim', 'on'].includes(String(v ?? '').toLowerCase());

/** multer's own size error becomes the Portuguese 413. */
const receiveFile: RequestHandler = (req, res, next) => {
  upload.single('arquivo')(req, res, (err: unknown) => {
    if ((err as { code?: string } | undefined)?.code === 'LIMIT_FILE_SIZE')
      return next(new AppError('payload_too_large', BATCH_MESSAGES.tooLarge));
    next(err);
  });
};

/** Bulk submission (issue 13): the teacher of the room or an admin. */
export function batchRoutes(deps: BatchDeps, requireAuth: RequestHandler): Router {
  const r = Router();

  r.post('/atividades/:id/lotes', requireAuth, receiveFile, async (req, res) => {
    const user = authOf(req);
    const id = activityId(req.params.id);
    const body = (req.body ?? {}) as Record<string, string>;
    if (!req.file) throw badRequest(BATCH_MESSAGES.missingFile, { arquivo: BATCH_MESSAGES.missingFile });
    const separador = (body.separador?.trim() || 'codigo') as BatchSeparator;
    if (!BATCH_SEPARATORS.includes(separador))
      throw badRequest('Separador inválido (use codigo ou paginas).', { separador: 'use codigo ou paginas' });
    const paginas = Number(body.paginas_por_redacao ?? 1);
    if (!Number.isInteger(paginas) || paginas < 1 || paginas > BATCH_LIMITS.pagesPerEssay) {
      throw badRequest(`Páginas por redação deve ser um número de 1 a ${BATCH_LIMITS.pagesPerEssay}.`, {
        paginas_por_redacao: 'valor inválido',
      });
    }
    const created = await createBatch(
      deps,
      user,
      id,
      { buffer: req.file.buffer, originalname: req.file.originalname },
      { substituir: truthy(body.substituir), separador, paginasPorRedacao: paginas },
    );
    // A repeat of a file already sent answers the batch it created (200): nothing new was accepted.
    res
      .status(created.reutilizado ? 200 : 202)
      .json(
        ok(
          created,
          created.reutilizado
            ? 'Este arquivo já foi enviado para esta atividade; nada foi duplicado.'
            : `Lote recebido: ${created.total} ${created.total === 1 ? 'redação' : 'redações'}.`,
        ),
      );
  });

  r.get('/atividades/:id/lotes', requireAuth, async (req, res) => {
    res.json(ok({ lotes: await listBatches(deps, authOf(req), activityId(req.params.id)) }));
  });

  r.get('/atividades/:id/folhas-resposta.pdf', requireAuth, async (req, res) => {
    const { bytes } = await renderAnswerSheets(deps.classroom, authOf(req), activityId(req.params.id));
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="folhas-resposta-atividade-${req.params.id}.pdf"`,
      'Cache-Control': 'no-store',
    });
    res.send(bytes);
  });

  r.get('/lotes/:id', requireAuth, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(ok(await getBatch(deps, authOf(req), batchId(req.params.id))));
  });

  // Retry the failed items (all, or body.itens = [ordem, …]): one new credit each.
  r.post('/lotes/:id/reenviar', requireAuth, async (req, res) => {
    const raw = (req.body as { itens?: unknown } | undefined)?.itens;
    const ordens = Array.isArray(raw) ? raw.map(Number).filter((n) => Number.isInteger(n) && n > 0) : undefined;
    const out = await retryFailed(deps, authOf(req), batchId(req.params.id), ordens);
    res.status(202).json(ok(out, `${out.reenviadas} redação(ões) reenviada(s) para correção.`));
  });

  r.get('/lotes/:id/exportar.csv', requireAuth, async (req, res) => {
    const batch = await loadFinishedBatch(deps, authOf(req), batchId(req.params.id));
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lote_${batch.id}_resultados.csv"`,
      'Cache-Control': 'no-store',
    });
    res.send(await batchCsv(deps, batch));
  });

  r.get('/lotes/:id/exportar.zip', requireAuth, async (req, res) => {
    const batch = await loadFinishedBatch(deps, authOf(req), batchId(req.params.id));
    await sendBatchZip(deps, batch, res, deps.logger);
  });

  return r;
}
