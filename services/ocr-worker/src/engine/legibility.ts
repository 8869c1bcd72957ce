// The honest gate: from the recognizer's own output, was the page read? Tesseract answers something for any page,
// and on real handwriting that something is noise ("L) O n | t 2 à & OCA Jalho — A no, ua, do ou o aut"), so the
// confidence alone is not enough: what a reading of Portuguese looks like is checked against the pt-BR dictionary
// and simple character statistics. Calibration (fixtures, distorted handwriting, scribbles): docs/benchmarks.md#ocr.
import type { Legibility, WordConfidence } from '@argumenta/contracts';

/** Checks one word against the pt-BR dictionary (case-aware, as hunspell does). */
export type WordCheck = (word: string) => boolean;

/** Pages whose estimate is below this are not handed over as a transcription (calibrated, see the bench). */
export const LEGIBILITY_THRESHOLD = 0.6;

/** One-letter words of Portuguese; any other lone letter on a page is a fragment of a misread word. */
const ONE_LETTER = new Set(['a', 'à', 'á', 'e', 'é', 'o', 'ó', 'ô', 'y']);

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

type Token = { text: string; confidence: number; kind: 'word' | 'number' | 'noise' };

/** Splits recognised words into tokens: punctuation at the edges is dropped, a word with symbols inside is noise. */
function tokens(words: Pick<WordConfidence, 'texto' | 'confianca'>[]): Token[] {
  const out: Token[] = [];
  for (const w of words) {
    const core = w.texto.replace(/^[\s"'“”‘’«»([{¿¡—–-]+|[\s"'“”‘’«»)\]}.,;:!?…—–-]+$/gu, '');
    if (!core) continue;
    if (/^\[?ileg[íi]vel\]?$/iu.test(core)) out.push({ text: core, confidence: 0, kind: 'noise' });
    else if (/^[\d.,ºª°%/-]+$/u.test(core)) out.push({ text: core, confidence: w.confianca, kind: 'number' });
    else if (/^\p{L}+(?:[-'’]\p{L}+)*$/u.test(core)) out.push({ text: core, confidence: w.confianca, kind: 'word' });
    else out.push({ text: core, confidence: w.confianca, kind: 'noise' });
  }
  return out;
}

function inDictionary(word: string, check: WordCheck): boolean {
  const lower = word.toLowerCase();
  if (lower.length === 1) return ONE_LETTER.has(lower);
  if (check(word) || check(lower)) return true;
  // "faz-se", "bem-estar": every part a word.
  const parts = lower.split(/[-'’]/).filter(Boolean);
  return parts.length > 1 && parts.every((p) => p.length > 1 && check(p));
}

/**
 * The estimate, 0–1, of the share of the page's text that was read right, and the decision behind `legivel`.
 * - `acerto_dicionario`: letters in dictionary words over all letters read (weighted by length, so the short real
 *   words noise is full of — "o", "no", "do" — weigh little);
 * - `ruido`: share of tokens that are symbols, letters mixed with symbols or digits, or lone letters;
 * - `confianca_media`: the recognizer's mean word confidence.
 * estimativa = acerto_dicionario × (1 − ruido) blended 3:1 with the confidence; a page with fewer than 5 tokens
 * is judged on the same figures (a title alone is rare, a blank page already failed as `no_text`).
 */
export function assessLegibility(
  words: Pick<WordConfidence, 'texto' | 'confianca'>[],
  check: WordCheck,
  threshold = LEGIBILITY_THRESHOLD,
): { legivel: boolean; legibilidade: Legibility } {
  const toks = tokens(words);
  let letters = 0;
  let known = 0;
  let noise = 0;
  for (const t of toks) {
    if (t.kind === 'noise') {
      noise++;
      letters += Math.max(1, Array.from(t.text).length);
      continue;
    }
    if (t.kind === 'number') continue;
    const len = Array.from(t.text).length;
    letters += len;
    if (inDictionary(t.text, check)) known += len;
    else if (len === 1) noise++;
  }
  const acerto = letters ? known / letters : 0;
  const ruido = toks.length ? noise / toks.length : 1;
  const conf = words.length ? words.reduce((s, w) => s + w.confianca, 0) / words.length : 0;
  const estimativa = clamp01(0.75 * acerto * (1 - ruido) + 0.25 * (conf / 100));
  const legivel = estimativa >= threshold;
  return {
    legivel,
    legibilidade: {
      estimativa: round3(estimativa),
      limiar: threshold,
      acerto_dicionario: round3(acerto),
      ruido: round3(ruido),
      confianca_media: Math.round(conf * 10) / 10,
      palavras: toks.length,
      motivo: legivel ? null : ILLEGIBLE_MESSAGE,
    },
  };
}

/** What the student reads when the page was not read (also the batch report's reason). */
export const ILLEGIBLE_MESSAGE =
  'Não conseguimos ler esta página com segurança: o reconhecimento automático não entende bem a letra manuscrita ' +
  'desta foto, e o texto que saiu teria mais erros do que acertos. Para você não ter que corrigir um texto ' +
  'cheio de erros, ele não foi colocado no editor e o crédito não foi cobrado. Digite a redação olhando a foto.';
