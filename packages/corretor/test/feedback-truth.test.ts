// Property test over the 686 development essays (issue 34): every sentence the feedback states must be true of the text
// and consistent with the grades. Each essay is read with its own bank proposal (title and motivating text), graded
// with the committed parameters and turned into feedback; any contradiction is listed with the essay it came from.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText } from '../src/analysis.js';
import { loadParams } from '../src/engine.js';
import { buildFeedback } from '../src/feedback.js';
import { grade } from '../src/grades.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { loadThemeBank } from '../src/theme-bank.js';
import { contradictions } from './feedback-contradictions.js';

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

describe('o feedback diz a verdade (as 686 redações de desenvolvimento)', () => {
  test('no contradiction between the text, the grades and the comments', () => {
    const params = loadParams();
    const found: string[] = [];
    let n = 0;
    for (const t of loadThemeBank().temas)
      for (const r of t.referencias) {
        const a = analyzeText(
          { texto: r.texto, titulo: null, proposta: { titulo: t.titulo, texto_apoio: t.textoApoio } },
          sp,
          { suggestions: false },
        );
        const g = grade(a, params);
        for (const c of contradictions(a, g.notas, buildFeedback(a, g)))
          found.push(`proposta ${t.promptId}, redação ${n}: ${c}`);
        n++;
      }
    expect(n).toBe(686);
    expect(found).toEqual([]);
  });
});
