import { describe, expect, test } from '@jest/globals';
import { guessNominal, guessedReadings, guessedVerbPlural, isGuessed, predicativeGuess } from '../src/morph/guess.js';

// A speller of our own words: the guesser asks it only whether a form exists (the word itself, the singular of a
// plural, the infinitive of a stem), so the tests do not hang on the pt-BR dictionary.
const words = (list: string) => {
  const known = new Set(list.split(/\s+/).filter(Boolean));
  return (w: string) => known.has(w);
};
const tags = (w: string, known: (w: string) => boolean) =>
  guessNominal(w, known).readings.map((r) => r.map((p) => `${p.lemma} ${p.tags.join(' ')}`).join('+'));

describe('the readings guessed from the ending of a word the dictionary lacks', () => {
  const known = words(`
    pavimentação pavimentações remissão longevidade plenitude reciclagem resiliência relevância leveza liderança
    ecologia lavoura tuberculose saneamento negacionismo cardume cardumes ecocídio fiscalizador fiscalizadora
    ambientalista reciclável recicláveis ambulatorial ambulatoriais febril febris persistente gritante amazonense
    criminoso criminosa punitivo punitiva sísmico sísmica orçamentário orçamentária pantaneiro lixeira lixeiras
    presságio cédula cédulas alvoroço paulatinamente entrave entraves asfaltado ensolarada`);

  test.each([
    ['pavimentação', ['pavimentação n f sg']],
    ['remissão', ['remissão n f sg']],
    ['longevidade', ['longevidade n f sg']],
    ['plenitude', ['plenitude n f sg']],
    ['reciclagem', ['reciclagem n f sg']],
    ['resiliência', ['resiliência n f sg']],
    ['relevância', ['relevância n f sg']],
    ['leveza', ['leveza n f sg']],
    ['liderança', ['liderança n f sg']],
    ['ecologia', ['ecologia n f sg']],
    ['lavoura', ['lavoura n f sg', 'lavoura adj f sg']],
    ['tuberculose', ['tuberculose n f sg']],
    ['saneamento', ['saneamento n m sg']],
    ['negacionismo', ['negacionismo n m sg']],
    ['cardume', ['cardume n m sg']],
    ['ecocídio', ['ecocídio n m sg']],
    ['fiscalizador', ['fiscalizador n m sg', 'fiscalizador adj m sg']],
    ['fiscalizadora', ['fiscalizadora n f sg', 'fiscalizadora adj f sg']],
    ['ambientalista', ['ambientalista n mf sg', 'ambientalista adj mf sg']],
    ['reciclável', ['reciclável adj mf sg']],
    ['ambulatorial', ['ambulatorial adj mf sg', 'ambulatorial n mf sg']],
    ['febril', ['febril adj mf sg', 'febril n mf sg']],
    ['persistente', ['persistente adj mf sg', 'persistente n mf sg']],
    ['gritante', ['gritante adj mf sg', 'gritante n mf sg']],
    ['amazonense', ['amazonense adj mf sg', 'amazonense n mf sg']],
    ['criminoso', ['criminoso adj m sg', 'criminoso n m sg']],
    ['criminosa', ['criminosa adj f sg', 'criminosa n f sg']],
    ['punitivo', ['punitivo adj m sg', 'punitivo n m sg']],
    ['punitiva', ['punitiva adj f sg', 'punitiva n f sg']],
    ['sísmico', ['sísmico adj m sg', 'sísmico n m sg']],
    ['sísmica', ['sísmica adj f sg', 'sísmica n f sg']],
    ['orçamentário', ['orçamentário n m sg', 'orçamentário adj m sg']],
    ['orçamentária', ['orçamentária n f sg', 'orçamentária adj f sg']],
    ['pantaneiro', ['pantaneiro n m sg', 'pantaneiro adj m sg']],
    ['lixeira', ['lixeira n f sg', 'lixeira adj f sg']],
    ['asfaltado', ['asfaltado adj m sg']],
    ['ensolarada', ['ensolarada adj f sg']],
    ['presságio', ['presságio n m sg', 'presságio adj m sg']],
    ['cédula', ['cédula n f sg', 'cédula adj f sg']],
    ['alvoroço', ['alvoroço n m sg', 'alvoroço adj m sg']],
    ['paulatinamente', ['paulatinamente adv']],
  ])('%s', (w, expected) => expect(tags(w, known)).toEqual(expected));

  test('a plural is read by the ending of a singular the speller knows, a bare "-a" or "-e" too', () => {
    expect(tags('pavimentações', known)).toEqual(['pavimentação n f pl']);
    expect(tags('cardumes', known)).toEqual(['cardume n m pl']);
    expect(tags('recicláveis', known)).toEqual(['reciclável adj mf pl']);
    expect(tags('ambulatoriais', known)).toEqual(['ambulatorial adj mf pl', 'ambulatorial n mf pl']);
    expect(tags('febris', known)).toEqual(['febril adj mf pl', 'febril n mf pl']);
    expect(tags('lixeiras', known)).toEqual(['lixeira n f pl', 'lixeira adj f pl']);
    expect(tags('cédulas', known)).toEqual(['cédula n f pl', 'cédula adj f pl']);
    expect(tags('entraves', known)).toEqual(['entrave n mf pl', 'entrave adj mf pl']);
    // the singular of a plural the speller does not know is no evidence
    expect(tags('alvoroços', known)).toEqual([]);
  });

  test('no guess where the form may be a verb, or says nothing sure', () => {
    const verbs = words(`
      corrobora corroborar desmata desmatar exija exigir fique ficar vivenciando vivenciar podemos poder
      mitigar entanto problema insalubre lidar lixeira cardume analisarmos analisar`);
    // a third person, a subjunctive, a gerund, a first person plural, an infinitive
    for (const w of [
      'corrobora',
      'desmata',
      'exija',
      'fique',
      'vivenciando',
      'podemos',
      'analisarmos',
      'mitigar',
      'lidar',
    ])
      expect([w, tags(w, verbs)]).toEqual([w, []]);
    // a part of a locution ("no entanto"), a bare "-a" or "-e" in the singular, a word the speller does not know
    for (const w of ['entanto', 'problema', 'insalubre', 'meliponicultor'])
      expect([w, tags(w, verbs)]).toEqual([w, []]);
  });

  test('a participle of a verb the speller knows is the participle; the same word gets the same readings back', () => {
    const known2 = words('esburacado esburacar calçadas calçar');
    const a = guessedReadings('esburacado', known2);
    expect(a).toEqual([[{ lemma: 'esburacar', tags: ['vblex', 'pp', 'm', 'sg'] }]]);
    expect(guessedReadings('esburacado', known2)).toBe(a);
    expect(isGuessed(a)).toBe(true);
    expect(guessedReadings('calçadas', known2)).toEqual([[{ lemma: 'calçar', tags: ['vblex', 'pp', 'f', 'pl'] }]]);
    expect(isGuessed([[{ lemma: 'calçar', tags: ['vblex', 'pp', 'f', 'pl'] }]])).toBe(false);
  });

  test('where a predicative stands a bare "-a" or "-e" counts too; a noun ending gives no predicative', () => {
    const known3 = words('insalubre insalubres tamanha capaz capazes desmatamento criminosa');
    expect(predicativeGuess('insalubre', known3)).toEqual({ g: 'mf', n: 'sg' });
    expect(predicativeGuess('insalubres', known3)).toEqual({ g: 'mf', n: 'pl' });
    expect(predicativeGuess('tamanha', known3)).toEqual({ g: 'f', n: 'sg' });
    expect(predicativeGuess('capazes', known3)).toEqual({ g: 'mf', n: 'pl' });
    expect(predicativeGuess('criminosa', known3)).toEqual({ g: 'f', n: 'sg' });
    expect(predicativeGuess('desmatamento', known3)).toBeUndefined();
  });

  test('the plural of a singular verb form the dictionary lacks, when the speller knows both', () => {
    const known4 = words('corrobora corroboram travou travaram vacinação vacinaçãom urge urgem');
    expect(guessedVerbPlural('corrobora', known4)).toBe('corroboram');
    expect(guessedVerbPlural('travou', known4)).toBe('travaram');
    expect(guessedVerbPlural('urge', known4)).toBe('urgem');
    expect(guessedVerbPlural('vacinação', known4)).toBeUndefined();
  });

  test('a third person plural of a verb the speller knows, with no nominal guess, is the verb', () => {
    const known5 = words('desrespeitam desrespeitarem desrespeitar coíbem coibir entraves entrave homenagem');
    expect(guessedReadings('desrespeitam', known5)).toEqual([
      [{ lemma: 'desrespeitar', tags: ['vblex', 'pri', 'p3', 'pl'] }],
    ]);
    expect(guessedReadings('desrespeitarem', known5)).toEqual([
      [{ lemma: 'desrespeitar', tags: ['vblex', 'infps', 'p3', 'pl'] }],
      [{ lemma: 'desrespeitar', tags: ['vblex', 'fts', 'p3', 'pl'] }],
    ]);
    expect(guessedReadings('coíbem', known5)).toEqual([]);
    // a nominal guess comes first
    for (const w of ['entraves', 'homenagem'])
      expect(guessedReadings(w, known5).every((r) => r[0]!.tags[0] !== 'vblex')).toBe(true);
  });
});
