import { beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText } from '../src/analysis.js';
import { positionScore } from '../src/analysis/c3-argument.js';
import { loadSpeller, type Speller } from '../src/speller.js';

// A correction, "não é X, mas Y", states the writer's reading against another: a position as strong as a modal (read
// even in an introduction's opening sentence, where only strong markers count). An addition or a fact is not one.
describe('a correction as the thesis', () => {
  test.each([
    'O analfabetismo funcional no país não é uma questão de preguiça, mas de falta de oportunidades.',
    'A crise das bibliotecas não se trata de desinteresse dos jovens, e sim de abandono do poder público.',
    'O atraso das obras não reside na falta de verbas, senão na má gestão dos contratos.',
  ])('states a position: %s', (sentence) => {
    expect(positionScore(sentence, true)).toBeGreaterThan(0);
  });

  test.each([
    'Não é de hoje que o brasileiro lê pouco, mas o quadro piorou nos últimos anos.',
    'A leitura não é só um lazer, mas também uma forma de conhecer o mundo.',
    'Os livros não são baratos no país, que cobra impostos altos sobre o papel.',
  ])('states none by itself: %s', (sentence) => {
    expect(positionScore(sentence, true)).toBe(0);
  });
});

// A sentence about the text's next step ("é preciso analisar dois aspectos: …") is metalinguistic: the evaluative
// words it names are what it will analyse, no position.
describe('a metalinguistic announcement is not the thesis', () => {
  test.each([
    'Para compreender esse grave problema, é preciso analisar dois fatores: o preço dos ingressos e a distância dos teatros.',
    'Diante dessa situação preocupante, cabe discutir a falta de bibliotecas e o desinteresse das famílias.',
  ])('states none: %s', (sentence) => {
    expect(positionScore(sentence)).toBe(0);
  });

  test('a strong marker beside it still states a position', () => {
    expect(
      positionScore('É preciso analisar esse quadro, pois o Estado deve garantir o acesso de todos à cultura.'),
    ).toBeGreaterThan(0);
  });
});

// A superlative judgement of the theme, without a modal, in an introduction's opening sentence is its thesis when no
// later sentence states a position.
describe('a superlative judgement as the thesis', () => {
  let sp: Speller;
  beforeAll(async () => {
    sp = await loadSpeller();
  });
  const BODY = [
    'Em primeiro lugar, os teatros se concentram nos centros das capitais, longe de quem mora nas periferias.',
    'Além disso, os ingressos custam caro para as famílias de baixa renda, que raramente assistem a um espetáculo.',
    'Portanto, cabe às prefeituras levar espetáculos gratuitos aos bairros, por meio de palcos itinerantes, a fim de democratizar a cultura.',
  ].join('\n\n');
  const thesis = (intro: string) =>
    analyzeText(
      { texto: `${intro}\n\n${BODY}`, titulo: null, proposta: { titulo: 'O acesso ao teatro', texto_apoio: '' } },
      sp,
      { suggestions: false },
    ).c3.tese?.trecho ?? null;

  test.each([
    'A exclusão cultural das periferias é hoje o maior desafio das políticas de cultura no país.',
    'O abandono dos teatros públicos constitui uma das falhas culturais mais graves do Brasil contemporâneo.',
  ])('read: %s', (first) => {
    expect(
      thesis(
        `${first} Em muitas cidades, o último teatro fechou há décadas. Esse cenário decorre da concentração dos palcos nas capitais.`,
      ),
    ).toBe(first);
  });

  test('a plain superlative of size is no judgement', () => {
    expect(
      thesis(
        'O Brasil tem um dos maiores parques de teatros da América Latina. Em muitas cidades, o último teatro fechou há décadas. Esse cenário decorre da concentração dos palcos nas capitais.',
      ),
    ).toBeNull();
  });
});
