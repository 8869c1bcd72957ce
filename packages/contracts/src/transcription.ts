import { z } from './zod.js';

export const TRANSCRIPTION_MAX_BYTES = 20 * 1024 * 1024;
export const TRANSCRIPTION_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
/** Most scanned pages a PDF sent for transcription may hold (one essay). */
export const TRANSCRIPTION_PDF_PAGES = 10;

/**
 * Issue 49: a scanned PDF (image only) of a handwritten page is transcribed like a photo; these are its refusals (no
 * credit used).
 */
export const SCANNED_PDF_MESSAGES = {
  hasText:
    'Este PDF já tem o texto digital da redação: envie-o pela aba "Enviar PDF", que usa esse texto sem custo. A ' +
    'transcrição é para fotos e PDFs digitalizados (só imagem).',
  tooManyPages: `O PDF tem mais de ${TRANSCRIPTION_PDF_PAGES} páginas digitalizadas: envie só as páginas da redação.`,
} as const;

export const wordConfidenceSchema = z.object({ texto: z.string(), confianca: z.number(), linha: z.number().int() });
export type WordConfidence = z.infer<typeof wordConfidenceSchema>;

export const QUALITY_LEVELS = ['excelente', 'boa', 'regular', 'ruim'] as const;
export type Quality = (typeof QUALITY_LEVELS)[number];
export function qualityFromConfidence(conf: number): Quality {
  if (conf >= 90) return 'excelente';
  if (conf >= 75) return 'boa';
  if (conf >= 55) return 'regular';
  return 'ruim';
}

/**
 * The honest gate (issue 49): the recognizer's own signals say whether the page was read. `estimativa` (0–1) is
 * the estimated share of the text read right; below `limiar` the page is not legible: its text is not handed over
 * as a transcription, the credit is refunded, and the student types the essay looking at the photo.
 */
export const legibilitySchema = z.object({
  estimativa: z.number(),
  limiar: z.number(),
  /** Letters in pt-BR dictionary words over all letters read (length-weighted). */
  acerto_dicionario: z.number(),
  /** Share of tokens that are symbols, letters mixed with symbols, or lone letters. */
  ruido: z.number(),
  confianca_media: z.number(),
  palavras: z.number().int(),
  /** Plain Portuguese explanation when not legible. */
  motivo: z.string().nullable(),
});
export type Legibility = z.infer<typeof legibilitySchema>;

/** Spec 3, Transcription response (+ palavras_confianca for highlighting doubtful words). */
export const transcriptionResultSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  estatisticas: z.object({
    caracteres: z.number(),
    palavras: z.number(),
    linhas: z.number(),
    confianca_media: z.number(),
  }),
  metadados: z.object({
    largura: z.number(),
    altura: z.number(),
    formato: z.string(),
    idioma: z.string(),
    motor: z.string(),
    tempo_processamento_ms: z.number(),
  }),
  qualidade_estimada: z.enum(QUALITY_LEVELS),
  palavras_confianca: z.array(wordConfidenceSchema),
  /** False when the page was not read (see legibilitySchema): no text for the editor, no credit charged. */
  legivel: z.boolean(),
  legibilidade: legibilitySchema,
  creditos_restantes: z.number().optional(),
});
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;
