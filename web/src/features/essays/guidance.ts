import { ESSAY_MAX_CHARS, ESSAY_MESSAGES, ESSAY_MIN_CHARS } from '@argumenta/contracts';

export type Guidance = { color: 'red' | 'orange' | 'green'; label: string };

/** Spec 5: live counter guidance for typed essays. */
export function textGuidance(chars: number): Guidance {
  if (chars < ESSAY_MIN_CHARS) return { color: 'red', label: 'Muito curto' };
  if (chars < 2500) return { color: 'orange', label: 'Pode ser expandido' };
  if (chars <= 3500) return { color: 'green', label: 'Dentro do recomendado' };
  if (chars <= ESSAY_MAX_CHARS) return { color: 'orange', label: 'Próximo do limite' };
  return { color: 'red', label: 'Muito longo' };
}

/** Spec 5: hint for text extracted from a PDF or transcribed from an image. */
export function extractedGuidance(chars: number): Guidance {
  if (chars < 100) return { color: 'red', label: 'Texto muito curto (mínimo 100 caracteres)' };
  if (chars < 1000) return { color: 'orange', label: 'Texto curto (recomendado 1000 a 3500 caracteres)' };
  if (chars <= 3500) return { color: 'green', label: 'Tamanho recomendado' };
  if (chars <= 7000) return { color: 'orange', label: 'Texto longo (recomendado até 3500 caracteres)' };
  return { color: 'red', label: 'Texto muito longo (máximo 7000 caracteres)' };
}

export function validateEssayText(text: string): string | null {
  const t = text.trim();
  if (!t) return ESSAY_MESSAGES.empty;
  if (t.length < ESSAY_MIN_CHARS) return ESSAY_MESSAGES.tooShort;
  if (t.length > ESSAY_MAX_CHARS) return ESSAY_MESSAGES.tooLong;
  return null;
}

export const countWords = (t: string) => (t.trim() ? t.trim().split(/\s+/).length : 0);
