import { describe, expect, test } from '@jest/globals';
import { positionScore } from '../src/analysis/c3-argument.js';

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
