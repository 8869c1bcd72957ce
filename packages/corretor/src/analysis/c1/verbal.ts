// Verbal agreement (GRAMMAR_KINDS.verbal): impersonal "haver" and "fazer", a verb and its subject before or after it
// (found by subject.ts), relatives, the passive "se"; and the inflected infinitive (GRAMMAR_KINDS.infinitivo).
import type { Token } from '../../text.js';
import { verbTakesA } from '../c1-regencia.js';
import {
  anyPlural,
  anyPluralVerb,
  anySingular,
  firstKnown,
  inflectedTo,
  keepCase,
  pastPlural,
  unknownVerbPlural,
  verbPlural,
  verbSingular,
} from './inflect.js';
import { nounPhrase, NP_PREPOSITIONS } from './noun-phrase.js';
import {
  adjLike,
  agreement,
  articleAgrees,
  type Ctx,
  finiteReadings,
  hasPos,
  heads,
  isNoun,
  isVerb,
  lemmas,
  onlyInfinitive,
  onlyPos,
  opensClause,
  perfectParticiple,
  readingsOf,
  spaceOnly,
  thirdSingular,
  unknownInfinitive,
  unknownWord,
  verbNumber,
} from './reading.js';
import { type GrammarRule, K, type RuleView } from './rule.js';
import {
  APPROXIMATIONS_BEFORE,
  asideClose,
  bareComplementAntecedent,
  barePluralSubject,
  betweenAdverb,
  coordinatedRelative,
  countedNoun,
  mainSubjectRelative,
  noFinite,
  objectRelative,
  pastAdjuncts,
  pastAside,
  pluralAdjAfter,
  pluralAntecedent,
  pluralSubjectBefore,
  relativeListAntecedent,
  subjectAfter,
  subjectBefore,
  subjectHeadBefore,
  subjectPastAdjunctAndAside,
  verbLater,
} from './subject.js';
import {
  ARTICLES,
  BETWEEN_SUBJECT_AND_VERB,
  CARDINAL,
  COLLECTIVE,
  COPULAS,
  MODALS,
  NOT_VERBS,
  PARTITIVE,
  PLURAL_COUNT,
  PLURAL_DET,
  PREPOSITIONS,
  QUANTIFIERS,
  QUANTITY,
  set,
  SUBJECT_DET,
  TIME_UNITS,
  timeSpan,
} from './words.js';

/**
 * The index of the word after an aside that opens at tokens[from] and closes with a comma within eight words of the
 * same sentence ("vende-se, em qualquer loja, celulares" → "celulares"); `from` itself when no comma closes it.
 */
function asideEnd(tokens: Token[], gap: (a: Token, b: Token) => string, from: number): number {
  for (let k = from; k < from + 8 && tokens[k + 1]?.sent === tokens[from]?.sent; k++)
    if (/,/.test(gap(tokens[k]!, tokens[k + 1]!))) return k + 1;
  return from;
}
/** Verbs whose subject often follows them: "existir", "ocorrer", "surgir"… */
const THERE_IS = set('existir ocorrer surgir acontecer persistir');
/** Intransitive verbs whose subject follows them when they open the clause ("Falta creches", "Circula milhares"). */
const SUBJECT_FOLLOWS = set('faltar restar sobrar circular chegar bastar');
/** Of those, the ones whose subject may be a span of time ("Faltam dois dias", "Bastam poucos minutos"). */
const SPAN_IS_SUBJECT = set('faltar restar sobrar bastar');
/** Intransitive verbs whose subject follows them when it is a quantity ("Nas ruas, vive milhares de pessoas"). */
const QUANTITY_FOLLOWS = set('viver morar morrer nascer');
const SUBJECT_QUANTITY =
  /^(?:\d+|milhares|milhões|centenas|dezenas|mais|cerca|muitos|muitas|inúmeros|inúmeras|vários|várias|diversos|diversas)$/;
/** Impersonal "haver" ("existir") and "fazer" (elapsed time) in the plural, with their singular. */
const IMPERSONAL_PLURAL: Record<string, string> = {
  haviam: 'havia',
  houveram: 'houve',
  haverão: 'haverá',
  haveriam: 'haveria',
  houvessem: 'houvesse',
  houverem: 'houver',
  hajam: 'haja',
  fazem: 'faz',
  faziam: 'fazia',
  fizeram: 'fez',
  farão: 'fará',
  fariam: 'faria',
};
/** What follows a verb and not a noun: "que", an article, a preposition other than "de", a participle, an infinitive, a name. */
function verbFollows(ctx: Ctx, n: Token, verb?: Token): boolean {
  // "precisa de": the adjective "preciso" is not followed by "de" in an essay.
  if (verb && n.lower === 'de' && lemmas(ctx, verb).has('precisar')) return true;
  if (n.lower === 'que' || ARTICLES.has(n.lower) || /^\p{Lu}/u.test(n.text)) return !/^d[eoa]s?$/.test(n.lower);
  if (PREPOSITIONS.has(n.lower)) return !/^d[eoa]s?$|^d[ao]s?$/.test(n.lower);
  const h = heads(ctx, n);
  if (unknownInfinitive(ctx, n)) return true;
  // An infinitive ("agir" is also the future subjunctive "quando eu agir", the same form) or a participle.
  if (
    h.length > 0 &&
    h.some((tags) => tags.includes('pp') || tags.includes('inf')) &&
    h.every((tags) => isVerb(tags) && ['pp', 'inf', 'fts', 'infps'].some((x) => tags.includes(x)))
  )
    return true;
  // A plural adjective or participle cannot qualify the singular noun: it is the predicative ("os homens era privilegiados");
  // a plural noun right after it is its object ("os algoritmos mostra conteúdos").
  const a = agreement(ctx, n, ['adj', 'vblex']) ?? agreement(ctx, n, ['n', 'adj']);
  return !!a && a.n.size === 1 && a.n.has('pl');
}
/**
 * tokens at v.t is a third person singular verb (or one the analyser does not know, with its plural in `unknown`): not
 * an infinitive, not a preposition the dictionary reads as a verb, and a form that is also a noun or an adjective only
 * before what follows a verb.
 */
function singularVerb(v: RuleView): { unknown?: string } | undefined {
  const { ctx, sp, t, w, n1, fin } = v;
  const unknown = unknownVerbPlural(ctx, sp, t);
  if (!unknown && (!thirdSingular(fin) || heads(ctx, t).some((tags) => tags.includes('inf')))) return undefined;
  if (NOT_VERBS.has(w)) return undefined;
  if (
    !unknown &&
    !onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod']) &&
    !(n1 && verbFollows(ctx, n1, t) && onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod', 'n', 'adj']))
  )
    return undefined;
  return { unknown };
}
/**
 * verbNumber, and "sg" for a form also a noun ("causa", "cobre") read as the verb after an adverb that stands before
 * verbs ("já causa", "não cobre").
 */
function verbNumberAfter(ctx: Ctx, t: Token, before: Token | undefined): 'sg' | 'pl' | undefined {
  return (
    verbNumber(ctx, t) ??
    (before &&
    BETWEEN_SUBJECT_AND_VERB.has(before.lower) &&
    thirdSingular(finiteReadings(ctx, t)) &&
    onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod', 'n'])
      ? 'sg'
      : undefined)
  );
}
/** Verbs whose subject may follow them, or that have none: a second verb of these after "e" has a subject of its own. */
const OWN_SUBJECT = set(
  'ser estar haver fazer faltar caber bastar restar parecer existir ocorrer surgir acontecer persistir ficar sobrar',
);
/** Marks the plural verb at v.t whose subject is the clause of the infinitive `inf`: it takes the singular. */
function infinitiveSubject({ sp, add, t, w }: RuleView, inf: Token): boolean {
  const fix = anySingular(sp, w);
  if (!fix) return false;
  add(
    t,
    t,
    K.verbal,
    `O sujeito de "${t.text}" é a oração com "${inf.text}": o verbo fica no singular.`,
    keepCase(t.text, fix),
  );
  return true;
}
/** Verbs that take a predicative of their object or two objects: two phrases after them are not object and subject. */
const TWO_PHRASE_VERBS = set(
  'tornar considerar chamar eleger nomear deixar fazer julgar achar ter dar ensinar mostrar oferecer pagar cobrar perguntar informar avisar lembrar pedir garantir assegurar negar custar',
);

export const inflectedInfinitive: GrammarRule = {
  // ----- inflected infinitive after a modal ("devem fazerem"), or in the second person with no "tu"
  nome: 'infinitivo flexionado',
  tipo: 'infinitivo',
  exemplo: 'Os cidadãos podem denunciarem os abusos.',
  contraExemplo: 'Os cidadãos podem denunciar os abusos.',
  at: ({ ctx, tokens, add, low, t, w, p, lem }) => {
    const infps = heads(ctx, t).filter((tags) => tags.includes('infps'));
    if (infps.length && [...lem].length === 1 && !lem.has(w)) {
      const base = [...lem][0]!;
      const modal = p && [...lemmas(ctx, p)].some((l) => MODALS.has(l)) && finiteReadings(ctx, p).length > 0;
      const secondPerson =
        heads(ctx, t).every((tags) => (tags.includes('infps') || tags.includes('fts')) && tags.includes('p2')) &&
        /^(?:para|pra|ao|sem|até|por|a)$/.test(low(p)) &&
        !tokens.some((x) => x.lower === 'tu');
      if (modal || secondPerson) {
        add(
          t,
          t,
          K.infinitivo,
          modal
            ? `Depois de "${p!.text}" o infinitivo não se flexiona: o verbo auxiliar já leva a pessoa.`
            : `"${t.text}" é infinitivo flexionado na 2ª pessoa (tu), que não tem sujeito no texto: use o infinitivo "${base}".`,
          base,
        );
        return true;
      }
    }
    return false;
  },
};

export const impersonalHaver: GrammarRule = {
  // ----- verbal agreement: impersonal haver / fazer, existir, a simple subject and its verb
  nome: 'haver impessoal',
  tipo: 'verbal',
  exemplo: 'Houveram muitos protestos contra a reforma.',
  contraExemplo: 'Houve muitos protestos contra a reforma.',
  at: ({ ctx, add, t, w, n1, lem, fin }) => {
    if (
      fin.length &&
      lem.has('haver') &&
      fin.every((tags) => tags.includes('pl')) &&
      n1 &&
      !perfectParticiple(ctx, n1) &&
      (hasPos(ctx, n1, 'det') ||
        hasPos(ctx, n1, 'n') ||
        QUANTITY.test(n1.lower) ||
        /^(?:muitos|muitas|vários|várias|poucos|poucas|diversos|diversas)$/.test(n1.lower))
    ) {
      add(
        t,
        t,
        K.verbal,
        '"Haver" no sentido de existir é impessoal e fica no singular.',
        keepCase(t.text, IMPERSONAL_PLURAL[w] ?? 'há'),
      );
      return true;
    }
    return false;
  },
};

export const impersonalHaverAuxiliary: GrammarRule = {
  nome: 'auxiliar de haver impessoal',
  tipo: 'verbal',
  exemplo: 'Devem haver soluções para o problema da fome e, em cada bairro, podem haver, aos domingos, feiras.',
  contraExemplo: 'Deve haver soluções para o problema da fome e, em cada bairro, pode haver, aos domingos, feiras.',
  at: ({ ctx, tokens, sp, add, i, t, w, p, n1 }) => {
    // "Devem haver, em cada bairro, espaços": an aside after it, then the phrase haver introduces.
    const aside = !n1 && !!tokens[i + 1] && /^\s*,\s*$/.test(ctx.doc.text.slice(t.end, tokens[i + 1]!.start));
    if (
      w === 'haver' &&
      p &&
      finiteReadings(ctx, p).every((tags) => tags.includes('pl')) &&
      finiteReadings(ctx, p).length &&
      [...lemmas(ctx, p)].some((l) => MODALS.has(l) || l === 'ir') &&
      ((n1 && !perfectParticiple(ctx, n1)) || (aside && subjectAfter(ctx, tokens, i)))
    ) {
      add(
        p,
        t,
        K.verbal,
        'Com "haver" impessoal, o auxiliar também fica no singular: "pode haver", "deve haver".',
        `${keepCase(p.text, anySingular(sp, p.lower) ?? p.lower)} haver`,
      );
      return true;
    }
    return false;
  },
};

export const impersonalFazer: GrammarRule = {
  nome: 'fazer impessoal',
  tipo: 'verbal',
  exemplo: 'Fazem dez anos que a lei foi aprovada.',
  contraExemplo: 'Faz dez anos que a lei foi aprovada.',
  at: ({ ctx, tokens, add, low, i, t, w, p, n1, n2, lem, fin }) => {
    // With a subject before it ("Os alunos fazem dois anos de curso") "fazer" is not the impersonal one: that one
    // opens its clause ("Fazem dez anos que", "já fazem dois anos.") and the time is followed by "que", "desde" or
    // the end of the clause.
    if (!opensClause(ctx, tokens, i) && !/^(?:já|hoje)$/.test(low(p))) return false;
    const after = n2 ? tokens[tokens.indexOf(n2) + 1] : undefined;
    if (after && after.sent === t.sent && spaceOnly(ctx, n2!, after) && !/^(?:que|desde)$/.test(after.lower))
      return false;
    if (
      fin.length &&
      lem.has('fazer') &&
      fin.every((tags) => tags.includes('pl')) &&
      n1 &&
      n2 &&
      timeSpan(n1, n2) &&
      !/^(?:eles|elas|que)$/.test(low(p))
    ) {
      add(
        t,
        t,
        K.verbal,
        '"Fazer" indicando tempo decorrido é impessoal: "faz anos".',
        keepCase(t.text, IMPERSONAL_PLURAL[w] ?? 'faz'),
      );
      return true;
    }
    return false;
  },
};

export const existirWithSubjectAfter: GrammarRule = {
  nome: 'existir com sujeito posposto',
  tipo: 'verbal',
  exemplo: 'Existia muitas barreiras para o voto feminino.',
  contraExemplo: 'Existiam muitas barreiras para o voto feminino.',
  at: ({ ctx, sp, add, next, i, t, w, n1, lem, fin }) => {
    // "Surgiu muitas vezes", "ocorreu dois anos depois": an adverbial of frequency or time, not the subject.
    const n2 = next(i, 2);
    const phraseNoun = n1 && PLURAL_DET.has(n1.lower) ? n2 : n1;
    if (phraseNoun && (/^vez(?:es)?$/.test(phraseNoun.lower) || TIME_UNITS.has(phraseNoun.lower))) return false;
    if (
      fin.length &&
      (lem.has('existir') || lem.has('ocorrer') || lem.has('surgir')) &&
      !heads(ctx, t).some((tags) => tags.includes('inf')) &&
      fin.every((tags) => tags.includes('sg')) &&
      n1 &&
      (PLURAL_DET.has(n1.lower) || (agreement(ctx, n1, ['n'])?.n.has('pl') && !agreement(ctx, n1, ['n'])?.n.has('sg')))
    ) {
      add(
        t,
        n1,
        K.verbal,
        `O sujeito de "${t.text}" vem depois e está no plural: o verbo concorda com ele.`,
        `${verbPlural(sp, w) ?? pastPlural(sp, w) ?? t.text} ${n1.text}`,
      );
      return true;
    }
    return false;
  },
};

export const simpleSubjectAndVerb: GrammarRule = {
  nome: 'sujeito simples e verbo',
  tipo: 'verbal',
  exemplo: 'Ele vêm de uma família humilde.',
  contraExemplo: 'Ele vem de uma família humilde.',
  at: ({ ctx, doc, tokens, sp, add, prev, i, t, w, lem, fin }) => {
    if (
      fin.length &&
      i >= 1 &&
      onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod', 'adj']) &&
      !NOT_VERBS.has(w) &&
      !(hasPos(ctx, t, 'adj') && verbLater(ctx, tokens, i))
    ) {
      const subj = subjectBefore(ctx, tokens, i, prev);
      if (subj) {
        const verbNumbers = new Set(
          fin.filter((tags) => tags.includes('p3')).flatMap((tags) => tags.filter((x) => x === 'sg' || x === 'pl')),
        );
        const allP3 = fin.every((tags) => tags.includes('p3') || tags.includes('p1') || tags.includes('p2'));
        if (
          allP3 &&
          verbNumbers.size === 1 &&
          !fin.some((tags) => (tags.includes('p1') || tags.includes('p2')) && tags.includes(subj.number))
        ) {
          const vn = [...verbNumbers][0]!;
          // "o problema são as pessoas": "ser" may agree with a plural predicative.
          if (
            vn !== subj.number &&
            !(vn === 'pl' && fin.some((tags) => tags.includes('p1'))) &&
            !(vn === 'pl' && lem.has('ser'))
          ) {
            // The singular of a past tense by its ending ("votaram" → "votou", not the pluperfect "votara").
            const fix = subj.number === 'pl' ? verbPlural(sp, w) : verbSingular(sp, w) && anySingular(sp, w);
            if (fix) {
              add(
                subj.head,
                t,
                K.verbal,
                `O verbo concorda com o sujeito "${doc.text.slice(subj.from.start, subj.head.end)}" (${subj.number === 'pl' ? 'plural' : 'singular'}).`,
                `${doc.text.slice(subj.head.start, t.start)}${keepCase(t.text, fix)}`,
              );
              return true;
            }
          }
        }
      }
    }
    return false;
  },
};

export const pluralSubjectAdverbSingularVerb: GrammarRule = {
  nome: 'sujeito no plural, advérbio e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Muitas vezes, os jovens não tem acesso à cultura, e nem todos vem à escola. Só assim os cidadãos poderá usar a rede.',
  contraExemplo:
    'Muitas vezes, os jovens não têm acesso à cultura, e nem todos vêm à escola. Só assim os cidadãos poderão usar a rede.',
  at: ({ ctx, tokens, sp, sentenceOf, add, prev, low, i, t, w, n1, fin }) => {
    const unknown = unknownVerbPlural(ctx, sp, t);
    if ((!thirdSingular(fin) && !unknown) || NOT_VERBS.has(w)) return false;
    // A form that is also a noun or an adjective ("luta", "era", "mostra", "precisa") is read as the verb only when
    // what follows is what follows a verb: "que", an article, a preposition other than "de", a participle, an
    // infinitive or a name ("as mulheres luta por", "os homens era privilegiados", "os estudos mostra que").
    const nounVerb = !unknown && !onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod']);
    if (nounVerb && !onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod', 'n', 'adj'])) return false;
    if (nounVerb && !(n1 && verbFollows(ctx, n1, t))) return false;
    let j = i;
    while (prev(j) && BETWEEN_SUBJECT_AND_VERB.has(prev(j)!.lower)) j--;
    const s = prev(j);
    if (!s) return false;
    let subject: Token | undefined;
    // The subject may also follow an adverb or a noun ("Nas escolas os professores deve"; `subjectBefore`, loose),
    // be a bare plural noun opening the sentence or a clause ("Crianças não tem"), or come before a past or future
    // tense the fitted rule has no plural for ("os migrantes chegou" → "chegaram", "os cidadãos poderá").
    const bareOpener = (x: Token) => {
      const o = tokens[tokens.indexOf(x) - 1];
      const a = agreement(ctx, x, ['n']);
      return (
        !!a &&
        a.n.size === 1 &&
        a.n.has('pl') &&
        (sentenceOf(x)?.tokens[0] === x ||
          (!!o && o.sent === x.sent && /,\s*$/.test(ctx.doc.text.slice(o.end, x.start))))
      );
    };
    const opener = tokens[tokens.indexOf(s) - 1];
    const bare =
      !heads(ctx, t).some((tags) => tags.includes('inf')) &&
      onlyPos(ctx, s, ['n', 'adj']) &&
      agreement(ctx, s, ['n', 'adj'])?.n.size === 1 &&
      agreement(ctx, s, ['n', 'adj'])!.n.has('pl') &&
      hasPos(ctx, s, 'n') &&
      (sentenceOf(s)?.tokens[0] === s ||
        (!!opener && opener.sent === s.sent && /,\s*$/.test(ctx.doc.text.slice(opener.end, s.start))));
    if (/^(?:eles|elas|todos|todas|ambos|ambas|quais)$/.test(s.lower) && !PREPOSITIONS.has(low(prev(j - 1))))
      subject = s;
    // "os que não tem", "aqueles que tem": the relative takes up a plural pronoun.
    else if (s.lower === 'que' && /^(?:os|as|aqueles|aquelas)$/.test(low(prev(j - 1)))) subject = prev(j - 1);
    // "Pessoas que não tem": the relative takes up the bare plural noun opening the clause.
    else if (s.lower === 'que' && prev(j - 1) && onlyPos(ctx, prev(j - 1), ['n']) && bareOpener(prev(j - 1)!))
      subject = prev(j - 1);
    // "os mesmos não tem"
    else if (/^(?:mesmos|mesmas)$/.test(s.lower) && /^(?:os|as)$/.test(low(prev(j - 1)))) subject = s;
    else if (bare && !nounVerb) subject = s;
    else subject = subjectBefore(ctx, tokens, j, prev, true, nounVerb)?.number === 'pl' ? s : undefined;
    if (!subject) return false;
    const fix = unknown ?? anyPlural(sp, w);
    if (!fix) return false;
    // "os mesmos" is marked apart (expressão condenada): the verb alone, so that both slips show.
    const from = /^(?:mesmos|mesmas)$/.test(subject.lower) ? t : subject;
    add(from, t, K.verbal, `O verbo concorda com o sujeito no plural ("${subject.text}").`, keepCase(t.text, fix));
    return true;
  },
};

export const compoundSubjectSingularVerb: GrammarRule = {
  // A subject the rules above do not reach: a head noun with its complements ("notícias sobre as queimadas na
  // Amazônia tem circulado") or simple noun phrases joined by "e" ("o Estado, a escola e a família tem").
  nome: 'sujeito composto ou com complementos e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Nas últimas semanas, notícias sobre as queimadas na floresta tem circulado, e o Estado e a família tem papel nisso. Em primeiro lugar, a escola e a mídia influencia os jovens.',
  contraExemplo:
    'Nas últimas semanas, notícias sobre as queimadas na floresta têm circulado, e a falta de escolas e hospitais tem peso nisso. O equilíbrio entre a fé, o esforço e o estudo é o segredo.',
  at: (v) => {
    const { ctx, tokens, sp, add, prev, i, t, w, n1, lem } = v;
    const verb = singularVerb(v);
    if (!verb) return false;
    const { unknown } = verb;
    let j = i;
    while (prev(j) && BETWEEN_SUBJECT_AND_VERB.has(prev(j)!.lower)) j--;
    // Right before the verb, nothing but spaces; "é o que", "é a mais nova" may agree with the predicative.
    if (!prev(j) || lem.has('haver') || (lem.has('ser') && n1 && (ARTICLES.has(n1.lower) || SUBJECT_DET.has(n1.lower))))
      return false;
    const subject = pluralSubjectBefore(ctx, tokens, j - 1);
    if (!subject) return false;
    const fix = unknown ?? verbPlural(sp, w) ?? pastPlural(sp, w);
    if (!fix) return false;
    add(
      subject,
      t,
      K.verbal,
      `O sujeito que começa em "${subject.text}" está no plural: o verbo concorda com ele.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const singularCopulaPluralPredicative: GrammarRule = {
  nome: 'verbo de ligação no singular e predicativo no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Essas leis, segundo Locke, foi feitas para os homens.',
  contraExemplo: 'Essas leis, segundo Locke, foram feitas para os homens, e a lei foi feita para todos.',
  at: ({ ctx, sp, add, t, w, n1, n2, lem, fin }) => {
    if (!n1 || !fin.length || !(lem.has('ser') || lem.has('estar'))) return false;
    if (!fin.every((tags) => tags.includes('sg') && tags.includes('p3'))) return false;
    const h = heads(ctx, n1);
    if (!h.length || !h.every((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp'))))
      return false;
    const aa = agreement(ctx, n1, ['adj', 'vblex'], false);
    if (!aa || aa.n.has('sg') || QUANTIFIERS.test(n1.lower)) return false;
    if (n2 && hasPos(ctx, n2, 'n') && !hasPos(ctx, n2, 'pr')) return false;
    const fix = verbPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      n1,
      K.verbal,
      `"${n1.text}" está no plural: o verbo concorda com o mesmo sujeito.`,
      `${keepCase(t.text, fix)} ${n1.text}`,
    );
    return true;
  },
};

export const singularExistirBeforePluralSubject: GrammarRule = {
  nome: 'existir no singular antes de sujeito no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Existe outros fatores, e não existe limites para a ganância.',
  contraExemplo: 'Existem outros fatores, e não existe limite para a ganância.',
  at: ({ ctx, sp, add, t, w, n1, lem, fin }) => {
    if (!n1 || !fin.length || !(lem.has('existir') || lem.has('ocorrer') || lem.has('surgir'))) return false;
    if (heads(ctx, t).some((tags) => tags.includes('inf')) || !fin.every((tags) => tags.includes('sg'))) return false;
    const pl = agreement(ctx, n1, ['n'], false);
    const plural =
      /^(?:outros|outras|inúmeros|inúmeras|tantos|tantas|poucos|poucas)$/.test(n1.lower) ||
      (!!pl && pl.n.has('pl') && !pl.n.has('sg') && !/^\p{Lu}/u.test(n1.text));
    if (!plural) return false;
    const fix = verbPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      n1,
      K.verbal,
      `O sujeito de "${t.text}" vem depois e está no plural: o verbo concorda com ele.`,
      `${keepCase(t.text, fix)} ${n1.text}`,
    );
    return true;
  },
};

export const singularVerbBeforeDistantPluralSubject: GrammarRule = {
  // The subject after its verb, beyond what the rule above reads: a quantifier before it ("Surgiu muitas dúvidas"),
  // an aside between commas ("Existe, em várias cidades, comunidades"), and "faltar"/"restar" opening the clause
  // ("Falta creches").
  nome: 'verbo no singular antes de sujeito no plural distante ou quantificado',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Existe, em várias cidades, comunidades isoladas. Falta creches e surgiu muitas dúvidas. Basta poucos minutos.',
  contraExemplo:
    'Existem, em várias cidades, comunidades isoladas. Falta às creches verba, e surgiram muitas dúvidas. Basta ler.',
  at: ({ ctx, tokens, sp, add, i, t, w, lem, fin }) => {
    if (!thirdSingular(fin) || heads(ctx, t).some((tags) => tags.includes('inf'))) return false;
    // Opening its clause, or after an adjunct that does ("Nas escolas públicas falta professores").
    const opens =
      opensClause(ctx, tokens, i) ||
      (i > 0 && /^(?:não|ainda|também)$/.test(tokens[i - 1]!.lower) && opensClause(ctx, tokens, i - 1)) ||
      [1, 2, 3, 4, 5, 6].some(
        (d) => i - d >= 0 && opensClause(ctx, tokens, i - d) && pastAdjuncts(ctx, tokens, i - d, true) === i,
      );
    // "Nos últimos anos, aumentou os casos": a verb of change opening the sentence or following an adverbial and a
    // comma, with an article and a plural noun after it (not after "que": "o governo, que aumentou os impostos").
    const change =
      ['aumentar', 'crescer', 'diminuir', 'cair'].some((l) => lem.has(l)) &&
      (!tokens[i - 1] ||
        tokens[i - 1]!.sent !== t.sent ||
        /,\s*$/.test(ctx.doc.text.slice(tokens[i - 1]!.end, t.start))) &&
      /^(?:os|as)$/.test(tokens[i + 1]?.lower ?? '');
    // "cresce, a cada lançamento de um novo modelo, as montanhas de aparelhos": the verb of change opening its
    // clause, an aside of up to ten words between commas, then the article of the subject.
    const changeAside =
      !change &&
      ['aumentar', 'crescer', 'diminuir', 'cair'].some((l) => lem.has(l)) &&
      opensClause(ctx, tokens, i) &&
      !!tokens[i + 1] &&
      tokens[i + 1]!.sent === t.sent &&
      /^\s*,\s*$/.test(ctx.doc.text.slice(t.end, tokens[i + 1]!.start))
        ? asideClose(ctx, tokens, i + 1, 10)
        : undefined;
    if (changeAside !== undefined && !/^(?:os|as)$/.test(tokens[changeAside + 1]?.lower ?? '')) return false;
    // After "e", the verb opens a clause of its own ("Falta professores e sobra problemas"): a subject before "e"
    // is the first verb's, and the one after this verb is read as for a verb opening its clause, without adjuncts.
    const afterAnd =
      i > 0 && tokens[i - 1]!.lower === 'e' && tokens[i - 1]!.sent === t.sent && spaceOnly(ctx, tokens[i - 1]!, t);
    const thereIs = [...lem].some((l) => THERE_IS.has(l));
    const quantity = (opens || afterAnd) && [...lem].some((l) => QUANTITY_FOLLOWS.has(l));
    if (!(
      thereIs ||
      change ||
      changeAside !== undefined ||
      quantity ||
      ((opens || afterAnd) && !NOT_VERBS.has(w) && [...lem].some((l) => SUBJECT_FOLLOWS.has(l)))
    ))
      return false;
    // "Existe no Brasil milhões de pessoas": a place between the verb and its subject.
    const place =
      thereIs &&
      /^(?:em|no|na|nos|nas)$/.test(tokens[i + 1]?.lower ?? '') &&
      !!tokens[i + 2] &&
      tokens[i + 2]!.sent === t.sent &&
      // a name or a singular noun ("no Brasil", "na sociedade"), not a plural that may be the subject's start
      (/^\p{Lu}/u.test(tokens[i + 2]!.text) ||
        (onlyPos(ctx, tokens[i + 2], ['n']) && agreement(ctx, tokens[i + 2], ['n'])?.n.has('pl') === false)) &&
      /^ +$/.test(
        ctx.doc.text.slice(t.end, tokens[i + 1]!.start) + ctx.doc.text.slice(tokens[i + 1]!.end, tokens[i + 2]!.start),
      );
    // Opening its clause, the verb has no subject before it: adjuncts may stand between it and the subject after it
    // ("Existe hoje no país mais de mil escolas", "circula diariamente nas ruas milhares de carros").
    // Not after a relative ("o que ocorre nas redes"): "que" is its subject.
    const relative = /^(?:que|quem|qual|quais)$/.test(tokens[i - 1]?.lower ?? '');
    // "Basta alguns minutos", "Falta dois dias": after these verbs a span of time is the subject, not an adjunct.
    const spanSubject =
      (opens || afterAnd) && !relative && [...lem].some((l) => SUBJECT_FOLLOWS.has(l) && SPAN_IS_SUBJECT.has(l));
    const noPredicative = (opens || afterAnd) && !relative && [...lem].some((l) => SUBJECT_FOLLOWS.has(l));
    const after =
      (changeAside !== undefined
        ? subjectAfter(ctx, tokens, i, false, false, { from: changeAside + 1 })
        : subjectAfter(ctx, tokens, i, false, opens && !relative, { noPredicative })) ??
      (opens && !relative ? subjectPastAdjunctAndAside(ctx, tokens, i, noPredicative) : undefined) ??
      (place ? subjectAfter(ctx, tokens, i + 2) : undefined) ??
      (spanSubject ? subjectAfter(ctx, tokens, i, true) : undefined);
    if (!after) return false;
    if (quantity && !tokens.slice(i + 1, tokens.indexOf(after) + 1).some((x) => SUBJECT_QUANTITY.test(x.lower)))
      return false;
    // "Basta os pais conversarem", "Falta os governos agirem": the phrase is the subject of an infinitive, and the
    // infinitive clause the verb's subject.
    const ax = tokens.indexOf(after);
    for (let y = ax + 1; y <= ax + 2 && tokens[y]?.sent === t.sent; y++) {
      if (!spaceOnly(ctx, tokens[y - 1]!, tokens[y]!) || hasPos(ctx, tokens[y], 'pr')) break;
      if (onlyInfinitive(ctx, tokens[y]!)) return false;
    }
    // The verb of change: the phrase ends the clause or takes a "de" complement (not "aumentou os impostos em 10 %").
    if ((change || changeAside !== undefined) && !thereIs) {
      const then = tokens[tokens.indexOf(after) + 1];
      if (then && then.sent === t.sent && spaceOnly(ctx, after, then) && !/^d[eoa]s?$/.test(then.lower)) return false;
    }
    const fix = anyPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      after,
      K.verbal,
      `O sujeito de "${t.text}" vem depois e está no plural ("${after.text}"): o verbo concorda com ele.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const pluralImpersonalHaverFazer: GrammarRule = {
  // "haver" meaning "existir" and "fazer" for elapsed time have no subject: third person singular, whatever tense
  // ("Haviam, até 2015, poucas políticas", "haverão novas tragédias", "Houveram", "Fazem décadas"). Left alone: the
  // auxiliary before a participle ("haviam saído", "haviam muitas vezes dito") and "haver de" ("hão de").
  nome: 'haver e fazer impessoais no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Haviam, até 2015, poucas políticas, e haverão novas tragédias. Fazem décadas que o problema existe. Fazem quase dez anos desse acordo.',
  contraExemplo:
    'Eles haviam, até 2015, criado poucas políticas, e haverão de ver novas tragédias. Fazem décadas de pesquisa.',
  at: ({ ctx, tokens, add, i, t, w }) => {
    const fix = IMPERSONAL_PLURAL[w];
    if (!fix) return false;
    const before = tokens[i - 1];
    const time = /^f/.test(w);
    if (before && before.sent === t.sent && /^(?:eles|elas|eu|nós|se)$/.test(before.lower)) return false;
    // "fazem" for time opens its clause ("Fazem décadas que", "já fazem anos"), unlike "os alunos fazem anos".
    if (time && !opensClause(ctx, tokens, i) && !/^(?:já|hoje)$/.test(before?.lower ?? '')) return false;
    const after = subjectAfter(ctx, tokens, i, time);
    if (!after) return false;
    // "Fazem décadas que", "fazem dois anos." (not "fazem anos de pesquisa").
    const then = tokens[tokens.indexOf(after) + 1];
    const gapThen = then && then.sent === t.sent ? ctx.doc.text.slice(after.end, then.start) : '.';
    // "Fazem cem anos dessa descoberta": a demonstrative names the event the time is counted from.
    if (time && /^ +$/.test(gapThen) && !/^(?:que|desde|d[eo]ss[ea]s?|d[eo]st[ea]s?|daquel[ea]s?)$/.test(then!.lower))
      return false;
    // A participle after the phrase makes "haver" the auxiliary ("haviam os alunos sido", "haviam poucas leis criado");
    // the auxiliary's participle does not vary, so one that agrees with the noun ("casos …, registrados") is its adjective.
    const end = tokens.indexOf(after);
    for (let x = end + 1; x <= end + 3 && tokens[x]?.sent === t.sent; x++) {
      const h = heads(ctx, tokens[x]);
      if (
        tokens[x]!.lower === 'sido' ||
        (h.length && h.every((tags) => isVerb(tags) && tags.includes('pp')) && perfectParticiple(ctx, tokens[x]!))
      )
        return false;
    }
    add(t, t, K.verbal, `"${t.text}" é impessoal aqui (sem sujeito): fica no singular.`, keepCase(t.text, fix));
    return true;
  },
};

export const singularPassiveBeforePluralSubject: GrammarRule = {
  // "foi liberado muitos agrotóxicos": a passive "ser" opening its clause, it and its participle in the singular
  // before their plural subject ("foram liberados"). Not after a relative pronoun (its subject), not before a span
  // of time or "vezes" (adjuncts), not when the phrase is the subject of an infinitive ("foi permitido os alunos
  // saírem").
  nome: 'passiva no singular antes do sujeito no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Nos últimos anos, foi liberado muitos agrotóxicos, e será construído novas escolas.',
  contraExemplo:
    'Nos últimos anos, foram liberados muitos agrotóxicos; o projeto que foi aprovado muitas vezes foi adiado dois anos.',
  at: ({ ctx, tokens, sp, add, prev, i, t, w, n1, lem, fin }) => {
    if (!n1 || !lem.has('ser') || !fin.length || !fin.every((tags) => tags.includes('sg'))) return false;
    // "ainda é resgatado": an adverb may stand between the clause's opening and the verb.
    const o = /^(?:não|ainda|também|já|sempre|nunca)$/.test(tokens[i - 1]?.lower ?? '') && prev(i) ? i - 1 : i;
    if (!fin.some((tags) => tags.includes('p3')) || !opensClause(ctx, tokens, o)) return false;
    if (/^(?:que|quem|qual|quais)$/.test(tokens[o - 1]?.lower ?? '')) return false;
    const h = heads(ctx, n1);
    if (!h.length || !h.every((tags) => tags[0] === 'vblex' && tags.includes('pp'))) return false;
    const a = agreement(ctx, n1, ['vblex'], false);
    if (!a || a.n.has('pl')) return false;
    const subject = subjectAfter(ctx, tokens, i + 1);
    if (!subject) return false;
    // What follows the noun (and its adjectives): a verb makes the phrase the subject of a clause of its own.
    let x = tokens.indexOf(subject) + 1;
    while (tokens[x] && tokens[x]!.sent === t.sent && adjLike(ctx, tokens[x]!)) x++;
    for (let y = x; tokens[y] && tokens[y]!.sent === t.sent && y < x + 4; y++) {
      if (/[,;:]/.test(ctx.doc.text.slice(tokens[y - 1]!.end, tokens[y]!.start))) break;
      const hy = heads(ctx, tokens[y]);
      // "pelo", "pela" are also forms of "pelar": the preposition, not a verb.
      if (y === x && !PREPOSITIONS.has(tokens[y]!.lower) && hy.some((tags) => isVerb(tags) && !tags.includes('pp')))
        return false;
      if (hy.some((tags) => tags.includes('inf')) && !PREPOSITIONS.has(tokens[y - 1]!.lower)) return false;
    }
    const named = countedNoun(tokens, tokens.indexOf(subject)) ?? subject;
    const na = agreement(ctx, named, ['n'], false) ?? agreement(ctx, named, ['adj'], false);
    const g = na && na.g.size === 1 ? [...na.g][0] : undefined;
    const verb = anyPlural(sp, w);
    const participle = inflectedTo(sp, n1.lower, g, 'pl', a);
    if (!verb || !participle) return false;
    add(
      t,
      n1,
      K.verbal,
      `O sujeito da passiva vem depois e está no plural ("${subject.text}"): o verbo e o particípio concordam com ele.`,
      `${keepCase(t.text, verb)} ${participle}`,
    );
    return true;
  },
};

export const relativeQueSingularVerb: GrammarRule = {
  // The relative "que" takes up a plural noun phrase it follows, and its verb agrees with it ("os eventos que
  // acontece", "políticos responsáveis que priorize"). Not after "de" ("a maioria dos jovens que", "um dos que": the
  // antecedent is then open), nor before what may be a subject put after the verb ("os desafios que enfrenta o
  // país"), nor the impersonal "que é preciso". A second relative joined by "e" takes up the first one's antecedent
  // ("políticos que priorizem a saúde e que saiba ouvir").
  nome: 'relativo "que" com antecedente no plural e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'É preciso saber sobre os eventos que acontece no país e eleger políticos honestos que priorizem a saúde e que saiba ouvir. Os jovens que se sente sozinhos sofrem. O Brasil é um dos países que mais produz lixo. Há cidades que não possui creche.',
  contraExemplo:
    'É preciso saber sobre os eventos que acontecem no país, sobre a maioria dos jovens que trabalha e os desafios que enfrenta o país. O país perderá espécies que nem chegou a conhecer. O Brasil é um dos países que mais produzem lixo. Há cidades que não possuem creche.',
  at: ({ ctx, tokens, sp, add, prev, low, i, t, w, n1, n2, lem, fin }) => {
    const unknown = unknownVerbPlural(ctx, sp, t);
    if ((!thirdSingular(fin) && !unknown) || NOT_VERBS.has(w) || lem.has('haver') || /^\p{Lu}/u.test(t.text))
      return false;
    const verbOnly = !!unknown || onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod']);
    if (!verbOnly && !(n1 && verbFollows(ctx, n1) && onlyPos(ctx, t, ['vblex', 'vbser', 'vbmod', 'n', 'adj'])))
      return false;
    let j = i;
    while (prev(j) && (BETWEEN_SUBJECT_AND_VERB.has(prev(j)!.lower) || /^(?:mais|menos)$/.test(prev(j)!.lower))) j--;
    // An object pronoun right after "que" leaves "que" the subject ("os motoristas que os usa", "que se sente").
    if (prev(j) && /^(?:os?|as?|lhes?|se|me|nos)$/.test(prev(j)!.lower) && prev(j - 1)?.lower === 'que') j--;
    const que = prev(j);
    if (que?.lower !== 'que') return false;
    // A subject after the verb: an article or determiner of the singular, a name, a personal pronoun. "a" before what
    // no feminine singular article precedes is the preposition ("que cresce a cada ano", "a longo prazo").
    const prepositionA =
      n1?.lower === 'a' &&
      !!n2 &&
      (n2.lower === 'cada' ||
        !(agreement(ctx, n2, ['n', 'adj'], false)?.g.has('f') && agreement(ctx, n2, ['n', 'adj'], false)?.n.has('sg')));
    if (
      n1 &&
      !prepositionA &&
      ((SUBJECT_DET.has(n1.lower) && !PLURAL_DET.has(n1.lower) && !/^um[as]$/.test(n1.lower)) ||
        /^(?:ele|ela|eu|você|isso|isto|alguém|ninguém|cada|todo|toda)$/.test(n1.lower) ||
        /^\p{Lu}/u.test(n1.text))
    )
      return false;
    // "que é preciso agir", "que é possível": the impersonal predicate.
    if (lem.has('ser') && n1 && agreement(ctx, n1, ['adj'], false)?.n.has('sg')) return false;
    // ", que é, estudar": after a comma, a verb with punctuation after it may open an explanation ("ou seja").
    if (!n1 && !prev(tokens.indexOf(que))) return false;
    const near = pluralAntecedent(ctx, tokens, tokens.indexOf(que), prev);
    const head =
      near ?? coordinatedRelative(ctx, tokens, que, prev) ?? bareComplementAntecedent(ctx, tokens, tokens.indexOf(que));
    if (!head) return false;
    if (near && (objectRelative(ctx, tokens, tokens.indexOf(near), i) || mainSubjectRelative(ctx, tokens, near, i)))
      return false;
    const fix = unknown ?? anyPlural(sp, w);
    if (!fix || (n2 && low(n1) === 'que' && low(n2) === w)) return false;
    // The antecedent far back (a relative before this one) or before a comma: the mark is "que" and the verb.
    add(
      near && prev(tokens.indexOf(que)) ? head : que,
      t,
      K.verbal,
      `"Que" retoma "${head.text}", no plural: o verbo concorda com esse antecedente.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const pluralTratarSeDe: GrammarRule = {
  // "Trata-se de" has no subject: the verb stays in the singular ("pois se tratam de ações" → "se trata de"; "por se
  // tratarem de" → "por se tratar de"). "Eles se tratam de forma respeitosa" is the reflexive, with its subject.
  nome: 'tratar-se de no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Não se pode punir, pois se tratam de ações que envolvem menores.',
  contraExemplo: 'Os médicos se tratam de forma cordial, pois se trata de colegas.',
  at: ({ add, prev, low, i, t, w, n1, n2 }) => {
    const m = /^(tratam|trataram|tratavam|tratarem|tratariam)(-se)?$/.exec(w);
    if (!m || low(n1) !== 'de' || (!m[2] && low(prev(i)) !== 'se')) return false;
    if (n2 && /^(?:forma|maneira|modo|igual)$/.test(n2.lower)) return false;
    const singular: Record<string, string> = {
      tratam: 'trata',
      trataram: 'tratou',
      tratavam: 'tratava',
      tratarem: 'tratar',
      tratariam: 'trataria',
    };
    const fix = keepCase(t.text, `${singular[m[1]!]}${m[2] ?? ''}`);
    add(t, t, K.verbal, '"Tratar-se de" não tem sujeito: o verbo fica no singular.', fix);
    return true;
  },
};

export const passiveSeWithPluralSubject: GrammarRule = {
  // Passive "se": the noun phrase after the verb is its subject ("se observa as consequências" → "observam";
  // "encontra-se muitos museus" → "encontram-se"). Not before "que" or an infinitive ("deve-se identificar"), not
  // with a copula or "tratar-se de", not after a subject ("a justiça se mostra"), and not before "as" where the verb
  // governs "a" ("se dedica as causas" is a missing crase).
  nome: 'se passivo com sujeito no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Nesse contexto, pouco se discute os efeitos da crise, encontra-se muitos museus fechados e vende-se casas. Assim se criará empregos, e usa-se antibióticos em excesso. Vende-se refrigerantes e salgadinhos, constrói-se viadutos e alargam-se avenidas. Vende-se na internet listas de senhas, e ainda se consome, nas cantinas, muitos doces.',
  contraExemplo:
    'Nesse contexto, pouco se discutem os efeitos da crise; sabe-se que os museus fecham, e a justiça se mostra muitas vezes falha. Vendem-se na internet listas de senhas, e ainda se consomem, nas cantinas, muitos doces. Quando se fala, nas escolas, os alunos riem.',
  at: ({ ctx, tokens, sp, add, gap, prev, next, i, t, w, n1: next1 }) => {
    const enclitic = /^(\p{L}+)-se$/u.exec(t.text);
    // An aside between commas after the verb is passed over ("Vende-se, em qualquer loja, celulares", "Ainda se
    // consome, nas cantinas, muitos doces"), and so is a short place adjunct ("Vende-se na internet listas").
    const comma = !!tokens[i + 1] && tokens[i + 1]!.sent === t.sent && /^\s*,\s*$/.test(gap(t, tokens[i + 1]!));
    if (!next1 && !comma) return false;
    let after = next1 ? i + 1 : asideEnd(tokens, gap, i + 1);
    if (after === i + 1 && !next1) return false;
    if (next1 && /^(?:em|n[oa]s?)$/.test(next1.lower)) {
      const place = tokens[i + 2];
      let end = i + 3;
      if (place && next(i + 1) === place && onlyPos(ctx, place, ['n'])) {
        if (tokens[end] && next(end - 1) === tokens[end] && onlyPos(ctx, tokens[end], ['adj'])) end++;
        if (next(end - 1) === tokens[end]) after = end;
      }
    }
    const n1 = tokens[after];
    const n2 = tokens[after + 1];
    if (!n1 || n1.sent !== t.sent) return false;
    const verbTags = enclitic
      ? (readingsOf(ctx, t) ?? []).filter((r) => r.length === 2 && r[1]!.lemma === 'se').map((r) => r[0]!.tags)
      : finiteReadings(ctx, t);
    const lemma = (readingsOf(ctx, t) ?? []).find((r) => isVerb(r[0]!.tags))?.[0]!.lemma;
    if (!lemma || !verbTags.length || !thirdSingular(verbTags) || !verbTags.every((tags) => isVerb(tags))) return false;
    // not an infinitive ("que se analisar as causas": "analisar" is also the future subjunctive)
    if (!enclitic && (!onlyPos(ctx, t, ['vblex']) || heads(ctx, t).some((tags) => tags.includes('inf')))) return false;
    if (COPULAS.has(lemma) || MODALS.has(lemma) || /^(?:haver|tratar|ter)$/.test(lemma)) return false;
    if (!enclitic) {
      const se = prev(i);
      if (!se || se.lower !== 'se') return false;
      const b = tokens[i - 2];
      const opens =
        !b ||
        b.sent !== se.sent ||
        /[,;:]\s*$/.test(gap(b, se)) ||
        /^(?:não|pouco|muito|também|ainda|já|onde|quando|que|hoje|nunca|sempre|jamais|raramente|assim)$/.test(
          b.lower,
        ) ||
        (/mente$/.test(b.lower) && onlyPos(ctx, b, ['adv']));
      if (!opens) return false;
    }
    const det = n1.lower;
    const plainNoun = (x: Token) => {
      const na = agreement(ctx, x, ['n'], false);
      return !!na && na.n.has('pl') && !na.n.has('sg') && !/^vezes$/.test(x.lower) && !TIME_UNITS.has(x.lower);
    };
    // a plural determiner and its noun, or a bare plural noun no third-person verb ("Vende-se casas")
    // … or a plural adjective before the noun ("Criou-se novas leis"; not "faz-se necessárias", read apart).
    const withDet =
      /^(?:os|as|esses|essas|estes|estas|muitos|muitas|vários|várias|diversos|diversas|inúmeros|inúmeras|tais|alguns|algumas|poucos|poucas)$/.test(
        det,
      ) ||
      (lemma !== 'fazer' && onlyPos(ctx, n1, ['adj']) && agreement(ctx, n1, ['adj'], false)?.n.has('sg') === false);
    // A word also an adjective is the noun before a preposition, a plural adjective or the clause's end
    // ("utiliza-se antibióticos para", "aluga-se quartos minúsculos", "aluga-se quartos.").
    const bare =
      !withDet &&
      plainNoun(n1) &&
      (!hasPos(ctx, n1, 'adj') ||
        !n2 ||
        n2.sent !== t.sent ||
        !spaceOnly(ctx, n1, n2) ||
        /^(?:para|por|em|no|na|nos|nas|com|sem|não)$/.test(n2.lower) ||
        pluralAdjAfter(ctx, tokens, after) ||
        // "Vende-se refrigerantes e salgadinhos": a second bare plural noun coordinated with it; "constrói-se
        // viadutos e alargam-se avenidas": a second passive clause after it.
        (/^(?:e|ou)$/.test(n2.lower) &&
          !!tokens[after + 2] &&
          spaceOnly(ctx, n2, tokens[after + 2]!) &&
          ((plainNoun(tokens[after + 2]!) && !finiteReadings(ctx, tokens[after + 2]).length) ||
            /^\p{L}+-se$/u.test(tokens[after + 2]!.text)))) &&
      !finiteReadings(ctx, n1).some((tags) => tags.includes('p3'));
    if (!withDet && !bare) return false;
    if (/^as$/.test(det) && verbTakesA(lemma)) return false;
    const subject = bare ? n1 : n2;
    if (!subject || (withDet && !plainNoun(subject))) return false;
    const base = enclitic ? enclitic[1]!.toLowerCase() : w;
    // "construirá" → "construirão"
    const fix = verbPlural(sp, base) ?? pastPlural(sp, base) ?? firstKnown(sp, [base.replace(/á$/, 'ão')]);
    if (!fix || fix === base) return false;
    // The verb alone is marked: an adjective after the subject may be a slip of its own ("muitos museus fechado").
    add(
      t,
      t,
      K.verbal,
      `Com o "se" passivo, "${ctx.doc.text.slice(n1.start, subject.end)}" é o sujeito: o verbo vai para o plural.`,
      keepCase(t.text, enclitic ? `${fix}-se` : fix),
    );
    return true;
  },
};

export const distantPluralSubjectSingularVerb: GrammarRule = {
  // The subject far from its verb: a plural head whose complements hold adjectives or numerals ("Os dados divulgados
  // pelo IBGE na última pesquisa mostra"), an aside between commas or an adverb in "-mente" before the verb ("As
  // escolas da rede pública, em sua maioria, não possui"), or two phrases with complements joined by "e" ("A falta
  // de estrutura e o alto custo das modalidades impede"). The verb agrees with the head: collective heads ("a
  // maioria dos alunos", "grande parte") are left alone, as the norm admits both.
  nome: 'sujeito distante do verbo no plural e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'As escolas da rede pública, em sua maioria, não possui laboratórios, e a falta de estrutura e o alto custo das modalidades impede o esporte. Os professores, que trabalham em três turnos e sem apoio da direção, muitas vezes desiste.',
  contraExemplo:
    'As escolas da rede pública, em sua maioria, não possuem laboratórios, e a maioria dos alunos, em geral, não pratica esporte. Os professores, que trabalham em três turnos e sem apoio da direção, muitas vezes desistem.',
  at: (v) => {
    const { ctx, tokens, sp, add, i, t, w, n1, lem } = v;
    const verb = singularVerb(v);
    if (!verb || lem.has('haver')) return false;
    const { unknown } = verb;
    // "é o que", "é a mais nova" may agree with the predicative.
    if (lem.has('ser') && n1 && (ARTICLES.has(n1.lower) || SUBJECT_DET.has(n1.lower))) return false;
    const before = pastAside(ctx, tokens, i);
    if (!before) return false;
    const subject = pluralSubjectBefore(ctx, tokens, before.end, true);
    // A bare noun after a comma is most often the last item of a list ("ofenda raças, etnias e gêneros, fica").
    const s0 = subject && tokens.indexOf(subject);
    const afterComma =
      !!s0 &&
      tokens[s0 - 1]!.sent === subject.sent &&
      /,\s*$/.test(ctx.doc.text.slice(tokens[s0 - 1]!.end, subject.start));
    // … unless an opening adverbial is all that comes before it ("Além disso, resíduos desses remédios, …, chega").
    let first = s0 ?? 0;
    while (first > 0 && tokens[first - 1]!.sent === t.sent) first--;
    const opener =
      !!s0 &&
      s0 - first <= 3 &&
      noFinite(ctx, tokens, first, s0 - 1) &&
      tokens.slice(first, s0).every((x) => !agreement(ctx, x, ['n'], false)?.n.has('pl'));
    if (!subject || (afterComma && !SUBJECT_DET.has(subject.lower) && !opener)) return false;
    const fix = unknown ?? anyPlural(sp, w);
    if (!fix) return false;
    add(
      subject,
      t,
      K.verbal,
      `O núcleo do sujeito que começa em "${subject.text}" está no plural: o verbo concorda com ele, não com a palavra mais próxima.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const subjectHeadVerbNumber: GrammarRule = {
  nome: 'núcleo do sujeito com complementos e verbo em número diferente',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'O número de casos de dengue aumentaram, e a falta de políticas públicas agravam o quadro.',
  contraExemplo: 'O número de casos de dengue aumentou, e a maioria dos brasileiros apoiam a medida.',
  at: ({ ctx, tokens, sp, add, next, prev, i, t, w, lem }) => {
    // A form that is also a noun ("causa") is the verb after an adverb that stands before verbs ("já causa").
    // A plural the analyser lacks whose singular the dictionary knows ("adoecem").
    const unknownPl =
      unknownWord(ctx, t) && /^\p{Ll}{3,}(?:am|em)$/u.test(t.text) && ctx.sp.check(t.lower) && !!anySingular(sp, w);
    const vn = verbNumber(ctx, t) ?? (unknownPl ? 'pl' : undefined) ?? verbNumberAfter(ctx, t, prev(i));
    if (!vn || (/^\p{Lu}/u.test(t.text) && tokens[i - 1]?.sent === t.sent)) return false;
    // "vivem há décadas": impersonal "haver" in the singular has no subject.
    if (vn === 'sg' && lem.has('haver')) return false;
    const s = subjectHeadBefore(ctx, tokens, i);
    if (!s || s.a.n.has(vn)) return false;
    // "O ministério em parceria com o Ibama devem": a partner joined by "com" may take the plural (not between
    // commas: "a mídia, juntamente com as escolas, promovam" keeps the singular).
    const span = tokens.slice(tokens.indexOf(s.from), i).map((x) => x.lower);
    if (
      vn === 'pl' &&
      !ctx.doc.text.slice(s.from.start, t.start).includes(',') &&
      span.some((x, y) => /^(?:parceria|conjunto|juntamente|junto)$/.test(x) && span[y + 1] === 'com')
    )
      return false;
    // "O problema são as pessoas": "ser" may agree with a plural predicate.
    const n1 = next(i);
    // A singular predicate ("são um erro", "são reflexo de") leaves the subject to agree with ("o problema são
    // a fome e a miséria" may hold a plural of its own).
    const singularPredicate =
      !!n1 &&
      (/^(?:um|uma)$/.test(n1.lower) ||
        (onlyPos(ctx, n1, ['n']) &&
          agreement(ctx, n1, ['n'])?.n.has('pl') === false &&
          !/^(?:e|ou)$/.test(next(i, 2)?.lower ?? '')));
    if (
      vn === 'pl' &&
      lem.has('ser') &&
      n1 &&
      (SUBJECT_DET.has(n1.lower) || hasPos(ctx, n1, 'n')) &&
      !singularPredicate
    )
      return false;
    const fix = vn === 'pl' ? anySingular(sp, w) : anyPluralVerb(sp, w);
    if (!fix) return false;
    add(
      s.from,
      t,
      K.verbal,
      `O núcleo do sujeito é "${s.head.text}", no ${s.a.n.has('pl') ? 'plural' : 'singular'}: o verbo concorda com ele, não com o complemento.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const coordinatedSecondVerb: GrammarRule = {
  nome: 'segundo verbo coordenado ao do sujeito no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Os governos criam leis e não fiscaliza o seu cumprimento. Empresas privadas destinam verbas e aplica mal.',
  contraExemplo:
    'Os governos criam leis e não fiscalizam o seu cumprimento, e falta verba. Empresas privadas destinam verbas e aplicam bem.',
  at: ({ ctx, tokens, sp, add, prev, next, i, t, w, lem }) => {
    // "concluem a formação e parte para o exterior": a word also read as a noun, bare right after "e" and before a
    // preposition other than "de" ("e parte dos recursos"), after a phrase with its determiner, is the verb.
    const before = tokens[i - 2];
    const nounVerb =
      /^(?:e|mas)$/.test(prev(i)?.lower ?? '') &&
      thirdSingular(finiteReadings(ctx, t)) &&
      onlyPos(ctx, t, ['vblex', 'n']) &&
      /^(?:para|em|n[oa]s?|com|por|pel[oa]s?|contra|rumo)$/.test(next(i)?.lower ?? '') &&
      !!before &&
      !(isNoun(ctx, before) && !SUBJECT_DET.has(tokens[i - 3]?.lower ?? ''));
    const number = verbNumberAfter(ctx, t, prev(i)) ?? (nounVerb ? 'sg' : undefined);
    if (number !== 'sg' || [...lem].some((l) => OWN_SUBJECT.has(l))) return false;
    // A verb whose subject follows it, before a singular one ("estudam e chega o fim do ano"), has its own.
    if (
      [...lem].some((l) => SUBJECT_FOLLOWS.has(l) || THERE_IS.has(l)) &&
      /^(?:o|a|um|uma)$/.test(tokens[i + 1]?.lower ?? '')
    )
      return false;
    let j = i;
    // Adverbs and a clitic between ("e raramente o interrompe", "e os leva"): t reads only as a verb.
    while (
      prev(j) &&
      (/^(?:não|também|ainda|nunca|só|apenas|o|a|os|as|lhe|lhes|se)$/.test(prev(j)!.lower) ||
        (/mente$/.test(prev(j)!.lower) && onlyPos(ctx, prev(j), ['adv'])))
    )
      j--;
    const conj = prev(j);
    if (!conj || !/^(?:e|mas)$/.test(conj.lower)) return false;
    // The first verb, plural, a few words before with no comma or other verb between, and its plural subject.
    const ci = tokens.indexOf(conj);
    for (let v = ci - 1; v >= Math.max(0, ci - 7); v--) {
      const x = tokens[v]!;
      if (x.sent !== t.sent || /[,;:]/.test(ctx.doc.text.slice(x.end, tokens[v + 1]!.start))) return false;
      if (/^(?:que|se|quando|onde|porque|pois|e|ou)$/.test(x.lower)) return false;
      // A word that is also a noun, between ("destinam partes dos impostos"), is the object's noun.
      if (!finiteReadings(ctx, x).length || (hasPos(ctx, x, 'n') && !verbNumber(ctx, x))) continue;
      if (verbNumber(ctx, x) !== 'pl') return false;
      const s = subjectHeadBefore(ctx, tokens, v) ?? barePluralSubject(ctx, tokens, v);
      const head = s?.a.n.has('pl') ? s.head : relativeListAntecedent(ctx, tokens, v, prev);
      if (!head) return false;
      const fix = anyPluralVerb(sp, w);
      if (!fix) return false;
      add(
        t,
        t,
        K.verbal,
        `"${t.text}" tem o mesmo sujeito de "${x.text}", "${head.text}", no plural.`,
        keepCase(t.text, fix),
      );
      return true;
    }
    return false;
  },
};

export const cadaUmDosPluralVerb: GrammarRule = {
  // "Cada um dos alunos devem", "nenhum desses remédios estão": the head is "cada um" / "nenhum", singular.
  nome: '"cada um dos", "nenhum dos" e verbo no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Cada um dos alunos devem respeitar as regras, e nenhum desses remédios estão livres de riscos.',
  contraExemplo:
    'Cada um dos alunos deve respeitar as regras, cada um dos alunos que estudam aprende e nenhum desses remédios está livre de riscos.',
  at: ({ ctx, tokens, sp, add, next, i, t, w, n1 }) => {
    let x = i + 1;
    if (w === 'cada' && n1 && /^(?:um|uma)$/.test(n1.lower)) x++;
    else if (!/^nenhum[a]?$/.test(w)) return false;
    if (!next(x - 1) || !/^(?:d[oa]s|d[ea]ss[ea]s|d[ea]st[ea]s|daquel[ea]s)$/.test(tokens[x]!.lower)) return false;
    x++;
    // The complement: a plural noun and its adjectives, then adverbs.
    const noun = next(x - 1);
    if (!noun || agreement(ctx, noun, ['n'], false)?.n.has('pl') !== true) return false;
    x++;
    while (next(x - 1) && adjLike(ctx, tokens[x]!)) x++;
    while (next(x - 1) && BETWEEN_SUBJECT_AND_VERB.has(tokens[x]!.lower)) x++;
    const verb = next(x - 1);
    if (!verb || verbNumber(ctx, verb) !== 'pl') return false;
    const fix = anySingular(sp, verb.lower);
    if (!fix) return false;
    add(t, verb, K.verbal, `O núcleo do sujeito é "${t.text}${w === 'cada' ? ` ${n1!.text}` : ''}", no singular.`, fix);
    return true;
  },
};

/**
 * A subject of two noun phrases joined by a correlative pair ("tanto … quanto/como", "nem … nem") ending before the
 * singular verb at v.i (past the adverbs between), its first word opening the clause, nothing but spaces up to the verb,
 * each part within `reach` words; `simple` asks for phrases with no complement. The first word and both phrases.
 */
function correlativeSubject(v: RuleView, opener: RegExp, joiner: RegExp, reach: number, simple: boolean) {
  const { ctx, tokens, prev, i } = v;
  let j = i;
  while (prev(j) && BETWEEN_SUBJECT_AND_VERB.has(prev(j)!.lower)) j--;
  for (let q = j - 2; q >= Math.max(2, j - reach); q--) {
    if (!joiner.test(tokens[q]!.lower)) continue;
    const second = nounPhrase(ctx, tokens, q + 1, j - 1);
    if (!second || (simple && !second.simple)) return undefined;
    for (let k = q - 2; k >= Math.max(0, q - reach); k--) {
      if (!opener.test(tokens[k]!.lower) || !opensClause(ctx, tokens, k)) continue;
      if (tokens.slice(k, i).some((x, d) => !spaceOnly(ctx, x, tokens[k + d + 1]!))) return undefined;
      const first = nounPhrase(ctx, tokens, k + 1, q - 1);
      if (!first || (simple && !first.simple)) return undefined;
      return { opener: tokens[k]!, first, second };
    }
    return undefined;
  }
  return undefined;
}

export const tantoQuantoSingularVerb: GrammarRule = {
  // "Tanto a escola quanto a família deveria": two phrases joined by "tanto … quanto/como" are a compound subject.
  nome: '"tanto … quanto" e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Tanto a escola quanto a família deveria ensinar os jovens.',
  contraExemplo:
    'Tanto a escola quanto a família deveriam ensinar os jovens, e a escola ensina tanto a leitura quanto a escrita.',
  at: (v) => {
    const { sp, add, t, w } = v;
    if (!singularVerb(v)) return false;
    const subject = correlativeSubject(v, /^tanto$/, /^(?:quanto|como)$/, 6, true);
    const fix = subject && (verbPlural(sp, w) ?? pastPlural(sp, w));
    if (!subject || !fix) return false;
    add(
      subject.opener,
      t,
      K.verbal,
      'Os termos ligados por "tanto … quanto" formam sujeito composto: o verbo vai ao plural.',
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const nemNemSingularVerb: GrammarRule = {
  // "Nem os bancos nem as operadoras assume": with "nem … nem" a plural term makes the verb plural (the singular is
  // admitted only when both terms are singular, "nem o pai nem a mãe sabia").
  nome: '"nem … nem" com termo no plural e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Nem os bancos nem as operadoras de telefonia assume a responsabilidade.',
  contraExemplo:
    'Nem os bancos nem as operadoras de telefonia assumem a responsabilidade, e nem o pai nem a mãe sabia do golpe.',
  at: (v) => {
    const { ctx, sp, add, t, w } = v;
    if (!singularVerb(v)) return false;
    const plural = (head: Token) => agreement(ctx, head, ['n'], false)?.n.has('sg') === false;
    const subject = correlativeSubject(v, /^nem$/, /^nem$/, 8, false);
    if (!subject || !(plural(subject.first.head) || plural(subject.second.head))) return false;
    const fix = anyPlural(sp, w);
    if (!fix) return false;
    add(
      subject.opener,
      t,
      K.verbal,
      'Com "nem … nem", um termo no plural leva o verbo ao plural.',
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const countOfPronounSingularVerb: GrammarRule = {
  // "quais de nós não conhece", "muitos de nós sabe": a plural count over a plural pronoun heads the subject, and the
  // verb goes to the plural (the third person, or the first with "nós").
  nome: '"quais de nós", "muitos de nós" e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Afinal, quais de nós não conhece um animal abandonado? Muitos de nós sabe disso.',
  contraExemplo:
    'Afinal, quais de nós não conhecem um animal abandonado? Muitos de nós sabemos disso, e cada um de nós sabe.',
  at: (v) => {
    const { tokens, sp, add, prev, i, t, w } = v;
    if (!singularVerb(v)) return false;
    let j = i;
    while (prev(j) && BETWEEN_SUBJECT_AND_VERB.has(prev(j)!.lower)) j--;
    const pronoun = prev(j);
    const of = pronoun && prev(j - 1);
    const count = of && prev(j - 2);
    if (!pronoun || !/^(?:nós|vós|eles|elas)$/.test(pronoun.lower) || of?.lower !== 'de' || !count) return false;
    if (!(PLURAL_COUNT.has(count.lower) || /^(?:quais|quantos|quantas)$/.test(count.lower))) return false;
    if (!opensClause(v.ctx, tokens, j - 3)) return false;
    const fix = anyPlural(sp, w);
    if (!fix) return false;
    add(
      count,
      t,
      K.verbal,
      `"${count.text} de ${pronoun.text}" está no plural: o verbo vai ao plural.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const maisDeUmPluralVerb: GrammarRule = {
  // "mais de um município decretaram": "mais de um" + a singular noun takes the verb in the singular (the norm's
  // reading of the phrase's head, "um"). As a complement ("os prefeitos de mais de um município decretaram") it is
  // not the subject; "mais de um milhão de pessoas", "mais de um terço dos alunos" count a plural.
  nome: '"mais de um" e verbo no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'No último verão, mais de um município paulista decretaram estado de calamidade.',
  contraExemplo:
    'No último verão, mais de um município paulista decretou calamidade, os prefeitos de mais de um município decretaram luto e mais de um milhão de pessoas sofreram.',
  at: ({ ctx, tokens, sp, add, next, prev, i, t, w, n1, n2 }) => {
    if (w !== 'mais' || n1?.lower !== 'de' || !n2 || !/^uma?$/.test(n2.lower)) return false;
    if (prev(i) && PREPOSITIONS.has(prev(i)!.lower)) return false;
    const noun = next(i, 3);
    // (a first-person reading is no verb here: "candidato")
    const na =
      noun && isNoun(ctx, noun) && finiteReadings(ctx, noun).every((tags) => tags.includes('p1'))
        ? agreement(ctx, noun, ['n'], false)
        : undefined;
    if (!noun || !na || na.n.has('pl') || PARTITIVE.test(noun.lower) || /^(?:vez|milhão|bilhão)$/.test(noun.lower))
      return false;
    let x = i + 4;
    while (
      next(x - 1) &&
      hasPos(ctx, tokens[x], 'adj') &&
      onlyPos(ctx, tokens[x], ['adj', 'n', 'vblex']) &&
      !finiteReadings(ctx, tokens[x]).length
    )
      x++;
    while (next(x - 1) && BETWEEN_SUBJECT_AND_VERB.has(tokens[x]!.lower)) x++;
    const verb = next(x - 1);
    if (!verb || verbNumber(ctx, verb) !== 'pl') return false;
    const fix = anySingular(sp, verb.lower);
    if (!fix) return false;
    add(t, verb, K.verbal, `O sujeito, "mais de ${n2.text} ${noun.text}", leva o verbo no singular.`, fix);
    return true;
  },
};

export const percentageSingularVerb: GrammarRule = {
  // "60% dos brasileiros não sabe": a percentage with a plural complement takes the verb in the plural (number
  // and complement both plural); "1% dos jovens sabe", "60% da população sabe" are right.
  nome: 'porcentagem com complemento no plural e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Segundo o IBGE, 60% dos jovens brasileiros não sabe ler, e 30 por cento das escolas de periferia oferece pouco.',
  contraExemplo:
    'Segundo o IBGE, 60% dos jovens brasileiros não sabem ler, 1% dos alunos sabe tudo, e 60% da população sabe.',
  at: ({ ctx, tokens, sp, add, next, gap, i, t }) => {
    const m = /^(\d+(?:[.,]\d+)?)%?$/.exec(t.text);
    if (!m || Number(m[1]!.replace(',', '.')) < 2) return false;
    // The percentage opens its clause, past "cerca de", "quase", "apenas" ("o aumento de 20% dos preços afeta":
    // a complement, not the subject).
    let b = i;
    if (/^(?:cerca|mais|menos|perto|acima|além)$/.test(tokens[b - 2]?.lower ?? '') && tokens[b - 1]!.lower === 'de')
      b -= 2;
    while (b > 0 && /^(?:quase|apenas|somente|só|aproximadamente|até)$/.test(tokens[b - 1]!.lower)) b--;
    if (!opensClause(ctx, tokens, b)) return false;
    let x = i + 1;
    const after = tokens[x];
    if (!after || after.sent !== t.sent) return false;
    // "60%", "60 %", "60 por cento".
    if (!t.text.endsWith('%') && !/^\s*%\s*$/.test(gap(t, after))) {
      if (after.lower !== 'por' || next(x)?.lower !== 'cento' || !next(i)) return false;
      x += 2;
    } else if (!/^\s*%?\s*$/.test(gap(t, after))) return false;
    if (!tokens[x] || !/^d[oa]s$|^de$/.test(tokens[x]!.lower) || (x > i + 1 && !next(x - 1))) return false;
    x++;
    if (/^[oa]s$/.test(tokens[x]?.lower ?? '') && next(x - 1)) x++;
    // The complement: a plural noun, its adjectives, one complement of its own ("de baixa renda"), adverbs.
    const noun = next(x - 1);
    if (!noun || agreement(ctx, noun, ['n'], false)?.n.has('pl') !== true || finiteReadings(ctx, noun).length)
      return false;
    x++;
    const adjective = (y: Token) =>
      adjLike(ctx, y) || (hasPos(ctx, y, 'adj') && onlyPos(ctx, y, ['adj', 'n']) && !finiteReadings(ctx, y).length);
    while (next(x - 1) && adjective(tokens[x]!)) x++;
    if (next(x - 1) && NP_PREPOSITIONS.has(tokens[x]!.lower)) {
      x++;
      if (next(x - 1) && SUBJECT_DET.has(tokens[x]!.lower)) x++;
      while (next(x - 1) && onlyPos(ctx, tokens[x], ['adj'])) x++;
      if (!next(x - 1) || !isNoun(ctx, tokens[x]!)) return false;
      x++;
      while (next(x - 1) && adjective(tokens[x]!)) x++;
    }
    while (next(x - 1) && BETWEEN_SUBJECT_AND_VERB.has(tokens[x]!.lower)) x++;
    const verb = next(x - 1);
    if (!verb || verbNumber(ctx, verb) !== 'sg' || !finiteReadings(ctx, verb).some((tags) => tags.includes('p3')))
      return false;
    const fix = anyPluralVerb(sp, verb.lower);
    if (!fix) return false;
    add(t, verb, K.verbal, `Com "${noun.text}" no plural, o verbo vai ao plural, como a porcentagem.`, fix);
    return true;
  },
};

export const pluralCaberWithInfinitiveSubject: GrammarRule = {
  // "Cabem às autoridades intervir": the subject of "caber" is the infinitive after its indirect object, so the
  // verb stays in the singular; "cabem às autoridades as decisões" (a plural subject after it) is right.
  nome: 'caber no plural com infinitivo por sujeito',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Contudo, cabem às autoridades intervirem nesses problemas.',
  contraExemplo: 'Contudo, cabe às autoridades intervir nesses problemas, e cabem às autoridades as decisões.',
  at: (v) => {
    const { ctx, tokens, next, i, t, lem, n1 } = v;
    if (!lem.has('caber') || verbNumber(ctx, t) !== 'pl' || !n1 || !/^(?:a|à|às|ao|aos)$/.test(n1.lower)) return false;
    // The indirect object (a determiner or a pronoun, a noun or two, adjectives), then the infinitive.
    let x = i + 2;
    while (x < i + 6 && next(x - 1) && !heads(ctx, tokens[x]).some((tags) => isVerb(tags))) x++;
    if (x === i + 2) return false;
    const inf = tokens[x];
    if (!inf || inf.sent !== t.sent || /[;:.]/.test(ctx.doc.text.slice(tokens[x - 1]!.end, inf.start))) return false;
    if (!onlyInfinitive(ctx, inf)) return false;
    // "intervierem" for "intervirem": a future subjunctive read as the infinitive, with no "que" or "quando" before.
    const skipped = tokens.slice(i + 2, x);
    if (
      skipped.some((y, k) => /^(?:que|quando|se|onde|quem)$/.test(y.lower) || (k > 0 && /^(?:os?|as?)$/.test(y.lower)))
    )
      return false;
    return infinitiveSubject(v, inf);
  },
};

export const infinitiveSubjectPluralVerb: GrammarRule = {
  // "Ler livros são importantes": an infinitive opening the sentence, with its object, is a singular subject;
  // "Ler e escrever são" (two infinitives) and "ser" before a plural predicate noun are left alone.
  nome: 'infinitivo por sujeito e verbo no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Combater as desigualdades exigem investimento. Falar sobre o medo, nessas comunidades, ainda são considerados um tabu. Educamos mal, pois educar as crianças desde cedo ajudam a formar adultos.',
  contraExemplo:
    'Combater as desigualdades exige investimento, e ler e escrever são direitos. Educamos mal, pois educar as crianças desde cedo ajuda a formar adultos.',
  at: (v) => {
    const { ctx, tokens, next, i, t, lem } = v;
    if (verbNumber(ctx, t) !== 'pl') return false;
    // "Pedalar dez horas por dia sob sol e chuva, sem pausas adequadas, expõem": an aside before the verb, also
    // before the adverbs next to it ("Falar sobre o medo, nessas comunidades, ainda são").
    let end = pastAside(ctx, tokens, i)?.end;
    // "… como inimigos não resolvem": adverbs between the clause and its verb ("não", "ainda").
    while (end !== undefined && end > 0 && betweenAdverb(ctx, tokens[end]!) && next(end - 1)) end--;
    if (end === undefined || end < 1) return false;
    let k = end;
    while (k > 0 && tokens[k - 1]!.sent === t.sent && next(k - 1) && end - k < 9) k--;
    // ", e ler livros são", "pois educar as crianças ajudam": a conjunction opens the clause.
    if (/^(?:e|pois|porque|mas)$/.test(tokens[k]!.lower)) k++;
    if (k === end || (tokens[k - 1]?.sent === t.sent && !opensClause(ctx, tokens, k))) return false;
    // "Falar sobre": an infinitive the dictionary also has as a noun ("o falar"), with no article, is the verb; before
    // "de" it may be the noun with its complement ("Dever de casa e trabalho são").
    const nominalInfinitive =
      heads(ctx, tokens[k]).some((tags) => tags.includes('inf')) &&
      (readingsOf(ctx, tokens[k]) ?? []).every(
        ([r]) =>
          (isVerb(r!.tags) && ['inf', 'infps', 'fts'].some((x) => r!.tags.includes(x))) ||
          (r!.tags[0] === 'n' && r!.lemma === tokens[k]!.lower),
      ) &&
      !/^d[eoa]s?$/.test(tokens[k + 1]?.lower ?? '');
    if (!onlyInfinitive(ctx, tokens[k]!) && !unknownInfinitive(ctx, tokens[k]!) && !nominalInfinitive) return false;
    // Between them only the infinitive's complements: determiners, numbers, nouns, adjectives and prepositions
    // (not right before the verb: "para hajam").
    const objectWord = (x: Token, y: number) =>
      SUBJECT_DET.has(x.lower) ||
      // "Tratar os imigrantes como inimigos": "como" before the object's predicative noun or adjective.
      (x.lower === 'como' && y < end && onlyPos(ctx, tokens[y + 1], ['n', 'adj'])) ||
      (PREPOSITIONS.has(x.lower) && x !== tokens[end]) ||
      // "educar as crianças desde cedo": an adverb after a preposition, an adverbial of the infinitive.
      (hasPos(ctx, x, 'adv') && PREPOSITIONS.has(tokens[y - 1]!.lower)) ||
      // After a determiner a word also read as a verb is the noun ("para a prova").
      (isNoun(ctx, x) && SUBJECT_DET.has(tokens[y - 1]!.lower)) ||
      (!finiteReadings(ctx, x).length &&
        heads(ctx, x).length > 0 &&
        heads(ctx, x).every((tags) => ['det', 'num', 'n', 'adj', 'np'].includes(tags[0]!) || tags.includes('pp')));
    // "Comprar frutas e verduras exigem": "e" between two bare nouns of one number, the infinitive's objects (not
    // "Praticar exercícios e alimentação saudável são", which may be two subjects).
    const coordinatedObject = (x: Token, y: number) => {
      if (x.lower !== 'e' || y <= k + 1) return false;
      // "Falar sobre métodos e sobre o corpo continuam": a second complement with its preposition.
      if (y + 1 < end && NP_PREPOSITIONS.has(tokens[y + 1]!.lower)) return true;
      const [a, b] = [tokens[y - 1]!, tokens[y + 1]!];
      if (y + 1 > end || !onlyPos(ctx, a, ['n']) || !onlyPos(ctx, b, ['n'])) return false;
      const [na, nb] = [agreement(ctx, a, ['n']), agreement(ctx, b, ['n'])];
      return !!na && !!nb && na.n.size === 1 && [...na.n].every((n) => nb.n.has(n) && nb.n.size === 1);
    };
    if (!tokens.slice(k + 1, end + 1).every((x, d) => objectWord(x, k + 1 + d) || coordinatedObject(x, k + 1 + d)))
      return false;
    const n1 = next(i);
    if (lem.has('ser') && n1 && (SUBJECT_DET.has(n1.lower) || hasPos(ctx, n1, 'n'))) return false;
    return infinitiveSubject(v, tokens[k]!);
  },
};

export const numberSubjectSingularVerb: GrammarRule = {
  // "cerca de 90 milhões de pessoas não tem": a number before the plural noun makes the phrase the subject, opening
  // its clause right before the verb (adverbs between).
  nome: 'sujeito com número e verbo no singular',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo:
    'Segundo o IBGE, cerca de 2 milhões de crianças não frequenta a escola, e mais de mil famílias vive nas ruas. Mais de mil denúncias de abandono chega ao órgão.',
  contraExemplo:
    'Segundo o IBGE, cerca de 2 milhões de crianças não frequentam a escola; a falta de mil reais afeta famílias. Mais de mil denúncias de abandono chegam ao órgão; o abandono de mil cães de rua preocupa.',
  at: (v) => {
    const { ctx, tokens, sp, add, prev, i, t, w } = v;
    const sv = singularVerb(v);
    if (!sv) return false;
    let j = i;
    while (prev(j) && betweenAdverb(ctx, prev(j)!)) j--;
    const word = (y: number) => (y >= 0 && prev(y + 1) === tokens[y] ? tokens[y]!.lower : '');
    const UNITS = /^(?:milhões|milhares|bilhões|centenas|dezenas)$/;
    // "mil denúncias de maus-tratos chega": the counted noun before a complement of "de" and a bare noun.
    if (
      word(j - 2) === 'de' &&
      isNoun(ctx, tokens[j - 1]!) &&
      onlyPos(ctx, tokens[j - 3], ['n']) &&
      !UNITS.test(word(j - 3))
    )
      j -= 2;
    const noun = prev(j);
    if (!noun || /^\p{Lu}/u.test(noun.text)) return false;
    const na = agreement(ctx, noun, ['n'], false);
    if (!na || na.n.has('sg') || TIME_UNITS.has(noun.lower)) return false;
    // Back from the noun over "de" and the unit, the number, and an approximation ("cerca de"), words joined by
    // plain spaces.
    let x = j - 2;
    if (word(x) === 'de' && UNITS.test(word(x - 1))) x--;
    const at = word(x);
    if (!(/^\d/.test(at) || UNITS.test(at) || at === 'mil' || (CARDINAL.test(at) && !/^uma?$/.test(at)))) return false;
    if (/^(?:mil|milhões|bilhões)$/.test(at) && (/^\d/.test(word(x - 1)) || CARDINAL.test(word(x - 1)))) x--;
    const approx = APPROXIMATIONS_BEFORE.find((a) => a.split(' ').every((z, y, all) => word(x - all.length + y) === z));
    const k = x - 1 - (approx ? approx.split(' ').length : 0);
    if (!opensClause(ctx, tokens, k + 1)) return false;
    const fix = sv.unknown ?? anyPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      t,
      K.verbal,
      `O sujeito, "${ctx.doc.text.slice(tokens[k + 1]!.start, noun.end)}", está no plural.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

export const bareCollectivePluralVerb: GrammarRule = {
  // "a maioria não falam português": a collective head with its article and no complement, opening its clause,
  // then adverbs and its verb in the plural. With a plural complement ("a maioria dos refugiados falam") the norm
  // accepts both numbers; bare, the verb agrees with the singular head.
  nome: 'coletivo sem complemento e verbo no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Muitos chegam ao país, e a maioria não falam português; a maioria, aliás, vivem em abrigos.',
  contraExemplo:
    'Muitos chegam ao país, e a maioria dos refugiados não falam português; a maioria, aliás, não fala português.',
  at: ({ ctx, tokens, sp, add, gap, next, i, t, w }) => {
    if (!COLLECTIVE.has(w) || i < 1 || !/^(?:a|o)$/.test(tokens[i - 1]!.lower)) return false;
    if (!next(i - 1) || !opensClause(ctx, tokens, i - 1) || tokens[i - 2]?.lower === 'que') return false;
    // "a maioria, aliás, afirmaram": an aside between commas, without a verb, before the verb.
    const comma = !!tokens[i + 1] && tokens[i + 1]!.sent === t.sent && /^\s*,\s*$/.test(gap(t, tokens[i + 1]!));
    const aside = comma ? asideClose(ctx, tokens, i + 1, 4) : undefined;
    if (comma && aside === undefined) return false;
    const from = aside === undefined ? i + 1 : aside + 1;
    let k = from;
    while (next(k) && BETWEEN_SUBJECT_AND_VERB.has(tokens[k]!.lower)) k++;
    const verb = (aside !== undefined && k === from) || next(k - 1) === tokens[k] ? tokens[k] : undefined;
    if (!verb || verbNumber(ctx, verb) !== 'pl' || lemmas(ctx, verb).has('ser')) return false;
    const fix = verbSingular(sp, verb.lower) && anySingular(sp, verb.lower);
    if (!fix) return false;
    add(
      tokens[i - 1]!,
      verb,
      K.verbal,
      `"${tokens[i - 1]!.text} ${t.text}", sem complemento no plural, leva o verbo no singular.`,
      `${ctx.doc.text.slice(tokens[i - 1]!.start, verb.start)}${keepCase(verb.text, fix)}`,
    );
    return true;
  },
};

export const verbObjectBeforeMilharesSubject: GrammarRule = {
  // "a cada ano, abandona a escola milhares de alunos": a verb opening its clause, its object, then the subject,
  // a quantity of thousands.
  nome: 'verbo e objeto antes de sujeito com milhares',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Todo ano, perde o emprego milhares de trabalhadores.',
  contraExemplo: 'Todo ano, perdem o emprego milhares de trabalhadores, e o país perde o rumo.',
  at: (v) => {
    const { ctx, tokens, sp, add, next, i, t, w, fin } = v;
    if (!thirdSingular(fin) || !singularVerb(v) || !opensClause(ctx, tokens, i)) return false;
    const det = next(i);
    const noun = next(i, 2);
    if (!det || !noun || !/^(?:o|a|um|uma)$/.test(det.lower) || !articleAgrees(ctx, det, noun)) return false;
    let k = i + 3;
    if (next(k - 1) && adjLike(ctx, tokens[k]!)) k++;
    const q = next(k - 1);
    const de = next(k);
    const subject = next(k + 1);
    if (!q || !/^(?:milhares|milhões|centenas|dezenas)$/.test(q.lower) || de?.lower !== 'de' || !subject) return false;
    if (agreement(ctx, subject, ['n'], false)?.n.has('sg') !== false) return false;
    const fix = anyPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      t,
      K.verbal,
      `O sujeito, "${q.text} de ${subject.text}", vem depois do objeto e está no plural.`,
      keepCase(t.text, fix),
    );
    return true;
  },
};

/** Verbs of saying and thinking, whose object is what is said ("o que dizem os médicos": "o que", the object). */
const SAYING_OBJECT = set('dizer afirmar declarar alegar relatar argumentar pensar');

export const sayingVerbAfterOQue: GrammarRule = {
  // "segundo o que diz os farmacêuticos": after "o que", the object of a verb of saying, the plural phrase after the
  // verb is its subject (what is said is "o que"; the people saying it cannot be said).
  nome: 'verbo de dizer depois de "o que" e sujeito posposto no plural',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Segundo o que diz os farmacêuticos, o remédio faz mal.',
  contraExemplo: 'Segundo o que dizem os farmacêuticos, o remédio faz mal, e o que diz o médico também vale.',
  at: ({ ctx, sp, add, next, prev, i, t, w, lem, fin }) => {
    if (!thirdSingular(fin) || ![...lem].some((l) => SAYING_OBJECT.has(l))) return false;
    const que = prev(i);
    const o = que && prev(i - 1);
    if (!que || que.lower !== 'que' || !o || !/^(?:o|aquilo|tudo)$/.test(o.lower)) return false;
    const det = next(i);
    const noun = next(i, 2);
    if (!det || !noun || !PLURAL_DET.has(det.lower) || finiteReadings(ctx, noun).length) return false;
    const na = agreement(ctx, noun, ['n', 'adj'], false);
    if (!hasPos(ctx, noun, 'n') || !na || na.n.has('sg')) return false;
    const fix = anyPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      noun,
      K.verbal,
      `"O que" é o objeto de "${t.text}"; o sujeito, "${det.text} ${noun.text}", vem depois e está no plural.`,
      `${keepCase(t.text, fix)}${ctx.doc.text.slice(t.end, noun.end)}`,
    );
    return true;
  },
};

export const verbObjectBeforePluralSubject: GrammarRule = {
  // "Nas regiões carentes, percorre os povoados os chamados gatos": a verb opening its clause, its object, then its
  // plural subject, each phrase opened by an article. Verbs that take a predicative of their object ("torna os
  // jovens os culpados") or two objects ("ensina os alunos as regras") are left alone.
  nome: 'verbo e objeto antes de sujeito no plural com artigo',
  tipo: 'verbal',
  desdeOAjuste: true,
  exemplo: 'Nas regiões mais carentes, percorre os povoados os chamados gatos, que prometem salário.',
  contraExemplo:
    'Nas regiões mais carentes, percorrem os povoados os chamados gatos; a crise torna os jovens os mais afetados.',
  at: (v) => {
    const { ctx, tokens, sp, add, next, i, t, w, lem, fin } = v;
    if (!thirdSingular(fin) || !onlyPos(ctx, t, ['vblex']) || [...lem].some((l) => TWO_PHRASE_VERBS.has(l)))
      return false;
    const b = tokens[i - 1];
    if (b && b.sent === t.sent && !/[,;:]\s*$/.test(ctx.doc.text.slice(b.end, t.start))) return false;
    const det = next(i);
    const noun = next(i, 2);
    // After the article a participle is the noun ("os povoados").
    const nominal = (d: Token, x: Token) => {
      const a = finiteReadings(ctx, x).length ? undefined : agreement(ctx, x, ['n', 'adj', 'vblex'], false);
      return !!a && a.g.has(/^os?$/.test(d.lower) ? 'm' : 'f') && a.n.has(/s$/.test(d.lower) ? 'pl' : 'sg') && a;
    };
    if (!det || !noun || !/^(?:o|a|os|as)$/.test(det.lower) || !nominal(det, noun)) return false;
    let k = i + 3;
    while (next(k - 1) && adjLike(ctx, tokens[k]!)) k++;
    const det2 = next(k - 1);
    const subject = next(k);
    if (!det2 || !subject || !/^(?:os|as)$/.test(det2.lower)) return false;
    const sa = nominal(det2, subject);
    if (!sa || sa.n.has('sg')) return false;
    const fix = anyPlural(sp, w);
    if (!fix) return false;
    add(
      t,
      subject,
      K.verbal,
      `O sujeito, "${det2.text} ${subject.text}", vem depois do objeto e está no plural.`,
      `${keepCase(t.text, fix)}${ctx.doc.text.slice(t.end, subject.end)}`,
    );
    return true;
  },
};
