// The rules written against the development half of the raters' inline corrections (even prompts; `npm run
// corretor:c1 -- --marcados --parte dev`), each with sentences where it must fire and look-alikes where it must not,
// and the student's text the measure reads (the raters' corrections cut out).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { grammarFindings } from '../src/analysis/c1-grammar.js';
import { createLocalEngine, type LocalEngine } from '../src/engine.js';
import { studentMarkedRecall, studentText } from '../src/lab/c1-eval.js';
import { analyzeText } from '../src/analysis.js';
import { segment } from '../src/text.js';

let engine: LocalEngine;
beforeAll(async () => {
  engine = await createLocalEngine();
});
afterAll(() => engine.close());

/** The findings of one rule: [passage, suggestion]. */
const byRule = async (nome: string, texto: string) => {
  await engine.prepare([texto]);
  const doc = segment(texto, (w) => engine.speller.check(w));
  return grammarFindings({ doc, tokens: doc.tokens, sp: engine.speller, morph: engine.morph })
    .filter((f) => f.regra === nome)
    .map((f) => [f.achado.trecho, f.achado.sugestao]);
};

/** One rule's cases: sentences where it marks [passage, suggestion], and look-alikes where it stays silent. */
const ruleCases = (nome: string, fires: [string, string, string][], silent: string[]) => {
  test.each(fires)('fires: %s', async (texto, trecho, sugestao) => {
    expect(await byRule(nome, texto)).toEqual([[trecho, sugestao]]);
  });
  test.each(silent)('stays silent: %s', async (texto) => {
    expect(await byRule(nome, texto)).toEqual([]);
  });
};

describe('relative "que" after a plural noun phrase', () => {
  ruleCases(
    'relativo "que" com antecedente no plural e verbo no singular',
    [
      ['A sociedade precisa saber sobre os eventos que acontece no país.', 'eventos que acontece', 'acontecem'],
      [
        'É preciso eleger políticos responsáveis que priorize com seriedade a educação.',
        'políticos responsáveis que priorize',
        'priorizem',
      ],
      ['As pessoas que mais sofre com isso são os pobres.', 'pessoas que mais sofre', 'sofrem'],
      ['Os problemas que existe hoje são graves.', 'problemas que existe', 'existem'],
    ],
    [
      'A sociedade precisa saber sobre os eventos que acontecem no país.',
      'A maioria dos jovens que trabalha estuda à noite.',
      'Um dos problemas que mais preocupa é a violência.',
      'Os desafios que enfrenta o país são enormes.',
      'Os dados que o IBGE divulga são alarmantes.',
      'Os estudos mostram que acontece muita violência.',
      'Há tantos casos que fica difícil acompanhar.',
      'É nas redes sociais que circula muita mentira.',
      'Há coisas que é preciso mudar.',
      'Faz dez anos que acontece a mesma coisa.',
    ],
  );
});

describe('"tratar-se de" in the plural', () => {
  ruleCases(
    'tratar-se de no plural',
    [
      ['Não se pode punir, pois se tratam de ações que envolvem menores.', 'tratam', 'trata'],
      ['Por se tratarem de elementos antigos, não se compreendem.', 'tratarem', 'tratar'],
      ['Tratam-se de questões urgentes.', 'Tratam-se', 'Trata-se'],
    ],
    [
      'Os médicos se tratam de forma cordial.',
      'Pois se trata de ações que envolvem menores.',
      'Os hospitais tratam de muitos pacientes.',
    ],
  );
});

describe('passive "se" with a plural subject', () => {
  ruleCases(
    'se passivo com sujeito no plural',
    [
      ['A violência cresce, por exemplo, quando se observa os dados das periferias.', 'observa', 'observam'],
      ['Nesse cenário, pouco se discute os efeitos da doença.', 'discute', 'discutem'],
      ['Logo, pede-se medidas e leis rígidas.', 'pede-se', 'pedem-se'],
      ['Hoje, encontra-se muitos museus fechados.', 'encontra-se', 'encontram-se'],
    ],
    [
      'A violência cresce, por exemplo, quando se observam os dados das periferias.',
      'Sabe-se que os museus fecham por falta de verba.',
      'Em primeiro lugar, deve-se identificar as causas do problema.',
      'Nesse ínterim, há que se analisar as causas desse cenário.',
      'A justiça brasileira se mostra muitas vezes falha.',
      'Trata-se de casos graves.',
      'O jovem se dedica as causas sociais.',
    ],
  );
});

describe('"ira" for "irá"', () => {
  ruleCases(
    'ira por irá',
    [
      ['Logo esse incêndio ira ser controlado.', 'ira', 'irá'],
      ['O governo ira investir em escolas.', 'ira', 'irá'],
    ],
    [
      'A ira tomou conta da multidão.',
      'Sua ira crescer seria perigoso.',
      'Com ira ninguém decide bem.',
      'O governo irá investir em escolas.',
    ],
  );
});

describe("the student's text: the raters' inline corrections cut out", () => {
  const texto = 'O tema gerou debate devido as às opiniões opostas. Os índices de violência aumentou aumentaram muito.';
  const isWord = (w: string) => engine.speller.check(w) || engine.speller.check(w.toLowerCase());
  test('cuts each correction with its space and points at the word before it', () => {
    const { texto: aluno, marcas } = studentText(texto, isWord);
    expect(aluno).toBe('O tema gerou debate devido as opiniões opostas. Os índices de violência aumentou muito.');
    expect(marcas.map((m) => [aluno.slice(m.start, m.end), m.correcao])).toEqual([
      ['as', 'às'],
      ['aumentou', 'aumentaram'],
    ]);
  });
  test("a rule reading two words joined by a space finds the slip once the rater's correction is out", async () => {
    await engine.prepare([texto, studentText(texto, isWord).texto]);
    const r = studentMarkedRecall([texto], isWord, (t) =>
      analyzeText({ texto: t }, engine.speller, { suggestions: false, morph: engine.morph }),
    );
    expect(r.marcados).toBe(2);
    expect(r.encontrados).toBe(2);
  });
});
