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

/** A box as fractions (0–1) of the levelled page (see sheetSchema.inclinacao). */
export const pageBoxSchema = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() });
export type PageBox = z.infer<typeof pageBoxSchema>;

/** One written line of the page: where it is, and the recognizer's reading of it. */
export const sheetLineSchema = pageBoxSchema.extend({
  /** Its number on the sheet (the rule it sits on, 1 = first rule), or its order on an unruled page. */
  numero: z.number().int(),
  /** The title line (short, centred, first written line): shown apart, not counted in linhas_escritas. */
  titulo: z.boolean(),
  /** Where the writing starts and ends, as fractions of the body's width (an indent starts a paragraph). */
  inicio_tinta: z.number(),
  fim_tinta: z.number(),
  /** What the recognizer read on this line ('' when nothing), and its mean confidence (0–100). */
  texto: z.string(),
  confianca: z.number(),
  /** True when the reading is good enough to pre-fill the typing field (confident and dictionary words). */
  confiavel: z.boolean(),
});
export type SheetLine = z.infer<typeof sheetLineSchema>;

/**
 * The answer sheet understood (issue 49): ruled or not, the body, the written lines with their boxes, and the ENEM
 * rule that uses their count (≤ 7 written lines: texto insuficiente).
 */
export const sheetSchema = z.object({
  /** Horizontal rule lines were found (ENEM answer sheet, school ruled sheet). */
  pautada: z.boolean(),
  /** Rule lines found (0 on a plain page). */
  pautas: z.number().int(),
  /** Degrees the photo is rotated (clockwise) to level the lines; boxes refer to the levelled page. */
  inclinacao: z.number(),
  corpo: pageBoxSchema,
  linhas: z.array(sheetLineSchema),
  /** Written text lines up to line 30, the title line not counted. */
  linhas_escritas: z.number().int(),
  /** A title line was found (it is the first of `linhas`, titulo=true). */
  linha_titulo: z.boolean(),
  /** Written lines beyond line 30 (the ENEM does not read them). */
  alem_da_linha_30: z.number().int(),
  /** The ENEM's zero that the count implies: a blank page, or 7 written lines or fewer. */
  avaliacao_enem: z.enum(['em_branco', 'texto_insuficiente']).nullable(),
  /** Plain Portuguese evidence for the student (the count and which lines). */
  evidencia: z.string(),
});
export type Sheet = z.infer<typeof sheetSchema>;

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
  /** The page's written lines (issue 49); absent when the image could not be analysed. */
  folha: sheetSchema.optional(),
  creditos_restantes: z.number().optional(),
});
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;
