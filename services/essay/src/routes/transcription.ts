import express, { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { ok, TRANSCRIPTION_MAX_BYTES, transcriptionJobId } from '@argumenta/contracts';
import { AppError, authOf, badRequest, parseId } from '@argumenta/platform';
import { transcriptionPhoto } from '@argumenta/essay-domain';
import {
  awaitTranscription,
  currentCredits,
  finishedOrAbandoned,
  loadTranscription as load,
  startTranscription,
  type TranscriptionDeps,
  type TranscriptionRow,
} from '../domain/transcription.js';

export type { TranscriptionQueue } from '../domain/transcription.js';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: TRANSCRIPTION_MAX_BYTES, files: 1, fields: 10 },
});
const NO_IMAGE = 'Nenhuma imagem enviada. Selecione uma foto da redação.';

/** The result as the spec's Transcription response (+ ids and the live balance). */
async function completed(deps: TranscriptionDeps, row: TranscriptionRow, fallbackCredits: number) {
  const creditos = await currentCredits(deps.credits, row.referencia_credito, fallbackCredits, row.resultado?.legivel);
  return { ...row.resultado, id: row.id, transcricao_id: row.id, creditos_restantes: creditos };
}

/** An unreadable page is not announced as a finished transcription (issue 49). */
const finishedMessage = (row: TranscriptionRow) =>
  row.resultado?.legivel === false
    ? 'Página não legível pelo reconhecimento automático: digite o texto vendo a foto (crédito devolvido).'
    : 'Transcrição concluída';

export function transcriptionRoutes(deps: TranscriptionDeps & { waitMs: number }, requireAuth: RequestHandler): Router {
  const { pool } = deps;
  const r = Router();

  r.post('/transcricao', requireAuth, upload.single('arquivo'), async (req, res) => {
    const user = authOf(req);
    if (!req.file) throw badRequest(NO_IMAGE);
    const started = await startTranscription(deps, user.id, req.file, 'Transcrição de imagem');
    const wait = ['true', '1', 'sim'].includes(String(req.body?.aguardar ?? req.query.aguardar ?? '').toLowerCase());
    if (!wait) {
      res.status(202).json(
        ok({
          transcricao_id: started.id,
          job_id: started.jobId,
          status: 'pendente',
          creditos_restantes: started.creditos,
        }),
      );
      return;
    }
    const row = await awaitTranscription(deps, started, deps.waitMs);
    if (row.status === 'concluida') {
      res.json(ok(await completed(deps, row, started.creditos), finishedMessage(row)));
      return;
    }
    if (row.status === 'falhou') throw new AppError('unprocessable', row.erro?.message ?? 'Erro ao transcrever texto');
    res.status(202).json(
      ok(
        {
          transcricao_id: started.id,
          job_id: started.jobId,
          status: row.status,
          creditos_restantes: started.creditos,
        },
        'A transcrição ainda está em andamento.',
      ),
    );
  });

  // Another service (the proposal service, POST /propostas/transcricao) transcribes an image for a user and
  // needs the text in the same request: the raw image is the body, the user pays the credit, and a job
  // that does not finish within the wait is abandoned and refunded instead of answered later.
  r.post(
    '/internal/transcricoes',
    express.raw({ type: () => true, limit: TRANSCRIPTION_MAX_BYTES }),
    async (req, res) => {
      const userId = parseId(req.query.usuario_id, 'usuario_id inválido');
      const body = req.body as unknown;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(NO_IMAGE);
      const nome = String(req.query.nome ?? '').slice(0, 200) || 'imagem';
      const motivo = String(req.query.motivo ?? '').slice(0, 200) || 'Transcrição de imagem';
      const started = await startTranscription(deps, userId, { buffer: body, originalname: nome }, motivo);
      const row = await finishedOrAbandoned(deps, started, await awaitTranscription(deps, started, deps.waitMs));
      if (row.status !== 'concluida')
        throw new AppError('unprocessable', row.erro?.message ?? 'Erro ao transcrever texto');
      res.json(ok(await completed(deps, row, started.creditos), finishedMessage(row)));
    },
  );

  r.get('/transcricao/:id', requireAuth, async (req, res) => {
    const row = await load(pool, parseId(req.params.id, 'ID da transcrição inválido'));
    if (row.usuario_id !== authOf(req).id) throw new AppError('not_found', 'Transcrição não encontrada');
    // While it runs, its phase is in the job, not the row (the worker writes each phase once, to Redis).
    const running =
      row.status === 'processando' && deps.queue.phase
        ? await deps.queue.phase(transcriptionJobId(row.id)).catch(() => null)
        : null;
    res.json(
      ok({
        id: row.id,
        status: row.status,
        progresso: running ?? row.progresso,
        resultado: row.resultado ? { ...row.resultado, id: row.id } : null,
        erro: row.erro,
        criada_em: row.criada_em.toISOString(),
      }),
    );
  });

  // The original photo stays with the transcription (the student can compare; a teacher can audit).
  r.get('/transcricao/:id/imagem', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'ID da transcrição inválido');
    const row = await transcriptionPhoto(pool, id);
    if (!row || row.usuario_id !== authOf(req).id) throw new AppError('not_found', 'Transcrição não encontrada');
    res.set({ 'Content-Type': row.mime, 'Cache-Control': 'private, max-age=3600' }).send(row.conteudo);
  });

  return r;
}

export { transcriptionJobId };
