// Property test over the 686 development essays (issue 34): every sentence the feedback states must be true of the text
// and consistent with the grades. Each essay is read with its own bank proposal (title and motivating text), graded
// with the committed parameters and turned into feedback; any contradiction is listed with the essay it came from.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { bankEssayFeedback } from '../src/lab/bank-feedback.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { contradictions } from './feedback-contradictions.js';

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

describe('o feedback diz a verdade (as 686 redações de desenvolvimento)', () => {
  test('no contradiction between the text, the grades and the comments', () => {
    const found: string[] = [];
    let n = 0;
    for (const { promptId, a, g, feedback } of bankEssayFeedback(sp)) {
      for (const c of contradictions(a, g.notas, feedback)) found.push(`proposta ${promptId}, redação ${n}: ${c}`);
      n++;
    }
    expect(n).toBe(686);
    expect(found).toEqual([]);
  });
});
