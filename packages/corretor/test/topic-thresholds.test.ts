import { describe, expect, test } from '@jest/globals';
import { topicSituation, TOPIC_THRESHOLDS } from '../src/analysis/off-topic.js';
import { chooseTopicThresholds } from '../src/lab/evaluation.js';

// An essay's topic scores as the rule reads them: its proposal's score against the closest other theme's (the ratio),
// the average theme, how many themes are closer.
const scores = (ratio: number, rank: number) => ({
  score: ratio,
  closest: { titulo: 'outro', score: 1 },
  average: 0.05,
  rank,
});
const own = (ratio: number, rank = 0) => ({ prompt: 'p', scores: scores(ratio, rank), good: true, paired: false });
const paired = (ratio: number, rank = 30) => ({ prompt: 'p', scores: scores(ratio, rank), good: false, paired: true });

describe('topic thresholds chosen on other prompts', () => {
  test('the rule: fuga far from the proposal and below the average theme, tangent by ratio or by ratio and rank', () => {
    expect(topicSituation({ ...scores(0.04, 50) })).toBe('fuga');
    expect(topicSituation(scores(0.3, 0))).toBe('tangencia');
    expect(topicSituation(scores(0.55, TOPIC_THRESHOLDS.rank))).toBe('tangencia');
    expect(topicSituation(scores(0.55, TOPIC_THRESHOLDS.rank - 1))).toBe('no_tema');
    expect(topicSituation(scores(0.9, 80))).toBe('no_tema');
  });

  test('the most paired essays caught within the false-alarm budget on the on-topic ones', () => {
    // 100 on-topic essays, one of them at ratio 0.42; paired essays between 0.1 and 0.5.
    const cases = [
      ...Array.from({ length: 99 }, () => own(1.5)),
      own(0.42),
      ...[0.1, 0.2, 0.3, 0.38, 0.44, 0.48].map((r) => paired(r, 0)),
    ];
    // A 1 % budget admits the on-topic essay at 0.42: the cut goes up to 0.5 and catches every paired one.
    expect(chooseTopicThresholds(cases, 0.01).tangent).toBe(0.5);
    // No budget: the cut stays under 0.42 and the two paired essays above it are missed.
    const strict = chooseTopicThresholds(cases, 0);
    expect(strict.tangent).toBeLessThanOrEqual(0.4);
    expect(cases.filter((c) => c.good && topicSituation(c.scores, strict) !== 'no_tema')).toEqual([]);
  });
});
