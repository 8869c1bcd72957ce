// C1 deviations that need to know what a word *is* (part of speech, gender, number, person, lemma), read from the
// morphological analyser (src/morph/analyzer.ts): confusable words in context, crase required and forbidden, nominal
// and verbal agreement, regência, condemned expressions, inflected infinitives, a word written twice. Each rule is
// conservative: it fires only when the analysis is unambiguous enough, and stays silent on words the dictionary lacks.
// Without the analyser only the rules that need no analysis (fixed words and phrases) run.
// The rules live in c1/, one file per kind of deviation, over the readers they share (c1/reading.ts, c1/words.ts,
// c1/inflect.ts, c1/noun-phrase.ts, c1/subject.ts); this module asks them in the order of the tables below.
import type { Token } from '../text.js';
import { tokEv } from './shared.js';
import type { Evidence } from './types.js';
import { REPEATED_WORD } from './c1/expressions.js';
import { agreement, type Ctx, finiteReadings, heads, lemmas, NONE, spaceOnly } from './c1/reading.js';
import type { GrammarRule, RuleView } from './c1/rule.js';
import * as accents from './c1/accents.js';
import * as confusables from './c1/confusables.js';
import * as crase from './c1/crase.js';
import * as expressions from './c1/expressions.js';
import * as nominal from './c1/nominal.js';
import * as pronouns from './c1/pronouns.js';
import * as regencia from './c1/regencia.js';
import * as verbal from './c1/verbal.js';
export { GRAMMAR_KINDS, type GrammarRule, type RuleView } from './c1/rule.js';
export { ARTICLES } from './c1/words.js';
export { NOMINAL_ACCENT, NOMINAL_DETERMINERS } from './c1/accents.js';
export { REPEATED_WORD };

/** The rules asked at each token, in this order, until one settles it. */
export const GRAMMAR_RULES: GrammarRule[] = [
  confusables.trasForTraz,
  confusables.trazForTras,
  confusables.afimDe,
  confusables.percaForPerda,
  confusables.masForMaisIntensity,
  confusables.masForMaisAfterVerb,
  confusables.masDeForMaisDe,
  confusables.maisForMas,
  confusables.mauForMal,
  confusables.malForMau,
  confusables.aForHaElapsed,
  confusables.daquiHa,
  expressions.haAtras,
  confusables.porqueNoun,
  confusables.porqueInQuestion,
  confusables.porQueCausal,
  confusables.senaoForSeNao,
  confusables.nounForVerbInfluencia,
  confusables.verbForNounInfluencia,
  confusables.acercaDeForCercaDe,
  confusables.aCercaDeForAcercaDe,
  confusables.porTanto,
  crase.craseByGovernor,
  crase.craseInLocution,
  crase.craseBeforeMasculinePluralOrPronoun,
  crase.asWithoutAgreement,
  regencia.assistirA,
  regencia.obedecerA,
  regencia.implicarWithoutPreposition,
  regencia.chegarA,
  regencia.preferirA,
  verbal.inflectedInfinitive,
  verbal.impersonalHaver,
  verbal.impersonalHaverAuxiliary,
  verbal.impersonalFazer,
  verbal.existirWithSubjectAfter,
  verbal.simpleSubjectAndVerb,
  nominal.determinerNounAdjective,
  expressions.condemnedExpressions,
  expressions.oMesmoAsPronoun,
];

/** The rules written after the fit, asked after GRAMMAR_RULES at each token (see GrammarRule.desdeOAjuste). */
export const GRAMMAR_RULES_SINCE_FIT: GrammarRule[] = [
  crase.craseByParticipleAdjectiveOrNoun,
  nominal.pluralDeterminerSingularNoun,
  nominal.pluralNounSingularAdjective,
  nominal.singularPredicativeAfterPluralCopula,
  verbal.pluralSubjectAdverbSingularVerb,
  verbal.compoundSubjectSingularVerb,
  crase.craseAfterNoun,
  crase.craseAfterAdjective,
  crase.craseInCoordinatedTerms,
  accents.eWithoutAccent,
  accents.eWithoutAccentBeforeImpersonalAdjective,
  accents.estaWithoutAccent,
  accents.verbFormForAccentedNoun,
  confusables.maisForMasBeforeVerbOrNegation,
  confusables.maisForMasBeforeParallelTerm,
  confusables.aoParForAPar,
  confusables.aoInvesDeForEmVezDe,
  confusables.agenteForAGente,
  confusables.aOnde,
  confusables.aForHaBeforeElapsedTime,
  confusables.porQueCausalBeforeClause,
  verbal.singularCopulaPluralPredicative,
  crase.craseInAFrenteDe,
  verbal.singularExistirBeforePluralSubject,
  verbal.singularVerbBeforeDistantPluralSubject,
  verbal.pluralImpersonalHaverFazer,
  nominal.masculinePredicativeBeforeFeminineSubject,
  verbal.singularPassiveBeforePluralSubject,
  expressions.cujoWithArticle,
  expressions.hajaVisto,
  crase.craseByLexiconGovernor,
  expressions.aNivelBeforeAdjective,
  crase.craseBeforeInfinitive,
  verbal.relativeQueSingularVerb,
  verbal.pluralTratarSeDe,
  accents.iraWithoutAccent,
  nominal.singularPredicativeBeforePluralSubject,
  crase.craseBeforeMasculineOrPluralDeterminer,
  verbal.passiveSeWithPluralSubject,
  verbal.distantPluralSubjectSingularVerb,
  // Agreement read from the sentence's structure.
  verbal.subjectHeadVerbNumber,
  nominal.predicativeAndSubjectHead,
  nominal.objectPredicativeAfterTornar,
  verbal.coordinatedSecondVerb,
  nominal.determinerNounGender,
  // Frequent slips of agreement, regência and pronoun placement.
  verbal.cadaUmDosPluralVerb,
  verbal.tantoQuantoSingularVerb,
  verbal.nemNemSingularVerb,
  verbal.countOfPronounSingularVerb,
  verbal.maisDeUmPluralVerb,
  verbal.percentageSingularVerb,
  verbal.pluralCaberWithInfinitiveSubject,
  verbal.infinitiveSubjectPluralVerb,
  nominal.lastListAdjectiveSingular,
  nominal.nounAdjectiveGender,
  nominal.adjectiveAfterCoordinatedNouns,
  nominal.pluralDeterminerAdjectiveSingularNoun,
  nominal.secondCoordinatedNounUnderPluralDeterminer,
  nominal.meiaForMeio,
  nominal.bastanteBeforePluralNoun,
  nominal.qualquerBeforePluralNoun,
  nominal.bastantesBeforeAdjective,
  nominal.invariableAlerta,
  regencia.deQueAfterFato,
  pronouns.attractedProclisis,
  pronouns.pronounOpeningSentence,
  pronouns.pronounAfterFutureOrParticiple,
  regencia.irAPlace,
  pronouns.subjectPronounAsObject,
  verbal.numberSubjectSingularVerb,
  accents.eWithoutAccentInVerblessSentence,
  accents.podeWithoutAccentInPast,
  verbal.bareCollectivePluralVerb,
  confusables.taoPoucoForTampouco,
  nominal.obrigadoByWoman,
  nominal.mesmoProprioAfterPronoun,
  nominal.participleAsideAfterPluralSubject,
  verbal.verbObjectBeforeMilharesSubject,
  verbal.verbObjectBeforePluralSubject,
  verbal.sayingVerbAfterOQue,
  regencia.namorarCom,
  regencia.assistirABeforeBarePlural,
  regencia.missingAWithVerb,
  confusables.porqueInIndirectQuestion,
  confusables.paronymInContext,
];

const ALL_RULES = [...GRAMMAR_RULES, ...GRAMMAR_RULES_SINCE_FIT];
/** A finding with the name of the rule that made it. */
export type RuleFinding = { regra: string; achado: Evidence };
/**
 * The deviations found, each with its passage, kind (GRAMMAR_KINDS), explanation and fix. `taken` are the spans other
 * C1 rules already marked: a finding overlapping one is left out (one mark per slip).
 */
export function grammarDeviations(
  ctx: Ctx,
  taken: readonly { start: number; end: number }[] = [],
  options: { fittedOnly?: boolean } = {},
): Evidence[] {
  return grammarFindings(ctx, taken, options).map((f) => f.achado);
}
/** grammarDeviations with the rule behind each finding (for the rules' own tests). */
export function grammarFindings(
  ctx: Ctx,
  taken: readonly { start: number; end: number }[] = [],
  { fittedOnly = false }: { fittedOnly?: boolean } = {},
): RuleFinding[] {
  const rules = fittedOnly ? GRAMMAR_RULES : ALL_RULES;
  const { doc, tokens, sp } = ctx;
  const out: RuleFinding[] = [];
  let rule = REPEATED_WORD;
  const add = (a: Token, b: Token, tipo: string, detalhe: string, sugestao: string) => {
    if (
      taken.some((e) => a.start < e.end && b.end > e.start) ||
      out.some(({ achado: e }) => a.start < e.end && b.end > e.start)
    )
      return;
    out.push({ regra: rule.nome, achado: tokEv(doc, a, b, tipo, detalhe, sugestao) });
  };
  const gap = (a: Token, b: Token) => doc.text.slice(a.end, b.start);
  /** plain[x]: token x + 1 follows x in the same sentence after nothing but spaces (computed once per essay). */
  const plain = tokens.map((t, x) => {
    const u = tokens[x + 1];
    return !!u && u.sent === t.sent && spaceOnly(ctx, t, u);
  });
  const next = (i: number, k = 1): Token | undefined => {
    for (let x = i; x < i + k; x++) if (!plain[x]) return undefined;
    return tokens[i + k];
  };
  const prev = (i: number): Token | undefined => (i > 0 && plain[i - 1] ? tokens[i - 1] : undefined);
  const sentenceOf = (t: Token) => doc.sentences[t.sent];
  const isQuestion = (t: Token) => /\?\s*["”»)]*$/.test(sentenceOf(t)?.text ?? '');
  const low = (t: Token | undefined) => t?.lower ?? '';
  // After "a" the word is read as a noun; an infinitive reading ("a cuidar") keeps the preposition.
  const fem = (t: Token | undefined) => {
    const a = heads(ctx, t).some((tags) => tags.includes('inf')) ? undefined : agreement(ctx, t, ['n'], false);
    return !!a && a.g.has('f') && !a.g.has('m');
  };
  const masc = (t: Token | undefined) => {
    const a = agreement(ctx, t, ['n']);
    return !!a && a.g.has('m') && !a.g.has('f');
  };
  if (!tokens.length) return out;
  // One view, moved from token to token.
  const v: RuleView = {
    ctx,
    doc,
    tokens,
    sp,
    add,
    gap,
    next,
    prev,
    sentenceOf,
    isQuestion,
    low,
    fem,
    masc,
    i: 0,
    t: tokens[0]!,
    w: '',
    lem: NONE.lemmas,
    fin: [],
  };
  const moveTo = (i: number) => {
    const t = tokens[i]!;
    Object.assign(v, {
      i,
      t,
      w: t.lower,
      p: prev(i),
      n1: next(i),
      n2: next(i, 2),
      lem: lemmas(ctx, t),
      fin: finiteReadings(ctx, t),
    });
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    moveTo(i);
    REPEATED_WORD.at(v);
  }
  for (let i = 0; i < tokens.length; i++) {
    moveTo(i);
    for (rule of rules) if (rule.at(v)) break;
  }
  return out;
}
