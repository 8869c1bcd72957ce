import type { TranscriptionPhase, TranscriptionResult } from '@argumenta/contracts';

/** The transcription result minus what the route adds (`id`, `creditos_restantes`). */
export type OcrOutput = Omit<TranscriptionResult, 'id' | 'creditos_restantes'>;

export interface OcrProgress {
  phase: TranscriptionPhase;
  percent: number;
  message: string;
}

/** A written line of the page, in pixels of the upright (EXIF-oriented) image. */
export interface LineCrop {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TranscribeOptions {
  onProgress?: (p: OcrProgress) => void;
  signal?: AbortSignal;
  /** The page's written lines, top to bottom: an engine that can read line by line (vision) sends each crop. */
  lines?: LineCrop[];
}

export interface OcrEngine {
  /** Short engine name, also written to `metadados.motor`. */
  readonly name: string;
  transcribe(image: Buffer, opts?: TranscribeOptions): Promise<OcrOutput>;
  close(): Promise<void>;
}

export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export const PHASE_MESSAGES: Record<TranscriptionPhase, string> = {
  preparing: 'Preparando a imagem…',
  sending: 'Enviando a imagem para o reconhecimento de texto…',
  processing: 'Reconhecendo o texto…',
  finishing: 'Organizando o texto transcrito…',
};

/** Emits phases with a percent that never goes backwards (tesseract's progress restarts per pass). */
export function progressReporter(onProgress?: (p: OcrProgress) => void) {
  let last = 0;
  return (phase: TranscriptionPhase, percent: number) => {
    const p = Math.max(last, Math.min(100, Math.round(percent)));
    if (p === last && phase === 'processing') return;
    last = p;
    onProgress?.({ phase, percent: p, message: PHASE_MESSAGES[phase] });
  };
}

/** `metadados` of an OcrOutput: the image as uploaded (EXIF-oriented size, real type) and the time spent. */
export function outputMetadata(
  image: { width: number; height: number; format: string },
  motor: string,
  startedAt: number,
): OcrOutput['metadados'] {
  return {
    largura: image.width,
    altura: image.height,
    formato: image.format,
    idioma: 'por',
    motor,
    tempo_processamento_ms: Math.round(performance.now() - startedAt),
  };
}
