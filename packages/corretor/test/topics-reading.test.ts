import { beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText } from '../src/analysis.js';
import { loadSpeller, type Speller } from '../src/speller.js';

// The shapes in which introductions announce their axes, and the false friends (test/fixtures/topics-reading/
// judgements.md). Each introduction is followed by two development paragraphs and a conclusion that take nothing up,
// so only the reading of the introduction is checked.
let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

const BODY = [
  'Em primeiro lugar, convém observar o cenário nacional com atenção redobrada ao longo das últimas décadas.',
  'Além disso, a situação se repete em muitos lugares do país, com efeitos visíveis para todos os cidadãos.',
  'Portanto, o governo deve agir por meio de campanhas nas escolas, a fim de mudar esse quadro.',
].join('\n\n');
const topics = (intro: string) =>
  analyzeText(
    { texto: `${intro}\n\n${BODY}`, titulo: null, proposta: { titulo: 'A leitura no Brasil', texto_apoio: '' } },
    sp,
    { suggestions: false },
  ).c3.topicos.map((t) => t.topico);

describe('announced topics', () => {
  test.each([
    [
      'O esporte está presente em nosso cotidiano, contribuindo não só para o corpo, como também para a mente.',
      ['corpo', 'mente'],
    ],
    [
      'A prática é aliada tanto para a memória, como para o aspecto social dos jovens.',
      ['memória', 'aspecto social dos jovens'],
    ],
    [
      'Muitos não leem. Isso ocorre por causa do preço dos livros e porque faltam bibliotecas nos bairros.',
      ['preço dos livros', 'faltam bibliotecas nos bairros'],
    ],
    [
      'Muitos não leem. O preço elevado dos livros e a escassez de bibliotecas explicam esse quadro.',
      ['preço elevado dos livros', 'escassez de bibliotecas'],
    ],
    [
      'Muitos não leem. Nesse contexto, convém analisar a formação dos professores e o preço dos livros.',
      ['formação dos professores', 'preço dos livros'],
    ],
    [
      'Muitos não leem. A fome de leitura atinge o país, seja pela falta de acesso aos livros ou por questões econômicas.',
      ['falta de acesso aos livros', 'questões econômicas'],
    ],
    // A cause in a fronted nominal phrase, "Resultado da … e do …, o hábito…".
    [
      'Resultado da desinformação e do abandono das bibliotecas, o hábito de ler enfraquece a cada ano entre nós.',
      ['desinformação', 'abandono das bibliotecas'],
    ],
    // What the text will look at, "é preciso olhar para … e para …".
    [
      'Muitos não leem. Para compreender esse quadro, é preciso olhar para o preço dos livros e para a formação dos professores.',
      ['preço dos livros', 'formação dos professores'],
    ],
    // A plan in the first person: the nouns of relation it lists are its axes.
    [
      'Muitos não leem. Neste texto, vou tratar das causas e das consequências desse desinteresse.',
      ['causas', 'consequências desse desinteresse'],
    ],
    [
      'Muitos não leem. Ao longo do texto, discutiremos os hábitos familiares e o papel da escola.',
      ['hábitos familiares', 'papel da escola'],
    ],
  ])('%s', (intro, expected) => {
    expect(topics(intro)).toEqual(expected);
  });

  test.each([
    'O tema é discutido por muitos, ou seja, por todos os brasileiros que se preocupam com o país.',
    'Podemos afirmar que a leitura não é tratada com tanta importância quanto deveria no país.',
    'O questionamento quanto a dogmas antigos foi sempre comum desde o surgimento da filosofia.',
    'Embora o livro seja uma ficção, a fome de leitura no Brasil é enorme e atinge milhões de pessoas.',
    'Tanto o Estado quanto a família devem incentivar a leitura desde a infância.',
    'Por isso, é fundamental discutir de forma mais profunda tal situação, a fim de encontrar soluções.',
    'Esse quadro tem diversos fatores e muitas causas.',
    'Reflexo disso, poucos brasileiros frequentam as bibliotecas públicas do bairro.',
    'Muitos não leem. Neste texto, vou falar sobre isso com calma.',
    'Muitos não leem. Neste texto, vou tratar das causas desse desinteresse.',
  ])('no topic: %s', (intro) => {
    expect(topics(intro)).toEqual([]);
  });
});
