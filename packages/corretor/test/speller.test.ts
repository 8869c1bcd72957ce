import { beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText } from '../src/analysis.js';
import { loadSpeller, wellFormedCompound, wellFormedDerivation, type Speller } from '../src/speller.js';
import { CONCL_FULL, DEV1, DEV2, INTRO } from './fixtures/essays.js';

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

describe('words Portuguese builds from a dictionary word and a productive affix', () => {
  test.each([
    // A learned suffix on a stem with its linking vowel, or beside a sibling the dictionary lists.
    'gordofóbicas',
    'lesbofóbico',
    'psicofobia',
    // …or on a combining form the dictionary has no word for.
    'aporofobia',
    'afrofobia',
    'negacionismo',
    'capacitista',
    // A verb in -izar and its forms, -ação included, on a stem that drops its last vowel.
    'plataformização',
    'desplataformizar',
    'uberização',
    'algoritmização',
    // -idade of an adjective.
    'coparentalidade',
  ])('%s is accepted', (word) => {
    expect(sp.check(word)).toBe(false);
    expect(wellFormedDerivation(word, sp.check)).toBe(true);
  });

  test.each([
    // One typical confusion, one accent or two letters swapped from a dictionary word: that word misspelt.
    ['analizar', 'analisar'],
    ['paralizar', 'paralisar'],
    ['pesquizar', 'pesquisar'],
    ['despreso', 'desprezo'],
    ['piscologia', 'psicologia'],
    ['feminicidio', 'feminicídio'],
    // A prefix standing for another ("des" for "de", "co" for "con") or a longer word's tail.
    ['desvastação', 'devastação'],
    ['cotratação', 'contratação'],
    ['cológico', 'ecológico'],
    // -mente where -mento is meant; a stem that is not the word's ("tercer", "medal", "revita").
    ['monitoramente', 'monitoramento'],
    ['tercerização', 'terceirização'],
    ['medalista', 'medalhista'],
    ['revitaizar', 'revitalizar'],
    // The 2009 hyphen rule: a prefix before the vowel it ends with keeps the hyphen.
    ['microorganismo', 'micro-organismo'],
    ['resignificar', 'ressignificar'],
  ])('%s stays a misspelling (of %s)', (wrong) => {
    expect(sp.check(wrong)).toBe(false);
    expect(wellFormedDerivation(wrong, sp.check)).toBe(false);
  });

  test('in an essay, a derived word gets no spelling finding and a misspelt one keeps it', () => {
    const texto = `${INTRO}\n${DEV1}\nA gordofobia e a plataformização do trabalho são temas que o despreso ignora. ${DEV2}\n${CONCL_FULL}`;
    const found = analyzeText({ texto }, sp).c1.ortografia.map((d) => d.trecho);
    expect(found).toContain('despreso');
    expect(found).not.toContain('gordofobia');
    expect(found).not.toContain('plataformização');
  });

  test('a prefix joins a loanword of the essays list ("pós-covid", "superinfluencers")', () => {
    const texto = `${INTRO}\n${DEV1}\nNo mundo pós-covid, os superinfluencers e o ciberbullying ferem os jovens. ${DEV2}\n${CONCL_FULL}`;
    expect(analyzeText({ texto }, sp).c1.ortografia.map((d) => d.trecho)).toEqual([]);
  });

  test('a prefix before h, where the dictionary joins it without the h ("transumano"): that form is offered', () => {
    // "transumano" is the dictionary's; "transumanista" derives from it; the hyphenated and h forms are not standard.
    expect(wellFormedDerivation('transumanista', sp.check)).toBe(true);
    for (const wrong of ['trans-humanista', 'transhumanista', 'trans-humano']) {
      expect(wellFormedCompound(wrong, sp.check)).toBe(false);
      expect(sp.check(wrong)).toBe(false);
    }
    expect(sp.suggest('transhumanista')[0]).toBe('transumanista');
    expect(sp.suggest('trans-humano')[0]).toBe('transumano');
    // Where the dictionary has no form without h, the hyphen stays ("sobre-humano", "anti-higiênico").
    expect(wellFormedCompound('sobre-humano', sp.check)).toBe(true);
    expect(wellFormedCompound('anti-higiênico', sp.check)).toBe(true);
  });
});

// A connective misspelt into a word the dictionary lists only as a name ("Asim" for "Assim"), opening a sentence
// before a comma, is corrected; a name opening a sentence without a comma ("Asim Khan marcou…") is left alone.
test('a connective misspelt as a listed name is corrected where it opens a sentence before a comma', () => {
  const found = (sentence: string) =>
    analyzeText({ texto: `${INTRO}\n${DEV1}\n${sentence} ${DEV2}\n${CONCL_FULL}` }, sp, { suggestions: true })
      .c1.ortografia.filter((d) => d.trecho === 'Asim')
      .map((d) => d.sugestao);
  expect(found('Asim, alguém pode perder o emprego em poucas horas.')).toEqual(['Assim']);
  expect(found('Asim Khan marcou o gol da vitória em poucas horas.')).toEqual([]);
});

// A confusion of sound with the accent restored ("fasil": s for c before i, no accent) is the word as it sounds: it
// comes before a plain edit that changes a vowel ("fúsil"), which is still offered after it.
test('a confusion of sound with its accent restored comes before a plain edit', () => {
  expect(sp.suggest('fasil', 3)).toEqual(['fácil', 'fúsil']);
  expect(sp.suggest('Fasilidade')[0]).toBe('Facilidade');
});

// "s" for "ç" after a consonant and before "a"/"o"/"u", and a glide "i" written into the hiatus before "-em", spell the
// word's own sound: that fix comes before a plain edit to a more common word ("altas", "sabem"); "s" before "e"/"i" or
// after a vowel is no "ç" ("bolsa", "ensaio" stand).
test('a spelling of the same sound comes before a plain edit to a more common word', () => {
  expect(sp.suggest('alsas', 3)[0]).toBe('alças');
  expect(sp.suggest('saiem', 3)[0]).toBe('saem');
  expect(sp.suggest('atraiem', 3)[0]).toBe('atraem');
  for (const w of ['bolsa', 'ensaio', 'saem', 'alças']) expect(sp.check(w)).toBe(true);
});

// After an article or a determiner that opens a noun phrase, of two suggestions that differ by an accent the noun's
// comes first ("um previlegio" → "privilégio", not the verb form "privilegio"); after a pronoun, the speller's order
// stands, which puts the noun the essays use first ("eu previlegio" → "privilégio", the verb second: not yet read from
// the sentence).
test('after a determiner the noun accented before its last syllable is the suggestion', () => {
  const suggested = (sentence: string) =>
    analyzeText({ texto: `${INTRO}\n${DEV1}\n${sentence} ${DEV2}\n${CONCL_FULL}` }, sp, { suggestions: true })
      .c1.ortografia.filter((d) => d.trecho === 'previlegio')
      .map((d) => d.sugestao);
  expect(sp.suggest('previlegio', 3).slice(0, 2)).toEqual(['privilégio', 'privilegio']);
  expect(suggested('O lazer ainda é um previlegio de quem mora nos bairros ricos.')).toEqual(['privilégio']);
  expect(suggested('Na escola, eu previlegio a leitura de obras nacionais.')).toEqual(['privilégio']);
});

// The dictionary's affixes accept forms nobody writes ("idias", "tetamento", "citima"): a candidate the bank's essays
// use outranks a cheaper confusion or edit to such a form, one letter inserted included.
describe('a word students write comes before a rare form one edit cheaper', () => {
  test.each([
    ['ideas', 'ideias'],
    ['tatamento', 'tratamento'],
    ['sitema', 'sistema'],
    ['impotante', 'importante'],
  ])('%s → %s', (word, meant) => {
    expect(sp.suggest(word, 3)[0]).toBe(meant);
  });
});

// The prior only weighs candidates of near cost: an accent fix still comes before a deletion to a word in every essay.
test('a cheaper correction stays first against a more common word', () => {
  expect(sp.suggest('nao', 3)).toEqual(['não', 'no', 'na']);
});
