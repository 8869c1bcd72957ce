// Pronouns (GRAMMAR_KINDS.colocacao, GRAMMAR_KINDS.caso): where the unstressed pronoun goes, and a subject pronoun
// written as an object.
import { encliticFinite, finiteReadings, heads, isVerb, lemmas, onlyPos } from './reading.js';
import { type GrammarRule, K } from './rule.js';
import { set } from './words.js';

/** Words that attract the unstressed pronoun before a finite verb ("não se deve", "que se dedicam", "quando se sente"). */
const ATTRACTORS = set(
  'não nunca jamais ninguém nada nenhum nenhuma que quem qual quais onde quando porque embora também já sempre ainda talvez tudo',
);
/** Verbs that take a person as their direct object: "ajudar eles" is "ajudá-los". */
const OBJECT_VERBS = set(
  'ajudar apoiar incentivar orientar proteger respeitar acolher educar ensinar conscientizar deixar levar colocar encontrar chamar obrigar impedir prejudicar afetar atingir excluir julgar punir prender matar agredir ameaçar criticar aceitar valorizar integrar inserir capacitar preparar motivar estimular alertar amparar abandonar discriminar humilhar',
);
/** Verbs often pronominal that open a sentence after a stray "Se" ("Se faz necessário" → "Faz-se necessário"). */
const PRONOMINAL_OPENERS = set(
  'fazer tornar tratar observar perceber notar verificar saber dever poder encontrar mostrar entender esperar discutir sentir destacar evidenciar configurar constatar',
);

export const attractedProclisis: GrammarRule = {
  // "Não deve-se", "os jovens que dedicam-se", "quando sente-se": a negation, a relative or a conjunction, an
  // adverb right before the finite verb attracts the pronoun before it.
  nome: 'próclise atraída',
  tipo: 'colocacao',
  desdeOAjuste: true,
  exemplo: 'Não deve-se esquecer a família, e os jovens que dedicam-se aos estudos avançam.',
  contraExemplo:
    'Não se deve esquecer a família; deve-se lembrar que, para não tornar-se refém, os jovens que se dedicam avançam.',
  at: ({ ctx, add, p, t }) => {
    if (!p || !ATTRACTORS.has(p.lower)) return false;
    const e = encliticFinite(ctx, t);
    if (!e) return false;
    add(
      t,
      t,
      K.colocacao,
      `"${p.text}" atrai o pronome para antes do verbo: "${p.text} ${e.clitic.toLowerCase()} ${e.verb}".`,
      `${e.clitic.toLowerCase()} ${e.verb}`,
    );
    return true;
  },
};

export const pronounOpeningSentence: GrammarRule = {
  // "Se faz necessário", "Me preocupa": the norm does not open a sentence with the unstressed pronoun.
  nome: 'pronome oblíquo no início da frase',
  tipo: 'colocacao',
  desdeOAjuste: true,
  exemplo: 'Se faz necessário investir, e me preocupa a situação. Me preocupa a situação.',
  contraExemplo: 'Faz-se necessário investir. Se o governo investir, a situação melhora. Se houver vontade, muda.',
  at: ({ ctx, tokens, add, i, t, n1 }) => {
    if (!n1 || (i > 0 && tokens[i - 1]!.sent === t.sent) || !/^(?:Me|Te|Lhe|Lhes|Se)$/.test(t.text)) return false;
    const fin = finiteReadings(ctx, n1);
    if (!fin.length || !onlyPos(ctx, n1, ['vblex', 'vbser', 'vbmod']) || heads(ctx, n1).some((x) => x.includes('inf')))
      return false;
    // "Se" is also the conditional conjunction: only verbs often pronominal, in the indicative.
    if (
      t.text === 'Se' &&
      (![...lemmas(ctx, n1)].some((l) => PRONOMINAL_OPENERS.has(l)) ||
        !fin.every((x) => x.includes('pri') || x.includes('ifi') || x.includes('imp')))
    )
      return false;
    const verb = n1.text[0]!.toUpperCase() + n1.text.slice(1);
    add(
      t,
      n1,
      K.colocacao,
      'A frase não começa com pronome oblíquo átono: o pronome vai depois do verbo.',
      `${verb}-${t.lower}`,
    );
    return true;
  },
};

export const pronounAfterFutureOrParticiple: GrammarRule = {
  // "tornará-se", "deveria-se": no pronoun after a future or a conditional (mesoclisis, or the pronoun before the
  // verb); none after a participle ("tem agravado-se").
  nome: 'pronome depois de futuro ou particípio',
  tipo: 'colocacao',
  desdeOAjuste: true,
  exemplo: 'A situação tornará-se insustentável, e o problema tem agravado-se.',
  contraExemplo: 'A situação se tornará insustentável, tornar-se-á um problema, e o problema tem se agravado.',
  at: ({ ctx, tokens, add, i, t }) => {
    const m = /^(\p{L}+?[aeiô]r)(á|ão|ia|iam|emos|ei)-(se|me|te|nos|lhe|lhes)$/iu.exec(t.text);
    const pp = /^(\p{L}+(?:ado|ido)s?)-(se|me|te|nos|lhe|lhes)$/iu.exec(t.text);
    // The future or the conditional: an infinitive with its ending, both known to the dictionary ("queria" is the
    // imperfect of "querer").
    if (
      m &&
      !/quer$/i.test(m[1]!) &&
      ctx.sp.check(m[1]!.toLowerCase()) &&
      ctx.sp.check(`${m[1]}${m[2]}`.toLowerCase())
    ) {
      const verb = `${m[1]}${m[2]}`;
      const first = i === 0 || tokens[i - 1]!.sent !== t.sent;
      const fix = first ? `${m[1]}-${m[3]!.toLowerCase()}-${m[2]}` : `${m[3]!.toLowerCase()} ${verb}`;
      add(t, t, K.colocacao, 'Depois do futuro e do condicional não vem pronome: mesóclise ou próclise.', fix);
      return true;
    }
    if (pp) {
      add(
        t,
        t,
        K.colocacao,
        'Não se usa pronome depois de particípio: "tem se agravado".',
        `${pp[2]!.toLowerCase()} ${pp[1]}`,
      );
      return true;
    }
    return false;
  },
};

export const subjectPronounAsObject: GrammarRule = {
  // "ajudar eles", "deixando ela": the object of a verb is the oblique pronoun ("ajudá-los", "deixando-a"); "ele"
  // after it is the subject case. Only verbs that take a person as their object, not after "ao" ("ao chegar ele").
  nome: 'pronome reto como objeto',
  tipo: 'caso',
  desdeOAjuste: true,
  exemplo: 'É preciso ajudar eles a sair da pobreza, e os pais deixam elas sozinhas.',
  contraExemplo: 'É preciso ajudá-los a sair da pobreza; para ele, o governo ajuda, e ao ver ele sorriu.',
  at: ({ ctx, add, p, t, n1 }) => {
    // "Deixa Ela Correr": a title's capitals are left alone.
    if (!n1 || !/^(?:ele|ela|eles|elas)$/.test(n1.text) || p?.lower === 'ao') return false;
    if (![...lemmas(ctx, t)].some((l) => OBJECT_VERBS.has(l))) return false;
    const h = heads(ctx, t);
    if (!h.length || !h.every((tags) => isVerb(tags))) return false;
    const o = { ele: 'o', ela: 'a', eles: 'os', elas: 'as' }[n1.lower]!;
    const inf = h.some((tags) => tags.includes('inf')) && /[aei]r$/.test(t.lower);
    const ger = /ndo$/.test(t.lower);
    // Mid-clause the pronoun may go before the finite verb ("os deixam"); opening the clause, after it ("deixe-a").
    const fix = inf
      ? `${t.text.slice(0, -1).replace(/a$/, 'á').replace(/e$/, 'ê')}-l${o}`
      : ger || !p
        ? `${t.text}-${/m$/.test(t.lower) ? 'n' : ''}${o}`
        : `${o} ${t.text}`;
    add(t, n1, K.caso, `Como objeto do verbo, "${n1.text}" vira o pronome oblíquo "${o}".`, fix);
    return true;
  },
};
