// What C1's grade model may read of the written-norm findings beyond their totals: each category's findings per 100
// words (capped), how many categories the essay slips in, the share of sentences with a finding and how long its
// sentences run. A feature block (`c1` in src/lab/features.ts) each fit keeps or leaves out for C1 by an inner
// prompt-grouped CV; docs/corrector.md ("Accuracy") says what it added.
import type { Doc } from '../text.js';
import type { Evidence } from './types.js';

/** A finding's category, from its `tipo` (C1's regex rules, the speller and GRAMMAR_KINDS of c1/rule.ts). */
export function c1CategoryOf(tipo: string): (typeof CATEGORIES)[number] {
  if (tipo.startsWith('crase')) return 'crase';
  if (tipo.includes('nominal')) return 'nominal';
  if (tipo.startsWith('concordância')) return 'verbal';
  if (tipo === 'palavra confundida') return 'confusao';
  if (tipo === 'acentuação') return 'acento';
  if (tipo.startsWith('regência') || tipo === 'expressão condenada' || tipo === 'infinitivo flexionado')
    return 'regencia';
  if (tipo === 'ortografia' || tipo === 'maiúscula') return 'ortografia';
  if (tipo === 'pontuação') return 'pontuacao';
  return 'outros';
}
const CATEGORIES = [
  'crase',
  'nominal',
  'verbal',
  'confusao',
  'acento',
  'regencia',
  'ortografia',
  'pontuacao',
  'outros',
] as const;

export const C1_RATE_FEATURES = [
  ...CATEGORIES.map((c) => `c1r_${c}`),
  'c1r_kinds',
  'c1r_sentence_share',
  'c1r_all_log',
  'c1r_long_share',
  'c1r_max_sentence',
];

/** Findings per 100 words are capped at 5 (one essay's slips of a kind beyond that say little more). */
const RATE_CAP = 5;

export function c1RateFeatures(doc: Doc, desvios: readonly Evidence[]): Record<string, number> {
  const W = Math.max(doc.tokens.length, 1);
  const counts = new Map<string, number>(CATEGORIES.map((c) => [c, 0]));
  for (const d of desvios) counts.set(c1CategoryOf(d.tipo), counts.get(c1CategoryOf(d.tipo))! + 1);
  const sentences = doc.sentences.filter((s) => s.tokens.length > 0);
  const withFinding = sentences.filter((s) => desvios.some((d) => d.start < s.end && d.end > s.start)).length;
  const lengths = sentences.map((s) => s.tokens.length);
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [`c1r_${c}`, Math.min((100 * counts.get(c)!) / W, RATE_CAP)])),
    c1r_kinds: [...counts.values()].filter((n) => n > 0).length,
    c1r_sentence_share: sentences.length ? withFinding / sentences.length : 0,
    c1r_all_log: Math.log1p(desvios.length),
    c1r_long_share: lengths.length ? lengths.filter((n) => n > 40).length / lengths.length : 0,
    c1r_max_sentence: Math.min(Math.max(0, ...lengths), 100),
  };
}
