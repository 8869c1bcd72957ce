import { z } from './zod.js';

export const TRANSCRIPTION_MAX_BYTES = 20 * 1024 * 1024;
export const TRANSCRIPTION_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;

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
  creditos_restantes: z.number().optional(),
});
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;
