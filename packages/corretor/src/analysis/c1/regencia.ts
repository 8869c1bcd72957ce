// Regência (GRAMMAR_KINDS.regencia): the preposition a verb or noun asks for ("assistir a", "chegar a", "o fato de
// que"). The lexicon of governing words is ../c1-regencia.ts.
import type { Token } from '../../text.js';
import { adjBeforeNoun } from './noun-phrase.js';
import {
  adjLike,
  agreement,
  articleAgrees,
  finiteOrInf,
  finiteReadings,
  hasPos,
  isNoun,
  onlyPos,
  unknownWord,
  verbNumber,
} from './reading.js';
import { type GrammarRule, K } from './rule.js';
import { BETWEEN_GOVERNOR_AND_A, QUANTITY, set, SUBJECT_DET, TIME_UNITS } from './words.js';

const MEDIA = set(
  'desenho desenhos clipe clipes filme filmes jogo jogos programa programas novela novelas televisão tv aula aulas vídeo vídeos série séries espetáculo show shows peça peças partida partidas telejornal noticiário jornal documentário documentários apresentação apresentações luta cena cenas debate debates palestra palestras conteúdo conteúdos transmissão reportagem reportagens propaganda propagandas anúncio anúncios campeonato campeonatos',
);
/**
 * Verbs whose complement is in "a" (c1-regencia.ts) that take no direct object in the sense essays use: a noun phrase
 * right after them lacks the preposition (obedecer a, visar a, aspirar a).
 */
const ONLY_A = set('obedecer desobedecer aspirar visar');
/** The preposition "a" stands before the verb at tokens[i], with a relative ("a que aspiram os jovens", "às quais obedecem"). */
function relativeWithA(tokens: Token[], i: number): boolean {
  for (let x = i - 1; x >= Math.max(1, i - 3) && tokens[x]!.sent === tokens[i]!.sent; x--)
    if (/^(?:que|qual|quais|quem)$/.test(tokens[x]!.lower) && /^(?:a|à|às|ao|aos)$/.test(tokens[x - 1]!.lower))
      return true;
  return false;
}
/** Places one goes to ("ir ao posto"). */
const PLACES = set(
  'posto postos hospital hospitais escola escolas médico médicos mercado supermercado shopping banco bancos igreja igrejas cinema cinemas teatro praia praias festa festas delegacia universidade universidades faculdade faculdades feira clínica clínicas consultório dentista farmácia farmácias cartório prefeitura',
);
/** "fato", "ideia", "certeza": the completive clause after them takes "de" ("o fato de que"). */
const NOUNS_OF_THAT = set('fato ideia certeza');

export const assistirA: GrammarRule = {
  // ----- regência
  nome: 'assistir a',
  tipo: 'regencia',
  exemplo: 'Milhões de pessoas assistiram o jogo da seleção.',
  contraExemplo: 'Milhões de pessoas assistiram ao jogo da seleção.',
  at: ({ ctx, add, t, n1, n2, lem }) => {
    if (
      lem.has('assistir') &&
      n1 &&
      /^(?:o|os|a|as)$/.test(n1.lower) &&
      n2 &&
      MEDIA.has(n2.lower) &&
      (articleAgrees(ctx, n1, n2) || unknownWord(ctx, n2))
    ) {
      const fix = { o: 'ao', os: 'aos', a: 'à', as: 'às' }[n1.lower]!;
      add(t, n2, K.regencia, '"Assistir" no sentido de ver pede a preposição "a".', `${t.text} ${fix} ${n2.text}`);
      return true;
    }
    // "assiste essa crueldade": a demonstrative before a noun, what is witnessed (as "assistir a" + a feminine noun
    // is read by the crase rule), never the third person's "o"/"a" that would mean helping someone.
    if (
      lem.has('assistir') &&
      finiteOrInf(ctx, t) &&
      n1 &&
      /^(?:ess|est|aquel)[ea]s?$/.test(n1.lower) &&
      n2 &&
      onlyPos(ctx, n2, ['n']) &&
      !/^\p{Lu}/u.test(n2.text)
    ) {
      const fix = /^aquel/.test(n1.lower) ? `à${n1.text.slice(1)}` : `a ${n1.text}`;
      add(t, n1, K.regencia, '"Assistir" no sentido de presenciar pede a preposição "a".', `${t.text} ${fix}`);
      return true;
    }
    return false;
  },
};

export const obedecerA: GrammarRule = {
  nome: 'obedecer a',
  tipo: 'regencia',
  exemplo: 'Os motoristas desobedecem as regras de trânsito.',
  contraExemplo: 'Os motoristas devem obedecer às leis de trânsito.',
  at: ({ ctx, tokens, add, i, t, n1, n2, lem }) => {
    if (
      (lem.has('obedecer') || lem.has('desobedecer')) &&
      !relativeWithA(tokens, i) &&
      n1 &&
      /^(?:o|os|a|as)$/.test(n1.lower) &&
      n2 &&
      hasPos(ctx, n2, 'n') &&
      articleAgrees(ctx, n1, n2)
    ) {
      const fix = { o: 'ao', os: 'aos', a: 'à', as: 'às' }[n1.lower]!;
      add(t, n2, K.regencia, '"Obedecer" pede a preposição "a".', `${t.text} ${fix} ${n2.text}`);
      return true;
    }
    return false;
  },
};

export const implicarWithoutPreposition: GrammarRule = {
  nome: 'implicar sem preposição',
  tipo: 'regencia',
  exemplo: 'A decisão implicou em cortes na saúde.',
  contraExemplo: 'A decisão implicou cortes na saúde.',
  at: ({ ctx, add, low, t, w, p, n1, lem }) => {
    if (
      lem.has('implicar') &&
      !hasPos(ctx, t, 'n') &&
      !/^implicad[oa]s?$/.test(w) &&
      low(p) !== 'se' &&
      n1 &&
      /^(?:em|no|na|nos|nas|num|numa)$/.test(n1.lower) &&
      !/-se$/.test(w)
    ) {
      const fix = { em: '', no: 'o', na: 'a', nos: 'os', nas: 'as', num: 'um', numa: 'uma' }[n1.lower]!;
      add(
        t,
        n1,
        K.regencia,
        '"Implicar" no sentido de acarretar não pede preposição: "implica o aumento".',
        `${t.text}${fix ? ' ' + fix : ''}`,
      );
      return true;
    }
    return false;
  },
};

export const chegarA: GrammarRule = {
  nome: 'chegar a',
  tipo: 'regencia',
  exemplo: 'Os alunos chegam na escola cansados.',
  contraExemplo: 'Os alunos chegam à escola cansados.',
  at: (v) => {
    const { ctx, add, t, n1, n2, lem } = v;
    if (
      lem.has('chegar') &&
      finiteOrInf(ctx, t) &&
      n1 &&
      /^(?:em|no|na|nos|nas)$/.test(n1.lower) &&
      n2 &&
      !TIME_UNITS.has(n2.lower) &&
      !/^\d/.test(n2.lower) &&
      !(QUANTITY.test(n2.lower) && !/^uma?$/.test(n2.lower)) &&
      !(n2.lower === 'boa' && v.next(v.i, 3)?.lower === 'hora') &&
      !/^(?:momento|época|fase|ponto|final|fim|conclusão|acordo|consenso|resultado|patamar|nível)$/.test(n2.lower)
    ) {
      const fix = { em: 'a', no: 'ao', na: 'à', nos: 'aos', nas: 'às' }[n1.lower]!;
      add(t, n1, K.regencia, '"Chegar" pede a preposição "a" (chega-se a um lugar), não "em".', `${t.text} ${fix}`);
      return true;
    }
    return false;
  },
};

export const preferirA: GrammarRule = {
  nome: 'preferir a',
  tipo: 'regencia',
  exemplo: 'Muitos preferem trabalhar do que estudar.',
  contraExemplo: 'Muitos preferem trabalhar a estudar.',
  at: ({ ctx, add, sentenceOf, t, lem }) => {
    if (lem.has('preferir') && finiteOrInf(ctx, t)) {
      const s = sentenceOf(t)!;
      const k = s.tokens.findIndex((x, j) => x.start > t.start && x.lower === 'do' && s.tokens[j + 1]?.lower === 'que');
      if (k >= 0) {
        add(
          s.tokens[k]!,
          s.tokens[k + 1]!,
          K.regencia,
          '"Preferir" pede "a": prefere-se uma coisa a outra (não "do que").',
          'a',
        );
      }
    }
    return false;
  },
};

export const deQueAfterFato: GrammarRule = {
  // "O fato que muitos jovens abandonam a escola": the clause completes the noun, which takes "de". A relative
  // ("o fato que marcou", "a ideia que o governo apresentou é") has its verb right after "que" or lacks an object.
  nome: 'de que depois de fato, ideia, certeza',
  tipo: 'regencia',
  desdeOAjuste: true,
  exemplo: 'O fato que muitos jovens abandonam a escola preocupa os educadores.',
  contraExemplo: 'O fato que marcou a década foi a pandemia, e a ideia que o governo apresentou é falsa.',
  at: ({ ctx, tokens, add, next, p, i, t, n1 }) => {
    if (
      !NOUNS_OF_THAT.has(t.lower) ||
      n1?.lower !== 'que' ||
      !p ||
      !/^(?:o|a|do|da|ao|à|pelo|pela|no|na)$/.test(p.lower)
    )
      return false;
    // A subject right after "que": a determiner, a quantifier or a personal pronoun.
    const s = next(i, 2);
    if (!s || !(SUBJECT_DET.has(s.lower) || /^(?:ele|ela|eles|elas|nós|muitos|muitas|todos|todas)$/.test(s.lower)))
      return false;
    for (let x = i + 3; x < i + 10 && tokens[x] && tokens[x]!.sent === t.sent; x++) {
      if (!verbNumber(ctx, tokens[x])) continue;
      const after = next(x);
      // The verb with its object or complement after it: the completive clause.
      if (!after || finiteReadings(ctx, after).length) return false;
      add(t, n1!, K.regencia, `"${t.text}" pede a preposição "de" antes da oração que o completa.`, `${t.text} de que`);
      return true;
    }
    return false;
  },
};

export const irAPlace: GrammarRule = {
  // "ir no posto", "vão nas escolas": "ir" to a place takes "a" ("ao posto", "às escolas"); "ir na contramão", "ir no
  // sentido de" are manners, not places (kept out by the list of places).
  nome: 'ir a um lugar',
  tipo: 'regencia',
  desdeOAjuste: true,
  exemplo: 'Muitos idosos não vão no posto de saúde, e é difícil ir nas escolas.',
  contraExemplo: 'Muitos idosos não vão ao posto de saúde; foi na escola que aprenderam, e a medida vai na contramão.',
  at: ({ ctx, add, t, n1, n2, lem }) => {
    // "Foi na escola que": "foi" is also "ser"; "a IA nas escolas" is no verb.
    if (
      !lem.has('ir') ||
      lem.has('ser') ||
      /^\p{Lu}{2}/u.test(t.text) ||
      !n1 ||
      !n2 ||
      !PLACES.has(n2.lower) ||
      !finiteOrInf(ctx, t)
    )
      return false;
    const fix = ({ no: 'ao', na: 'à', nos: 'aos', nas: 'às' } as Record<string, string>)[n1.lower];
    if (!fix) return false;
    add(t, n1, K.regencia, '"Ir" a um lugar pede a preposição "a", não "em".', `${t.text} ${fix}`);
    return true;
  },
};

export const namorarCom: GrammarRule = {
  // "namoram com homens mais velhos": "namorar" takes its person as a direct object; "namorar com" is colloquial
  // ("com frequência", "com calma" are adverbials, not the person).
  nome: 'namorar com',
  tipo: 'regencia',
  desdeOAjuste: true,
  exemplo: 'Muitas adolescentes namoram com homens mais velhos.',
  contraExemplo: 'Muitas adolescentes namoram homens mais velhos, e outras namoram com frequência.',
  at: ({ ctx, add, t, n1, n2, lem }) => {
    if (!lem.has('namorar') || !finiteOrInf(ctx, t) || n1?.lower !== 'com' || !n2) return false;
    // The person: a phrase with its determiner, a pronoun, or a bare plural noun ("com homens").
    const person =
      SUBJECT_DET.has(n2.lower) ||
      /^(?:ele|ela|eles|elas)$/.test(n2.lower) ||
      (onlyPos(ctx, n2, ['n']) && agreement(ctx, n2, ['n'])?.n.has('sg') === false);
    if (!person) return false;
    const pronoun = { ele: 'o', ela: 'a', eles: 'os', elas: 'as' }[n2.lower];
    add(
      t,
      pronoun ? n2 : n1,
      K.regencia,
      '"Namorar" pede objeto direto: namora-se alguém, sem "com".',
      pronoun ? `${pronoun} ${t.text}` : t.text,
    );
    return true;
  },
};

export const assistirABeforeBarePlural: GrammarRule = {
  // "assistir vídeos": the bare plural of what one watches, with no article for the fitted rule to read.
  nome: 'assistir a antes de plural sem artigo',
  tipo: 'regencia',
  desdeOAjuste: true,
  exemplo: 'Os jovens passam horas a assistir séries e assistem filmes violentos.',
  contraExemplo: 'Os jovens passam horas a assistir a séries; os médicos assistem pacientes graves.',
  at: ({ ctx, add, t, n1, lem }) => {
    if (!lem.has('assistir') || !n1 || !MEDIA.has(n1.lower) || !finiteOrInf(ctx, t)) return false;
    if (agreement(ctx, n1, ['n'], false)?.n.has('sg') !== false) return false;
    add(t, n1, K.regencia, '"Assistir" no sentido de ver pede a preposição "a".', `${t.text} a ${n1.text}`);
    return true;
  },
};

export const missingAWithVerb: GrammarRule = {
  // "visam o protagonismo", "aspiram uma vaga", "obedecem determinações": a verb whose complement is in "a" and
  // that takes no direct object in the sense essays use (c1-regencia.ts) has the preposition before any noun
  // phrase, whatever opens it (an article, another determiner, none). "obedecer o/a" is the fitted rule's, "a"
  // before a feminine noun the crase rules'; before an infinitive ("visam garantir") the preposition may be left
  // out.
  nome: 'verbo que pede "a" antes de objeto sem a preposição',
  tipo: 'regencia',
  desdeOAjuste: true,
  exemplo:
    'As medidas visam o bem-estar da população, os jovens aspiram uma vaga e os motoristas desobedecem regras. As plataformas, visando apenas o lucro, cortam custos.',
  contraExemplo:
    'As medidas visam ao bem-estar da população e visam garantir direitos; a vaga a que aspiram os jovens é rara.',
  at: ({ ctx, tokens, add, next, i, t, lem }) => {
    // "visando apenas o lucro": a focusing adverb between the verb and its complement.
    const skip = BETWEEN_GOVERNOR_AND_A.has(next(i)?.lower ?? '') ? 1 : 0;
    const [n1, n2] = [next(i, 1 + skip), next(i, 2 + skip)];
    if (!n1 || !n2 || ![...lem].some((l) => ONLY_A.has(l)) || !finiteOrInf(ctx, t) || hasPos(ctx, t, 'n')) return false;
    if (relativeWithA(tokens, i)) return false;
    // "aspirar o ar": breathing in.
    if (/^(?:ar|fumaça|poeira|pó|gases?)$/.test(n2.lower) || /^(?:ar|fumaça|poeira|pó|gases?)$/.test(n1.lower))
      return false;
    const d = n1.lower;
    let fix: string | undefined;
    if (/^os?$/.test(d)) {
      const obey = lem.has('obedecer') || lem.has('desobedecer');
      if (obey && hasPos(ctx, n2, 'n')) return false;
      // "o próprio limite", "o pleno desenvolvimento": an adjective of the article's gender and number before its
      // noun ("obedecer o/a" + a noun is the fitted rule's).
      const n3 = next(i, 3 + skip);
      const adjNoun = !!n3 && adjLike(ctx, n2) && adjBeforeNoun(ctx, n2, n3) && articleAgrees(ctx, n1, n3);
      if (adjNoun || (!obey && (articleAgrees(ctx, n1, n2) || /^\p{Ll}+-\p{Ll}+$/u.test(n2.text))))
        fix = d === 'o' ? 'ao' : 'aos';
    }
    // "visar" with a direct object ("visando uma melhoria") has become usual in Brazil: only before "o"/"os".
    else if (lem.has('visar')) return false;
    else if (
      /^(?:um|uma|uns|umas|esse|essa|esses|essas|este|esta|estes|estas|seu|sua|seus|suas|nosso|nossa|nossos|nossas|tal|tais|todo|toda|todos|todas|cada|qualquer)$/.test(
        d,
      )
    ) {
      if (isNoun(ctx, n2) || adjLike(ctx, n2)) fix = `a ${n1.text}`;
    } else if (/^aquel[ea]s?$/.test(d)) fix = `à${n1.text.slice(1)}`;
    // A bare noun (or an adjective before one), no verb reading: "obedecem determinações", "visam lucro".
    else if (
      isNoun(ctx, n1) &&
      onlyPos(ctx, n1, ['n', 'adj']) &&
      !/^\p{Lu}/u.test(n1.text) &&
      !TIME_UNITS.has(n1.lower)
    )
      fix = `a ${n1.text}`;
    if (!fix) return false;
    const between = skip ? ` ${next(i)!.text}` : '';
    add(t, n1, K.regencia, `"${t.text}", nesse sentido, pede a preposição "a".`, `${t.text}${between} ${fix}`);
    return true;
  },
};
