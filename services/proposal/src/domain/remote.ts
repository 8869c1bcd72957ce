import type { SalaAcesso, TranscriptionResult } from '@argumenta/contracts';
import type { InternalClient, Logger } from '@argumenta/platform';

export type SalaNome = { id: number; nome: string; professor_id: number };

/** What this service reads from the classroom service, batched: one call per question. */
export type ClassroomPort = {
  /** Rooms the user teaches or belongs to. Throws when the classroom service cannot answer. */
  roomsOf(userId: number): Promise<SalaAcesso[]>;
  /** Existing rooms among `ids`, by id. */
  rooms(ids: number[]): Promise<Map<number, SalaNome>>;
};

export function classroomPort(classroom: InternalClient): ClassroomPort {
  return {
    roomsOf: async (userId) =>
      (await classroom.get<{ salas: SalaAcesso[] }>(`/internal/salas/acesso?usuario_id=${userId}`)).salas,
    async rooms(ids) {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const { salas } = await classroom.get<{ salas: SalaNome[] }>(`/internal/salas?ids=${unique.join(',')}`);
      return new Map(salas.map((s) => [Number(s.id), s]));
    },
  };
}

/** What the essay service's OCR read from an image (its Transcription response). */
export type OcrResult = TranscriptionResult & { transcricao_id: number };

/**
 * OCR through the essay service, which owns transcriptions (queue `transcription` → ocr-worker): the
 * user pays one credit, as for an essay photo; the answer comes when the job finishes (or a 504).
 */
/** The essay service holds the request while the OCR runs (its TRANSCRIPTION_WAIT_MS, 60 s by default). */
export const TRANSCRIBE_TIMEOUT_MS = 110_000;
export type TranscriberPort = {
  transcribe(userId: number, image: { buffer: Buffer; originalname: string }): Promise<OcrResult>;
};

export function transcriberPort(essay: InternalClient): TranscriberPort {
  return {
    transcribe: (userId, image) => {
      const q = new URLSearchParams({
        usuario_id: String(userId),
        nome: image.originalname,
        motivo: 'Transcrição de proposta temática',
      });
      return essay.post<OcrResult>(`/internal/transcricoes?${q}`, image.buffer);
    },
  };
}

/** A read whose failure only degrades the answer (names, the room part of a list): logged, fallback used. */
export async function soft<T>(logger: Logger, what: string, p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch (err) {
    logger.warn({ err: (err as Error).message, what }, 'dado do serviço de salas indisponível');
    return fallback;
  }
}
