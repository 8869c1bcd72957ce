import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { ok, TRANSCRIPTION_MAX_BYTES, transcriptionJobId, type ErrorCode } from '@argumenta/contracts';
import { AppError, authOf, badRequest, currentRequestId, parseId, withTransaction, type Logger, type Pool } from '@argumenta/platform';
import { validateImage } from '@argumenta/ocr-worker/validate';
import type { CreditsPort } from '../ports.js';

export type TranscriptionQueue = {
  enqueue(job: { transcricaoId: number; usuarioId: number; requestId?: string }): Promise<string>;
  /** Resolves when the job finishes (either way) or the time is up. */
  waitUntilFinished(jobId: string, ms: number): Promise<void>;
};

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: TRANSCRIPTION_MAX_BYTES, files: 1, fields: 10 } });

const VALIDATION_STATUS: Record<string, ErrorCode> = {
  empty_file: 'validation',
  file_too_large: 'payload_too_large',
  unsupported_type: 'unsupported_media_type',
  not_an_image: 'unsupported_media_type',
  corrupted_image: 'unprocessable',
};

type Row = { id: number; usuario_id: number; status: string; resultado: Record<string, unknown> | null; erro: { code: string; message: string; retryable: boolean } | null; progresso: unknown; criada_em: Date; concluida_em: Date | null };

export function transcriptionRoutes(deps: { pool: Pool; logger: Logger; credits: CreditsPort; queue: TranscriptionQueue; waitMs: number }, requireAuth: RequestHandler): Router {
  const { pool } = deps;
  const r = Router();

  r.post('/transcricao', requireAuth, upload.single('arquivo'), async (req, res) => {
    const user = authOf(req);
    if (!req.file) throw badRequest('Nenhuma imagem enviada. Selecione uma foto da redação.');
    // Every check happens before any charge: an invalid upload costs nothing.
    const check = await validateImage(req.file.buffer);
    if (!check.ok) throw new AppError(VALIDATION_STATUS[check.code] ?? 'validation', check.message);

    const ref = `transcricao-${randomUUID()}`;
    let reserved = false;
    let created: { id: number; creditos: number };
    try {
      created = await withTransaction(pool, async (c) => {
        const a = await c.query<{ id: number }>('INSERT INTO essay.arquivos (usuario_id, nome, mime, tamanho, conteudo) VALUES ($1,$2,$3,$4,$5) RETURNING id', [
          user.id,
          req.file!.originalname.slice(0, 200),
          `image/${check.format}`,
          req.file!.size,
          req.file!.buffer,
        ]);
        const t = await c.query<{ id: number }>('INSERT INTO essay.transcricoes (usuario_id, arquivo_id, referencia_credito) VALUES ($1, $2, $3) RETURNING id', [user.id, a.rows[0]!.id, ref]);
        const credit = await deps.credits.reserve(user.id, ref, 'Transcrição de imagem');
        reserved = true;
        return { id: t.rows[0]!.id, creditos: credit.creditos_disponiveis };
      });
    } catch (err) {
      if (reserved) await deps.credits.refund(ref).catch(() => undefined);
      throw err;
    }

    let jobId: string;
    try {
      jobId = await deps.queue.enqueue({ transcricaoId: created.id, usuarioId: user.id, requestId: currentRequestId() });
    } catch (err) {
      deps.logger.error({ err }, 'falha ao enfileirar transcrição');
      await pool.query(`UPDATE essay.transcricoes SET status = 'falhou', erro = $2 WHERE id = $1`, [created.id, { code: 'service_unavailable', message: 'Fila indisponível', retryable: true }]);
      await deps.credits.refund(ref).catch(() => undefined);
      throw new AppError('service_unavailable', 'Serviço de transcrição indisponível. Seu crédito foi devolvido; tente novamente.');
    }

    const wait = ['true', '1', 'sim'].includes(String(req.body?.aguardar ?? req.query.aguardar ?? '').toLowerCase());
    if (!wait) {
      res.status(202).json(ok({ transcricao_id: created.id, job_id: jobId, status: 'pendente', creditos_restantes: created.creditos }));
      return;
    }
    await deps.queue.waitUntilFinished(jobId, deps.waitMs).catch(() => undefined);
    const row = await load(pool, created.id);
    if (row.status === 'concluida') {
      const creditos = await currentCredits(deps.credits, ref, created.creditos);
      res.json(ok({ ...row.resultado, id: row.id, transcricao_id: row.id, creditos_restantes: creditos }, 'Transcrição concluída'));
      return;
    }
    if (row.status === 'falhou') throw new AppError('unprocessable', row.erro?.message ?? 'Erro ao transcrever texto');
    res.status(202).json(ok({ transcricao_id: created.id, job_id: jobId, status: row.status, creditos_restantes: created.creditos }, 'A transcrição ainda está em andamento.'));
  });

  r.get('/transcricao/:id', requireAuth, async (req, res) => {
    const row = await load(pool, parseId(req.params.id, 'ID da transcrição inválido'));
    if (row.usuario_id !== authOf(req).id) throw new AppError('not_found', 'Transcrição não encontrada');
    res.json(ok({ id: row.id, status: row.status, progresso: row.progresso, resultado: row.resultado ? { ...row.resultado, id: row.id } : null, erro: row.erro, criada_em: row.criada_em.toISOString() }));
  });

  // The original photo stays with the transcription (the student can compare; a teacher can audit).
  r.get('/transcricao/:id/imagem', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, 'ID da transcrição inválido');
    const { rows } = await pool.query<{ usuario_id: number; mime: string; conteudo: Buffer }>(
      'SELECT t.usuario_id, a.mime, a.conteudo FROM essay.transcricoes t JOIN essay.arquivos a ON a.id = t.arquivo_id WHERE t.id = $1',
      [id],
    );
    const row = rows[0];
    if (!row || row.usuario_id !== authOf(req).id) throw new AppError('not_found', 'Transcrição não encontrada');
    res.set({ 'Content-Type': row.mime, 'Cache-Control': 'private, max-age=3600' }).send(row.conteudo);
  });

  return r;
}

async function load(pool: Pool, id: number): Promise<Row> {
  const { rows } = await pool.query<Row>('SELECT id, usuario_id, status, resultado, erro, progresso, criada_em, concluida_em FROM essay.transcricoes WHERE id = $1', [id]);
  if (!rows[0]) throw new AppError('not_found', 'Transcrição não encontrada');
  return rows[0];
}

async function currentCredits(credits: CreditsPort, ref: string, fallback: number): Promise<number> {
  // confirm is idempotent and returns the live balance (the worker already confirmed).
  return (await credits.confirm(ref).catch(() => null))?.creditos_disponiveis ?? fallback;
}

export { transcriptionJobId };
