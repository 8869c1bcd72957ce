// Condemned expressions (GRAMMAR_KINDS.condenada) and a word written twice (GRAMMAR_KINDS.repeticao).
import { keepCase } from './inflect.js';
import { finiteReadings, hasPos, lemmas, onlyPos } from './reading.js';
import { type GrammarRule, K } from './rule.js';
import { set, timeSpan } from './words.js';

const REPEAT_OK = set('se a o e');
/** Fixed expressions graders mark, with the fix. */
const CONDEMNED: { re: RegExp; fix: string; why: string }[] = [
  { re: /^ao meu ver$/, fix: 'a meu ver', why: 'A locução é "a meu ver", sem artigo.' },
  { re: /^a grosso modo$/, fix: 'grosso modo', why: '"Grosso modo" dispensa a preposição.' },
  { re: /^sob o ponto de vista$/, fix: 'do ponto de vista', why: 'A locução é "do ponto de vista", com "de".' },
  { re: /^de menor$/, fix: 'menor de idade', why: '"De menor" é uso informal: "menor de idade".' },
  { re: /^entre eu e$/, fix: 'entre mim e', why: 'Depois de preposição usa-se "mim": "entre mim e…".' },
  { re: /^se caso$/, fix: 'caso', why: '"Se caso" repete a condição: use "se" ou "caso".' },
  { re: /^elo de ligação$/, fix: 'elo', why: 'Pleonasmo: "elo" já é ligação.' },
  { re: /^encarar de frente$/, fix: 'encarar', why: 'Pleonasmo: "encarar" já é olhar de frente.' },
  { re: /^subir para cima$|^descer para baixo$/, fix: 'subir / descer', why: 'Pleonasmo.' },
  { re: /^surpresa inesperada$/, fix: 'surpresa', why: 'Pleonasmo: toda surpresa é inesperada.' },
  { re: /^principal protagonista$/, fix: 'protagonista', why: 'Pleonasmo: o protagonista já é o principal.' },
  { re: /^conviver junto$/, fix: 'conviver', why: 'Pleonasmo: "conviver" já é viver junto.' },
  { re: /^repetir de novo$/, fix: 'repetir', why: 'Pleonasmo.' },
  {
    re: /^prefer\p{L}* mais$/u,
    fix: 'preferir (sem "mais")',
    why: '"Preferir" já indica a escolha: "preferir mais" é pleonasmo.',
  },
];
/** Asked first, over every token, before the others: a word written twice is the slip whatever the pair looks like. */
export const REPEATED_WORD: GrammarRule = {
  nome: 'palavra repetida',
  tipo: 'repeticao',
  exemplo: 'O problema da da violência é complexo.',
  contraExemplo: 'O problema da violência é complexo.',
  at: ({ add, t, n1 }) => {
    if (n1 && n1.text === t.text && !REPEAT_OK.has(t.lower) && !/\d/.test(t.lower))
      add(t, n1, K.repeticao, `Palavra escrita duas vezes: "${t.text} ${n1.text}".`, t.text);
    return false;
  },
};

export const haAtras: GrammarRule = {
  nome: 'há … atrás',
  tipo: 'condenada',
  exemplo: 'A lei foi aprovada há vinte anos atrás.',
  contraExemplo: 'A lei foi aprovada há vinte anos.',
  at: ({ add, next, low, i, t, w, n1, n2 }) => {
    if ((w === 'há' || w === 'havia') && n1 && n2 && timeSpan(n1, n2) && low(next(i, 3)) === 'atrás') {
      add(
        t,
        next(i, 3)!,
        K.condenada,
        'Pleonasmo: "há" já indica tempo passado; "atrás" sobra.',
        `${t.text} ${n1.text} ${n2.text}`,
      );
      return true;
    }
    return false;
  },
};

export const condemnedExpressions: GrammarRule = {
  // ----- condemned expressions (two to five words), "o mesmo" as a pronoun
  nome: 'expressões condenadas',
  tipo: 'condenada',
  exemplo: 'Ao meu ver, a educação é a base de tudo.',
  contraExemplo: 'A meu ver, a educação é a base de tudo.',
  at: ({ doc, add, next, i, t }) => {
    for (const len of [5, 3, 2]) {
      const last = next(i, len - 1);
      if (!last) continue;
      const phrase = doc.text.slice(t.start, last.end).toLowerCase();
      const c = CONDEMNED.find((x) => x.re.test(phrase));
      if (c) {
        add(t, last, K.condenada, c.why, c.fix);
        break;
      }
    }
    return false;
  },
};

export const oMesmoAsPronoun: GrammarRule = {
  nome: 'o mesmo como pronome',
  tipo: 'condenada',
  exemplo: 'As empresas lucraram, e as mesmas não pagaram impostos.',
  contraExemplo: 'As empresas lucraram, e elas não pagaram impostos.',
  at: ({ ctx, add, t, w, n1, n2 }) => {
    if (
      /^(?:o|a|os|as)$/.test(w) &&
      n1 &&
      /^(?:mesmo|mesma|mesmos|mesmas)$/.test(n1.lower) &&
      n2 &&
      (finiteReadings(ctx, n2).length > 0 || /^(?:não|se|também|já)$/.test(n2.lower)) &&
      !hasPos(ctx, n2, 'n') &&
      !['acontecer', 'ocorrer', 'valer', 'servir', 'suceder', 'aplicar', 'passar'].some((l) => lemmas(ctx, n2).has(l))
    ) {
      const pron = { o: 'ele', a: 'ela', os: 'eles', as: 'elas' }[w]!;
      add(
        t,
        n1,
        K.condenada,
        `"${t.text} ${n1.text}" usado como pronome é condenado pelos manuais: use "${pron}" ou repita o nome.`,
        keepCase(t.text, pron),
      );
    }
    return false;
  },
};

export const cujoWithArticle: GrammarRule = {
  nome: 'cujo seguido de artigo',
  tipo: 'condenada',
  desdeOAjuste: true,
  exemplo: 'É um país cujo o sistema falha, e uma escola cuja a estrutura cai.',
  contraExemplo: 'É um país cujo sistema falha, e uma escola cuja estrutura cai.',
  at: ({ add, t, w, n1 }) => {
    if (!/^cuj[oa]s?$/.test(w) || !n1 || !/^(?:o|a|os|as)$/.test(n1.lower)) return false;
    add(t, n1, K.condenada, '"Cujo" já determina o nome: não leva artigo depois.', t.text);
    return true;
  },
};

export const hajaVisto: GrammarRule = {
  nome: 'haja visto',
  tipo: 'condenada',
  desdeOAjuste: true,
  exemplo: 'Haja visto o aumento da violência, o governo deve agir.',
  contraExemplo: 'Haja vista o aumento da violência, o governo deve agir.',
  at: ({ add, t, w, n1 }) => {
    if (w !== 'haja' || n1?.lower !== 'visto') return false;
    add(t, n1, K.condenada, 'A locução é "haja vista", invariável.', keepCase(t.text, 'haja vista'));
    return true;
  },
};

export const aNivelBeforeAdjective: GrammarRule = {
  // "a nível nacional": the locution condemned with "de" ("a nível de", the informal list of c1-written-norm.ts) is
  // as condemned before an adjective; the norm is "em nível" (or "no âmbito").
  nome: 'a nível antes de adjetivo',
  tipo: 'condenada',
  desdeOAjuste: true,
  exemplo: 'A campanha foi feita a nível nacional.',
  contraExemplo: 'A campanha foi feita em nível nacional, ao nível do mar.',
  at: ({ ctx, add, t, w, n1, n2 }) => {
    if (w !== 'a' || n1?.lower !== 'nível' || !n2 || !onlyPos(ctx, n2, ['adj'])) return false;
    add(
      t,
      n2,
      K.condenada,
      '"A nível" é locução condenada pela norma: "em nível".',
      keepCase(t.text, `em nível ${n2.text}`),
    );
    return true;
  },
};
