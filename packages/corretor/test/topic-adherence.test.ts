import { beforeAll, describe, expect, test } from '@jest/globals';
import { createLocalEngine, type LocalEngine } from '../src/engine.js';
import { judgeTopic } from '../src/analysis/off-topic.js';
import { loadThemeBank } from '../src/theme-bank.js';
import { ANALFABETISMO_FUNCIONAL, ANALFABETISMO_FUNCIONAL_PROPOSTA } from './fixtures/analfabetismo-funcional.js';
import { ESSAY } from './fixtures/essays.js';

const bank = loadThemeBank();
const bankTheme = (id: number) => bank.temas.find((t) => t.promptId === id)!;
const CANCELAMENTO = 43;
const total = (n: readonly number[]) => n.reduce((a, b) => a + b, 0);

let engine: LocalEngine;
beforeAll(async () => {
  engine = await createLocalEngine();
});

describe('aderência ao tema (issue 34)', () => {
  test('the functional-illiteracy essay is graded normally with its own bank proposal and references', () => {
    const t = bankTheme(ANALFABETISMO_FUNCIONAL_PROPOSTA);
    const { notas, analysis } = engine.score({
      texto: ANALFABETISMO_FUNCIONAL,
      proposta: { titulo: t.titulo, texto_apoio: t.textoApoio },
      referencias: t.referencias,
    });
    expect(analysis.anulacao).toBeUndefined();
    expect(analysis.c2.tema.situacao).toBe('no_tema');
    expect(notas[1]).toBeGreaterThan(40);
    expect(total(notas)).toBeGreaterThanOrEqual(400);
  });

  test('sent to "A cultura do cancelamento" with that proposal’s references it is annulled or capped — the references never lift it', () => {
    const t = bankTheme(CANCELAMENTO);
    const { notas, analysis } = engine.score({
      texto: ANALFABETISMO_FUNCIONAL,
      proposta: { titulo: t.titulo, texto_apoio: t.textoApoio },
      referencias: t.referencias,
    });
    expect(['fuga', 'tangencia']).toContain(analysis.c2.tema.situacao);
    expect(total(notas) === 0 || notas[1] <= 40).toBe(true);
    if (analysis.anulacao)
      expect(analysis.anulacao.motivo).toMatch(/^Fuga ao tema: .*"O analfabetismo funcional no Brasil"/);
  });

  test('the evidence names the words and paragraphs that stay on the proposal and those that do not', () => {
    const t = bankTheme(CANCELAMENTO);
    const paragraphs = ANALFABETISMO_FUNCIONAL.split('\n');
    const j = judgeTopic(ANALFABETISMO_FUNCIONAL, paragraphs, { titulo: t.titulo, texto_apoio: t.textoApoio })!;
    expect(j.temaProximo).toBe('O analfabetismo funcional no Brasil');
    expect(j.palavrasFora).toEqual(expect.arrayContaining(['leitura', 'analfabetismo']));
    expect(j.paragrafosFora).toEqual([1, 2, 3, 4]);
    const own = bankTheme(ANALFABETISMO_FUNCIONAL_PROPOSTA);
    expect(
      judgeTopic(ANALFABETISMO_FUNCIONAL, paragraphs, { titulo: own.titulo, texto_apoio: own.textoApoio })!
        .palavrasDaProposta,
    ).toEqual(expect.arrayContaining(['analfabetismo', 'funcional']));
  });

  test('a tangent essay keeps C2 at level 1, and C3 and C5 at most level 1, however well its references were graded', async () => {
    // A free essay on school dropout titled as if about cancel culture: judged against its own title, it is tangent.
    const referencias = [0, 1, 2].map((i) => ({
      texto: `${ESSAY}\nReferência ${i}.`,
      notas: [200, 200, 200, 200, 200] as [number, number, number, number, number],
    }));
    const input = { texto: ESSAY, titulo: 'A cultura do cancelamento nas redes sociais', referencias };
    const { notas, analysis } = engine.score(input);
    expect(analysis.c2.tema).toEqual(
      expect.objectContaining({ fonte: 'titulo', situacao: 'tangencia', palavrasDaProposta: [] }),
    );
    expect(notas[1]).toBe(40);
    expect(notas[2]).toBeLessThanOrEqual(40);
    expect(notas[4]).toBeLessThanOrEqual(40);
    const out = await engine.correct(input, () => undefined);
    const c2 = out.competencias[1];
    if (c2.numero_competencia !== 2) throw new Error('C2 fora de ordem');
    expect(c2.justificativa_nota).toMatch(
      /^Nota 40 .*Redação sem proposta: a aderência foi julgada pelo título que você deu a ela\. O texto tangencia o tema\./,
    );
    expect(c2.pontos_a_melhorar_detalhados_c2[0]).toEqual(
      expect.objectContaining({
        aspecto_avaliado_c2: 'Tangenciamento do tema',
        descricao_problema_c2: expect.stringMatching(/"cultura", "cancelamento".*Nenhum parágrafo fica no tema/),
      }),
    );
  });

  test('a free essay on its own title is graded as usual and says what it was judged against', async () => {
    const out = await engine.correct({ texto: ESSAY, titulo: 'Evasão escolar' }, () => undefined);
    const c2 = out.competencias[1];
    if (c2.numero_competencia !== 2) throw new Error('C2 fora de ordem');
    expect(c2.nota_competencia).toBeGreaterThan(40);
    expect(c2.justificativa_nota).toContain(
      'Redação sem proposta: a aderência foi julgada pelo título que você deu a ela. O texto trata do tema.',
    );
    const none = await engine.correct({ texto: ESSAY }, () => undefined);
    expect(none.competencias[1].justificativa_nota).toContain(
      'Redação sem proposta nem título: não há tema contra o qual julgar a aderência.',
    );
  });
});
