// The corrector's connective lists, all of them here. CONNECTIVES (by function, first below) is what the connective
// features of the committed model and the C2/C4 readings of connectives read. OPENING_CONNECTIVES is the connectives a
// paragraph may open with: the grammar's conjunctions and conjunctive, adverbial and prepositional
// locutions used as discourse connectives (Bechara, Moderna gramática portuguesa; Cunha & Cintra, Nova gramática do
// português contemporâneo; Koch, A coesão textual), by function, with their usual variants (demonstratives of either
// series, contractions of a final preposition). Written from the grammar, not from essays. They are what `c4.aberturas`
// reads: the claim "N parágrafos com conectivo argumentativo" and the C4 rule on inter-paragraph linking.
import type { Token } from './text.js';
import { foldAccents } from './text.js';

export type ConnectiveFunction =
  | 'adição'
  | 'oposição'
  | 'causa'
  | 'consequência'
  | 'conclusão'
  | 'exemplificação'
  | 'tempo'
  | 'comparação'
  | 'condição'
  | 'finalidade'
  | 'explicação'
  | 'ordenação';

/**
 * Connectives by function (Koch; guides of ENEM correction). "e", "mas", "que" are left out: too frequent to tell variety.
 * The connective features of the committed model read these lists; what a paragraph opens with is read by the
 * opening-connective lexicon below (OPENING_CONNECTIVES).
 */
export const CONNECTIVES: Record<ConnectiveFunction, string[]> = {
  adição: [
    'além disso',
    'ademais',
    'outrossim',
    'também',
    'não só',
    'mas também',
    'bem como',
    'inclusive',
    'além de',
    'somado a isso',
    'soma-se a isso',
    'acrescenta-se',
    'nem',
    'ainda',
  ],
  oposição: [
    'porém',
    'contudo',
    'entretanto',
    'todavia',
    'no entanto',
    'embora',
    'apesar de',
    'apesar disso',
    'não obstante',
    'ainda que',
    'mesmo que',
    'em contrapartida',
    'por outro lado',
    'ao passo que',
    'enquanto',
    'contrariamente',
    'mas',
  ],
  causa: [
    'porque',
    'pois',
    'visto que',
    'uma vez que',
    'já que',
    'dado que',
    'devido a',
    'devido ao',
    'devido à',
    'por causa de',
    'em virtude de',
    'em razão de',
    'haja vista',
    'posto que',
    'na medida em que',
  ],
  consequência: [
    'consequentemente',
    'por consequência',
    'em consequência',
    'de modo que',
    'de forma que',
    'de maneira que',
    'de sorte que',
    'tanto que',
    'por isso',
    'dessa forma',
    'desse modo',
    'dessa maneira',
    'assim sendo',
    'sendo assim',
    'com isso',
    'diante disso',
    'diante do exposto',
    'nesse sentido',
    'nesse contexto',
    'nessa perspectiva',
    'sob essa ótica',
    'nesse viés',
    'por conseguinte',
  ],
  conclusão: [
    'portanto',
    'logo',
    'assim',
    'em suma',
    'em síntese',
    'por fim',
    'finalmente',
    'conclui-se',
    'dessarte',
    'destarte',
    'em resumo',
    'enfim',
    'em última análise',
    'posto isso',
    'isto posto',
    'à vista disso',
  ],
  exemplificação: [
    'por exemplo',
    'como exemplo',
    'a exemplo de',
    'tal como',
    'como é o caso',
    'é o caso de',
    'isto é',
    'ou seja',
    'a saber',
    'como',
  ],
  tempo: [
    'quando',
    'enquanto isso',
    'atualmente',
    'hoje em dia',
    'nos dias atuais',
    'outrora',
    'posteriormente',
    'anteriormente',
    'desde',
    'após',
    'antes de',
    'depois de',
    'à medida que',
    'na contemporaneidade',
    'hodiernamente',
  ],
  comparação: [
    'assim como',
    'como também',
    'da mesma forma',
    'do mesmo modo',
    'igualmente',
    'semelhantemente',
    'analogamente',
    'tal qual',
    'tanto quanto',
    'mais do que',
    'menos do que',
  ],
  condição: ['caso', 'desde que', 'contanto que', 'a menos que', 'salvo se', 'a não ser que'],
  finalidade: [
    'para que',
    'a fim de',
    'a fim de que',
    'com o intuito de',
    'com o objetivo de',
    'com o propósito de',
    'com a finalidade de',
    'objetivando',
    'visando',
  ],
  explicação: [
    'isto é',
    'ou seja',
    'em outras palavras',
    'vale ressaltar',
    'cabe ressaltar',
    'é importante ressaltar',
    'convém lembrar',
    'de fato',
    'com efeito',
    'nota-se',
    'percebe-se',
    'observa-se',
    'evidencia-se',
  ],
  ordenação: [
    'em primeiro lugar',
    'primeiramente',
    'em segundo lugar',
    'em seguida',
    'em primeira instância',
    'em segunda instância',
    'a princípio',
    'inicialmente',
    'por último',
    'sob esse viés',
    'em um primeiro momento',
    'em segundo plano',
    'de início',
  ],
};

/** Connectives that announce argumentative relations (the `inter_paragraph` features of the committed model). */
export const ARGUMENTATIVE_FUNCTIONS: ConnectiveFunction[] = [
  'adição',
  'oposição',
  'causa',
  'consequência',
  'conclusão',
  'comparação',
  'explicação',
  'ordenação',
  'exemplificação',
];

export type OpeningFunction =
  | 'adição'
  | 'oposição'
  | 'conclusão'
  | 'causa'
  | 'consequência'
  | 'explicação'
  | 'finalidade'
  | 'tempo'
  | 'ordenação'
  | 'exemplificação'
  | 'retomada'
  | 'conformidade'
  | 'comparação'
  | 'condição';

/** A prepositional locution's final "de" or "a" as the text writes it, alone or contracted with what follows. */
const DE = ['de', 'do', 'da', 'dos', 'das', 'disso', 'disto', 'desse', 'dessa', 'deste', 'desta', 'desses', 'dessas'];
const A = ['a', 'ao', 'à', 'aos', 'às', 'isso', 'isto', 'esse', 'essa', 'este', 'esta', 'esses', 'essas'];
/** "devido a" → devido a, devido ao, devido à, … ; "em virtude de" → em virtude de, em virtude do, … disso, desse … */
const contracted = (locution: string): string[] =>
  locution.endsWith(' de')
    ? DE.map((x) => `${locution.slice(0, -3)} ${x}`)
    : locution.endsWith(' a')
      ? A.map((x) => `${locution.slice(0, -2)} ${x}`)
      : [locution];
/** Every head with every noun: "nesse" × "sentido" → "nesse sentido". */
const combine = (heads: string[], nouns: string[]) => heads.flatMap((h) => nouns.map((n) => `${h} ${n}`));
const DEMONSTRATIVES = ['esse', 'essa', 'este', 'esta', 'esses', 'essas', 'estes', 'estas'];
const prefixed = (p: string) => DEMONSTRATIVES.map((d) => `${p}${d}`);
/** Nouns of the resuming adverbial locutions ("nesse sentido", "sob essa ótica", "por esse motivo", "dessa forma"). */
const RESUMING_NOUNS = [
  'sentido',
  'contexto',
  'cenário',
  'viés',
  'ínterim',
  'âmbito',
  'aspecto',
  'panorama',
  'prisma',
  'perspectiva',
  'ótica',
  'conjuntura',
  'lógica',
  'linha',
  'linha de raciocínio',
  'linha de pensamento',
  'direção',
  'caso',
  'ponto',
  'ponto de vista',
  'quadro',
  'situação',
  'realidade',
  'esteira',
  'diapasão',
  'seara',
  'senda',
  'ângulo',
  'enfoque',
  'olhar',
  'análise',
  'vertente',
  'tocante',
  'motivo',
  'razão',
  'forma',
  'maneira',
  'modo',
  'feita',
  'sorte',
  'mesmo sentido',
  'mesma linha',
  'mesma perspectiva',
  'mesma ótica',
  'mesmo viés',
];

export const OPENING_CONNECTIVES: Record<OpeningFunction, string[]> = {
  adição: [
    'além disso',
    'além disto',
    'além do mais',
    'de mais a mais',
    ...contracted('além de'),
    'fora isso',
    'não só isso',
    'ademais',
    'outrossim',
    'também',
    'não só',
    'não somente',
    'não apenas',
    'bem como',
    'inclusive',
    'ainda por cima',
    'não bastasse isso',
    'não bastasse isto',
    'como se não bastasse',
    'como se isso não bastasse',
    'como se não bastasse isso',
    'somado a isso',
    'somada a isso',
    'somando-se a isso',
    'soma-se a isso',
    'some-se a isso',
    'somem-se a isso',
    // With a demonstrative and the noun it retakes ("Soma-se a esse cenário o estigma social").
    ...combine(['soma-se a', 'somam-se a', 'some-se a', 'alia-se a', 'acrescenta-se a'], DEMONSTRATIVES),
    'aliado a isso',
    'aliada a isso',
    'alia-se a isso',
    'acrescenta-se a isso',
    'acrescente-se a isso',
    'acrescido a isso',
    'junto a isso',
    'paralelamente',
    'paralelamente a isso',
    'adicionalmente',
    'concomitantemente',
    'concomitantemente a isso',
    'por sua vez',
    'por seu turno',
  ],
  oposição: [
    'porém',
    'contudo',
    'entretanto',
    'todavia',
    'no entanto',
    'não obstante',
    'mas',
    'em contrapartida',
    'por outro lado',
    'por um lado',
    'se por um lado',
    'ao contrário',
    'pelo contrário',
    'ao contrário disso',
    'em vez disso',
    'ao invés disso',
    'contrariamente',
    'diferentemente',
    'inversamente',
    'em oposição a isso',
    'só que',
    'embora',
    'muito embora',
    'conquanto',
    'ainda que',
    'mesmo que',
    'mesmo se',
    'ainda assim',
    'mesmo assim',
    'mesmo com',
    'mesmo sem',
    'em que pese',
    'malgrado',
    'sem embargo',
    'posto que',
    ...contracted('apesar de'),
    ...contracted('a despeito de'),
  ],
  conclusão: [
    'portanto',
    // "Portanto" written in two words, as often in weak essays (the speller suggests "Portanto"); "Por tanto tempo…"
    // is a time adjunct (NOT_OPENING_CONNECTIVES).
    'por tanto',
    'logo',
    'assim',
    'então',
    'enfim',
    'pois bem',
    'em suma',
    'em síntese',
    'em resumo',
    'resumindo',
    'em conclusão',
    'para concluir',
    'concluindo',
    'por fim',
    'finalmente',
    'por conseguinte',
    'destarte',
    'dessarte',
    'sendo assim',
    'assim sendo',
    'isto posto',
    'isso posto',
    'posto isso',
    'dito isso',
    'visto isso',
    'à vista disso',
    'pelo exposto',
    'por todo o exposto',
    'por tudo isso',
    'por tudo o que foi exposto',
    'ante o exposto',
    'diante do exposto',
    'dado o exposto',
    'face ao exposto',
    'tendo em vista o exposto',
    'em vista do exposto',
    'feitas essas considerações',
    'em última análise',
    'em última instância',
    'em linhas gerais',
    'de modo geral',
    'de maneira geral',
    'de forma geral',
  ],
  causa: [
    'porque',
    'pois',
    'porquanto',
    'visto que',
    'uma vez que',
    'já que',
    'dado que',
    'haja vista',
    'na medida em que',
    'considerando que',
    'tendo em vista que',
    ...contracted('devido a'),
    ...contracted('graças a'),
    ...contracted('em virtude de'),
    ...contracted('em razão de'),
    ...contracted('por causa de'),
    ...contracted('em função de'),
    ...contracted('por conta de'),
  ],
  consequência: [
    'consequentemente',
    'por consequência',
    'em consequência',
    ...contracted('em consequência de'),
    'como consequência',
    'como consequência disso',
    'como resultado',
    'como resultado disso',
    ...contracted('em decorrência de'),
    'de modo que',
    'de forma que',
    'de maneira que',
    'de sorte que',
    'de tal modo que',
    'de tal forma que',
    'de tal maneira que',
    'tanto que',
    'por isso',
    'por isso mesmo',
    'daí',
    'com isso',
  ],
  explicação: [
    'isto é',
    'ou seja',
    'quer dizer',
    'ou melhor',
    'em outras palavras',
    'vale dizer',
    'a saber',
    'de fato',
    'com efeito',
    'na verdade',
    'na realidade',
    'aliás',
    'afinal',
    'afinal de contas',
  ],
  finalidade: [
    'para que',
    'a fim de que',
    ...contracted('a fim de'),
    ...contracted('com o intuito de'),
    ...contracted('no intuito de'),
    ...contracted('com o objetivo de'),
    ...contracted('com o propósito de'),
    ...contracted('com a finalidade de'),
    'com vistas a',
    'para isso',
    'para tanto',
    'para tal',
    'visando',
    'objetivando',
  ],
  tempo: [
    'enquanto isso',
    'desde então',
    'a partir de então',
    'a partir daí',
    'ao mesmo tempo',
    'em seguida',
    'logo depois',
    'logo em seguida',
    'depois disso',
    'antes disso',
    'após isso',
    'posteriormente',
    'anteriormente',
  ],
  ordenação: [
    ...combine(['em'], ['primeiro lugar', 'segundo lugar', 'terceiro lugar', 'último lugar']),
    ...combine(['em', 'em um', 'num'], ['primeiro momento', 'segundo momento', 'terceiro momento']),
    ...combine(['em', 'em uma', 'numa'], ['primeira análise', 'segunda análise', 'terceira análise']),
    ...combine(['em'], ['primeira instância', 'segunda instância', 'primeiro plano', 'segundo plano']),
    'primeiramente',
    'inicialmente',
    'preliminarmente',
    'a princípio',
    'em princípio',
    'de início',
    'a priori',
    'de antemão',
    'antes de tudo',
    'antes de mais nada',
    'primordialmente',
    'por último',
    'por derradeiro',
  ],
  exemplificação: [
    'por exemplo',
    'como exemplo',
    'como exemplo disso',
    'um exemplo disso',
    'exemplo disso',
    'prova disso',
    'como prova disso',
    'a título de exemplo',
    'a título de ilustração',
    'para exemplificar',
    'para ilustrar',
    ...contracted('a exemplo de'),
    'é o caso de',
  ],
  retomada: [
    ...combine(
      [
        ...prefixed('n'),
        ...prefixed('d'),
        ...prefixed('sob '),
        ...prefixed('por '),
        ...prefixed('em face d'),
        'no',
        'na',
        'sob o',
        'sob a',
        'pelo',
        'pela',
      ],
      RESUMING_NOUNS,
    ),
    'de tal forma',
    'de tal modo',
    'de tal maneira',
    ...contracted('diante de'),
    ...contracted('em face de'),
    ...contracted('em vista de'),
    ...contracted('frente a'),
    ...contracted('face a'),
    ...contracted('a partir de'),
    'ante isso',
    'perante isso',
    'nisso',
    'com base nisso',
    'com base no exposto',
    'tendo em vista isso',
    'levando isso em conta',
    'levando isso em consideração',
  ],
  conformidade: [
    'conforme',
    'consoante',
    'segundo',
    'de acordo com',
    'em conformidade com',
    'conforme exposto',
    'conforme dito',
    'conforme mencionado',
    ...combine(
      ['como'],
      [
        'se vê',
        'se sabe',
        'se observa',
        'se percebe',
        'se nota',
        'se pode ver',
        'se pode perceber',
        'se pode observar',
        'se pode notar',
        'visto',
        'já visto',
        'dito',
        'já dito',
        'foi dito',
        'já foi dito',
        'mencionado',
        'já mencionado',
        'citado',
        'já citado',
        'exposto',
        'já exposto',
      ],
    ),
  ],
  comparação: [
    'assim como',
    'assim também',
    'da mesma forma',
    'da mesma maneira',
    'do mesmo modo',
    'de igual modo',
    'de igual forma',
    'de igual maneira',
    'igualmente',
    'analogamente',
    'semelhantemente',
    'similarmente',
    'tal qual',
    'tal como',
    'tanto quanto',
    'à semelhança de',
  ],
  condição: [
    'se',
    'caso',
    'contanto que',
    'a menos que',
    'a não ser que',
    'salvo se',
    'exceto se',
    'sem que',
    'na hipótese de',
    'em caso de',
  ],
};

/**
 * Openers that begin with a connective's word without being one: the time adjuncts "Logo após a abolição" and "Por
 * tanto tempo", the proclitic pronoun of "Se faz necessário", "Ainda hoje". Matched like the connectives, longest first, they stop the shorter one.
 */
export const NOT_OPENING_CONNECTIVES = [
  // The conjunctions of time open an adverbial clause of the paragraph's first sentence ("Quando um casarão é
  // restaurado…, o entorno…"), not a link to the paragraph before ("Enquanto isso", "Em seguida" are).
  'quando',
  'enquanto',
  'assim que',
  'logo que',
  'sempre que',
  'depois que',
  'antes que',
  'até que',
  'desde que',
  'à medida que',
  'à proporção que',
  'ao mesmo tempo que',
  'ao mesmo tempo em que',
  ...combine(['por tanto'], ['tempo', 'esforço', 'sofrimento', 'descaso']),
  'logo após',
  'logo depois de',
  'logo no',
  'logo na',
  'ainda hoje',
  'ainda nos dias',
  'ainda no',
  'ainda na',
  ...combine(
    ['se'],
    [
      'faz',
      'fazem',
      'fez',
      'torna',
      'tornam',
      'tornou',
      'observa',
      'percebe',
      'nota',
      'sabe',
      'vê',
      'pode',
      'podem',
      'deve',
      'devem',
      'tem',
      'trata',
      'encontra',
      'encontram',
      'mostra',
      'verifica',
      'evidencia',
      'constata',
      'destaca',
      'ressalta',
      'enfatiza',
      'configura',
      'estabelece',
      'conclui',
    ],
  ),
];
/** Single words that open as connectives only when a comma follows ("Ainda, …", "Primeiro, …", "Depois, …"). */
const COMMA_ONLY: Record<string, OpeningFunction> = {
  ainda: 'adição',
  primeiro: 'ordenação',
  depois: 'ordenação',
  agora: 'oposição',
};

/** Openers that articulate a paragraph with the previous one without being connectives (a noun phrase that resumes). */
export const RESUMING_OPENERS = ['outro fator', 'outro aspecto'];

/** Words of a prepositional locution's complement that make it retake the text before ("Diante dos fatos mencionados"). */
const RESUMING_WORD =
  /^(?:mencionad|supracitad|supramencionad|citad|expost|apresentad|abordad|discutid|analisad|elencad|referid|descrit|explicitad|argumentad|observad|demonstrad|aludid|acima$|anterior)/u;
const ARTICLE_OR_DEMONSTRATIVE = new Set([
  ...DE.slice(1).filter((x) => !x.endsWith('isso') && !x.endsWith('isto')),
  ...A.slice(1)
    .filter((x) => x !== 'isso' && x !== 'isto')
    .map(foldAccents),
  'o',
  'os',
  'as',
  'um',
  'uma',
  'tal',
  'tais',
]);
const DEMONSTRATIVE_END = /(?:esse|essa|este|esta|esses|essas|estes|estas|tal|tais)$/u;

type Entry = { fn: OpeningFunction | null; comma: boolean };
const INDEX = new Map<string, Entry>();
for (const [fn, list] of Object.entries(OPENING_CONNECTIVES))
  for (const p of list) {
    const key = foldAccents(p.toLowerCase());
    if (!INDEX.has(key)) INDEX.set(key, { fn: fn as OpeningFunction, comma: false });
  }
for (const p of [...NOT_OPENING_CONNECTIVES, ...RESUMING_OPENERS])
  INDEX.set(foldAccents(p.toLowerCase()), { fn: null, comma: false });
for (const [w, fn] of Object.entries(COMMA_ONLY)) INDEX.set(w, { fn, comma: true });
const LONGEST = Math.max(...[...INDEX.keys()].map((k) => k.split(' ').length));

export type Opening = { a: number; b: number; fn: OpeningFunction | null; resuming: boolean };

/**
 * The connective a paragraph opens with: the longest entry that starts on its first word (its words not split by
 * punctuation), or a resuming noun phrase ("Outro fator"); a prepositional locution followed by a complement that retakes
 * the text before ("Diante dos fatos mencionados,", "Em virtude desse cenário,") is read with it, up to the comma.
 * Undefined when the paragraph opens with anything else — its subject, a verb, a time adjunct — even if a connective
 * follows ("O Estado, portanto, …", "Isso acontece, em primeiro lugar, porque …"). `a`/`b` index `tokens`.
 */
export function openingConnective(text: string, tokens: readonly Token[]): Opening | undefined {
  const opening = connectiveAt(text, tokens, 0);
  if (opening) return opening;
  // The additive "e" before a connective is read with it ("E também as escolas não ajudam…", "E por último, …"); "E"
  // before anything else ("E esta marginalização…") opens with no connective.
  if (tokens[0]?.lower !== 'e' || tokens.length < 2 || !joinedRun(text, tokens, 0, 1)) return undefined;
  const after = connectiveAt(text, tokens, 1);
  return after && after.fn ? { ...after, a: 0 } : undefined;
}

/** The connective whose first word is tokens[start] (openingConnective, from the paragraph's first word or later). */
function connectiveAt(text: string, tokens: readonly Token[], start: number): Opening | undefined {
  let run = 1;
  while (run < Math.min(LONGEST, tokens.length - start) && joinedRun(text, tokens, start + run - 1, start + run)) run++;
  for (let n = run; n > 0; n--) {
    const key = tokens
      .slice(start, start + n)
      .map((t) => t.fold)
      .join(' ');
    const e = INDEX.get(key);
    if (!e) continue;
    const last = start + n - 1;
    if (e.fn === null)
      return RESUMING_OPENERS.includes(key) ? { a: start, b: last, fn: null, resuming: true } : undefined;
    if (e.comma && !/^\s*,/u.test(text.slice(tokens[last]!.end))) return undefined;
    // An article, not a demonstrative, and a qualifier of the noun ("Sob a ótica econômica,", "No âmbito social,")
    // name the paragraph's own viewpoint: no link to the text before, unless its complement retakes it.
    if (
      e.fn === 'retomada' &&
      /^(?:sob [oa]|no|na|pelo|pela) /u.test(key) &&
      last + 1 < tokens.length &&
      joinedRun(text, tokens, last, last + 1) &&
      !retakesBefore(text, tokens, last + 1)
    )
      return undefined;
    if (namedSource(text, tokens, last + 1, key)) return undefined;
    if (e.fn === 'finalidade' && !PURPOSE_ANAPHORS.has(key) && !retakesBefore(text, tokens, last + 1)) return undefined;
    return { a: start, b: extendResuming(text, tokens, last, key), fn: e.fn, resuming: false };
  }
  return undefined;
}

/** Purpose locutions that are themselves anaphoric ("Para isso, …"). */
const PURPOSE_ANAPHORS = new Set(['para isso', 'para tanto', 'para tal']);
/** A word that retakes the text before: a demonstrative or a noun that sums it up ("esse", "o problema", "tal quadro"). */
const RETAKING =
  /^(?:ess[ea]s?|est[ea]s?|isso|isto|tal|tais|problema|problemas|problemática|quadro|cenário|situação|impasse|questão|realidade|mazela|entrave|desafio)$/u;
/**
 * Whether the clause a purpose locution opens, up to its comma, retakes the text before ("A fim de mitigar o problema,
 * …", "Para que esse quadro mude, …"): then it links the paragraph to it; otherwise ("Para que a via judicial deixe de
 * ser a porta de entrada do SUS, cabe…") it is the purpose of the paragraph's own period, fronted.
 */
function retakesBefore(text: string, tokens: readonly Token[], n: number): boolean {
  for (let k = n; k < tokens.length && (k === n || joinedRun(text, tokens, k - 1, k)); k++)
    if (RETAKING.test(tokens[k]!.lower) || RESUMING_WORD.test(tokens[k]!.lower)) return true;
  return false;
}

/** The conformity prepositions that cite a source ("Segundo o IBGE,", "De acordo com Paulo Freire,"). */
const SOURCE_PREPOSITIONS = new Set(['segundo', 'conforme', 'consoante', 'de acordo com', 'em conformidade com']);
/**
 * A conformity preposition followed by a named source — a proper name, after an article or not ("Segundo o Instituto
 * Alana, …", "De acordo com a Organização Mundial da Saúde, …", "Conforme Paulo Freire, …"), or a noun phrase opened
 * by an article whose complement names it ("Segundo um relatório do UNICEF publicado em 2021, …", "De acordo com
 * dados do IBGE, …") — opens the paragraph with the source of its repertoire, not with a link to the text before; one
 * that retakes the text ("Conforme exposto", "Segundo esse raciocínio") or a common noun alone ("Segundo pesquisa, …")
 * still opens as a connective.
 */
function namedSource(text: string, tokens: readonly Token[], n: number, key: string): boolean {
  if (!SOURCE_PREPOSITIONS.has(key)) return false;
  let i = n;
  const article = /^(?:o|a|os|as|um|uma|uns|umas)$/u.test(tokens[i]?.fold ?? '') && joinedRun(text, tokens, i - 1, i);
  if (article) i++;
  const name = tokens[i];
  if (!name || !joinedRun(text, tokens, n - 1, i)) return false;
  if (/^\p{Lu}\p{Ll}/u.test(name.text)) return true;
  // The phrase up to its comma, its words one after another: a capitalised name or an acronym in the complement of
  // its noun ("um relatório do UNICEF", "uma pesquisa da Fundação Getulio Vargas").
  if (!article && !/^(?:dados|pesquisas?|estudos?|levantamentos?|relatórios?)$/u.test(name.lower)) return false;
  for (let k = i + 1; k < Math.min(tokens.length, i + 5) && joinedRun(text, tokens, k - 1, k); k++)
    if (/^(?:do|da|dos|das|de)$/u.test(tokens[k - 1]!.lower) && /^\p{Lu}/u.test(tokens[k]!.text)) return true;
  return false;
}

/** Whether tokens a…b follow one another with nothing but spaces between. */
function joinedRun(text: string, tokens: readonly Token[], a: number, b: number): boolean {
  for (let i = a; i < b; i++) if (/\S/u.test(text.slice(tokens[i]!.end, tokens[i + 1]!.start))) return false;
  return true;
}

/** Where a locution ending in an article or a demonstrative ends once its resuming complement is read with it. */
function extendResuming(text: string, tokens: readonly Token[], b: number, key: string): number {
  const last = tokens[b]!.fold;
  if (!ARTICLE_OR_DEMONSTRATIVE.has(last) || key.split(' ').length < 2) return b;
  if (b + 1 >= tokens.length || !joinedRun(text, tokens, b, b + 1)) return b;
  // The complement runs to the first comma within six words, its words one after another (no punctuation, no rater's
  // inline correction between them).
  let end = -1;
  for (let i = b + 1; i < Math.min(tokens.length, b + 7) && joinedRun(text, tokens, i - 1, i); i++)
    if (/^\s*,/u.test(text.slice(tokens[i]!.end))) {
      end = i;
      break;
    }
  if (end > b && tokens.slice(b + 1, end + 1).some((t) => RESUMING_WORD.test(t.fold))) return end;
  if (end > b && DEMONSTRATIVE_END.test(last)) return end;
  // Without a comma, up to a resuming word among the next three ("Diante dos fatos supracitados vê-se …").
  if (end < 0)
    for (let i = Math.min(tokens.length - 1, b + 3); i > b; i--)
      if (RESUMING_WORD.test(tokens[i]!.fold) && joinedRun(text, tokens, b, i)) return i;
  // Without a comma, a demonstrative takes its noun ("Diante desse cenário o governo …").
  return DEMONSTRATIVE_END.test(last) && b + 1 < tokens.length ? b + 1 : b;
}
