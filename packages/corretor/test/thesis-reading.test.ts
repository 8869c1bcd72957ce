import { beforeAll, describe, expect, test } from '@jest/globals';
import { positionScore } from '../src/analysis/c3-argument.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { readIntroduction } from './intro-reading.js';

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

  // An indirect question listing the axes ("cabe analisar como a … e o … afastam…"): what the text will examine.
  test('an indirect question listing the axes states none', () => {
    expect(
      positionScore(
        'Nesse contexto, cabe analisar como o preço dos livros e a distância das bibliotecas afastam os leitores.',
      ),
    ).toBe(0);
  });

  test('a strong marker beside it still states a position', () => {
    expect(
      positionScore('É preciso analisar esse quadro, pois o Estado deve garantir o acesso de todos à cultura.'),
    ).toBeGreaterThan(0);
  });
});

// "se deve a" states a cause, not the modal "deve"; an adversative set off after the subject or the verb sets the
// writer's reading against what came before (a weak mark), one after an adjunct of place or time contrasts facts.
describe('a cause with "se deve a" and a postponed adversative', () => {
  test.each([
    'Esse quadro se deve, sobretudo, a dois fatores: o preço dos livros e a distância das bibliotecas.',
    'O desinteresse pela leitura deve-se à falta de bibliotecas nos bairros mais pobres do país.',
    'No Brasil, porém, poucas pessoas frequentam as bibliotecas públicas dos seus bairros.',
  ])('states none: %s', (sentence) => {
    expect(positionScore(sentence)).toBe(0);
  });

  test.each([
    'Trata-se, porém, de um avanço que trouxe mais exclusão do que acesso para quem mora longe dos centros.',
    'Essa garantia, contudo, ainda não chega às escolas das periferias do país.',
  ])('states a position: %s', (sentence) => {
    expect(positionScore(sentence)).toBeGreaterThan(0);
  });
});

// The axes a cause or a relation announces are named, not judged: an evaluation inside them ("a fiscalização
// insuficiente") states no position; one outside them still does.
describe('axes announced by a cause or a relation', () => {
  test.each([
    'Essa realidade está ligada à pressão das empresas por produtividade e à fiscalização insuficiente do Estado.',
    'Esse quadro decorre da falta de bibliotecas e da formação precária dos professores.',
  ])('states none: %s', (sentence) => {
    expect(positionScore(sentence)).toBe(0);
  });

  test('an evaluation outside them still states a position', () => {
    expect(
      positionScore('Fruto da herança patriarcal e da omissão do Estado, esse trabalho permanece invisível e injusto.'),
    ).toBeGreaterThan(0);
  });
});

// The thesis an introduction gets, followed by two development paragraphs and a conclusion that state no position.
let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});
const BODY = [
  'Em primeiro lugar, os teatros se concentram nos centros das capitais, longe de quem mora nas periferias.',
  'Além disso, os ingressos custam caro para as famílias de baixa renda, que raramente assistem a um espetáculo.',
  'Portanto, cabe às prefeituras levar espetáculos gratuitos aos bairros, por meio de palcos itinerantes, a fim de democratizar a cultura.',
].join('\n\n');
const thesis = (intro: string) => readIntroduction(sp, intro, BODY, 'O acesso ao teatro').tese?.trecho ?? null;

// A superlative judgement of the theme, without a modal, in an introduction's opening sentence is its thesis when no
// later sentence states a position.
describe('a superlative judgement as the thesis', () => {
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

// A concession whose main clause says the problem persists ("Embora …, o país ainda falha…") states the writer's
// position in the opening sentence; a rhetorical question that judges ("é justo que…?") does when no other sentence
// states one. A concession with a plain fact, or a question that asks for a cause, does not.
describe('a concession with a persistence, a rhetorical question that judges', () => {
  const REST =
    'Em muitas cidades, o último teatro fechou há décadas. Esse cenário decorre da concentração dos palcos nas capitais.';

  test.each([
    'Embora a cultura seja um direito previsto na Constituição desde 1988, o país ainda falha em levar o teatro às periferias.',
    'Apesar das leis de incentivo, o acesso ao teatro não chega aos bairros mais pobres do país.',
    // The same concession coordinated: a statement, then "mas" and a persistence.
    'O teatro é uma arte valiosa para a formação dos jovens, mas continua sendo tratado como um luxo das capitais.',
  ])('read: %s', (first) => {
    expect(thesis(`${first} ${REST}`)).toBe(first);
  });

  test('a rhetorical question that judges, with no other position', () => {
    const question = 'Afinal, é justo que uma criança da periferia cresça sem nunca ter visto uma peça de teatro?';
    expect(
      thesis(`Em muitas cidades, o último teatro fechou há décadas. Os palcos se concentram nas capitais. ${question}`),
    ).toBe(question);
  });

  // The closing sentence that announces the axes by a relation, an evaluation inside them, states none beside it.
  test('a rhetorical question beside a sentence that only announces the axes', () => {
    const question = 'Até quando os jovens das periferias vão crescer sem nunca ter visto uma peça de teatro?';
    expect(
      thesis(
        `${question} Em muitas cidades, o último teatro fechou há décadas. Esse cenário está ligado à concentração dos palcos nas capitais e à divulgação insuficiente dos espetáculos.`,
      ),
    ).toBe(question);
  });

  test.each([
    'Embora o teatro seja uma arte antiga, os primeiros palcos do país surgiram no século XVI com os jesuítas.',
    'O teatro chegou ao Brasil com os jesuítas, mas os primeiros palcos públicos surgiram no século XIX.',
  ])('not read: %s', (first) => {
    expect(thesis(`${first} ${REST}`)).toBeNull();
  });

  test('a question that asks for a cause is no position', () => {
    expect(
      thesis(
        'Em muitas cidades, o último teatro fechou há décadas. Os palcos se concentram nas capitais. Por que, então, o país ainda trata o teatro como algo secundário?',
      ),
    ).toBeNull();
  });
});

// The answer to the introduction's own yes-or-no question, opened by an adverb that asserts or corrects ("Na verdade,
// …"), states the writer's position when no sentence has a modal; an answer to a question that asks for a cause, or a
// sentence so opened after no question, does not.
describe('the asserted answer to a rhetorical question', () => {
  const answer = 'Na verdade, ele se tornou um privilégio de quem mora perto dos centros das grandes cidades.';

  test('read after a yes-or-no question', () => {
    expect(
      thesis(
        `Em muitas cidades, o último teatro fechou há décadas. Mas será que o teatro ainda é para todos? ${answer} Isso acontece por causa do preço dos ingressos.`,
      ),
    ).toBe(answer);
  });

  test.each([
    'Em muitas cidades, o último teatro fechou há décadas. Por que o teatro se afastou do público? Na verdade, os palcos se concentram nos centros das grandes cidades.',
    `Em muitas cidades, o último teatro fechou há décadas. Os palcos se concentram nas capitais. ${answer}`,
  ])('not read: %s', (intro) => {
    expect(thesis(intro)).toBeNull();
  });
});

// A concession after the main clause ("…, ainda que …") grants a view against the writer's: a stance, read when no
// sentence has a modal. The same judgement without it states none.
describe('a concession after the main clause', () => {
  const stated =
    'Ridicularizar sotaques é uma forma de discriminação social, ainda que muitas vezes disfarçada de zelo pela língua.';
  test('read as the thesis', () => {
    expect(
      thesis(
        `O Brasil costuma ser apresentado como um país de uma só língua, mas essa unidade esconde muitos sotaques. ${stated} Tal preconceito aparece nas escolas e nas novelas de televisão.`,
      ),
    ).toBe(stated);
  });
  test('without it, no position', () => {
    expect(
      positionScore('Ridicularizar sotaques é uma forma de discriminação social disfarçada de zelo pela língua.'),
    ).toBe(0);
  });
});

// What a phenomenon shows ("Esse quadro mostra que…") is the writer's reading of it, a position; what a source shows
// ("Pesquisas mostram que…") is repertoire.
describe('what a phenomenon shows', () => {
  test('states a position', () => {
    expect(
      positionScore(
        'Esse retrato, visto em tantas cidades, mostra que o acesso à leitura ainda não é igual para todos.',
        true,
      ),
    ).toBeGreaterThan(0);
  });
  test('a source showing states none', () => {
    expect(positionScore('Pesquisas recentes mostram que o brasileiro lê, em média, cinco livros por ano.', true)).toBe(
      0,
    );
  });
});

// A verb of worsening ("agrava", "aprofunda") judges what it says of the theme, as "prejudica" does; a neutral verb in
// its place does not.
test('a verb of worsening weighs as an evaluation', () => {
  const worsening = positionScore('A nova regra, embora ajude alguns leitores, aprofunda a exclusão dos mais pobres.');
  const neutral = positionScore('A nova regra, embora ajude alguns leitores, altera a rotina dos mais pobres.');
  expect(worsening).toBeGreaterThan(neutral);
  expect(positionScore('A falta de bibliotecas agrava o desinteresse dos jovens pela leitura.')).toBeGreaterThan(0);
});
