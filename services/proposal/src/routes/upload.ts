import type { RequestHandler } from 'express';
import multer from 'multer';
import { PROPOSAL_MAX_IMAGES, PROPOSAL_MESSAGES, PROPOSAL_PDF_MAX_BYTES } from '@argumenta/contracts';
import { AppError, badRequest } from '@argumenta/platform';
import type { UploadedFile } from '../domain/images.js';

// One memory store for every upload route; the PDF limit is the largest a single file may be.
// File names are UTF-8 (busboy's default is latin1: 'educação' would arrive mangled).
const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: PROPOSAL_PDF_MAX_BYTES, files: PROPOSAL_MAX_IMAGES + 1, fields: 30, fieldSize: 1_000_000 },
});

/**
 * multer with the proposal wording: its own errors (size, count, unexpected field) become our
 * Portuguese messages instead of the generic ones of the platform error handler.
 */
export function multipart(fields: { name: string; maxCount: number }[], tooLarge: string): RequestHandler {
  const parse = upload.fields(fields);
  return (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      if (!(err instanceof multer.MulterError)) return next(err);
      if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError('payload_too_large', tooLarge));
      if (err.code === 'LIMIT_FILE_COUNT' || (err.code === 'LIMIT_UNEXPECTED_FILE' && err.field === 'imagens'))
        return next(badRequest(PROPOSAL_MESSAGES.tooManyImages));
      if (err.code === 'LIMIT_UNEXPECTED_FILE')
        return next(badRequest(`Campo de arquivo inesperado: ${err.field ?? '?'}`));
      if (err.code === 'LIMIT_FIELD_VALUE') return next(badRequest('Um dos campos enviados é grande demais'));
      next(badRequest('Envio inválido: verifique os campos e arquivos'));
    });
  };
}

export const uploaded = (req: { files?: unknown }, field: string): UploadedFile[] =>
  ((req.files as Record<string, Express.Multer.File[]> | undefined)?.[field] ?? []).map((f) => ({
    buffer: f.buffer,
    originalname: f.originalname,
    size: f.size,
  }));
