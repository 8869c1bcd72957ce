// Accents read from context (GRAMMAR_KINDS.acento): "e"/"é", "esta"/"está", "ira"/"irá", "pode"/"pôde", a verb form
// written for an accented noun or adjective.
import { isGuessed } from '../../morph/guess.js';
import type { Token } from '../../text.js';
import { keepCase } from './inflect.js';
import {
  agreement,
  articleAgrees,
  type Ctx,
  derived,
  FINITE,
  finiteReadings,
  hasPos,
  heads,
  isNoun,
  isVerb,
  lemmas,
  onlyPos,
  readingsOf,
  spaceOnly,
  unknownWord,
} from './reading.js';
import { type GrammarRule, K } from './rule.js';
import { ARTICLES, BETWEEN_SUBJECT_AND_VERB, DEGREE, PREPOSITIONS, set, SUBJECT_DET, TIME_UNITS } from './words.js';

/** Adjectives of the impersonal "é + adjetivo (+ que / infinitivo)" students write "e" in ("e preciso que"). */
const IMPERSONAL_ADJ = set(
  'preciso necessário necessária possível impossível importante imprescindível fundamental essencial notório notória evidente inegável indubitável urgente válido relevante interessante perceptível inadmissível inaceitável razoável primordial crucial nítido indiscutível inquestionável visível mister alarmante preocupante',
);
/**
 * Determiners that open a noun phrase, not adverbs nor verbs ("muita carie", "esse diagnostico", "nenhuma duvida"; not
 * "este"/"esta", "muito", "pouco"): a lexical verb form after them is a noun misspelt.
 */
export const NOMINAL_DETERMINERS = set(
  'esse essa esses essas aquele aquela aqueles aquelas desse dessa desses dessas nesse nessa nesses nessas deste desta destes destas neste nesta nestes nestas seu sua seus suas nosso nossa nossos nossas muita muitas pouca poucas tanta tantas nenhum nenhuma cada qualquer',
);
/**
 * An accent before the last syllable, a noun's or an adjective's ("pública", "índices", "privilégio"), where the form
 * without it is a verb's ("publica", "privilegio"); one on the last vowel makes another verb form ("afetá", "possá").
 */
export const NOMINAL_ACCENT = /[áéíóúâêô]\p{Ll}*[aeiou]\p{Ll}*$/u;
/**
 * tokens[k] is a noun after an article that follows a verb or a preposition ("criar uma plataforma", "na escola"): an
 * object or a complement, not a subject.
 */
function objectNoun(ctx: Ctx, tokens: Token[], k: number): boolean {
  const det = tokens[k - 1];
  if (!det || !ARTICLES.has(det.lower) || det.sent !== tokens[k]!.sent) return false;
  if (!/^(?:o|a|os|as|um|uma)$/.test(det.lower)) return true;
  const before = tokens[k - 2];
  if (!before || before.sent !== det.sent || !spaceOnly(ctx, before, det)) return false;
  if (before.lower === 'que' || before.lower === 'e') return false;
  return (
    PREPOSITIONS.has(before.lower) ||
    heads(ctx, before).some((tags) => isVerb(tags) && (tags.includes('inf') || tags.some((x) => FINITE.has(x))))
  );
}
/**
 * What sets the sentence of tokens[i] in the past (the "pôde" rule): a closed span of past years before it ("de 2012 a
 * 2017"), a time the distal demonstrative points to ("naquele ano", "naquela época", "naquele momento"), "à época", "Na
 * época," opening the sentence, a time called past ("no ano passado", "na semana passada") or "ontem". The index from
 * which the sentence must hold no verb of the present (the cue's, when it comes before tokens[i]; else -1, the whole
 * sentence), or undefined.
 */
function pastCue(ctx: Ctx, tokens: Token[], i: number): number | undefined {
  const t = tokens[i]!;
  const year = (x: Token | undefined) => (x && /^(?:19|20)\d\d$/.test(x.text) ? Number(x.text) : undefined);
  const low = (k: number) => (tokens[k]?.sent === t.sent ? tokens[k]!.lower : '');
  let cue: number | undefined;
  for (let x = 0; x < tokens.length; x++) {
    if (tokens[x]!.sent !== t.sent) continue;
    const [from, to] = [year(tokens[x - 2]), year(tokens[x])];
    const span =
      x < i &&
      from !== undefined &&
      to !== undefined &&
      from < to &&
      to < new Date().getFullYear() &&
      /^(?:a|e)$/.test(low(x - 1)) &&
      /^(?:de|entre)$/.test(low(x - 3));
    const unit = TIME_UNITS.has(tokens[x]!.lower) || /^(?:época|momento|período)$/.test(tokens[x]!.lower);
    const pointed =
      (unit && /^naquel[ea]$/.test(low(x - 1))) ||
      (tokens[x]!.lower === 'época' &&
        (low(x - 1) === 'à' ||
          (low(x - 1) === 'na' &&
            tokens[x - 2]?.sent !== t.sent &&
            /^\s*,/.test(ctx.doc.text.slice(tokens[x]!.end, tokens[x + 1]?.start)))));
    const past =
      (unit && /^passad[oa]s?$/.test(low(x + 1)) && /^(?:n[oa]s?|em)$/.test(low(x - 1))) ||
      tokens[x]!.lower === 'ontem';
    if (span) return -1;
    if ((pointed || past) && cue === undefined) cue = x < i ? x : -1;
    if ((pointed || past) && x < i) cue = x;
  }
  return cue;
}

export const eWithoutAccent: GrammarRule = {
  nome: 'e por é',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo: 'O problema e grave para toda a sociedade, e o tema ainda e tratado como tabu.',
  contraExemplo: 'O problema é grave e urgente para toda a sociedade, e o acordo e tratado serão assinados.',
  at: ({ ctx, tokens, sentenceOf, add, prev, i, t, w, n1, n2 }) => {
    if (w !== 'e' || !n1) return false;
    const first = sentenceOf(t)?.tokens[0] === t;
    // The subject, past the adverbs that stand before a verb ("o barulho ainda e tratado").
    let j = i;
    while (prev(j) && BETWEEN_SUBJECT_AND_VERB.has(prev(j)!.lower)) j--;
    const p = prev(j);
    const subjectLike =
      first ||
      (!!p &&
        (/^(?:isso|isto|ele|ela|que|tudo|ninguém)$/.test(p.lower) ||
          (hasPos(ctx, p, 'n') &&
            !hasPos(ctx, p, 'adj') &&
            !heads(ctx, p).some((tags) => tags.includes('pp')) &&
            agreement(ctx, p, ['n'], false)?.n.has('sg')) ||
          // a word the analyser lacks after a singular article is its noun ("o barulho")
          (unknownWord(ctx, p) && ctx.sp.check(p.lower) && /^[oa]$/.test(prev(tokens.indexOf(p))?.lower ?? ''))));
    if (!subjectLike) return false;
    const adj = DEGREE.has(n1.lower) && n2 ? n2 : n1;
    const h = heads(ctx, adj);
    // A participle that is also a noun ("tratado", "visto") is the participle only before "como" or an agent ("e
    // tratado como", "e visto pela"); a participle read by its form alone may be a noun ("cidadão e bandido").
    // An adjective that is also a noun ("responsável") is the adjective before its agent-like "por" ("e responsável
    // por grande parte").
    const passive = adj === n1 && /^(?:como|por|pelo|pela|pelos|pelas)$/.test(n2?.lower ?? '');
    const byAdjective = passive && n2?.lower !== 'como' && h.some((tags) => tags[0] === 'adj');
    if (
      !h.some((tags) => tags[0] === 'adj' || tags.includes('pp')) ||
      (h.some((tags) => tags[0] === 'n') && !(passive && h.some((tags) => tags.includes('pp'))) && !byAdjective) ||
      isGuessed(readingsOf(ctx, adj))
    )
      return false;
    // "indignação e seu repúdio", "experiência e vão em busca": a possessive or determiner, or a verb in the present
    // of the third person, follows the conjunction "e".
    if (
      h.some((tags) => tags[0] === 'det' || tags.includes('pos')) ||
      finiteReadings(ctx, adj).some((tags) => tags.includes('pri') && tags.includes('p3'))
    )
      return false;
    const aa = agreement(ctx, adj, ['adj', 'vblex'], false);
    if (!aa || !aa.n.has('sg')) return false;
    const after = adj === n1 ? n2 : undefined;
    if (after && hasPos(ctx, after, 'n') && !hasPos(ctx, after, 'pr')) return false;
    // "é capturado ainda filhote e levado para": a finite "ser" and its participle earlier in the clause (no
    // punctuation between), and "e" joins a second participle to that passive.
    if (h.some((tags) => tags.includes('pp')))
      for (let k = i - 1; k > 0 && tokens[k]!.sent === t.sent && spaceOnly(ctx, tokens[k]!, tokens[k + 1]!); k--)
        if (
          lemmas(ctx, tokens[k - 1]!).has('ser') &&
          finiteReadings(ctx, tokens[k - 1]).length > 0 &&
          spaceOnly(ctx, tokens[k - 1]!, tokens[k]!) &&
          heads(ctx, tokens[k]).some((tags) => tags.includes('pp'))
        )
          return false;
    add(t, t, K.acento, '"E" é conjunção; o verbo "ser" leva acento: "é".', keepCase(t.text, 'é'));
    return true;
  },
};

export const eWithoutAccentBeforeImpersonalAdjective: GrammarRule = {
  nome: 'e por é antes de adjetivo impessoal',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo:
    'Sendo assim, e preciso agir, e não e possível esperar que o Estado e necessário que aja. Não basta punir: e preciso que haja prevenção.',
  contraExemplo: 'Sendo assim, é preciso agir: é importante e necessário que o Estado aja, e preciso de ajuda.',
  at: ({ ctx, tokens, sentenceOf, add, i, t, w, p, n1, n2 }) => {
    if (w !== 'e' || !n1 || !IMPERSONAL_ADJ.has(n1.lower)) return false;
    const clause = !!n2 && (n2.lower === 'que' || heads(ctx, n2).some((tags) => tags.includes('inf')));
    // "e preciso" is also "and I need": only with "que" or an infinitive after it.
    if (n1.lower === 'preciso' && !clause) return false;
    const before = tokens[i - 1];
    const opens =
      sentenceOf(t)?.tokens[0] === t ||
      (!p && !!before && /[,;:]\s*$/.test(ctx.doc.text.slice(before.end, t.start))) ||
      (!!p && /^(?:não|também|já|ainda|só|assim)$/.test(p.lower));
    // Mid-sentence only before "que" or an infinitive, never after an adjective ("importante e necessário que").
    const inClause = clause && !!p && !hasPos(ctx, p, 'adj') && !IMPERSONAL_ADJ.has(p.lower);
    if (!opens && !inClause) return false;
    add(t, t, K.acento, '"E" é conjunção; o verbo "ser" leva acento: "é".', keepCase(t.text, 'é'));
    return true;
  },
};

export const estaWithoutAccent: GrammarRule = {
  nome: 'esta por está',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo: 'A população esta preocupada com o futuro.',
  contraExemplo: 'Esta população está preocupada com esta nova crise.',
  at: (v) => {
    const { ctx, add, t, w, n1, n2 } = v;
    if (w !== 'esta' || !n1) return false;
    const h = heads(ctx, n1);
    // "esta restrita a poucos": a word the analyser lacks, the speller knows, in a participle's feminine ending,
    // before a preposition or the clause's end (not a noun this "esta" determines: "esta cartilha").
    if (!h.length) {
      const then = v.next(v.i + 1);
      const participle =
        unknownWord(ctx, n1) &&
        ctx.sp.check(n1.lower) &&
        /^\p{Ll}{3,}(?:ad|id|it|eit|ert|ost|ct)a$/u.test(n1.text) &&
        (!then || (PREPOSITIONS.has(then.lower) && !/^(?:d[eoa]s?)$/.test(then.lower)));
      if (!participle) return false;
    }
    // Before a finite verb or "que" it is the demonstrative as a pronoun ("Terapias como esta pode…", "Declaração
    // esta que revoltou…"): "está" is followed by a participle, an adjective, a gerund or a complement.
    if (
      n1.lower === 'que' ||
      (h.length &&
        h.every((tags) => isVerb(tags) && !tags.includes('pp') && !tags.includes('ger') && !tags.includes('inf')))
    )
      return false;
    const femNominal = h.some(
      (tags) =>
        (tags[0] === 'n' || tags[0] === 'adj' || tags.includes('pp')) && (tags.includes('f') || tags.includes('mf')),
    );
    if (femNominal) {
      // "esta nova lei": an adjective before a noun; "esta preocupada com": the verb.
      const adjOnly = !h.some((tags) => tags[0] === 'n');
      if (!adjOnly || (n2 && hasPos(ctx, n2, 'n') && !hasPos(ctx, n2, 'pr'))) return false;
    }
    add(t, t, K.acento, '"Esta" é demonstrativo; o verbo "estar" leva acento: "está".', keepCase(t.text, 'está'));
    return true;
  },
};

export const verbFormForAccentedNoun: GrammarRule = {
  nome: 'forma verbal por nome ou adjetivo acentuado',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo:
    'Os indices mostram que a escola publica precisa de verbas; é preciso criar uma plataforma publica que conecte os jovens.',
  contraExemplo:
    'Os índices mostram que a escola pública publica seus dados, e a prefeitura publica que os dados são dela.',
  at: ({ ctx, tokens, sp, add, prev, low, i, t, w, p, n1 }) => {
    if (!p || /^\p{Lu}/u.test(t.text) || w.length < 5) return false;
    const h = heads(ctx, t);
    const verbOnly = h.length > 0 && h.every((tags) => isVerb(tags) && !tags.includes('inf') && !tags.includes('pp'));
    // (a word the dictionary lacks, read as a noun or not at all: "filosofo", "rotulo"; not as a participle, "libido")
    const lacking = !!ctx.morph && unknownWord(ctx, t) && !h.some((tags) => tags.includes('pp'));
    if (!verbOnly && !lacking) return false;
    const accentedForm = sp.accentFix(w);
    if (!accentedForm || accentedForm === w || !NOMINAL_ACCENT.test(accentedForm)) return false;
    const afterDet =
      ARTICLES.has(p.lower) ||
      // A demonstrative or a quantifier may stand alone as the subject of an auxiliary ("esse seria mais um
      // empecilho", "Aquele teria o papel…").
      (NOMINAL_DETERMINERS.has(p.lower) &&
        !h.some((tags) => /^vb(?:ser|haver|mod)$/u.test(tags[0] ?? '')) &&
        !derived(ctx, t).lemmas.has('estar')) ||
      (verbOnly && /^(?:sem|em|com|de|por)$/.test(p.lower)) ||
      (verbOnly && onlyPos(ctx, p, ['adj']) && ARTICLES.has(low(prev(i - 1))));
    // After a noun of its gender it is the adjective unless an object follows ("a escola publica livros" is the verb).
    // Of its number too ("as capitais continua alto": a singular cannot qualify them); "continua" after a subject is
    // the verb ("a população continua imparcial", "a variedade continua, porém"). So is a word the analyser lacks
    // whose accented form the dictionary has ("um problema serio", "serio" a form of "seriar").
    const pa = agreement(ctx, p, ['n'], false);
    const g = pa?.g;
    const afterNoun =
      (verbOnly || lacking) &&
      !!g &&
      g.has(/as?$/.test(w) ? 'f' : 'm') &&
      pa.n.has(/s$/.test(w) ? 'pl' : 'sg') &&
      !/^continu/.test(w) &&
      /[ao]s?$/.test(w) &&
      !heads(ctx, p).some((tags) => tags.includes('pp') || isVerb(tags)) &&
      (!n1 ||
        !(hasPos(ctx, n1, 'det') || hasPos(ctx, n1, 'n') || hasPos(ctx, n1, 'prn')) ||
        // "criar uma plataforma publica que conecte": the noun phrase follows a verb or a preposition, so it is no
        // subject and "publica" no verb of it.
        (n1.lower === 'que' && objectNoun(ctx, tokens, i - 1)));
    if (!afterDet && !afterNoun) return false;
    add(t, t, K.acento, `Aqui "${t.text}" é nome ou adjetivo: "${accentedForm}", com acento.`, accentedForm);
    return true;
  },
};

export const iraWithoutAccent: GrammarRule = {
  // "ira" (anger) is a noun: before an infinitive, with no determiner before it, it is the future "irá" ("esse
  // incêndio ira ser controlado").
  nome: 'ira por irá',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo: 'Logo esse incêndio ira ser controlado.',
  contraExemplo: 'A ira tomou conta da multidão, e sua ira cresceu.',
  at: ({ ctx, add, t, w, p, n1 }) => {
    if (w !== 'ira' || !n1 || !heads(ctx, n1).some((tags) => isVerb(tags) && tags.includes('inf'))) return false;
    if (p && (hasPos(ctx, p, 'det') || hasPos(ctx, p, 'pr') || PREPOSITIONS.has(p.lower) || hasPos(ctx, p, 'adj')))
      return false;
    add(t, t, K.acento, '"Ira" é o nome (raiva); o futuro de "ir" leva acento: "irá".', keepCase(t.text, 'irá'));
    return true;
  },
};

/** A rank after an article ("o terceiro", "a principal", "o maior"). */
const RANK =
  /^(?:(?:primeir|segund|terceir|quart|quint|sext|sétim|oitav|non|décim|últim|únic)[oa]|principal|maior|menor|melhor|pior)$/;
export const eWithoutAccentInVerblessSentence: GrammarRule = {
  // "a saúde e um direito de todos": "e" between a singular noun phrase and an indefinite one, in a sentence with
  // no verb of its own, is the copula.
  nome: 'e por é numa frase sem verbo',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo:
    'Afinal, a educação e um dever do Estado, e não um favor. A leitura, nesse caso, e tratada como castigo. O problema não e a lei.',
  contraExemplo:
    'Afinal, a educação é um dever do Estado. A escola e uma ONG do bairro firmaram parceria. A leitura, nesse caso, é tratada como castigo. Ela disse que não e a conversa acabou.',
  at: ({ ctx, tokens, sentenceOf, gap, add, i, t, w, p, n1, n2 }) => {
    if (w !== 'e' || !n1) return false;
    const sentence = sentenceOf(t)?.tokens ?? [];
    // "a saúde e um direito": after a singular noun with its article, before an indefinite one
    const indefinite =
      !!p &&
      /^(?:um|uma)$/.test(n1.lower) &&
      /^[oa]$/.test(tokens[i - 2]?.lower ?? '') &&
      articleAgrees(ctx, tokens[i - 2]!, p) &&
      agreement(ctx, p, ['n'], false)?.n.has('pl') === false;
    // "A escola, nesse caso, e vista como obrigação": after an aside that follows the sentence's subject, before
    // a participle and "como" or an agent.
    const aside =
      !p &&
      i > 0 &&
      /,\s*$/.test(gap(tokens[i - 1]!, t)) &&
      /^[OA]$/.test(sentence[0]?.text ?? '') &&
      heads(ctx, n1).some((tags) => tags.includes('pp') && tags.includes('sg')) &&
      /^(?:como|pelo|pela|pelos|pelas|por)$/.test(n2?.lower ?? '');
    // "A dificuldade não e a falta de vontade": after "não", before an article.
    const negated = p?.lower === 'não' && /^(?:o|a|os|as|um|uma)$/.test(n1.lower);
    // "o Brasil e o terceiro país com …, e suas prisões": after a singular noun or a name with its article, before an
    // article and a rank ("o terceiro", "a principal", "o maior"); only the clause up to the next punctuation need be
    // verbless, from the sentence's start.
    const ranked =
      !!p &&
      !!n2 &&
      /^[oa]$/.test(n1.lower) &&
      /^[oa]$/.test(tokens[i - 2]?.lower ?? '') &&
      (/^\p{Lu}/u.test(p.text) || (articleAgrees(ctx, tokens[i - 2]!, p) && !hasPos(ctx, p, 'adj'))) &&
      RANK.test(n2.lower);
    if (!indefinite && !aside && !negated && !ranked) return false;
    let last = sentence.length - 1;
    const rankOnly = ranked && !indefinite && !aside && !negated;
    if (rankOnly) {
      last = sentence.indexOf(t) + 2;
      while (last + 1 < sentence.length && spaceOnly(ctx, sentence[last]!, sentence[last + 1]!)) last++;
      // The clause closes the sentence or another opens after it ("…, e suas prisões estão"), not an aside before a
      // verb of the two phrases ("A escola e o principal parceiro, a prefeitura, firmaram").
      const after = sentence[last + 1];
      if (
        after &&
        !/[;:]/.test(gap(sentence[last]!, after)) &&
        !/^(?:e|mas|pois|porém|embora|enquanto)$/.test(after.lower)
      )
        return false;
    }
    if (
      sentence.slice(0, last + 1).some(
        (x) =>
          x !== t &&
          // ("como" is also "I eat": a third-person reading makes a verb; before the rank, any person does)
          ((finiteReadings(ctx, x).some((tags) => tags.includes('p3')) &&
            !hasPos(ctx, x, 'n') &&
            !hasPos(ctx, x, 'adj')) ||
            (rankOnly && (x.lower === 'são' || (finiteReadings(ctx, x).length > 0 && !onlyPos(ctx, x, ['n', 'adj']))))),
      )
    )
      return false;
    add(t, t, K.acento, '"E" é conjunção; o verbo "ser" leva acento: "é".', keepCase(t.text, 'é'));
    return true;
  },
};

export const podeWithoutAccentInPast: GrammarRule = {
  // "pode" in a sentence set in the past, with no other verb of the present in it (from the cue on, when the cue
  // comes first), is "pôde": a closed span of past years before it ("Durante a seca de 2012 a 2017, a população não
  // pode contar"), or anywhere a time the distal demonstrative points to ("naquele ano", "naquela época", "naquele
  // momento"), "à época", "Na época," opening the sentence, a time called past ("no ano passado") or "ontem". Not
  // "pode ter/ser" (a present guess about the past) nor a span that reaches this year.
  nome: 'pode por pôde num período passado',
  tipo: 'acento',
  desdeOAjuste: true,
  exemplo:
    'Durante a seca de 2012 a 2017, grande parte da população não pode contar com abastecimento. Na época, o governo não pode conter a inflação. A lei pode, naquele momento, mudar o país. Ela contou que não pode concluir o curso no ano passado porque não encontrou vaga.',
  contraExemplo:
    'Durante a seca de 2012 a 2017, a população não pôde contar com abastecimento; de 2012 a 2017 o número pode ter caído, e entre 2012 e 2017 a população que pode migrar migra. Naquele ano, quem pode sair sai. Na época atual, o governo não pode conter a inflação. No ano passado ela mudou, e hoje pode estudar.',
  at: ({ ctx, tokens, add, next, i, t, w }) => {
    if (w !== 'pode' || /^(?:ter|ser|estar|haver)$/.test(next(i)?.lower ?? '')) return false;
    const from = pastCue(ctx, tokens, i);
    if (from === undefined) return false;
    // Any word that may be a verb of the present, unless a determiner, a preposition, an adjective or a finite verb
    // before it makes it a noun ("a seca", "grande parte", "encontrou vaga"), or an adverb of the present ("hoje").
    const nounBefore = (k: number) =>
      k > 0 &&
      isNoun(ctx, tokens[k]!) &&
      (SUBJECT_DET.has(tokens[k - 1]!.lower) ||
        PREPOSITIONS.has(tokens[k - 1]!.lower) ||
        onlyPos(ctx, tokens[k - 1], ['adj']) ||
        (finiteReadings(ctx, tokens[k - 1]).length > 0 && onlyPos(ctx, tokens[k - 1], ['vblex'])));
    const present = tokens.some(
      (x, k) =>
        x !== t &&
        x.sent === t.sent &&
        k > from &&
        ((finiteReadings(ctx, x).some((tags) => tags.includes('pri')) && !nounBefore(k)) ||
          /^(?:hoje|atualmente|agora|hodiernamente)$/.test(x.lower)),
    );
    if (present) return false;
    add(t, t, K.acento, 'No passado, o verbo "poder" leva acento diferencial: "pôde".', keepCase(t.text, 'pôde'));
    return true;
  },
};
