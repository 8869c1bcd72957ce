// The features the models read (names of TextAnalysis.features). Raters' inline corrections never enter them.
import { C1_RATE_FEATURES } from '../analysis/c1-rates.js';
import { GENERIC_FEATURES } from '../analysis/generic.js';
import { POS_FEATURES } from '../analysis/pos.js';
import { POS_MODEL_FEATURES } from '../grades.js';

/** What the intervention reading gives the model (analysis/c5-intervention.ts): its elements and their kinds. */
export const C5_ELEMENT_FEATURES = [
  'c5_elements',
  'c5_agent',
  'c5_action',
  'c5_means',
  'c5_purpose',
  'c5_detail',
  'c5_vague',
  'c5_conditional',
];

export const FEATURES = [
  'spell_rate',
  'spell_log',
  'accent_rate',
  'capital_errors',
  'punct_errors',
  'informal',
  'run_on',
  'grammar',
  'deviations_log',
  'morph_deviations',
  'deviation_rate',
  'log_words',
  'words_100',
  'len_a',
  'len_b',
  'len_c',
  'paragraphs',
  'paragraphs_ok',
  'single_paragraph',
  'sentences',
  'mean_sentence',
  'mattr',
  'mean_word_len',
  'long_words',
  'content_share',
  'questions',
  'exclamations',
  'second_person',
  'first_plural',
  'commas_per_sentence',
  'quotes',
  'numbers',
  'paragraph_balance',
  'min_paragraph',
  'sentence_openers',
  'theme_sim',
  'theme_low',
  'copy_share',
  'repertoire',
  'repertoire_kinds',
  'repertoire_tied',
  'first_person',
  'narrative',
  'structure',
  'connectives_rate',
  'connectives_log',
  'connectives_distinct',
  'connective_functions',
  'inter_paragraph',
  'inter_paragraph_ok',
  'connective_repeat',
  'referentials_rate',
  'repeated_words',
  'thesis_score',
  'topics_developed',
  'dev_paragraph_words',
  'dev_markers',
  'progression',
  'intro_words',
  ...C5_ELEMENT_FEATURES,
  'conclusion_words',
  'conclusion_marker',
  'gaming',
  ...GENERIC_FEATURES,
];

/**
 * Blocks the fit may add to FEATURES, each kept or not by inner prompt-grouped CV inside the fit (FitOptions.blocks):
 * the part-of-speech rates, the part-of-speech n-gram model's predictions and how much the essay draws on the proposal.
 */
export const FEATURE_BLOCKS: Record<string, string[]> = {
  pos: [...POS_FEATURES],
  pos_model: POS_MODEL_FEATURES,
  proposta: ['proposal_share', 'proposal_cover'],
  c1: C1_RATE_FEATURES,
  pares: [
    'log_words',
    'mattr',
    'mean_word_len',
    'spell_log',
    'deviations_log',
    'theme_sim',
    'connectives_log',
    'paragraphs',
    'repertoire',
    'c5_elements',
  ].map((f) => `peer_${f}`),
};

/**
 * Blocks of FEATURES C1's ridge alone may leave out (FitOptions.c1Without), kept or not by the fit's inner
 * prompt-grouped CV with C1's own blocks and λ: the C5 elements, which C1's ridge read with no grade of C1 behind them.
 */
export const C1_OMISSIBLE_BLOCKS: Record<string, string[]> = { c5: C5_ELEMENT_FEATURES };

/**
 * The block `pares` (the peers of the same proposal, ungraded): each of its features is the essay's value less the
 * mean over its proposal's essays (itself included), 0 when the proposal has fewer than `min` other essays. Only the
 * texts of the proposal are read, never a grade. Returns each row with those features added.
 */
export function withPeerFeatures(
  rows: Record<string, number>[],
  groups: readonly string[],
  min: number,
): Record<string, number>[] {
  const members = new Map<string, number[]>();
  groups.forEach((g, i) => (members.get(g) ?? members.set(g, []).get(g)!).push(i));
  return rows.map((r, i) => {
    const mates = members.get(groups[i]!)!;
    return {
      ...r,
      ...Object.fromEntries(
        FEATURE_BLOCKS.pares!.map((name) => {
          const f = name.slice('peer_'.length);
          const mean = mates.reduce((a, j) => a + (rows[j]![f] ?? 0), 0) / mates.length;
          return [name, mates.length - 1 < min ? 0 : (r[f] ?? 0) - mean];
        }),
      ),
    };
  });
}
