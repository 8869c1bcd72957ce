import { beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText } from '../src/analysis.js';
import { offTopic } from '../src/analysis/off-topic.js';
import { grade } from '../src/grades.js';
import { loadParams } from '../src/engine.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { loadThemeBank } from '../src/theme-bank.js';
import { ESSAY } from './fixtures/essays.js';

const bank = loadThemeBank();
const theme = (titulo: string) => bank.temas.find((t) => t.titulo === titulo)!;
const femicide = theme('O feminicídio');

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

describe('fuga ao tema', () => {
  test('an essay on school dropout sent to the femicide proposal is annulled, naming the theme it is closer to', () => {
    const a = analyzeText(
      { texto: ESSAY, proposta: { titulo: femicide.titulo, texto_apoio: femicide.textoApoio } },
      sp,
      { suggestions: false },
    );
    expect(a.anulacao?.motivo).toMatch(/^Fuga ao tema: a redação não trata do tema da proposta/);
    const named = /"(.+)"/.exec(a.anulacao!.motivo)![1];
    expect(bank.temas.map((t) => t.titulo)).toContain(named);
    expect(named).not.toBe(femicide.titulo);
    expect(grade(a, loadParams()).notas).toEqual([0, 0, 0, 0, 0]);
  });

  test('the same essay with its own proposal (a teacher’s, not in the bank) is graded as usual', () => {
    const proposta = {
      titulo: 'Os desafios para combater a evasão escolar no Brasil',
      texto_apoio:
        'Milhares de jovens abandonam a escola todos os anos por falta de renda, de transporte e de interesse pelas aulas.',
    };
    const a = analyzeText({ texto: ESSAY, proposta }, sp, { suggestions: false });
    expect(a.anulacao).toBeUndefined();
    expect(offTopic(ESSAY, proposta)).toBeNull();
  });

  test('nothing to judge against: no proposal, or one of a few words', () => {
    expect(offTopic(ESSAY, null)).toBeNull();
    expect(offTopic(ESSAY, { titulo: 'Política' })).toBeNull();
    expect(offTopic(ESSAY, { titulo: '', texto_apoio: '' })).toBeNull();
  });

  test('of the bank’s 686 essays, exactly the two their raters annulled for writing about another subject are flagged', () => {
    const flagged = bank.temas.flatMap((t) =>
      t.referencias
        .filter((r) => offTopic(r.texto, { titulo: '', texto_apoio: t.textoApoio }))
        .map((r) => ({ tema: t.titulo, notas: r.notas })),
    );
    expect(flagged).toEqual([
      { tema: 'Qualificação e o futuro do emprego', notas: [0, 0, 0, 0, 0] },
      { tema: 'A participação popular na política', notas: [0, 0, 0, 0, 0] },
    ]);
    // With the title the bank shows (a bank proposal as the product sends it), the same two.
    const withTitles = bank.temas.flatMap((t) =>
      t.referencias
        .filter((r) => offTopic(r.texto, { titulo: t.titulo, texto_apoio: t.textoApoio }))
        .map(() => t.titulo),
    );
    expect(withTitles).toEqual(['Qualificação e o futuro do emprego', 'A participação popular na política']);
  });
});
