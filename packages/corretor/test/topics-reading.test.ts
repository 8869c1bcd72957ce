import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText } from '../src/analysis.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { readIntroduction } from './intro-reading.js';

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
const topics = (intro: string) => readIntroduction(sp, intro, BODY, 'A leitura no Brasil').topicos.map((t) => t.topico);

describe('announced topics', () => {
  test.each([
    // A pair of prepositional phrases after a clause, or fronted to it (then ending before the clause's subject).
    [
      'Muitos não leem. O problema persiste, seja pela falta de bibliotecas nos bairros, seja pelo preço elevado dos livros.',
      ['falta de bibliotecas nos bairros', 'preço elevado dos livros'],
    ],
    [
      'Muitos não leem. Seja pela falta de bibliotecas, seja pelo preço dos livros, o hábito da leitura não se forma no país.',
      ['falta de bibliotecas', 'preço dos livros'],
    ],
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
    // A bare "pela" inside a pair's first member is that member's complement ("responsáveis pela compra").
    [
      'Muitos não leem. O quadro se explica tanto pela falta de verbas das secretarias responsáveis pela compra de livros quanto pela formação dos professores.',
      ['falta de verbas das secretarias responsáveis pela compra de livros', 'formação dos professores'],
    ],
    // The axes as the plural subject of a verb that makes them the parts of the problem retaken by a demonstrative;
    // not when the object is a whole of its own.
    [
      'Muitos não leem. Preço elevado, bibliotecas escassas e escolas sem leitura compõem, juntos, a engrenagem desse problema.',
      ['Preço elevado', 'bibliotecas escassas', 'escolas sem leitura'],
    ],
    ['Muitos não leem. Os jovens, os adultos e os idosos formam a maioria da população do país.', []],
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
    // A plan with ordinal adverbs set off between its members.
    [
      'Muitos não leem. Para compreender esse quadro, cabe examinar, primeiramente, o preço dos livros e, em seguida, a formação dos professores.',
      ['preço dos livros', 'formação dos professores'],
    ],
    // A causal locution ending in "de" repeated before the second member: two causes; "de" after "da" (a noun's
    // complement) is one.
    [
      'Muitos não leem. O desinteresse se perpetua em razão de bibliotecas escassas e de livros caros, que poucos compram.',
      ['bibliotecas escassas', 'livros caros'],
    ],
    [
      'Muitos não leem. Esse quadro se perpetua em razão da falta de bibliotecas e de livrarias nos bairros.',
      ['falta de bibliotecas e de livrarias nos bairros'],
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
    // A causal clause announced beside a phrase keeps its verb.
    [
      'Muitos não leem. Na minha visão, isso ocorre por causa do preço dos livros e porque a biblioteca do bairro é distante de casa.',
      ['preço dos livros', 'biblioteca do bairro é distante de casa'],
    ],
    // The same after "e também porque".
    [
      'Muitos não leem. Isso acontece por causa do preço dos livros e também porque as escolas não incentivam a leitura.',
      ['preço dos livros', 'escolas não incentivam a leitura'],
    ],
    // The subject of a verb by which the axes keep the problem going ("continuam mantendo", "perpetuam").
    [
      'Muitos não leem. Afinal, o preço dos livros, a falta de bibliotecas e o desinteresse das escolas continuam mantendo os jovens longe dos livros.',
      ['preço dos livros', 'falta de bibliotecas', 'desinteresse das escolas'],
    ],
    // The subject of a verb by which the axes hold back the solution ("ainda impedem que…", "dificultam o…").
    [
      'Muitos não leem. Contudo, o preço dos livros e a escassez de bibliotecas ainda impedem que o hábito se forme cedo.',
      ['preço dos livros', 'escassez de bibliotecas'],
    ],
    // Two verbs of one subject, an origin and what keeps it going.
    [
      'Muitos não leem. Esse desinteresse nasce da falta de bibliotecas e se perpetua pelo preço dos livros, que poucos podem pagar.',
      ['falta de bibliotecas', 'preço dos livros'],
    ],
    // "The main ones" as the subject, the axes its predicative.
    [
      'Muitos não leem e enfrentam dificuldades. As principais são o preço dos livros e a falta de bibliotecas.',
      ['preço dos livros', 'falta de bibliotecas'],
    ],
    // A count of causes before a colon names no axis: the list after it does.
    [
      'Muitos não leem. Esse quadro decorre de dois fatores principais: o preço dos livros e a falta de bibliotecas.',
      ['preço dos livros', 'falta de bibliotecas'],
    ],
    // The answer to the introduction's own question lists the axes.
    [
      'Muitos não leem. Por que o país lê tão pouco? A resposta passa pelo preço dos livros e pela falta de bibliotecas.',
      ['preço dos livros', 'falta de bibliotecas'],
    ],
    // A sentence that opens with its source reports a figure: its cause is no axis of the essay.
    [
      'Segundo o Instituto Pró-Livro, metade dos brasileiros não lê por causa do preço dos livros. Esse quadro decorre da falta de bibliotecas e do desinteresse das escolas.',
      ['falta de bibliotecas', 'desinteresse das escolas'],
    ],
    // A concession, fronted or after the main clause, grants the view the essay answers: none of its phrases is a topic
    // (the same phrase in a statement the thesis opposes is).
    [
      'Muitos perdem dinheiro. Embora muitos culpem a vítima pela própria distração, o golpe é um problema coletivo, alimentado pela baixa educação digital e pela lentidão dos bancos.',
      ['baixa educação digital', 'lentidão dos bancos'],
    ],
    [
      'Muitos perdem dinheiro. Muitos culpam a vítima pela própria distração, mas o golpe é um problema coletivo, alimentado pela baixa educação digital e pela lentidão dos bancos.',
      ['própria distração', 'baixa educação digital', 'lentidão dos bancos'],
    ],
    // A count before a colon: the list after it has that many items, a phrase inside an item staying in it.
    [
      'Muitos compram livros usados. Esse hábito aparece de duas formas: a troca causada pela falta de dinheiro e pelo preço dos livros e a doação feita pelas escolas.',
      ['troca causada pela falta de dinheiro e pelo preço dos livros', 'doação feita pelas escolas'],
    ],
    [
      'Muitos compram livros usados. Esse hábito é causado pela falta de dinheiro e pelo preço dos livros e a doação feita pelas escolas.',
      ['falta de dinheiro', 'preço dos livros', 'doação feita pelas escolas'],
    ],
    // Causes as the object of "tem como principais causas"; a relation that lists two or more ("está ligado ao …
    // e à …").
    [
      'Muitos não leem. Esse quadro tem como principais causas o preço dos livros e a falta de bibliotecas.',
      ['preço dos livros', 'falta de bibliotecas'],
    ],
    [
      'Muitos não leem. Esse quadro está ligado ao preço dos livros e à falta de bibliotecas nos bairros.',
      ['preço dos livros', 'falta de bibliotecas nos bairros'],
    ],
    // A counted series closes with its last item: a comma after it opens an apposition on it.
    [
      'Muitos não leem. Esse quadro pode ser compreendido a partir de três aspectos: o preço dos livros, a falta de bibliotecas e o desinteresse dos jovens, consequência direta dos dois primeiros.',
      ['preço dos livros', 'falta de bibliotecas', 'desinteresse dos jovens'],
    ],
    // "não apenas" opens a pair only with a second member ("…, como …", "… mas também …").
    [
      'A leitura não apenas diverte os jovens, mas também forma cidadãos mais críticos.',
      ['diverte os jovens', 'forma cidadãos mais críticos'],
    ],
    // "tanto" pairs with an "e" before the next comma too, as weak essays write the correlative.
    [
      'Muitos não leem. Esse quadro é fruto tanto do preço dos livros e da falta de bibliotecas.',
      ['preço dos livros', 'falta de bibliotecas'],
    ],
    // A phrase set off by commas between the cause verb and its preposition, the second side set off after "e".
    [
      'Muitos não leem. Esse quadro decorre, de um lado, do preço dos livros e, de outro, da falta de bibliotecas nos bairros.',
      ['preço dos livros', 'falta de bibliotecas nos bairros'],
    ],
    [
      'Muitos não leem. Esse quadro decorre, em grande parte, da falta de bibliotecas e de livrarias nos bairros.',
      ['falta de bibliotecas e de livrarias nos bairros'],
    ],
    // So after a participle of relation ("está associado, sobretudo, ao …").
    [
      'Muitos não leem. Esse quadro está associado, sobretudo, ao preço dos livros e à falta de bibliotecas nos bairros.',
      ['preço dos livros', 'falta de bibliotecas nos bairros'],
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
    'Muitos não leem. O problema se perpetua na educação de nosso país há décadas.',
    'Muitos não leem. Os maiores prejudicados são os jovens das periferias.',
    'Muitos não leem. A resposta dos leitores, porém, é sempre a mesma.',
    'Segundo o Instituto Pró-Livro, metade dos brasileiros não lê por causa do preço dos livros.',
    'Muitos não leem. Ler é um direito de todos, ainda que muitas vezes tratado como luxo pela sociedade.',
    'Muitos não leem. Por isso, a leitura deve ser tratada como um direito, e não apenas como um passatempo de cada família.',
    'Muitos não leem. O hábito da leitura está ligado à escola.',
    // A relative pronoun is the subject of "são responsáveis": the words before it are its antecedent.
    'Muitos não leem. O país tem bibliotecas antigas, como a Nacional e a Mário de Andrade, que são responsáveis pela guarda de obras raras.',
    // "se perpetuam" is said of the problem itself; "mantêm viva" keeps no problem going.
    'Muitos não leem. Esses problemas se perpetuam nas escolas e nas famílias do país.',
    'Muitos não leem. As famílias e as escolas mantêm viva a tradição dos contos de fadas.',
    // One subject holding back is no list of axes.
    'Muitos não leem. O preço elevado dos livros ainda impede que o hábito se forme cedo.',
    // "tanto" with no "quanto", "como", "e" or "ou" after it is an intensifier.
    'Muitos não leem. É inaceitável que um hábito tão simples ainda afaste tantos jovens e cause tanto desinteresse.',
  ])('no topic: %s', (intro) => {
    expect(topics(intro)).toEqual([]);
  });
});

// A causal preposition naming one cause, alone in a sentence that is neither the thesis nor the closing one, explains
// a word of it: no topic.
test('a single cause in a middle sentence announces no topic', () => {
  expect(
    topics(
      'A leitura é um hábito que muitos adultos abandonam por causa da rotina de trabalho. Poucos brasileiros terminam um livro por ano. Esse cenário exige atenção.',
    ),
  ).toEqual([]);
});

// An axis announced alone by a relation, another added by the next sentence with "também": the two, when the
// development takes them up; without "também" the next sentence adds none.
describe('an axis added by the next sentence', () => {
  const read = (intro: string) =>
    analyzeText(
      {
        texto: [
          intro,
          'O preço dos livros pesa no orçamento das famílias, e um romance custa o mesmo que um dia de trabalho.',
          'Além disso, a formação escolar dos jovens sofre, pois quem não lê escreve mal e entende pouco do que estuda.',
          'Portanto, o governo deve baratear os livros, por meio de subsídios às editoras, a fim de ampliar a leitura.',
        ].join('\n\n'),
        titulo: null,
        proposta: { titulo: 'A leitura no Brasil', texto_apoio: '' },
      },
      sp,
      { suggestions: false },
    ).c3.topicos.map((t) => [t.topico, t.desenvolvido ? t.paragrafo : null]);
  test('"… está ligado ao …. Ele também traz …"', () => {
    expect(
      read(
        'Muitos jovens não leem. Esse problema está ligado ao preço dos livros. Ele também traz prejuízos à formação escolar dos jovens.',
      ),
    ).toEqual([
      ['preço dos livros', 1],
      ['prejuízos à formação escolar dos jovens', 2],
    ]);
  });
  test('not without "também"', () => {
    expect(
      read(
        'Muitos jovens não leem. Esse problema está ligado ao preço dos livros. Ele traz prejuízos à formação escolar dos jovens.',
      ),
    ).toEqual([]);
  });
});

// Two predicates of one subject in the introduction's closing sentence, read with the morphological analysis, are its
// axes when the development takes each up in order.
describe('two predicates of one subject', () => {
  const morph = new MorphAnalyzer();
  const intro =
    'Os jovens deveriam ler mais, porque a leitura forma cidadãos. Mas muitos nunca terminam um livro. Eles acham os livros caros e não frequentam as bibliotecas.';
  const read = (development: string[]) => {
    const texto = [
      intro,
      ...development,
      'Portanto, as escolas devem abrir bibliotecas, para os alunos lerem mais.',
    ].join('\n\n');
    return analyzeText({ texto, titulo: null, proposta: { titulo: 'A leitura no Brasil', texto_apoio: '' } }, sp, {
      suggestions: false,
      morph,
    }).c3.topicos.map((t) => [t.topico, t.desenvolvido ? t.paragrafo : null]);
  };
  const DEVELOPED = [
    'Muitos jovens acham os livros caros, pois um romance custa o mesmo que um dia de trabalho.',
    'Além disso, poucos frequentam as bibliotecas, que fecham cedo e ficam longe dos bairros.',
  ];
  beforeAll(async () => {
    await morph.prepare([intro, ...DEVELOPED]);
  });
  afterAll(() => morph.close());

  test('read when each is developed, in order', () => {
    expect(read(DEVELOPED)).toEqual([
      ['acham os livros caros', 1],
      ['não frequentam as bibliotecas', 2],
    ]);
  });
  test('not read when the development takes them up in the reverse order', () => {
    expect(read([...DEVELOPED].reverse())).toEqual([]);
  });
});

// The subject of an indirect question after a verb of examination, read with the morphological analysis up to its
// verb in the plural: its members opened by an article, a member's complements joined by "e" kept in it.
describe('the axes as the subject of an indirect question', () => {
  const morph = new MorphAnalyzer();
  const LISTED =
    'Muitos brasileiros não leem. Cabe discutir como o preço dos livros e das revistas e a distância das bibliotecas afastam os leitores.';
  const ONE = 'Muitos brasileiros não leem. Cabe discutir como o preço dos livros afasta os leitores das livrarias.';
  const read = (intro: string) =>
    analyzeText(
      { texto: `${intro}\n\n${BODY}`, titulo: null, proposta: { titulo: 'A leitura no Brasil', texto_apoio: '' } },
      sp,
      { suggestions: false, morph },
    ).c3.topicos.map((t) => t.topico);
  beforeAll(async () => {
    await morph.prepare([LISTED, ONE, BODY]);
  });
  afterAll(() => morph.close());

  test('read', () => {
    expect(read(LISTED)).toEqual(['preço dos livros e das revistas', 'distância das bibliotecas']);
  });
  test('not one member', () => {
    expect(read(ONE)).toEqual([]);
  });
});

// The second predicate adding an axis by "também" and a verb of cause: read in whichever order the development takes
// the two up.
describe('two predicates of one subject, the second added by "também"', () => {
  const morph = new MorphAnalyzer();
  const intro = (closing: string) =>
    `Os jovens passam horas diante das telas. Os pais se preocupam com isso. ${closing}`;
  const ADDED = 'Elas roubam horas de sono e também causam ansiedade nos adolescentes.';
  const PLAIN = 'Elas roubam horas de sono e aumentam a ansiedade dos adolescentes.';
  const DEVELOPED = [
    'Em primeiro lugar, a ansiedade cresce entre os adolescentes que vivem conectados e comparam a própria vida com a dos outros.',
    'Além disso, muitos perdem horas de sono olhando o celular na cama, e chegam cansados à escola.',
  ];
  const read = (closing: string) =>
    analyzeText(
      {
        texto: [
          intro(closing),
          ...DEVELOPED,
          'Portanto, as escolas devem orientar as famílias, a fim de proteger os jovens.',
        ].join('\n\n'),
        titulo: null,
        proposta: { titulo: 'O uso de telas pelos jovens', texto_apoio: '' },
      },
      sp,
      { suggestions: false, morph },
    ).c3.topicos.map((t) => [t.topico, t.desenvolvido ? t.paragrafo : null]);
  beforeAll(async () => {
    await morph.prepare([intro(ADDED), intro(PLAIN), ...DEVELOPED]);
  });
  afterAll(() => morph.close());

  test('read in the reverse order', () => {
    expect(read(ADDED)).toEqual([
      ['roubam horas de sono', 2],
      ['causam ansiedade nos adolescentes', 1],
    ]);
  });
  test('not without "também" and a verb of cause (the reverse order then unread)', () => {
    expect(read(PLAIN)).toEqual([]);
  });
});

// Where each announced topic is developed, when a paragraph takes it up in other words: the order of the announcement,
// one topic a paragraph.
describe('announced topics developed in other words', () => {
  const developed = (paragraphs: string[]) =>
    analyzeText(
      {
        texto: paragraphs.join('\n\n'),
        titulo: null,
        proposta: { titulo: 'O acesso ao esporte no Brasil', texto_apoio: '' },
      },
      sp,
      { suggestions: false },
    ).c3.topicos.map((t) => [t.topico, t.desenvolvido ? t.paragrafo : null]);
  const CONCLUSION =
    'Portanto, cabe às prefeituras construir quadras nos bairros, por meio de parcerias com clubes, a fim de ampliar a prática esportiva.';

  test('a topic developed in other words before one developed in its own takes the paragraph left (reverse order)', () => {
    expect(
      developed([
        'Poucos brasileiros praticam esporte com regularidade. O custo das academias e a carência de quadras públicas explicam esse quadro.',
        'Em muitos bairros, não há um único espaço gratuito onde os jovens possam jogar bola ou correr com segurança, e os terrenos vazios viram depósitos de entulho.',
        'Além disso, o custo das academias particulares pesa no orçamento das famílias, que preferem gastar com comida e transporte.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['custo das academias', 2],
      ['carência de quadras públicas', 1],
    ]);
  });

  test('a topic placed on one repeated word away from its place gives way to the order of the announcement', () => {
    expect(
      developed([
        'Poucos brasileiros praticam esporte com regularidade. Entre as causas estão o treino caro e a falta de tempo livre.',
        'Em primeiro lugar, as mensalidades de clubes e escolinhas consomem boa parte do salário de quem ganha pouco.',
        'Em segundo lugar, as longas jornadas e o transporte lento deixam o trabalhador exausto, sem horas para se exercitar, e o pouco que sobra é caro demais.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['treino caro', 1],
      ['falta de tempo livre', 2],
    ]);
  });

  test('a topic whose words two paragraphs repeat, one at its place, is developed there', () => {
    expect(
      developed([
        'Poucos brasileiros praticam esporte com regularidade. A resposta passa pela precariedade da infraestrutura escolar e pela desvalorização da educação física no currículo.',
        'Sob esse viés, faltam quadras cobertas e material, e a aula de educação física se resume a uma bola no pátio.',
        'Outrossim, a reforma do ensino tirou horas da educação física, que perdeu espaço no currículo para outras matérias.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['precariedade da infraestrutura escolar', 1],
      ['desvalorização da educação física no currículo', 2],
    ]);
  });

  // A topic developed in other words whose one word is only in the paragraph of the next topic, which repeats that
  // topic's own words: each takes its place. Without the next topic wanting that paragraph, the word keeps it there.
  const TWO_CAUSES =
    'Poucos brasileiros praticam esporte com regularidade. Isso acontece por causa do preço das academias e da rotina exaustiva.';
  const OTHER_WORDS =
    'Em muitos bairros, a mensalidade de um clube consome boa parte do salário de quem ganha pouco, e o esporte vira luxo.';
  test('a topic on one word of the paragraph the next topic repeats whole gives it way (in order)', () => {
    expect(
      developed([
        TWO_CAUSES,
        OTHER_WORDS,
        'Além disso, a rotina exaustiva de trabalho tira as horas livres, e quem chega tarde já encontra as academias fechadas.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['preço das academias', 1],
      ['rotina exaustiva', 2],
    ]);
  });
  test('a topic on one word of a paragraph no other topic wants keeps it', () => {
    expect(
      developed([
        TWO_CAUSES,
        'A rotina exaustiva de trabalho tira as horas livres de quem chega tarde em casa, sem ânimo para correr.',
        'Além disso, quem quer treinar encontra as academias fechadas nos bairros mais distantes do centro da cidade.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['preço das academias', 2],
      ['rotina exaustiva', 1],
    ]);
  });

  // A paragraph that repeats more of the words of the topic at its place than of an earlier topic's is the first
  // one's: the earlier topic, repeating one word of its own place, is developed there in other words.
  test('a topic on the paragraph of a later topic that repeats more of that one’s words gives it way', () => {
    expect(
      developed([
        'Poucos brasileiros praticam esporte com regularidade. Esse quadro pode ser compreendido a partir de três aspectos: a cultura do sedentarismo, um sistema de transporte que ignora o horário do trabalhador e a falta de quadras nos bairros.',
        'Desde cedo, a cultura do sedentarismo ensina que o lazer é ficar parado diante da televisão.',
        'Além disso, o ônibus lotado leva duas horas para chegar ao centro, e o trabalhador chega em casa sem ânimo para correr.',
        'Por fim, faltam quadras nos bairros, e o sistema de transporte não leva ninguém aos parques.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['cultura do sedentarismo', 1],
      ['um sistema de transporte que ignora o horário do trabalhador', 2],
      ['falta de quadras nos bairros', 3],
    ]);
  });

  // Every topic in other words: the order gives way when it leaves a topic on a paragraph that repeats none of its
  // words while the reverse gives each a paragraph that repeats one.
  test('topics in other words, the order leaving one on a paragraph without its words: the reverse order', () => {
    expect(
      developed([
        'Poucos brasileiros praticam esporte com regularidade. Esse quadro está ligado ao custo elevado das academias e à carência de quadras públicas.',
        'Em muitos bairros, não há quadras onde os jovens possam jogar bola, e quem não paga academia fica sem lugar para correr.',
        'Além disso, as mensalidades das academias pesam no orçamento das famílias, que preferem gastar com comida e transporte.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['custo elevado das academias', 2],
      ['carência de quadras públicas', 1],
    ]);
  });

  // With fewer topics than paragraphs, a topic in other words whose place a later topic took is developed at that
  // topic's place when it repeats one of its words there (the reverse order); not when it repeats none.
  const REVERSED = (third: string) => [
    'Poucos brasileiros praticam esporte com regularidade. Isso exige enfrentar tanto a carência de quadras públicas quanto uma rotina de trabalho que consome as horas livres.',
    'Hoje, quem trabalha dez horas por dia chega em casa exausto, e a rotina não deixa tempo para correr.',
    third,
    'As consequências aparecem na saúde: cresce o número de adultos sedentários e com sobrepeso.',
    CONCLUSION,
  ];
  test('fewer topics than paragraphs, developed in the reverse order', () => {
    expect(
      developed(
        REVERSED(
          'Além disso, nos bairros mais distantes não há um único espaço público onde jogar bola com segurança.',
        ),
      ),
    ).toEqual([
      ['carência de quadras públicas', 2],
      ['uma rotina de trabalho que consome as horas livres', 1],
    ]);
    expect(
      developed(
        REVERSED('Além disso, nos bairros mais distantes não há um único espaço onde jogar bola com segurança.'),
      ),
    ).toEqual([
      ['carência de quadras públicas', null],
      ['uma rotina de trabalho que consome as horas livres', 1],
    ]);
  });

  // With more topics than paragraphs, a topic in other words right after a topic placed is developed in that topic's
  // paragraph or the next, whichever alone repeats one of its words.
  const THREE = (second: string) => [
    'Poucos brasileiros praticam esporte com regularidade. Afinal, o custo das academias, a carência de quadras públicas e o cansaço da rotina continuam mantendo os adultos longe do exercício.',
    'Em primeiro lugar, a mensalidade das academias consome boa parte do salário, e faltam quadras nos bairros.',
    second,
    CONCLUSION,
  ];
  test('more topics than paragraphs, two in one paragraph', () => {
    expect(
      developed(
        THREE('Além disso, a rotina de dez horas de trabalho deixa o trabalhador exausto e sem ânimo para correr.'),
      ),
    ).toEqual([
      ['custo das academias', 1],
      ['carência de quadras públicas', 1],
      ['cansaço da rotina', 2],
    ]);
    // Not when both paragraphs repeat one of its words.
    expect(
      developed(
        THREE('Além disso, a rotina de dez horas de trabalho deixa o trabalhador exausto, e as quadras fecham cedo.'),
      ),
    ).toEqual([
      ['custo das academias', 1],
      ['carência de quadras públicas', null],
      ['cansaço da rotina', 2],
    ]);
  });

  test('with more paragraphs than topics, a topic repeating one word of the paragraph at its place is developed there', () => {
    expect(
      developed([
        'Poucos brasileiros praticam esporte com regularidade. Entre as causas, destacam-se a fraca oferta de aulas nas escolas e a ausência de quadras públicas nos bairros.',
        'Primeiramente, as escolas dedicam apenas uma hora semanal à educação física, muitas vezes trocada por reforço de matemática.',
        'Além disso, em muitos bairros não há quadras públicas, e os terrenos vazios viram depósitos de entulho.',
        'As consequências aparecem na saúde: cresce o número de crianças sedentárias e com sobrepeso.',
        CONCLUSION,
      ]),
    ).toEqual([
      ['fraca oferta de aulas nas escolas', 1],
      ['ausência de quadras públicas nos bairros', 2],
    ]);
  });
});

// A cause named by a causal preposition, then after ", e" a second predicate of the subject (a finite verb with no
// subject of its own): the cause and the consequence, two topics. Read with the morphological analysis.
describe('a cause and a second predicate of its subject', () => {
  const morph = new MorphAnalyzer();
  const INTROS = [
    'Muitos jovens não leem. Isso acontece por causa do preço dos livros, que pesa no orçamento das famílias, e afasta os jovens das bibliotecas. Por isso, a leitura deve ser tratada como prioridade.',
    'Muitos jovens não leem. Isso acontece por causa do preço dos livros, que pesa no orçamento das famílias, e as bibliotecas ficam vazias. Por isso, a leitura deve ser tratada como prioridade.',
  ];
  const read = (intro: string) =>
    analyzeText(
      {
        texto: `${intro}\n\n${BODY}`,
        titulo: null,
        proposta: { titulo: 'A leitura no Brasil', texto_apoio: '' },
      },
      sp,
      { suggestions: false, morph },
    ).c3.topicos.map((t) => t.topico);
  beforeAll(async () => {
    await morph.prepare([...INTROS, BODY]);
  });
  afterAll(() => morph.close());

  test('read: "… por causa do …, que …, e afasta …"', () => {
    expect(read(INTROS[0]!)).toEqual(['preço dos livros', 'afasta os jovens das bibliotecas']);
  });
  test('not read when a clause with its own subject follows the "e"', () => {
    expect(read(INTROS[1]!)).toEqual([]);
  });
});

// With fewer topics than development paragraphs, a topic whose words only a later paragraph repeats, the paragraph
// right after the previous topic's free and repeating one of its words, is developed there: the later one is a point
// the introduction did not announce.
describe('a topic developed in other words right after the previous one', () => {
  const developed = (paragraphs: string[]) =>
    analyzeText(
      {
        texto: paragraphs.join('\n\n'),
        titulo: null,
        proposta: { titulo: 'O preconceito linguístico', texto_apoio: '' },
      },
      sp,
      { suggestions: false },
    ).c3.topicos.map((t) => [t.topico, t.desenvolvido ? t.paragrafo : null]);
  const INTRO =
    'Muitos brasileiros têm vergonha do próprio modo de falar. Ridicularizar sotaques é uma forma de discriminação. Esse preconceito é alimentado pela escola tradicional e pela mídia que transforma sotaques regionais em piada.';
  const SCHOOL =
    'A escola tradicional ensina a língua como um conjunto de regras, e o aluno que fala diferente é corrigido diante da turma.';
  const JOBS =
    'No mercado de trabalho, candidatos perdem vagas por causa do sotaque regional e viram alvo de piada entre colegas.';
  const CONCLUSION =
    'Portanto, o Ministério da Educação deve incluir a variação linguística na formação dos professores, por meio de cursos, a fim de combater o preconceito.';
  test('the free paragraph after the previous topic takes it', () => {
    expect(
      developed([
        INTRO,
        SCHOOL,
        'Da mesma forma, novelas e programas humorísticos associam o sotaque nordestino a personagens ingênuos.',
        JOBS,
        CONCLUSION,
      ]),
    ).toEqual([
      ['escola tradicional', 1],
      ['mídia que transforma sotaques regionais em piada', 2],
    ]);
  });
  test('not when that paragraph repeats none of its words', () => {
    expect(
      developed([
        INTRO,
        SCHOOL,
        'Da mesma forma, novelas e programas humorísticos associam o jeito de falar do Nordeste a personagens ingênuos.',
        JOBS,
        CONCLUSION,
      ]),
    ).toEqual([
      ['escola tradicional', 1],
      ['mídia que transforma sotaques regionais em piada', 3],
    ]);
  });
});
