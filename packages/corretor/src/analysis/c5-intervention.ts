// C5 — the intervention proposal: agent, action, means, purpose and detailing in the conclusion, a vague agent or a
// merely conditional proposal, and cues of disrespect for human rights.
import {
  ACTION_STEMS,
  AGENTS,
  CONCLUSION_MARKERS,
  CONDITIONAL_PROPOSAL,
  DETAILS,
  HUMAN_RIGHTS_VIOLATIONS,
  MEANS,
  PURPOSES,
  STOPWORDS,
  VAGUE_AGENTS,
} from '../lexicon.js';
import type { Morphology } from '../morph/analyzer.js';
import { foldAccents, joinTokens, wordEdges, type Doc, type Token } from '../text.js';
import { ev, matchPhrases, spanOf, type EssayContext } from './shared.js';
import type { ElementFinding, InterventionElement, TextAnalysis } from './types.js';

/** Words just before a violation cue that negate, fight or only weigh it ("não precise", "riscos de", "possa"). */
const DH_AVOIDANCE_WINDOW = 10;
/** A prescriptive sentence: only there does a violation cue count as proposed. */
const PRESCRIPTIVE = wordEdges(/\b(?:deve|devem|precisa|é necessário|é preciso|cabe|defendo|solução|seria)/iu);
const DH_AVOIDANCE = wordEdges(
  /\b(?:não|nem|nunca|combat\p{L}*|contra|erradic\p{L}*|proib\p{L}*|impedi\p{L}*|evit\p{L}*|reduz\p{L}*|diminu\p{L}*|coib\p{L}*|acabar com|punir|riscos?|prejuízos?|possa|podem?)\b/iu,
);

export function analyseInterventionProposal({ doc, tokens, paragraphs, sentences, j, morph }: EssayContext): {
  c5: TextAnalysis['c5'];
  features: Record<string, number>;
} {
  const features: Record<string, number> = {};
  const c5 = analyseIntervention(
    doc,
    paragraphs.length > 1 ? paragraphs[paragraphs.length - 1].tokens : sentences.slice(-2).flatMap((s) => s.tokens),
    morph,
  );
  for (const m of matchPhrases(j, HUMAN_RIGHTS_VIOLATIONS)) {
    const s = sentences[tokens[m.a].sent];
    // Mentioning torture as a fact or a risk is not proposing it: only a cue in a prescriptive sentence of the
    // conclusion counts, and not when the sentence negates or fights it ("para que não precise recorrer à justiça com
    // as próprias mãos", "riscos … extermínio de insetos", "um instrumento que possa matar").
    if (paragraphs.length > 1 && s.para !== paragraphs.length - 1) continue;
    const before = doc.text.slice(
      Math.max(s.start, tokens[Math.max(0, m.a - DH_AVOIDANCE_WINDOW)].start),
      tokens[m.a].start,
    );
    if (PRESCRIPTIVE.test(s.text) && !DH_AVOIDANCE.test(before)) {
      c5.direitosHumanos = ev(
        doc,
        s.start,
        s.end,
        'direitos humanos',
        `A proposta sugere "${spanOf(doc, tokens, m.a, m.b)}", o que desrespeita os direitos humanos.`,
      );
      break;
    }
  }
  const concl = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1] : undefined;
  // The features read the elements the feedback shows.
  const els = c5.elementos;
  Object.assign(features, {
    c5_elements: c5.validos,
    c5_agent: els.agente.presente ? 1 : 0,
    c5_action: els.acao.presente ? 1 : 0,
    c5_means: els.meio_modo.presente ? 1 : 0,
    c5_purpose: els.finalidade.presente ? 1 : 0,
    c5_detail: els.detalhamento.presente ? 1 : 0,
    c5_vague: c5.agenteVago ? 1 : 0,
    c5_conditional: c5.condicional ? 1 : 0,
    c5_dh: c5.direitosHumanos ? 1 : 0,
    conclusion_words: Math.min(concl?.tokens.length ?? 0, 120) / 10,
    conclusion_marker: concl && matchPhrases(joinTokens(concl.tokens.slice(0, 6)), CONCLUSION_MARKERS).length ? 1 : 0,
  });
  return { c5, features };
}

/**
 * What follows a proposal verb's stem in the forms a proposal uses ("cri|ar", "cri|e", "promov|endo", "ofere|ça",
 * "constru|indo", "puni|r", "financ|ie"), and with `passive` its participle ("seja cri|ada"): "cri|ança", "cri|me",
 * "mud|ança" and "públic|a" are not forms of "criar", "mudar" or "publicar". A stem that is a whole infinitive
 * ("instituir") may stand alone.
 */
const VERB_TAIL = /^(?:c|ç|qu|gu)?i?[aei]?(?:r|rá|rão|rem|ndo|m)?$/u;
const PARTICIPLE_TAIL = /^(?:c|ç|qu|gu)?i?[aei]d[oa]s?$/u;
/** The stems as their last consonant is spelt before some endings ("estabele|ç|a", "apli|qu|e", "exi|j|a"). */
const STEM_SPELLINGS = ACTION_STEMS.flatMap((st) =>
  [st, st.replace(/c$/u, 'ç'), st.replace(/ç$/u, 'c'), st.replace(/c$/u, 'qu'), st.replace(/g$/u, 'j')].filter(
    (v, i, all) => all.indexOf(v) === i,
  ),
);
/** A form of one of the proposal verbs (ACTION_STEMS); with `passive`, also its participle. */
function isProposalVerb(lower: string, passive = false): boolean {
  return STEM_SPELLINGS.some((st) => {
    if (!lower.startsWith(st)) return false;
    const tail = lower.slice(st.length);
    return (VERB_TAIL.test(tail) && (tail !== '' || /[aei]r$/u.test(st))) || (passive && PARTICIPLE_TAIL.test(tail));
  });
}
/**
 * A lexical verb in the infinitive or the subjunctive by the morphological analysis ("buscar", "organizem"), or with
 * `passive` its participle: what can be the action besides the proposal verbs (ACTION_STEMS, which alone decide without
 * lt-proc and for the gerund and the indicative, mostly a result or a statement on the development essays). A word that
 * can be an auxiliary or a modal ("ter", "deve", "ser") is never the action.
 */
function verbByTags(morph: Morphology | undefined, lower: string, passive: boolean): boolean {
  const readings = morph?.readings(lower) ?? [];
  return (
    !readings.some((r) => /^vb(?:ser|haver|mod)$/u.test(r[0]!.tags[0] ?? '')) &&
    readings.some(
      (r) =>
        r[0]!.tags[0] === 'vblex' &&
        (/^(?:inf|prs)$/u.test(r[0]!.tags[1] ?? '') || (passive && r[0]!.tags[1] === 'pp')),
    )
  );
}
/** A verb in the subjunctive or the conditional by the morphological analysis ("conecte", "passariam"). */
const irrealis = (morph: Morphology | undefined, lower: string) =>
  (morph?.readings(lower) ?? []).some(
    (r) => /^vb/u.test(r[0]!.tags[0] ?? '') && /^(?:prs|pis|fts|cni)$/u.test(r[0]!.tags[1] ?? ''),
  );
/** Nouns of a norm an action or a means passes: a relative clause on them says what it orders. */
const NORMS =
  /^(?:lei|leis|emenda|emendas|decreto|decretos|norma|normas|portaria|portarias|resolução|resoluções|legislação|legislações)$/u;
/** A word the analyser knows only as no verb ("lazer", "prazer", "mulher"): no infinitive, whatever its ending. */
const neverVerb = (morph: Morphology | undefined, lower: string) => {
  const readings = morph?.readings(lower) ?? [];
  return readings.length > 0 && !readings.some((r) => /^vb/u.test(r[0]!.tags[0] ?? ''));
};
/** A word read only as a verb, not a participle ("garantam", "é", "oferecer"; not "seguro", also a noun). */
const onlyVerb = (morph: Morphology | undefined, lower: string) => {
  const readings = morph?.readings(lower) ?? [];
  return readings.length > 0 && readings.every((r) => /^vb/u.test(r[0]!.tags[0] ?? '') && r[0]!.tags[1] !== 'pp');
};
/**
 * The analyser's present and past indicative: a relative clause in them describes its noun as it is ("que já trabalham
 * com eles"); one in the subjunctive, the future or the conditional ("que conecte", "que será transmitida") specifies
 * what the proposal makes of it.
 */
const INDICATIVE = /^(?:pri|pii|ifi|pmp)$/u;
/** Words that open a clause subordinate to the proposal's ("para que não piore", "pois", "se"): its verb is no action. */
const SUBORDINATORS = /^(?:que|pois|se|quando|porque|para|onde|caso|embora|enquanto)$/u;
/** What may follow a plain "é" for it to be a modal ("é dever do Governo universalizar", "é necessário que"). */
const MODAL_AFTER_E = /^(?:dever|necessári[oa]|preciso|fundamental|imprescindível|essencial)$/u;
/** Words between two agents that make the second a partner of the first ("em conjunto com o", "juntamente ao"). */
const PARTNER_LINKS =
  /^(?:e|com|junto|juntamente|conjunto|parceria|em|aliad[oa]s?|a|o|as|os|ao|à|aos|às|do|da|dos|das|de|mais|especificamente|por|meio)$/u;
/** Heads read as who acts besides the agents' list (not as its first pick): "a Autoridade Nacional de…", "o Banco Central". */
const CLAIM_INSTITUTION_HEADS = /^(?:Autoridade|Banco)$/u;
/** Heads of an institution's written-out name ("Agência Nacional de Vigilância Sanitária", "Secretaria de Saúde"). */
const INSTITUTION_HEADS =
  /^(?:Agência|Secretaria|Conselho|Ministério|Instituto|Fundação|Organização|Comissão|Departamento|Superintendência|Defensoria|Procuradoria|Tribunal|Universidade|Assembleia|Câmara|Confederação|Federação)$/u;
const NOUN_LEADS = new Set([
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'no',
  'na',
  'nos',
  'nas',
  'do',
  'da',
  'dos',
  'das',
  'ao',
  'à',
  'aos',
  'às',
  'pelo',
  'pela',
  'seu',
  'sua',
  'esse',
  'essa',
  'este',
  'esta',
]);
/** A dash that sets off a parenthesis, or a hyphen typed for one beside a space (not a hyphen inside a word). */
const DASH = /[—–]|\s-|-\s/u;
/** Prepositions before an agent's word that make it a place or a complement ("nas secretarias", "com as empresas"). */
const PLACE_LEADS = /^(?:em|n[oa]s?|com|para|entre|contra|sobre|sem)$/u;
/** What a vague action does ("fazer alguma coisa", "fazer algo", "resolver isso"). */
const VAGUE_OBJECTS = /^(?:algo|alguma|algum|nada|isso|tudo)$/u;
/** Short verbs that name an action after a modal ("tem que dar mais emprego"). */
const SHORT_ACTIONS = /^(?:dar|dê|deem|pôr)$/u;
/**
 * What opens the subject of a purpose's personal infinitive ("para os alunos aprenderem", "para eles não sofrerem",
 * "para ninguém ficar esperando…", "para nenhuma família passar…").
 */
const PURPOSE_SUBJECT_LEADS =
  /^(?:o|a|os|as|eles|elas|ele|ela|esses|essas|esse|essa|todos|todas|mais|muitos|muitas|ninguém|alguém|nenhum|nenhuma|cada)$/u;
/** Nouns of an allowance whose "para" + infinitive is their complement ("um limite de horas para os filhos jogarem"). */
const ALLOWANCE_NOUNS = /^(?:limites?|prazos?|tempo|horários?|períodos?)$/u;
/** Nouns that take up a proposal or its agent at a period's start ("A medida valeria…", "O órgão também…"). */
const TAKE_UP_NOUNS =
  /^(?:medidas?|propostas?|aç(?:ão|ões)|iniciativas?|leis?|projetos?|programas?|campanhas?|polític(?:a|as)|órgãos?|ministérios?)$/u;
/** How a period adding another measure opens ("Além disso, …", "Ademais, …", "Ao mesmo tempo, …"). */
const ADDITIVE_OPENING =
  /^(?:além disso|além do mais|ademais|outrossim|adicionalmente|paralelamente|ao mesmo tempo)\b/u;
/** How a period stating the proposal's effect opens ("Assim, …", "Com isso, …", "Só assim …", "Com essas medidas, …"). */
const EFFECT_OPENINGS =
  /^(?:assim|com isso|com isto|só assim|somente assim|apenas assim|dessa forma|desse modo|dessa maneira|desse jeito|consequentemente|por conseguinte|feito isso|com essas medidas|com essa medida|com tais medidas)\b/u;
/**
 * Words of a closing that idealises the country or the world ("o país se tornará um lugar justo", "a utopia de More",
 * "os preceitos da Constituição"): a reflection, no effect of the action.
 */
const IDEAL_OUTCOMES =
  /^(?:just[oa]s?|igualitári[oa]s?|democrátic[oa]s?|constituição|constitucional|utopia|eudaimonia|humanidade|mundo)$/u;
/**
 * How a period closing the conclusion with the proposal's consequence opens: an effect's opening, a conclusive ("Logo,
 * …") or a reflection ("Enfim, …", "Só através da educação …").
 */
const CLOSINGS = new RegExp(
  `${EFFECT_OPENINGS.source}|^(?:(?:só|somente|apenas) (?:através|por meio|mediante|com|pel[oa]s?)|logo|então|afinal|enfim|destarte|dessarte)\\b`,
  'u',
);
/** Participles that only say the proposal is carried out ("Isso pode ser feito com…"). */
const GENERIC_PARTICIPLES =
  /^(?:feit[oa]s?|realizad[oa]s?|implementad[oa]s?|executad[oa]s?|concretizad[oa]s?|efetivad[oa]s?|viabilizad[oa]s?)$/u;
/** Where a proposal taken up in the passive is carried out ("divulgada na televisão", "oferecidas pelas escolas"). */
const MEANS_PLACES = /^(?:em|na|no|nas|nos|por|pela|pelo|pelas|pelos|através|mediante|com)$/u;
/** Words before "a"/"de" + infinitive in a statement ("tem muito a melhorar", "há tanto a fazer"). */
const QUANTIFIERS = /^(?:muito|pouco|tanto|tudo|nada|algo|bastante|mais|menos)$/u;
/** Words before an agent's name that make it an object or a complement ("com as empresas", "para os jovens"). */
const AGENT_OBJECT_LEADS =
  /^(?:com|para|a|ao|aos|às|à|de|do|da|dos|das|em|no|na|nos|nas|entre|contra|sobre|sem|e|ou|como)$/u;
/** What proposes softly ("o Ministério da Saúde pode investir…", "soluções seriam o governo melhorar…"). */
const SOFT_MODALS = /^(?:pode|podem|poderia|poderiam|poderá|poderão|seria|seriam)$/u;
/** Words opening a purpose or a means clause, inside which an agent's word is not who acts. */
const CLAUSE_CUES = /^(?:para|fim|meio|através|mediante|intermédio|visando|objetivando|intuito|objetivo|propósito)$/u;
/** "para", or "pra" as weak essays write it ("pra os jovens não terem acesso…"). */
const PARA = /^(?:para|pra)$/u;
/** What opens the phrase a cleft focuses ("é na escola que…", "é por meio dela que…", "foi assim que…"). */
const CLEFT_FOCUS = /^(?:n[oa]s?|em|pel[oa]s?|por|com|à|ao|aos|às|através|assim|só|somente|apenas|daí|aí)$/u;
/** Words that open a relative clause. */
const RELATIVE_WORDS = /^(?:que|cujo|cuja|cujos|cujas|onde)$/u;
/** Forms of "ter" that make a modal with "que". */
const HAVE_TO = /^(?:tem|têm|temos|terá|terão|teria|teriam)$/u;
const MODALS =
  /^(?:deve|devem|deveria|deveriam|precisa|precisam|precisaria|cabe|caberia|compete|necessita|urge|é|faz-se|torna-se|deve-se|devem-se|deveria-se|deveriam-se|devendo|deverá|deverão|necessário|preciso|fundamental|imprescindível|essencial|mister)$/u;

/** Words before "que" that make it a conjunction, not a relative pronoun ("é necessário que", "de modo que", "fazer com que"). */
const COMPLETIVE_LEADS =
  /^(?:é|são|seja|sejam|foi|era|será|seria|fosse|está|estão|esteja|necessári[oa]|preciso|fundamental|imprescindível|essencial|importante|urgente|indispensável|primordial|crucial|ideal|evidente|claro|certo|notório|possível|interessante|bom|válido|relevante|vital|provável|melhor|pior|mais|menos|para|de|modo|forma|maneira|já|vez|visto|ainda|mesmo|desde|sem|antes|depois|até|logo|assim|tanto|tal|do|com|pois|porque|embora|caso|sempre|contanto|dado)$/u;
/** What prescribes before a completive "que" ("é urgente que", "é necessário que"; not "para que", a purpose). */
const EVALUATIVE_WORDS =
  'necessário necessária preciso fundamental imprescindível essencial importante urgente indispensável primordial crucial ideal vital mister'.split(
    ' ',
  );
const EVALUATIVE_LEADS = new RegExp(`^(?:${EVALUATIVE_WORDS.join('|')})$`, 'u');
/** Detail phrases that explain rather than specify. */
const EXPLANATIONS = new Set(['por ser', 'uma vez que', 'já que', 'visto que', 'pois']);
/** Gerunds that state the result, not the means ("…, garantindo assim a segurança", "minimizando o problema"). */
const RESULT_GERUNDS =
  /^(?:garant|assegur|minimiz|reduz|diminu|mitig|erradic|melhor|proporcion|viabiliz|possibilit|evit|combat|foment|imped|benefici|favorec|permit|contribu|tornando|causando|provocando|acarret|result)/u;
/**
 * Gerunds of using, showing or bringing ("utilizando campanhas", "mostrando depoimentos", "levando equipes às
 * escolas"): after the action, they say how it is done, like the proposal verbs' gerunds.
 */
const MEANS_GERUNDS = /^(?:utiliz|us|empreg|mostr|exib|apresent|lev|aproveit|recorr|envolv|convid|reun)[aei]ndo$/u;
/** Gerunds of telling or teaching and what opens what they tell ("explicando como…", "informando que…", "ensinando sobre…"). */
const TELLING_GERUNDS = /^(?:explic|ensin|inform|orient|alert|esclarec)[aei]ndo$/u;
const TOLD_LEADS = /^(?:como|que|sobre|quais|onde|porque)$/u;
/** What opens a gerund's object ("submetendo cada substância", "oferecendo mais vagas"). */
const OBJECT_LEADS = /^(?:o|a|os|as|um|uma|uns|umas|cada|todo|toda|todos|todas|seus|suas|mais)$/u;
/** Determiners between "por" and the agent of a passive ("por toda a sociedade", "por nossos governantes"). */
const PASSIVE_DETERMINERS = /^(?:tod[oa]s?|[oa]s?|nossos?|nossas?|seus?|suas?|est[ea]s?|ess[ea]s?)$/u;
/**
 * An adverb of inclusion or a preposition of exception that goes on with the clause after a comma ("…às escolas,
 * inclusive no período noturno", "um artigo que proíba o envio de cobranças fora do expediente, salvo em emergências…").
 */
const INCLUSION = /^(?:inclusive|inclusivamente|salvo|exceto)$/u;
/** What follows ", e não" in a contrast of the clause's last phrase ("…volte a ser um direito, e não um favor…"). */
const CONTRAST_LEADS =
  /^(?:o|a|os|as|um|uma|uns|umas|como|apenas|só|somente|mais|para|em|n[oa]s?|d[oa]s?|de|por|pel[oa]s?)$/u;
/** A partner named beside an element ("em parceria com as prefeituras", "em conjunto com o Instituto…"). */
const PARTNER_PHRASE = /^em (?:parceria|conjunto) com$/u;
/** Determiners that take up something said before ("Essas bolsas…", "Tal medida…"). */
const DEMONSTRATIVES = new Set([
  'esse',
  'essa',
  'esses',
  'essas',
  'este',
  'esta',
  'estes',
  'estas',
  'tal',
  'tais',
  'nesse',
  'nessa',
  'nesses',
  'nessas',
  'neste',
  'nesta',
]);
/** What a period taking up the problem ("Esse cenário…", "Essa realidade…") names: no element of the proposal. */
const PROBLEM_NOUNS =
  /^(?:problemas?|problemática|cenários?|quadros?|realidades?|situaç(?:ão|ões)|contextos?|quest(?:ão|ões)|panoramas?|conjuntura|impasses?|entraves?|males?|fatos?|temas?|assuntos?|desafios?|mazelas?|obstáculos?|forma|modo|maneira|sentido|viés|âmbito|perspectiva|ótica|prisma|lógica)$/u;
/** Nouns that end like a participle. */
const NOUN_PARTICIPLES =
  /^(?:estados?|mercados?|cuidados?|resultados?|partidos?|sentidos?|senados?|comidas?|medidas?|saídas?|bebidas?|dúvidas?|dívidas?|vidas?|pedidos?|legados?|soldados?|feriados?|pecados?|ouvidos?|maridos?|partidas?|feridas?|chegadas?|entradas?|jornadas?|camadas?|calçadas?|estradas?|privad[oa]s?|empregados?|advogados?|deputados?|delegados?|aliados?|dados|lados|grados?|ruídos?|tratados?|atentados?|mandados?|temporadas?|madrugadas?|unidos?)$/u;
/** What follows a participle that specifies the noun before it ("destinados a", "compostas por", "pagas mensalmente"). */
const PARTICIPLE_COMPLEMENTS = new Set(
  'a à ao aos às para por pelo pela pelos pelas em no na nos nas com de do da dos das entre sob sobre contra'.split(
    ' ',
  ),
);

/**
 * A word as it sounds, for the cues: accents dropped, "ç", "z", "ss" and "sc" or "c" before "e" or "i" read as "s"
 * ("atravéz", "atraves", "imprecindível").
 */
const cueSound = (w: string) =>
  foldAccents(w)
    .replace(/s?c(?=[ei])/gu, 's')
    .replace(/ç|z|ss/gu, 's');
/**
 * The words of five letters or more of the means and purpose cues ("através", "mediante", "intuito"), of the agents
 * ("ministério", "polícia") and of the completive modals ("imprescindível"), by sound.
 */
const CUE_WORDS = new Map(
  [...MEANS, ...PURPOSES, ...AGENTS, ...EVALUATIVE_WORDS]
    .flatMap((p) => p.split(' '))
    .filter((w) => w.length >= 5)
    .map((w) => [cueSound(w), w] as const),
);
/**
 * A cue's or an agent's word misspelt by its accent or a letter of the same sound ("atravéz de parcerias", "atraves
 * de", "com o intuíto de", "o ministerio da educação") read as the word it is; the passages shown keep the words as
 * written.
 */
const asCue = (t: Token): Token => {
  const cue = CUE_WORDS.get(cueSound(t.lower));
  return cue && cue !== t.lower ? { ...t, lower: cue } : t;
};

/**
 * The five elements of the intervention proposal in the conclusion. Each present element carries the passage
 * that shows it; a vague agent or a merely conditional proposal does not count (official grading rule).
 */
export function analyseIntervention(doc: Doc, written: Token[], morph?: Morphology): TextAnalysis['c5'] {
  const concl = written.map(asCue);
  const j = joinTokens(concl);
  const none = (descricao: string): ElementFinding => ({ presente: false, descricao });
  const elementos: Record<InterventionElement, ElementFinding> = {
    agente: none('Não há agente social definido (quem executará a proposta).'),
    acao: none('Não há ação concreta proposta para enfrentar o problema.'),
    meio_modo: none('Não se indica o meio ou modo de executar a ação ("por meio de…", "mediante…").'),
    finalidade: none('Não se explicita a finalidade nem o efeito da ação ("a fim de…", "para que…", "Assim, …").'),
    detalhamento: none('Nenhum elemento da proposta é detalhado (exemplo, explicação ou especificação).'),
  };
  const out: TextAnalysis['c5'] = {
    elementos,
    validos: 0,
    ...(concl.length ? { conclusao: doc.text.slice(concl[0].start, concl[concl.length - 1].end) } : {}),
  };
  if (concl.length < 8) return out;
  const span = (a: number, b: number) => doc.text.slice(concl[a].start, concl[Math.min(b, concl.length - 1)].end);
  const gapAfter = (k: number) => (concl[k + 1] ? doc.text.slice(concl[k].end, concl[k + 1].start) : '');
  const commaBefore = (k: number) => k > 0 && /,/u.test(gapAfter(k - 1));
  /** "para" + an infinitive ("para abrir", "para reduzir"). */
  const paraInfinitive = (i: number) =>
    PARA.test(concl[i].lower) &&
    /(?:ar|er|ir)$/.test(concl[i + 1]?.lower ?? '') &&
    (concl[i + 1]?.lower.length ?? 0) > 3;
  /** "tem que", "têm que", "temos que": a modal ("o governo tem que fazer mais fiscalização"). */
  const haveTo = (i: number) => HAVE_TO.test(concl[i]?.lower ?? '') && concl[i + 1]?.lower === 'que';
  /**
   * "para" + a subject + its infinitive ("para os jovens saberem cuidar…", "para as crianças negras se verem…", "para
   * eles não sofrerem…"): a purpose, also where a weak essay runs it on after the action without a comma.
   */
  const paraSubjectInfinitive = (i: number) => {
    if (!PARA.test(concl[i].lower) || !PURPOSE_SUBJECT_LEADS.test(concl[i + 1]?.lower ?? '')) return false;
    let last = i + 5;
    for (let k = i + 2; k <= last && k < concl.length; k++) {
      const t = concl[k];
      // A coordinated subject goes on ("para as meninas e os meninos saberem…"); then an infinitive after a preposition
      // is a noun's complement ("para os perigos … e a necessidade de consultar…"), no purpose.
      if (/^(?:e|ou)$/u.test(t.lower) && PURPOSE_SUBJECT_LEADS.test(concl[k + 1]?.lower ?? '')) {
        last = k + 4;
        continue;
      }
      if (t.sent !== concl[i].sent || /[,;:.!?]/u.test(gapAfter(k - 1)) || /^(?:que|e|ou)$/u.test(t.lower))
        return false;
      if (
        /^\p{Ll}+(?:[aei]r|[aei]rem)$/u.test(t.text) &&
        t.lower.length > 3 &&
        !NOUN_LEADS.has(concl[k - 1].lower) &&
        !STOPWORDS.has(t.lower)
      )
        return !(last > i + 5 && /^(?:de|a|em|por|com|para)$/u.test(concl[k - 1].lower));
    }
    return false;
  };
  /**
   * "para" right after a noun of allowance, or its "de" complement, no comma between ("colocar um limite de horas para
   * os filhos jogarem", "um prazo para as empresas se adequarem"): the noun's complement, what is allowed, no purpose.
   */
  const allowanceComplement = (i: number) =>
    i > 0 &&
    concl[i - 1].sent === concl[i].sent &&
    !/[,;:.!?]/u.test(gapAfter(i - 1)) &&
    (ALLOWANCE_NOUNS.test(concl[i - 1]?.lower ?? '') ||
      (concl[i - 2]?.lower === 'de' && ALLOWANCE_NOUNS.test(concl[i - 3]?.lower ?? '')));
  /**
   * A period that tells someone to act ("deve", "é necessário", "tem que"); not by a modal of the unrealised past
   * ("uma doença que já deveria ter ficado no passado"), which regrets, proposing nothing.
   */
  const hasModal = (s: number) =>
    concl.some(
      (t, i) =>
        t.sent === s &&
        ((MODALS.test(t.lower) &&
          (t.lower !== 'é' || MODAL_AFTER_E.test(concl[i + 1]?.lower ?? '')) &&
          !(concl[i + 1]?.lower === 'ter' && /\p{L}{2,}(?:ad|id)[oa]s?$/u.test(concl[i + 2]?.lower ?? ''))) ||
          haveTo(i)),
    );
  // Where an element's clause ends besides punctuation: the start of another element (filled once they are read).
  const elementStarts = new Set<number>();
  /** A comma inside an enumeration ("lavouras, feiras e residências"): the words after it, up to "e", are few. */
  const listComma = (k: number) => {
    if (/ndo$/u.test(concl[k + 1]?.lower ?? '')) return false;
    for (let i = k + 1; i < Math.min(concl.length, k + 5); i++) {
      if (/[,;:.!?]/u.test(gapAfter(i))) return false;
      // Not the subjects coordinated before a modal ("…nas plataformas digitais, a Polícia Federal e o Ibama devem…").
      if (concl[i + 1]?.lower === 'e' && !elementStarts.has(i + 1)) {
        const m = modalAfter(i + 1, 4);
        return m < 0 || concl.slice(i + 1, m).some((_, n) => /[,;:.!?]/u.test(gapAfter(i + 1 + n)));
      }
    }
    return false;
  };
  /**
   * ", e não" and a phrase with no verb, up to the period's end or the next punctuation: a contrast of the clause's last
   * phrase ("para que o descanso volte a ser um direito, e não um favor do chefe"), part of it.
   */
  const contrast = (k: number) => {
    if (concl[k]?.lower !== 'e' || concl[k + 1]?.lower !== 'não' || !CONTRAST_LEADS.test(concl[k + 2]?.lower ?? ''))
      return false;
    for (let i = k + 2; i < concl.length && concl[i]!.sent === concl[k]!.sent; i++) {
      if (onlyVerb(morph, concl[i]!.lower)) return false;
      if (/[,;:.!?]/u.test(gapAfter(i))) return true;
    }
    return true;
  };
  /** Up to two words before a relative pronoun, in its period and clause. */
  const nounBefore = (a: number) => {
    let start = a;
    while (
      start > Math.max(0, a - 2) &&
      concl[start - 1].sent === concl[a].sent &&
      !/[,;:.!?]/u.test(gapAfter(start - 1))
    )
      start--;
    return start;
  };
  /**
   * An element's whole clause: from its first word to the next comma, semicolon or colon, the end of the period, or the
   * start of another element ("…aos jovens, por meio da…", "…públicas, a fim de…"); enumerations and an inclusion after
   * a comma ("…, inclusive no período noturno") are kept. With `commas`, only the period's end or another element ends
   * it (a period that details an element).
   */
  const clause = (a: number, b: number, commas = false) => {
    let end = a;
    while (end < Math.min(b, concl.length - 1) && concl[end + 1].sent === concl[a].sent) end++;
    while (
      end + 1 < concl.length &&
      concl[end + 1].sent === concl[a].sent &&
      !elementStarts.has(end + 1) &&
      (commas || !DASH.test(gapAfter(end))) &&
      (commas
        ? !/[;:.!?]/u.test(gapAfter(end))
        : !/[,;:.!?]/u.test(gapAfter(end)) ||
          (/^,\s*$/u.test(gapAfter(end)) &&
            (listComma(end) || INCLUSION.test(concl[end + 1].lower) || contrast(end + 1))))
    )
      end++;
    return span(a, end);
  };
  /** An agent with the rest of its name ("Ministério" + "do Trabalho", "Governo" + "Federal"). */
  const agentEnd = (b: number) => {
    let end = b;
    for (;;) {
      const next = concl[end + 1];
      const gap = next ? doc.text.slice(concl[end].end, next.start) : '';
      if (!next || next.sent !== concl[b].sent || !/^\s+$/u.test(gap)) return end;
      if (/^\p{Lu}/u.test(next.text)) end++;
      else if (/^(?:de|do|da|dos|das|e)$/u.test(next.lower) && /^\p{Lu}/u.test(concl[end + 2]?.text ?? '')) end += 2;
      else return end;
    }
  };

  /**
   * The agent as the subject of the proposal: its name and what specifies it up to the modal or the action's verb ("as
   * empresas de tecnologia devem", "as secretarias estaduais de segurança combatam").
   */
  const subjectEnd = (b: number) => {
    const end = agentEnd(b);
    for (let k = end + 1; k <= end + 5 && k < concl.length; k++) {
      if (concl[k].sent !== concl[b].sent || !/^\s+$/u.test(gapAfter(k - 1))) return end;
      if (MODALS.test(concl[k].lower) || haveTo(k) || k === claimActionAt) return k - 1;
      if (!/^\p{Ll}+$/u.test(concl[k].text) || /^(?:que|não|se|e|ou|também)$/u.test(concl[k].lower)) return end;
    }
    return end;
  };
  /**
   * How many words a phrase set off by commas right after a modal takes ("deve, por meio da abertura de unidades
   * básicas em horário noturno e aos sábados, aproximar…"): the action's verb is read as many words further.
   */
  const insertAfter = (i: number) => {
    if (!/^\s*,\s*$/u.test(gapAfter(i))) return 0;
    for (let m = i + 1; m < Math.min(concl.length, i + 20) && concl[m].sent === concl[i].sent; m++) {
      if (/[;:.!?]/u.test(gapAfter(m))) return 0;
      if (/,/u.test(gapAfter(m))) return m - i;
    }
    return 0;
  };
  /**
   * Whether the word at `k` is where the verb of an agent as its subject stands: right after its name, or past a phrase
   * set off by commas between them ("é imprescindível que o Conselho Nacional de Justiça, em parceria com as
   * Defensorias Públicas estaduais, crie…").
   */
  const verbOfAgent = (b: number, k: number) =>
    k === agentEnd(b) + 1 || k === agentEnd(b) + 1 + insertAfter(agentEnd(b));
  /**
   * A word inside such a phrase ("deve, em conjunto com as secretarias estaduais, ampliar…"): a partner of the
   * modal's subject, not who acts (after "cabe", "Cabe, ao governo federal, …", the agent itself).
   */
  const inModalInsert = (a: number) =>
    concl.some(
      (t, q) =>
        q < a &&
        t.sent === concl[a].sent &&
        MODALS.test(t.lower) &&
        !/^(?:é|cabe|caberia|compete)$/u.test(t.lower) &&
        a <= q + insertAfter(q),
    );
  const conditional = matchPhrases(j, CONDITIONAL_PROPOSAL);
  const condSents = new Set(conditional.map((m) => concl[m.a].sent));
  if (conditional.length)
    out.condicional = ev(
      doc,
      concl[conditional[0].a].start,
      concl[conditional[0].b].end,
      'condicional',
      'Proposta apenas hipotética',
    );
  const valid = (i: number) => !condSents.has(concl[i].sent);

  // Action: a modal + verb ("devem promover", "é preciso que o governo crie"), preferably in a period that names an
  // agent; else any proposal verb, infinitives and gerunds first. A word ending like a verb after an article or a
  // preposition is a noun ("no combate às doenças"), and a plural noun ("investimentos") is never the action.
  // An institution's capitalised name ("Agência Nacional de Vigilância Sanitária") is an agent like the listed ones.
  const listed = matchPhrases(j, AGENTS);
  const allAgents = [
    ...listed,
    ...concl
      .map((_, i) => i)
      .filter((i) => INSTITUTION_HEADS.test(concl[i].text) && agentEnd(i) > i && !listed.some((m) => m.a === i))
      .map((i) => ({ phrase: concl[i].lower, a: i, b: i })),
  ].sort((x, y) => x.a - y.a);
  const agentSents = new Set(allAgents.map((m) => concl[m.a].sent));
  // "via" after a determiner is the noun ("a via judicial deixe de ser…", "essa via"), not the means cue ("via editais").
  const meansPhrases = matchPhrases(j, MEANS).filter(
    (m) =>
      m.phrase !== 'via' ||
      !/^(?:[ao]s?|uma?|ess[ea]s?|est[ea]s?|aquel[ea]s?|tal|nova|única|principal)$/u.test(concl[m.a - 1]?.lower ?? ''),
  );
  /**
   * "de modo que", "de forma que": a purpose with the subjunctive ("de modo que o jovem pesquisador possa planejar…"),
   * a result with the indicative ("de modo que o país deixará de…"), read by the first verb of its clause.
   */
  const purposeMood = (m: { phrase: string; b: number }) => {
    if (!/^de (?:modo|forma|maneira) que$/u.test(m.phrase) || !morph) return true;
    for (let i = m.b + 1; i <= m.b + 8 && concl[i]?.sent === concl[m.b]!.sent; i++) {
      if (irrealis(morph, concl[i]!.lower)) return true;
      if (onlyVerb(morph, concl[i]!.lower) || /[,;:.!?]/u.test(gapAfter(i))) return false;
    }
    return false;
  };
  const purposeCues = matchPhrases(j, PURPOSES).filter((m) => valid(m.a) && purposeMood(m));
  /** Periods with a means or a purpose cue of the lexicon ("via recursos do…", "de modo que…"), a partner aside. */
  const cueSents = new Set(
    [...meansPhrases.filter((m) => !PARTNER_PHRASE.test(m.phrase)), ...purposeCues].map((m) => concl[m.a]!.sent),
  );
  const statesMeansOrPurpose = (s: number) =>
    cueSents.has(s) ||
    concl.some(
      (t, i) =>
        t.sent === s &&
        (((CLAUSE_CUES.test(t.lower) || /^(?:afim|objetivos|fito|finalidade)$/u.test(t.lower)) &&
          !(PARA.test(t.lower) && /^(?:isso|tanto|tal|este|esse|esta|essa|isto)$/u.test(concl[i + 1]?.lower ?? ''))) ||
          (/\p{L}{3,}ndo$/u.test(t.lower) && !/^(?:quando|segundo|mundo|fundo)$/u.test(t.lower))),
    );
  /** The word before a completive "que", past a connective set off by commas ("Torna-se necessário, portanto, que"). */
  const leadOfQue = (q: number) => {
    if (!commaBefore(q)) return q - 1;
    let lead = q - 1;
    while (lead > 0 && lead > q - 4 && !commaBefore(lead)) lead--;
    return lead - 1;
  };
  /**
   * The subject of a proposal in the passive subjunctive after a completive "que", the participle at `k` ("é urgente
   * que a legislação trabalhista seja alterada pelo Congresso Nacional, mediante…", "Urge, portanto, que parte dos
   * imóveis … seja convertida…", the modal set off by a connective), or the participle itself when the subject follows
   * it ("é fundamental que sejam instalados botões de alerta…"), or -1.
   */
  const passiveSubject = (k: number) => {
    if (k < 2 || !/^sejam?$/u.test(concl[k - 1]!.lower)) return -1;
    for (let q = k - 2; q >= Math.max(1, k - 10); q--) {
      if (concl[q]!.sent !== concl[k]!.sent || /[,;:.!?]/u.test(gapAfter(q))) return -1;
      if (concl[q]!.lower !== 'que') continue;
      const l = concl[leadOfQue(q)]?.lower ?? '';
      // Between "que" and "seja", the subject alone: no verb, no relative clause.
      const subject = concl
        .slice(q + 1, k - 1)
        .every((t) => !onlyVerb(morph, t.lower) && !RELATIVE_WORDS.test(t.lower));
      return (EVALUATIVE_LEADS.test(l) || MODALS.test(l)) && subject ? (q === k - 2 ? k : q + 1) : -1;
    }
    return -1;
  };
  /**
   * The subject of a proposal in the passive after a modal, before the modal in its clause ("Para isso, mutirões
   * carcerários devem ser realizados periodicamente pelo Poder Judiciário"), the participle at `k`: its first word, the
   * clause's (after the period's start or a comma), none of its words a verb, a relative or a subordinator, the first
   * no conjunction (in "…, mas deveria ser aberto um novo processo" the subject follows); or -1.
   */
  const modalPassiveSubject = (k: number) => {
    if (k < 3 || concl[k - 1]!.lower !== 'ser') return -1;
    const modal = haveTo(k - 3) ? k - 3 : k - 2;
    if (!haveTo(modal) && !(MODALS.test(concl[modal]!.lower) && concl[modal]!.lower !== 'é')) return -1;
    let q = modal;
    while (q > 0 && modal - q < 8 && concl[q - 1]!.sent === concl[k]!.sent && !/[,;:.!?]/u.test(gapAfter(q - 1))) q--;
    const opensClause = q === 0 || concl[q - 1]!.sent !== concl[k]!.sent || /[,;:.!?]/u.test(gapAfter(q - 1));
    const subject = concl.slice(q, modal);
    return opensClause &&
      subject.length > 0 &&
      !/^(?:e|mas|ou|nem|porém|contudo|entretanto|todavia|portanto|logo|então|assim|também|ainda|não)$/u.test(
        subject[0]!.lower,
      ) &&
      subject.every((t) => !onlyVerb(morph, t.lower) && !RELATIVE_WORDS.test(t.lower) && !SUBORDINATORS.test(t.lower))
      ? q
      : -1;
  };
  /**
   * With the analysis, a verb outside the proposal verbs is the action in the modal's clause (within a few words of it,
   * not in a clause it governs: "é necessário que o governo organize", "é dever do Governo universalizar", not "é … que
   * a educação faz") or right after an agent ("o Ministério da Saúde recupere").
   */
  const licensed = (k: number, modalAt: number | undefined) => {
    if (!/^\p{Ll}/u.test(concl[k].text)) return false;
    // A passive subjunctive after a completive modal, its subject between ("Urge que parte dos imóveis … seja
    // convertida…"), when its period states a means or a purpose: without them "que o conceito … seja tratado como…"
    // states how a thing should be seen, no action.
    if (modalAt !== undefined && passiveSubject(k) >= 0) return statesMeansOrPurpose(concl[k]!.sent);
    if (modalAt === undefined) return allAgents.some((m) => verbOfAgent(m.b, k) && concl[m.a].sent === concl[k].sent);
    const modal = concl[modalAt].lower;
    if (modal === 'é' && !MODAL_AFTER_E.test(concl[modalAt + 1]?.lower ?? '')) return false;
    // "Cabe ao Governo ampliar…", not "Cabe (ainda) ressaltar": the agent comes between.
    if (
      /^(?:cabe|caberia|compete)$/u.test(modal) &&
      !concl.slice(modalAt + 1, k).some((t) => /^(?:a|ao|à|aos|às)$/u.test(t.lower))
    )
      return false;
    return (
      k - modalAt - insertAfter(modalAt) <= 8 &&
      // "fazer alguma coisa" names no action.
      !VAGUE_OBJECTS.test(concl[k + 1]?.lower ?? '') &&
      // Its "que" past a connective set off by commas too ("Torna-se necessário, portanto, que o Conselho … determine").
      !concl.slice(modalAt + 2 + insertAfter(modalAt), k).some((t) => SUBORDINATORS.test(t.lower)) &&
      !concl.slice(modalAt, k).some((_, i) => /[;:.!?]/u.test(gapAfter(modalAt + i)))
    );
  };
  const isActionVerb = (k: number, endings: RegExp, modalAt?: number) => {
    const t = concl[k];
    // A proposal in the passive: "devem ser criadas", "é preciso que … seja repensada" (not "será controlada").
    const prev = concl[k - 1]?.lower ?? '';
    const passive =
      /^sejam?$/u.test(prev) || (prev === 'ser' && (MODALS.test(concl[k - 2]?.lower ?? '') || haveTo(k - 3)));
    // "medidas devem ser tomadas" announces the proposal; it is not its action.
    if (passive && /^(?:medidas|providências|ações|atitudes)$/u.test(concl[k - (prev === 'ser' ? 3 : 2)]?.lower ?? ''))
      return false;
    return (
      (t.lower.length > 3 || SHORT_ACTIONS.test(t.lower)) &&
      // "o Brasil ainda tem muito a melhorar" states, it does not propose.
      !(/^(?:a|de)$/u.test(prev) && QUANTIFIERS.test(concl[k - 2]?.lower ?? '')) &&
      !STOPWORDS.has(t.lower) &&
      (endings.test(t.lower) || passive) &&
      (isProposalVerb(t.lower, passive) || (verbByTags(morph, t.lower, passive) && licensed(k, modalAt))) &&
      (/(?:ar|er|ir|ndo)$/.test(t.lower) || (!NOUN_LEADS.has(prev) && prev !== 'de'))
    );
  };
  /**
   * An impersonal proposal: a modal with no subject before it whose verb is an existential ("deveria ter mais escolas
   * bilíngues…", "deve haver…", "tem que ter mais…"). The existential is its action (a vague one) and no verb after it is.
   */
  const impersonal = (i: number) => {
    const t = concl[i];
    const verb = concl[haveTo(i) ? i + 2 : i + 1];
    return (
      valid(i) &&
      (/^(?:deve|devem|deveria|deveriam|precisa|precisaria)$/u.test(t.lower) || haveTo(i)) &&
      /^(?:ter|haver|existir|existirem)$/u.test(verb?.lower ?? '') &&
      verb!.sent === t.sent &&
      concl[concl.indexOf(verb!) + 1]?.sent === t.sent &&
      // No subject before it ("todos deveriam ter acesso" is no impersonal proposal).
      (i === 0 || concl[i - 1]!.sent !== t.sent || commaBefore(i))
    );
  };
  /**
   * A verb with a vague object ("é preciso que o governo faça alguma coisa para mudar…"): the modal's action is vague,
   * and a verb after it is its purpose's, not the action.
   */
  const vagueDo = (k: number) => VAGUE_OBJECTS.test(concl[k + 1]?.lower ?? '') && onlyVerb(morph, concl[k]!.lower);
  const afterModal: number[] = [];
  /** Where the modal of each action in afterModal stands. */
  const modalOf: number[] = [];
  for (let i = 0; i < concl.length; i++) {
    const t = concl[i];
    if (
      !valid(i) ||
      !(
        MODALS.test(t.lower) ||
        haveTo(i) ||
        (t.lower === 'é' &&
          /^(necessário|preciso|fundamental|imprescindível|essencial|dever)$/.test(concl[i + 1]?.lower ?? ''))
      ) ||
      impersonal(i)
    )
      continue;
    // The verb may come after the agent ("torna-se essencial a intervenção do Governo (…), destinando…").
    for (let k = i + 1; k < Math.min(concl.length, i + 20 + insertAfter(i)) && concl[k].sent === t.sent; k++) {
      if (vagueDo(k)) break;
      if (isActionVerb(k, /(?:ar|er|ir|ndo|e|em|a|am)$/, i)) {
        afterModal.push(k);
        modalOf.push(i);
        break;
      }
    }
  }
  // A period added to the proposal with its own agent ("E os pais também têm que conversar…", "os pais também
  // devem…") is a second proposal: an earlier one without an agent is still the proposal shown.
  const added = (s: number) => {
    const first = concl.findIndex((t) => t.sent === s);
    return (
      first >= 0 &&
      (concl[first]!.lower === 'e' ||
        concl.slice(first, first + 5).some((t) => t.sent === s && /^(?:também|tambem)$/u.test(t.lower)))
    );
  };
  /** A soft modal before an infinitive ("as prefeituras podem incentivar…", "o governo poderia criar…"). */
  const softModal = (s: number) =>
    concl.some(
      (t, i) =>
        t.sent === s &&
        SOFT_MODALS.test(t.lower) &&
        /^\p{Ll}+(?:ar|er|ir|pôr)$/u.test(concl[i + 1]?.text ?? '') &&
        // Not a passive ("podem ser disponibilizadas atividades…"), which adds to the proposal what it is done with.
        !/^(?:ser|estar)$/u.test(concl[i + 1]!.lower) &&
        concl[i + 1]!.sent === s,
    );
  /**
   * A period that adds a measure of its own: added as above or by an additive opening ("Além disso, as empresas que
   * publicarem anúncios … devem ser multadas"), with a modal, or a soft one ("Além disso, as prefeituras podem
   * incentivar…").
   */
  const addsMeasure = (s: number) => {
    const first = concl.findIndex((t) => t.sent === s);
    const opening = concl
      .slice(first, first + 3)
      .filter((t) => t.sent === s)
      .map((t) => t.lower)
      .join(' ');
    return first >= 0 && (added(s) || ADDITIVE_OPENING.test(opening)) && (hasModal(s) || softModal(s));
  };
  /** The first modal after a word in its period, within `reach` words ("as empresas … devem"), or -1. */
  const modalAfter = (n: number, reach: number) => {
    for (let i = n + 1; i <= n + reach && concl[i]?.sent === concl[n]!.sent; i++)
      if ((MODALS.test(concl[i]!.lower) && concl[i]!.lower !== 'é') || haveTo(i)) return i;
    return -1;
  };
  /** A modal in the passive ("devem ser multadas", "tem que ser proibida"): its subject undergoes the proposal. */
  const passiveModal = (i: number) => concl[i + (haveTo(i) ? 2 : 1)]?.lower === 'ser';
  const agentAction = (k: number) =>
    agentSents.has(concl[k].sent) &&
    !(added(concl[k].sent) && afterModal[0]! < k && concl[afterModal[0]!].sent < concl[k].sent);
  // Of the periods that tell an agent to act, the proposal shown is the first that states a means or a purpose, in
  // itself (a cue of the lexicon, "via", "de modo a", "de modo que" + subjunctive; "afim de" as weak essays write it; a
  // gerund) or in a next period that takes it up ("Esse projeto poderia ser realizado por meio de…"): one with neither
  // opening the conclusion ("Em suma, cabe ao poder público devolver o esporte às escolas. O Ministério da Educação deve
  // financiar…, por meio do…, para que…") restates the thesis as a general appeal. A period that takes a proposal up
  // ("Essas campanhas devem ser…") is none.
  const firstOf = (s: number) => concl.findIndex((t) => t.sent === s);
  const takesUpBefore = (s: number) => {
    const first = firstOf(s);
    const lead = concl[first]?.lower ?? '';
    return first > 0 && (DEMONSTRATIVES.has(lead) || /^(?:isso|isto)$/u.test(lead));
  };
  const elaborated = (s: number) => statesMeansOrPurpose(s) || (takesUpBefore(s + 1) && statesMeansOrPurpose(s + 1));
  const firstElaborated = (ks: number[]) =>
    ks.find((k) => elaborated(concl[k].sent) && !takesUpBefore(concl[k].sent)) ?? ks[0];
  // With no agent named anywhere, the same holds among all ("o preconceito precisa acabar. Tem que fazer mais
  // campanhas …, pra que…": the first restates the thesis).
  let actionAt = firstElaborated(afterModal.filter(agentAction)) ?? firstElaborated(afterModal) ?? -1;
  // Without an action after a modal, the first impersonal proposal, if any, is the (vague) action.
  const firstImpersonal = actionAt >= 0 ? -1 : concl.findIndex((_, i) => impersonal(i));
  if (actionAt < 0 && firstImpersonal < 0) {
    const rank = (i: number) =>
      (agentSents.has(concl[i].sent) ? 0 : 2) + (/(?:ar|er|ir|ndo)$/.test(concl[i].lower) ? 0 : 1);
    const candidates = concl
      .map((_, i) => i)
      .filter((i) => valid(i) && concl[i].lower.length > 5 && isActionVerb(i, /(?:ar|er|ir|ndo|e|em)$/));
    actionAt = candidates.sort((x, y) => rank(x) - rank(y) || x - y)[0] ?? -1;
  }
  // The passage shown for the action: the infinitive right after a modal ("devem reorganizar", "tem que colocar"),
  // preferably in a period that names an agent, when the reading above found an action at all (a verb outside
  // ACTION_STEMS only moves the passage).
  const claimAt = (() => {
    if (actionAt < 0) return actionAt;
    const after: number[] = [];
    for (let i = 0; i + 1 < concl.length; i++) {
      // A bare "é" ("é uma questão de poder") is no modal here; "é necessário" is read at "necessário".
      const modal =
        (MODALS.test(concl[i].lower) && concl[i].lower !== 'é') ||
        (concl[i].lower === 'dever' && concl[i - 1]?.lower === 'é') ||
        haveTo(i);
      if (!modal || !valid(i)) continue;
      // The first infinitive after it, past the agent of "cabe ao Ministério da Saúde ampliar…" (with its partner:
      // "cabe à Fundação …, em conjunto com o Instituto …, acelerar…").
      const reach = (/^(?:cabe|caberia|compete)$/u.test(concl[i].lower) ? 22 : 9) + insertAfter(i);
      for (let k = i + 1; k < Math.min(concl.length, i + reach) && concl[k].sent === concl[i].sent; k++) {
        if (vagueDo(k)) break;
        const verb = concl[k];
        // A proposal in the passive, its agent inside ("Devem ser criadas pelas prefeituras mais faixas…", "tem que
        // ser proibida a venda…"): the participle right after "ser".
        const ser = haveTo(i) ? i + 2 : i + 1;
        if (k === ser + 1 && concl[ser]!.lower === 'ser' && k === actionAt && isProposalVerb(verb.lower, true)) {
          after.push(k);
          break;
        }
        // "medidas devem ser tomadas para diminuir…": after a passive that announces the proposal, "para" and an
        // infinitive are the purpose of the measures announced, not their action.
        if (
          /^(?:medidas|providências|ações|atitudes)$/u.test(concl[i - 1]?.lower ?? '') &&
          concl[ser]?.lower === 'ser' &&
          /(?:ad|id)[oa]s?$/u.test(concl[ser + 1]?.lower ?? '') &&
          k > ser + 1 &&
          PARA.test(concl[k - 1]!.lower)
        )
          continue;
        if (
          (k - i <= 8 || commaBefore(k)) &&
          /^\p{Ll}+(?:ar|er|ir)$/u.test(verb.text) &&
          (verb.lower.length > 3 || SHORT_ACTIONS.test(verb.lower)) &&
          !STOPWORDS.has(verb.lower) &&
          // "que o governo invista mais em lazer": a noun ending like an infinitive is none.
          !neverVerb(morph, verb.lower) &&
          !NOUN_LEADS.has(concl[k - 1]?.lower ?? '') &&
          !/^(?:primeiro|segundo|terceiro|último|algum|nenhum|qualquer|outro|todo|seu|sua)$/u.test(
            concl[k - 1]?.lower ?? '',
          )
        ) {
          after.push(k);
          break;
        }
      }
    }
    // A proposal in the subjunctive after a completive modal, right after its agent ("é imprescindível que o
    // Ministério das Cidades destine…") or in the passive ("é imprescindível que um programa … seja implantado pelo
    // Governo Federal"), has no infinitive: the verb read above is its passage, in its place among the others.
    const completive =
      passiveSubject(actionAt) >= 0 ||
      allAgents.some((m) => {
        const lead = NOUN_LEADS.has(concl[m.a - 1]?.lower ?? '') ? m.a - 2 : m.a - 1;
        return (
          verbOfAgent(m.b, actionAt) &&
          concl[m.a]!.sent === concl[actionAt]!.sent &&
          concl[lead]?.lower === 'que' &&
          MODALS.test(concl[leadOfQue(lead)]?.lower ?? '')
        );
      });
    // "tome medidas urgentes", "adote providências" announce the proposal: they are not its action.
    const announces = /^(?:medidas|providências|ações|atitudes)$/u.test(
      concl[NOUN_LEADS.has(concl[actionAt + 1]?.lower ?? '') ? actionAt + 2 : actionAt + 1]?.lower ?? '',
    );
    if (completive && !announces && !after.some((k) => concl[k].sent === concl[actionAt].sent)) {
      after.push(actionAt);
      after.sort((x, y) => x - y);
    }
    const first = after.filter((k) => !(added(concl[k].sent) && concl[actionAt].sent < concl[k].sent));
    return firstElaborated(first.filter((k) => agentSents.has(concl[k].sent))) ?? firstElaborated(first) ?? actionAt;
  })();

  // Agent: institutions or social actors, preferably in the proposal sentence.
  const agents = allAgents.filter((m) => valid(m.a));
  const agentPick = agents.find((m) => actionAt >= 0 && concl[m.a].sent === concl[actionAt].sent) ?? agents[0];
  // Who acts, as shown, read further than the first agent's word above. An impersonal proposal
  // ("deveria ter mais escolas bilíngues…", "deve haver…") states a vague action; an agent's word in the action's own
  // clause after its verb is its object ("deve fiscalizar … as grandes plataformas digitais", "deveria ter mais
  // escolas"), not who acts; of the others, the one before the action in its period ("cabe ao Banco Central
  // estabelecer…, por meio de uma resolução válida para todas as instituições") is who acts.
  const impersonalAt = actionAt >= 0 ? -1 : firstImpersonal;
  const claimActionAt = actionAt >= 0 ? claimAt : impersonalAt;
  /** The agent of a passive: after "pelo/pela", or after "por" with a determiner ("por toda a sociedade"). */
  const byAgent = (m: { a: number }) =>
    /^pel[oa]s?$/u.test(concl[m.a - 1]?.lower ?? '') ||
    (concl[m.a - 1]?.sent === concl[m.a]!.sent &&
      PASSIVE_DETERMINERS.test(concl[m.a - 1]!.lower) &&
      (concl[m.a - 2]?.lower === 'por' ||
        (PASSIVE_DETERMINERS.test(concl[m.a - 2]?.lower ?? '') && concl[m.a - 3]?.lower === 'por'))) ||
    (/^d[oa]s?$/u.test(concl[m.a - 1]?.lower ?? '') &&
      /^(?:por parte|a cargo|sob responsabilidade|de responsabilidade)$/u.test(
        `${concl[m.a - 3]?.lower} ${concl[m.a - 2]?.lower}`,
      ));
  const objectOfAction = (m: { a: number; b: number }) =>
    claimActionAt >= 0 &&
    m.a > claimActionAt &&
    m.a - claimActionAt <= 15 &&
    !byAgent(m) &&
    concl[m.a].sent === concl[claimActionAt].sent &&
    !/^(?:a|ao|à|aos|às|pel[oa]s?|por)$/u.test(concl[m.a - 1]?.lower ?? '') &&
    // Not the subject of another clause ("…, e o governo deve fiscalizar", "… que as escolas ofereçam").
    !MODALS.test(concl[agentEnd(m.b) + 1]?.lower ?? '') &&
    !concl
      .slice(claimActionAt, m.a)
      .some((t, i) => /^(?:que|mas|ou)$/u.test(t.lower) || /[,;:.!?]/u.test(gapAfter(claimActionAt + i)));
  const subjects = [
    ...agents,
    ...concl
      .map((_, i) => i)
      .filter((i) => valid(i) && CLAIM_INSTITUTION_HEADS.test(concl[i].text) && agentEnd(i) > i)
      .map((i) => ({ phrase: concl[i].lower, a: i, b: i })),
  ].filter((m) => !objectOfAction(m));
  // The agents before the action in its period, nearest first; from the nearest, back across a partner ("o Ministério
  // da Educação, em conjunto com o Poder Legislativo, deve…", "o Governo Federal por meio do Ministério…") to the first.
  /** An agent right before the modal or the action's verb is their subject ("… o governo deveria criar…"). */
  const isSubject = (m: { b: number }) => {
    const next = subjectEnd(m.b) + 1;
    return (
      next === claimActionAt || haveTo(next) || (MODALS.test(concl[next]?.lower ?? '') && concl[next]!.lower !== 'é')
    );
  };
  // An agent's word inside a purpose or a means clause before the action ("para que haja melhora nos serviços
  // prestados pelo SUS, …", "o Estado deve, por meio de visitas às instituições prisionais, realizar…") is not who
  // acts: the clause runs back, without punctuation, to its purpose or means word ("Para isso o governo…" is none).
  const inCueClause = (a: number) => {
    for (let i = a - 1; i >= 0 && concl[i].sent === concl[a].sent && !/[,;:.!?]/u.test(gapAfter(i)); i--) {
      // A completive modal closes a purpose fronted without a comma ("para amenizar o problema é necessário que a
      // mídia utilize…"): the agent after it is its subject's.
      if (
        concl[i].lower === 'que' &&
        (EVALUATIVE_LEADS.test(concl[i - 1]?.lower ?? '') || MODALS.test(concl[i - 1]?.lower ?? ''))
      )
        return false;
      if (
        CLAUSE_CUES.test(concl[i].lower) &&
        !(concl[i].lower === 'para' && /^(?:isso|tanto|tal|este|esse|esta|essa)$/u.test(concl[i + 1]?.lower ?? ''))
      )
        return true;
    }
    return false;
  };
  // An impersonal "deve-se" has its own subject: an agent before it, not its subject ("Mesmo que o projeto …, de modo a
  // proteger a sociedade civil, compromete…, por isso deve-se manter…"), is not who acts.
  const impersonalBetween = (a: number) =>
    concl.slice(a, claimActionAt).some((t) => /^dev(?:e|em|eria|eriam)-se$/u.test(t.lower));
  const before = subjects
    .filter(
      (m) =>
        claimActionAt >= 0 &&
        concl[m.a].sent === concl[claimActionAt].sent &&
        m.a < claimActionAt &&
        !inModalInsert(m.a) &&
        (isSubject(m) || (!inCueClause(m.a) && !impersonalBetween(m.a))),
    )
    .sort((x, y) => y.a - x.a);
  let claimAgent: (typeof subjects)[number] | undefined = before[0];
  for (const prev of before.slice(1)) {
    const between = concl.slice(agentEnd(prev.b) + 1, claimAgent!.a);
    if (between.length > 6 || !between.every((t) => PARTNER_LINKS.test(t.lower) || /^\p{Lu}{2,}$/u.test(t.text))) break;
    // After a comma, an article alone opens the subject: the word before it ends another phrase ("por meio de operações
    // … nas plataformas digitais, a Polícia Federal e o Ibama devem…"), no partner.
    if (
      /,/u.test(gapAfter(agentEnd(prev.b))) &&
      between.length > 0 &&
      between.every((t) => /^(?:[oa]s?|um|uma)$/u.test(t.lower))
    )
      break;
    claimAgent = prev;
  }
  // With no agent before the action, who acts is in its period after it: the agent of a passive ("devem ser criadas
  // pelo governo", "por parte do Estado", "a cargo do Governo Federal") or the subject of another clause ("…, uma vez
  // que os órgãos governamentais … venham a promover"), not a partner of the means ("por meio de parcerias com as
  // empresas") nor one in the purpose ("a fim de esclarecer a população"). An agent of another period counts only when
  // that period is itself prescriptive: "O governo tem falhado… É preciso instalar…" is a proposal with no agent; and
  // not one of a period added after it ("E os pais também têm que…"), another proposal, nor one inside that period's
  // purpose or means ("Deve-se criar setores … com o objetivo de educar a comunidade").
  const cueBetween = (from: number, to: number) =>
    concl
      .slice(from, to)
      .some(
        (t, i) =>
          t.lower === 'para' ||
          /^(?:meio|através|mediante|fim|intuito|objetivo|parceria|conjunto)$/u.test(t.lower) ||
          (t.lower === 'com' && i > 0),
      );
  /**
   * "orientando os cidadãos", "que acionaria a polícia": the object of a verb, not who acts (after "cabe ao", "é dever
   * do", who does).
   */
  const objectOfVerb = (a: number) =>
    concl
      .slice(Math.max(0, a - 2), a)
      .some(
        (t) =>
          !MODALS.test(t.lower) &&
          t.lower !== 'dever' &&
          (/^\p{Ll}+(?:ndo|ar|er|ir)$/u.test(t.text) || (t.lower.length > 3 && onlyVerb(morph, t.lower))),
      );
  claimAgent ??=
    claimActionAt < 0
      ? agentPick && subjects.includes(agentPick)
        ? agentPick
        : subjects[0]
      : (subjects.find(
          (m) =>
            concl[m.a].sent === concl[claimActionAt].sent &&
            m.a > claimActionAt &&
            (byAgent(m) ||
              (!cueBetween(claimActionAt, m.a) &&
                !AGENT_OBJECT_LEADS.test(concl[m.a - 1]?.lower ?? '') &&
                !objectOfVerb(m.a))),
        ) ??
        subjects.find(
          (m) =>
            concl[m.a].sent !== concl[claimActionAt].sent &&
            !(added(concl[m.a].sent) && concl[m.a].sent > concl[claimActionAt].sent) &&
            !inCueClause(m.a) &&
            !objectOfVerb(m.a) &&
            // "Deve-se criar setores … nas secretarias de saúde": a place, not who acts.
            !PLACE_LEADS.test(concl[m.a - 1]?.lower ?? '') &&
            (hasModal(concl[m.a].sent) || concl.some((t) => t.sent === concl[m.a].sent && SOFT_MODALS.test(t.lower))) &&
            // The subject of a modal in the passive ("as empresas que publicarem anúncios … devem ser multadas")
            // undergoes a measure: not who acts.
            !(modalAfter(agentEnd(m.b), 12) >= 0 && passiveModal(modalAfter(agentEnd(m.b), 12))),
        ));

  // The proposal the elements shown belong to: the action's period and the periods after it up to one where another
  // agent is told to act ("Além disso, as prefeituras devem oferecer…"). A proposal spread over several periods ("Isso
  // pode ser feito por meio de…", "O objetivo é que…") keeps its means and purpose; a second proposal's are shown only
  // when the first has none.
  const proposalSent = claimAt >= 0 ? concl[claimAt].sent : agentPick ? concl[agentPick.a].sent : -1;
  const modalSents = new Set(afterModal.map((k) => concl[k].sent));
  /** A period's first word, or the first after an opening connective set off by a comma ("Além disso, essas…"). */
  const openerOf = (s: number) => {
    const first = concl.findIndex((t) => t.sent === s);
    if (first < 0 || DEMONSTRATIVES.has(concl[first].lower) || NOUN_LEADS.has(concl[first].lower)) return first;
    for (let k = first; k < first + 3 && concl[k + 1]?.sent === s; k++) if (/,/u.test(gapAfter(k))) return k + 1;
    return first;
  };
  // The words of the proposal's own period from its action on, whose nouns a later period may take up.
  const proposalStems = new Set(
    claimAt < 0
      ? []
      : concl
          .slice(claimAt)
          .filter((t) => t.sent === concl[claimAt].sent && t.lower.length >= 5)
          .map((t) => t.lower.slice(0, 5)),
  );
  // A period that takes the proposal up continues it: one opening with a demonstrative ("Essas equipes … devem
  // visitar…", "Nessa disciplina, …", "Isso deve ser feito…"), or with an article and a noun of the proposal ("A restrição valeria para…" after
  // "restringir a publicidade", "As cooperativas receberiam…") or naming a measure or the agent ("A medida valeria…",
  // "O órgão também precisa…").
  // A noun of the proposal made the subject of an active modal ("Os turistas também precisam fazer a sua parte…" after
  // "cobrando uma taxa de cada turista") is another agent told to act: another proposal, not this one taken up.
  const toldToAct = (n: number) => {
    const i = modalAfter(n, 3);
    return i >= 0 && !passiveModal(i);
  };
  /** A capitalised name with its complement ("Ministério da Educação") other than the proposal's agent's. */
  const anotherAgentNamed = (n: number) =>
    /^\p{Lu}/u.test(concl[n]!.text) &&
    agentEnd(n) > n &&
    (!claimAgent ||
      (concl[claimAgent.a]!.sent !== concl[n]!.sent &&
        span(n, agentEnd(n)).toLowerCase() !== span(claimAgent.a, agentEnd(claimAgent.b)).toLowerCase()));
  const takesUp = (s: number) => {
    const k = openerOf(s);
    if (k < 0) return false;
    const noun = concl[k + 1];
    // "Isso deve ser feito por meio de…", "Isso pode ocorrer…".
    if (/^(?:isso|isto)$/u.test(concl[k].lower) && s > proposalSent) return true;
    // A free relative opening the period, with a noun of the proposal after it ("Quem precisar vai receber os óculos
    // de graça" after "…descobrir cedo os alunos que precisam de óculos"): who gets what the proposal gives.
    if (concl[k].lower === 'quem')
      return (
        s > proposalSent &&
        concl.some((t, i) => i > k + 1 && t.sent === s && t.lower.length >= 5 && proposalStems.has(t.lower.slice(0, 5)))
      );
    if (DEMONSTRATIVES.has(concl[k].lower))
      return noun?.sent === s && !STOPWORDS.has(noun.lower) && !PROBLEM_NOUNS.test(noun.lower);
    return (
      s > proposalSent &&
      /^(?:o|a|os|as|cada)$/u.test(concl[k].lower) &&
      noun?.sent === s &&
      // "O órgão também precisa…", "O Ministério também…" take the agent up; the whole name of another agent
      // ("Além disso, o Ministério da Educação precisa criar…", after "as empresas devem…") is another agent told to act.
      ((TAKE_UP_NOUNS.test(noun.lower) && !anotherAgentNamed(k + 1)) ||
        (noun.lower.length >= 5 &&
          proposalStems.has(noun.lower.slice(0, 5)) &&
          !toldToAct(k + 1) &&
          // "Além disso, as empresas que publicarem anúncios … devem ser multadas": a measure of its own, added.
          !addsMeasure(s)))
    );
  };
  // A closing after the proposal ("Assim, os prédios históricos deixarão de…", "Com isso, a democracia sairá
  // fortalecida", "Só assim…") states its consequence: no part of it.
  const closing = (s: number) =>
    s > proposalSent &&
    CLOSINGS.test(
      concl
        .filter((t) => t.sent === s)
        .slice(0, 3)
        .map((t) => t.lower)
        .join(' '),
    ) &&
    !hasModal(s);
  /** A verb that says what will follow: the future or the conditional ("diminuirá", "deixaria"), "vai" + infinitive. */
  const foretells = (i: number) => {
    const w = concl[i]!.lower;
    if (/^(?:vai|vão|vamos|irá|irão)$/u.test(w)) {
      const next = /^(?:se|não|nos|lhes?)$/u.test(concl[i + 1]?.lower ?? '') ? i + 2 : i + 1;
      return /^\p{Ll}+(?:ar|er|ir|ôr|or)$/u.test(concl[next]?.text ?? '');
    }
    return morph
      ? (morph.readings(w) ?? []).some(
          (r) => /^vb/u.test(r[0]!.tags[0] ?? '') && /^(?:fti|cni)$/u.test(r[0]!.tags[1] ?? ''),
        )
      : /\p{L}{2}(?:rá|rão|aria|eria|iria|ariam|eriam|iriam)$/u.test(w);
  };
  /**
   * The effect of the proposal stated in a period after it, `n`, as INEP's "efeito/finalidade" reads it: a closing
   * opened by an effect's opening ("Assim, o trânsito vai melhorar", "Com essas medidas, as cadeias terão menos
   * presos", "Só assim será possível…") or a conditional ("Se cada um fizer a sua parte a dengue vai diminuir"), whose
   * verb says what will follow. The clause is shown without its opening; the conditional whole. Not a closing that only
   * states ("Assim, a educação é a base de tudo"), nor a warning ("Se nada for feito, …"), nor a period that tells
   * someone to act.
   */
  const effectAfter = (n: number): { a: number; b: number } | undefined => {
    for (let s = n + 1; s <= concl[concl.length - 1]!.sent; s++) {
      const first = firstOf(s);
      const last = concl.findLastIndex((t) => t.sent === s);
      if (first < 0 || hasModal(s)) continue;
      const opening = concl
        .slice(first, first + 3)
        .filter((t) => t.sent === s)
        .map((t) => t.lower)
        .join(' ');
      const opened = closing(s) ? EFFECT_OPENINGS.exec(opening) : null;
      const conditional = /^(?:se|caso)$/u.test(concl[first]!.lower);
      if (!opened && !conditional) continue;
      const a = opened ? first + opened[0].split(' ').length : first;
      const verb = concl.findIndex((_, i) => i >= a && i <= last && foretells(i));
      if (verb < 0 || a > last) continue;
      if (conditional && concl.slice(a, verb).some((t) => /^(?:não|nada|nenhum|nenhuma|ninguém|nunca)$/u.test(t.lower)))
        return undefined;
      // Its first clause (to a comma or to "e" before another subject) idealising ("o Brasil vai ser um país mais
      // justo") or said of "we" ("Só assim poderemos viver em um mundo…") is a reflection; a concrete effect may end on
      // one ("os jovens vão aprender… e a internet pode se tornar um lugar mais justo").
      let end = verb;
      while (
        end < last &&
        !/[,;:]/u.test(gapAfter(end)) &&
        !(/^(?:e|ou)$/u.test(concl[end + 1]!.lower) && NOUN_LEADS.has(concl[end + 2]?.lower ?? ''))
      )
        end++;
      if (concl.slice(a, end + 1).some((t) => IDEAL_OUTCOMES.test(t.lower)) || /emos$/u.test(concl[verb]!.lower))
        return undefined;
      return { a, b: last };
    }
    return undefined;
  };
  // A general appeal to a vague agent ("Cada um também tem que…") is another proposal, not this one's detail.
  const vagueSents = new Set(matchPhrases(j, VAGUE_AGENTS).map((m) => concl[m.a].sent));
  // A period whose agent is the proposal's own ("…, o Estado deve realizar… Por conseguinte, o Estado deverá intervir…")
  // goes on with it; another agent told to act starts another proposal.
  const sameAgent = (s: number) => {
    const named = allAgents.filter((m) => concl[m.a].sent === s);
    return !!claimAgent && named.length > 0 && named.every((m) => m.phrase === claimAgent!.phrase);
  };
  // A period whose subject, an article and a noun outside the agents' list, is told to act ("Além disso, os
  // frigoríficos deveriam deixar de comprar…") is another proposal too, and so is a period added by an additive
  // opening or "também" with a modal of its own ("Além disso, as empresas que publicarem anúncios … devem ser
  // multadas"), unless it takes the proposal up ("O órgão também precisa punir…").
  const otherSubject = (s: number) => {
    const k = openerOf(s);
    return k >= 0 && /^(?:o|a|os|as)$/u.test(concl[k].lower) && concl[k + 1]?.sent === s && toldToAct(k + 1);
  };
  const mainSents = new Set<number>();
  for (
    let s = proposalSent;
    s >= 0 &&
    s <= concl[concl.length - 1].sent &&
    (s === proposalSent ||
      (!closing(s) &&
        (takesUp(s) ||
          sameAgent(s) ||
          !(
            (agentSents.has(s) && modalSents.has(s)) ||
            (vagueSents.has(s) && hasModal(s)) ||
            addsMeasure(s) ||
            otherSubject(s)
          ))));
    s++
  )
    mainSents.add(s);
  const outside = (i: number) => (mainSents.has(concl[i].sent) ? 0 : 1);
  // A period added after the proposal with its own agent ("O governo também precisa mandar agentes … para achar os
  // focos", "Além disso, as prefeituras podem incentivar…, por meio de oficinas…"), not taking the proposal up ("Essas
  // equipes também devem…"), is another proposal: none of its means, purpose or detail is this one's.
  // So is a clause coordinated by ", e" in the proposal's own period whose subject is another agent told to act ("O
  // Congresso deve aprovar uma lei sobre isso, e o governo precisa investir em laboratórios que…"); one whose subject
  // takes a noun of the proposal up ("…, e o reassentamento deve ocorrer em moradias populares…") goes on with it.
  const coordinatedProposalAt =
    claimAt < 0
      ? -1
      : concl.findIndex((t, k) => {
          const subject = concl[k + 2];
          if (k <= claimAt || t.lower !== 'e' || !/,/u.test(gapAfter(k - 1))) return false;
          if (!subject || subject.sent !== proposalSent || !/^(?:o|a|os|as)$/u.test(concl[k + 1]!.lower)) return false;
          const takenUp = concl
            .slice(claimAt, k)
            .some((x) => x.lower.length >= 5 && x.lower.startsWith(subject.lower.slice(0, 5)));
          return (
            !takenUp && allAgents.some((m) => m.a === k + 2 && m.phrase !== claimAgent?.phrase) && toldToAct(k + 2)
          );
        });
  const addedProposal = (i: number) =>
    (outside(i) === 1 &&
      concl[i].sent > proposalSent &&
      (added(concl[i].sent) || addsMeasure(concl[i].sent)) &&
      agentSents.has(concl[i].sent)) ||
    (coordinatedProposalAt >= 0 && i > coordinatedProposalAt && concl[i].sent === proposalSent);

  // Means: a means phrase ("por meio de", "mediante"…) or a gerund of a proposal verb opening a clause after the action
  // in its period ("deve investir em transporte coletivo, construindo corredores…"). "O Ministério da Educação, em
  // parceria com as secretarias, deve…": a partnership right after the agent is part of the agent; the passage shown
  // for the means is then another one, when there is one.
  // A partner right after a means phrase, in its clause ("por meio de editais de financiamento em parceria com as
  // prefeituras"), is part of that means: neither another means nor a detail.
  const partnerOfMeans = (m: { phrase: string; a: number }) =>
    PARTNER_PHRASE.test(m.phrase) &&
    meansPhrases.some(
      (o) =>
        o.a < m.a &&
        !PARTNER_PHRASE.test(o.phrase) &&
        concl[o.a].sent === concl[m.a].sent &&
        !concl.slice(o.a, m.a).some((_, i) => /[,;:.!?]/u.test(gapAfter(o.a + i))),
    );
  const meansCues: { phrase: string; a: number; b: number; period?: boolean }[] = meansPhrases.filter(
    (m) => valid(m.a) && !partnerOfMeans(m),
  );
  // "Isso pode ser feito com a abertura de…", "Isso pode ser feito vinculando o seguro à matrícula…": the means after a
  // generic participle of the proposal, a phrase of "com" or a gerund that does not state a result (the period's
  // rest, which says only how it is done).
  for (let k = 1; k + 1 < concl.length; k++)
    if (
      GENERIC_PARTICIPLES.test(concl[k].lower) &&
      /^(?:ser|sido|é|será|seria)$/u.test(concl[k - 1].lower) &&
      (concl[k + 1].lower === 'com' ||
        (/^\p{Ll}{3,}[aei]ndo$/u.test(concl[k + 1].text) && !RESULT_GERUNDS.test(concl[k + 1].lower))) &&
      concl[k + 1].sent === concl[k].sent &&
      valid(k)
    )
      meansCues.push({ phrase: concl[k + 1].lower, a: k + 1, b: k + 1, period: concl[k + 1].lower !== 'com' });
  // A phrase of "com" set off by a comma after the action, in its period ("tem que ter mais educação sexual nas escolas,
  // com palestras de médicos…", "deve ampliar o atendimento, com equipes itinerantes…"): how it is done, when the
  // period names no other means. Only the comma that closes the action's clause: "com" after another clause ("…,
  // criando súmulas…, com…") is not the action's. Not a purpose ("com o objetivo de", "com o intuito de"), a result
  // ("com isso"), a certainty ("com toda certeza") nor an indirect question ("com quem conversam"). An article opens
  // it only before a noun of an act and its complement ("com a criação de uma rede…").
  /**
   * "a criação de", "o fortalecimento dos", "a revisão dos": an article, a noun of an act (by the suffixes that make
   * nouns of verbs), its complement.
   */
  const actNoun = (i: number) =>
    /^[oa]s?$/u.test(concl[i]?.lower ?? '') &&
    /(?:ção|ções|são|sões|mento|mentos)$/u.test(concl[i + 1]?.lower ?? '') &&
    concl[i + 1]!.lower !== 'população' &&
    /^d[eoa]s?$/u.test(concl[i + 2]?.lower ?? '');
  if (claimActionAt >= 0 && !meansCues.some((m) => concl[m.a].sent === concl[claimActionAt].sent)) {
    const k = concl.findIndex(
      (t, i) =>
        i > claimActionAt &&
        t.sent === concl[claimActionAt].sent &&
        t.lower === 'com' &&
        commaBefore(i) &&
        !concl.slice(claimActionAt, i - 1).some((_, n) => /[,;:]/u.test(gapAfter(claimActionAt + n))) &&
        valid(i) &&
        /^\p{Ll}/u.test(concl[i + 1]?.text ?? '') &&
        (actNoun(i + 1) ||
          !/^(?:isso|isto|tudo|[oa]s?|objetivo|intuito|fim|finalidade|propósito|vistas|efeito|toda|certeza|quem|que|qual|quais|quanto|quanta)$/u.test(
            concl[i + 1]?.lower ?? '',
          )) &&
        concl[i + 1]?.sent === t.sent,
    );
    if (k > 0) meansCues.push({ phrase: 'com', a: k, b: k });
  }
  // A relative clause on what the action creates, in the subjunctive or the conditional, whose verb is followed by
  // where or with what it works ("campanhas que sejam veiculadas na televisão", "fiscais, que passariam a trabalhar com
  // imagens de satélite", "equipes que atuem nas escolas"): how the proposal is carried out, when its period names no
  // other means. Not one in the indicative, which describes ("os jovens que moram nas periferias"), nor one whose verb
  // takes an object ("programas que garantam o acesso"), nor one inside the purpose.
  if (claimActionAt >= 0 && !meansCues.some((m) => concl[m.a].sent === concl[claimActionAt].sent)) {
    const k = concl.findIndex((t, i) => {
      if (i <= claimActionAt || t.sent !== concl[claimActionAt].sent || t.lower !== 'que' || !valid(i)) return false;
      if (COMPLETIVE_LEADS.test(concl[i - 1]!.lower) || /(?:ar|er|ir)$/u.test(concl[i - 1]!.lower)) return false;
      if (
        concl
          .slice(claimActionAt, i)
          .some((x, n) => paraInfinitive(claimActionAt + n) || /^(?:fim|objetivo|intuito)$/u.test(x.lower))
      )
        return false;
      if (!irrealis(morph, concl[i + 1]?.lower ?? '')) return false;
      // The verb group: the finite verb, then a participle or an infinitive (with "a": "passariam a trabalhar").
      let v = i + 1;
      while (
        v + 1 < concl.length &&
        !/[,;:.!?]/u.test(gapAfter(v)) &&
        (/^\p{Ll}+(?:[aií]d[oa]s?|ar|er|ir)$/u.test(concl[v + 1]!.text) ||
          (concl[v + 1]!.lower === 'a' && /^\p{Ll}+(?:ar|er|ir)$/u.test(concl[v + 2]?.text ?? '')))
      )
        v += concl[v + 1]!.lower === 'a' ? 2 : 1;
      return !/[,;:.!?]/u.test(gapAfter(v)) && MEANS_PLACES.test(concl[v + 1]?.lower ?? '');
    });
    if (k > 0) meansCues.push({ phrase: 'que', a: k, b: k });
  }
  // A proposal with no means in its period may state it in the next, taking the action's object up in the passive
  // ("Essa campanha seria divulgada na televisão, nas redes sociais…"): that period, up to the next element, is shown.
  if (claimAt >= 0 && !meansCues.some((m) => mainSents.has(concl[m.a].sent)))
    for (const s of mainSents) {
      const k = openerOf(s);
      if (s <= proposalSent || !takesUp(s)) continue;
      const p = concl.findIndex(
        (t, i) =>
          i > k &&
          t.sent === s &&
          /^(?:ser|será|seria|serão|seriam|é|são)$/u.test(concl[i - 1].lower) &&
          /(?:ad|id|íd)[oa]s?$/u.test(t.lower) &&
          !GENERIC_PARTICIPLES.test(t.lower) &&
          MEANS_PLACES.test(concl[i + 1]?.lower ?? ''),
      );
      if (p > 0) {
        meansCues.push({ phrase: concl[k].lower, a: k, b: p + 1, period: true });
        break;
      }
    }
  /**
   * Any gerund with its object opening the clause right after the action's ("devem reavaliar o registro …, submetendo
   * cada substância a uma comissão…"): how the action is done, like a proposal verb's gerund.
   */
  const objectGerund = (k: number) =>
    /^\p{Ll}{3,}[aei]ndo$/u.test(concl[k].text) &&
    // An existential or a copula states, it does not act ("existindo mais transparência").
    !/^(?:exist|hav|send|estand|tend|fic)[aei]ndo$/u.test(concl[k].lower) &&
    OBJECT_LEADS.test(concl[k + 1]?.lower ?? '') &&
    concl[k + 1]!.sent === concl[k].sent &&
    !concl.slice(claimAt, k - 1).some((_, n) => /[,;:]/u.test(gapAfter(claimAt + n)));
  const gerunds =
    claimAt < 0
      ? []
      : concl
          .map((_, k) => k)
          .filter(
            (k) =>
              k > claimAt &&
              concl[k].sent === concl[claimAt].sent &&
              commaBefore(k) &&
              /(?:a|e|i)ndo$/u.test(concl[k].lower) &&
              (isProposalVerb(concl[k].lower) ||
                // Not "levando em conta/consideração" (considering) nor "mostrando que…" (a fact shown).
                (MEANS_GERUNDS.test(concl[k].lower) &&
                  concl[k + 1]?.lower !== 'que' &&
                  !(concl[k + 1]?.lower === 'em' && /^(?:conta|consideração)$/u.test(concl[k + 2]?.lower ?? ''))) ||
                objectGerund(k)) &&
              !RESULT_GERUNDS.test(concl[k].lower) &&
              concl[k + 1]?.lower !== 'assim' &&
              !meansCues.some((m) => m.a === k),
          );
  // A means phrase inside the gerund's clause is part of that means ("financiando redes de coleta com recursos do…").
  const meansWords = meansCues.filter(
    (m) =>
      !gerunds.some(
        (g) =>
          g < m.a &&
          concl[g].sent === concl[m.a].sent &&
          !concl.slice(g, m.a).some((_, i) => /[,;:.!?]/u.test(gapAfter(g + i))),
      ),
  );
  const partOfAgent = (m: { phrase: string; a: number }) =>
    m.phrase === 'em parceria com' && !!agentPick && m.a > agentPick.b && m.a <= agentEnd(agentPick.b) + 2;
  const meansShown = [
    ...meansWords.map((m) => ({ ...m, period: !!m.period, gerund: 0 })),
    ...gerunds.map((k) => ({ phrase: concl[k].lower, a: k, b: k, period: false, gerund: 1 })),
  ]
    // Not in a closing ("Só através da educação eles vão ter um futuro melhor"): a consequence, no means of it.
    .filter((m) => !addedProposal(m.a) && !closing(concl[m.a].sent))
    .sort(
      (x, y) =>
        Number(partOfAgent(x)) - Number(partOfAgent(y)) ||
        outside(x.a) - outside(y.a) ||
        x.gerund - y.gerund ||
        x.a - y.a,
    )[0];

  // Purpose: a purpose phrase ("a fim de", "com o intuito de", "para que", "O objetivo é que…") or "para" + infinitive,
  // preferably in the proposal shown and marked by more than "para" (a bare "para abrir delegacias" right after the
  // means is the means' own complement when the proposal states its purpose otherwise).
  const bare = (m: { phrase: string }) => (/^para (?!que\b)/u.test(m.phrase) ? 1 : 0);
  const purposes = [
    ...purposeCues,
    ...concl
      .map((_, i) => i)
      .filter(
        (i) =>
          (paraInfinitive(i) || paraSubjectInfinitive(i)) &&
          !allowanceComplement(i) &&
          valid(i) &&
          !purposeCues.some((m) => m.a === i),
      )
      .map((i) => ({ phrase: `para ${concl[i + 1].lower}`, a: i, b: i + 1 })),
  ];
  const purpose = purposes
    .filter((m) => !addedProposal(m.a))
    .sort((x, y) => outside(x.a) - outside(y.a) || bare(x) - bare(y) || x.a - y.a)[0];
  // The finalidade is INEP's "efeito/finalidade": the purpose clause attached to the proposal — in its own periods, not
  // the means' own "para" + infinitive ("a capacitação de agentes … para reconhecer possíveis vítimas") — or else the
  // effect of the action stated in a period after it (see `effectAfter`); without either, the purpose read elsewhere.
  const meansComplement = (k: number) =>
    paraInfinitive(k) &&
    !!meansShown &&
    k > meansShown.a &&
    concl[k].sent === concl[meansShown.a].sent &&
    !concl.slice(meansShown.a, k).some((_, i) => /[,;:.!?]/u.test(gapAfter(meansShown.a + i)));
  const attachedPurpose = !!purpose && outside(purpose.a) === 0 && !meansComplement(purpose.a);
  const effect = attachedPurpose || claimActionAt < 0 ? undefined : effectAfter(proposalSent);

  // Another period's means words do not cut a passage ("Essa redução … deve ser garantida mediante laudo médico"
  // details the proposal whole) unless they are the means shown; purpose words do.
  for (const m of meansWords) if (claimAt < 0 || concl[m.a].sent === concl[claimAt].sent) elementStarts.add(m.a);
  // "de modo/forma/maneira que" inside a purpose already under way in its period, no comma between ("para que possam
  // usar as redes de maneira que não agridam…"), is that purpose's own manner: no new element starts there.
  const withinPurpose = (m: { phrase: string; a: number }) =>
    /^de (?:modo|forma|maneira) que$/u.test(m.phrase) &&
    purposes.some(
      (p) =>
        p.a < m.a &&
        concl[p.a]!.sent === concl[m.a]!.sent &&
        !Array.from({ length: m.a - p.a }, (_, k) => p.a + k).some((i) => /[,;:.!?]/u.test(gapAfter(i))),
    );
  for (const m of purposeCues.filter((p) => !bare(p) && !withinPurpose(p))) elementStarts.add(m.a);
  if (meansShown) elementStarts.add(meansShown.a);
  for (const k of gerunds) elementStarts.add(k);
  if (purpose) elementStarts.add(purpose.a);
  // A purpose stated before the proposal ("Para diminuir os acidentes o governo tem que…", "Para reduzir X, é preciso
  // criar…") ends where the agent (with its article; the first of agents coordinated as the subject: "…, o Ministério
  // da Agricultura e a Agência … devem reavaliar…") or the modal begins (the one read before the action's verb too,
  // when that verb is not known: "devem reavaliar").
  if (
    purpose &&
    claimActionAt >= 0 &&
    purpose.a < claimActionAt &&
    concl[purpose.a].sent === concl[claimActionAt].sent
  ) {
    if (
      claimAgent &&
      claimAgent.a > purpose.a &&
      claimAgent.a < claimActionAt &&
      (isSubject(claimAgent) || (before.includes(claimAgent) && isSubject(before[0]!)))
    )
      elementStarts.add(NOUN_LEADS.has(concl[claimAgent.a - 1]?.lower ?? '') ? claimAgent.a - 1 : claimAgent.a);
    for (const i of [...modalOf, modalAfter(purpose.a, claimActionAt - purpose.a - 1)])
      if (i > purpose.a && i < claimActionAt && concl[i].sent === concl[purpose.a].sent) elementStarts.add(i);
  }

  // A proposal in the passive subjunctive after a completive "que" (passiveSubject) or after a modal, its subject before
  // it (modalPassiveSubject): the action is that clause from its subject, and the passive's agent after the participle,
  // where it closes the clause ("… seja alterada pelo Congresso Nacional, mediante…"), is another element, where the
  // action's passage ends. Followed by more words ("… deve ser incentivada por toda a sociedade a fim de…"), it stays.
  const passiveSubjectAt = passiveSubject(claimActionAt);
  const actionSubjectAt = passiveSubjectAt >= 0 ? passiveSubjectAt : modalPassiveSubject(claimActionAt);
  const closesClause = (b: number) =>
    concl[agentEnd(b) + 1]?.sent !== concl[b]!.sent || /[,;:.!?]/u.test(gapAfter(agentEnd(b)));
  if (
    actionSubjectAt >= 0 &&
    claimAgent &&
    claimAgent.a > claimActionAt &&
    byAgent(claimAgent) &&
    closesClause(claimAgent.b)
  ) {
    const by = concl.findIndex(
      (t, i) => i > claimActionAt && i < claimAgent!.a && /^(?:pel[oa]s?|por)$/u.test(t.lower),
    );
    if (by > 0) elementStarts.add(by);
  }
  // A gerund of telling in the action's own clause, no comma before it, with what it tells ("fazer mais campanhas sobre
  // o HIV explicando como o vírus passa"): the content of what the action makes, its detail, where the action ends.
  const toldAt =
    claimActionAt < 0
      ? -1
      : concl.findIndex(
          (t, k) =>
            k > claimActionAt &&
            t.sent === concl[claimActionAt]!.sent &&
            TELLING_GERUNDS.test(t.lower) &&
            TOLD_LEADS.test(concl[k + 1]?.lower ?? '') &&
            !concl.slice(claimActionAt, k).some((_, n) => /[,;:.!?]/u.test(gapAfter(claimActionAt + n))),
        );
  if (toldAt >= 0) elementStarts.add(toldAt);
  if (claimActionAt >= 0)
    elementos.acao = {
      presente: true,
      trecho: clause(actionSubjectAt >= 0 ? actionSubjectAt : claimActionAt, claimActionAt),
      descricao: actionAt >= 0 ? 'Ação concreta proposta.' : 'Ação proposta, mas vaga (sem dizer quem a executa).',
    };
  if (claimAgent) {
    const agent = span(claimAgent.a, subjectEnd(claimAgent.b));
    elementos.agente = { presente: true, trecho: agent, descricao: `Agente definido: ${agent}.` };
  } else if (!agentPick) {
    const vague = matchPhrases(j, VAGUE_AGENTS)[0];
    if (vague) {
      out.agenteVago = ev(doc, concl[vague.a].start, concl[vague.b].end, 'agente vago', 'Agente genérico');
      elementos.agente = {
        presente: false,
        trecho: span(vague.a, vague.b),
        descricao: `"${span(vague.a, vague.b)}" é um agente vago: a banca não o aceita como agente da proposta.`,
      };
    }
  }
  // A clause coordinated by ", e" inside a period stating the means, with a subject of its own that takes a noun of
  // the proposal up before a modal ("Essas ações devem ser orientadas pelos mapas de risco…, e o reassentamento deve
  // ocorrer em moradias populares…"): it specifies that element, a detail, where the means' passage ends.
  const coordinatedTakeUp =
    meansShown?.period === true
      ? concl.findIndex(
          (t, k) =>
            k > meansShown.a + 1 &&
            t.sent === concl[meansShown.a].sent &&
            concl[k - 1]!.lower === 'e' &&
            /,/u.test(gapAfter(k - 2)) &&
            NOUN_LEADS.has(t.lower) &&
            proposalStems.has(concl[k + 1]?.lower.slice(0, 5) ?? '') &&
            modalAfter(k + 1, 2) >= 0,
        )
      : -1;
  if (coordinatedTakeUp > 0) elementStarts.add(coordinatedTakeUp - 1);
  if (meansShown)
    elementos.meio_modo = {
      presente: true,
      trecho: clause(meansShown.a, meansShown.b, meansShown.period),
      descricao: 'Meio/modo de execução indicado.',
    };
  if (effect)
    elementos.finalidade = {
      presente: true,
      trecho: span(effect.a, effect.b),
      descricao: 'Finalidade explicitada pelo efeito da ação.',
    };
  else if (purpose)
    elementos.finalidade = {
      presente: true,
      trecho: clause(purpose.a, purpose.b),
      descricao: 'Finalidade da ação explicitada.',
    };

  // Detailing: an explanation, example or specification of another element, in a proposal with some substance.
  const others = [elementos.agente, elementos.acao, elementos.meio_modo, elementos.finalidade].filter(
    (e) => e.presente,
  ).length;
  if (others >= 2 && concl.length >= 20) {
    const used = new Set<number>(
      [purpose?.a, meansShown?.a, meansCues[0]?.a].filter((x): x is number => x !== undefined),
    );
    const elementSents = [actionAt, agentPick?.a, meansShown?.a, purpose?.a]
      .filter((x): x is number => x !== undefined && x >= 0)
      .map((i) => concl[i].sent);
    const firstElementSent = Math.min(...elementSents);
    /** "que" after a verb, a modal ("urge que"), an adjective of "é necessário que" or a conjunction is no relative. */
    const relative = (a: number) => {
      // A connective set off by commas before it is skipped ("É evidente, portanto, que medidas…").
      const prev = a > 1 && commaBefore(a) && commaBefore(a - 1) ? concl[a - 2] : concl[a - 1];
      return (
        !!prev &&
        !COMPLETIVE_LEADS.test(prev.lower) &&
        !MODALS.test(prev.lower) &&
        !HAVE_TO.test(prev.lower) &&
        !/(?:ar|er|ir)$|-/u.test(prev.lower) &&
        !(prev.lower === 'medida' && concl[a - 2]?.lower === 'à') &&
        !cleft(a)
      );
    };
    /**
     * The "que" that closes a cleft, "é na água parada que o mosquito bota os ovos", "é por meio da escola que…": it
     * focuses a phrase of the clause, no relative pronoun of the noun before it.
     */
    const cleft = (a: number) => {
      for (let i = a - 2; i >= Math.max(0, a - 6); i--) {
        if (/[,;:.!?]/u.test(gapAfter(i))) return false;
        if (/^(?:é|foi|são|era|será)$/u.test(concl[i]!.lower) && CLEFT_FOCUS.test(concl[i + 1]?.lower ?? ''))
          return true;
      }
      return false;
    };
    type Detail = { a: number; b: number; kind: number; commas?: boolean };
    // Kinds, strongest first: 0 a detail phrase ("por exemplo", "isto é", "responsáveis por"…); 1 a period that takes
    // up an element ("Essas bolsas, pagas mensalmente…", "Essa lei deve também…"); 2 a specification inside a clause —
    // a relative clause, an explanation ("pois", "já que"), a participle ("recursos … destinados a antenas rurais"), the
    // means' own "para" + infinitive ("convênios com os municípios para abrir delegacias…").
    const relativePhrase = (m: { phrase: string }) =>
      /^(?:que |o qual|a qual|os quais|as quais|cujo|cuja|no qual|na qual|nos quais|nas quais)/u.test(m.phrase);
    // A relative clause inside the purpose ("a fim de que os jovens aprendam a checar as informações que recebem")
    // belongs to it: no detail of the proposal.
    const inPurpose = (a: number) =>
      !!purpose &&
      concl[purpose.a].sent === concl[a].sent &&
      a > purpose.a &&
      (claimActionAt < purpose.a || a < claimActionAt);
    // A relative clause in the subjunctive or the conditional on a norm (a law, a bill, an amendment, a decree) says
    // what the norm orders: part of the element that names it, no detail ("criar uma lei que obrigue as marcas a
    // recolher…", "aprovar uma emenda constitucional que permita confiscar…", "através de um projeto de lei que amplie
    // o afastamento…"). On another noun it specifies it ("centros de convivência que atendam os idosos durante o dia").
    const statesNorm = (m: { phrase: string; a: number }) =>
      relativePhrase(m) &&
      irrealis(morph, concl[m.a + 1]?.lower ?? '') &&
      [m.a - 1, m.a - 2].some(
        (i) =>
          NORMS.test(concl[i]?.lower ?? '') && !concl.slice(i, m.a).some((_, n) => /[,;:.!?]/u.test(gapAfter(i + n))),
      );
    // A partner right after the agent ("cabe à Fundação …, em conjunto com o Instituto …, acelerar…") is a co-agent.
    const partnerOfAgent = (m: { phrase: string; a: number }) =>
      PARTNER_PHRASE.test(m.phrase) &&
      !!claimAgent &&
      m.a > claimAgent.b &&
      (m.a <= agentEnd(claimAgent.b) + 2 || (inModalInsert(m.a) && MODALS.test(concl[m.a - 1]!.lower)));
    const details: Detail[] = matchPhrases(j, DETAILS)
      .filter(
        (m) =>
          valid(m.a) &&
          !used.has(m.a) &&
          !partnerOfMeans(m) &&
          !partnerOfAgent(m) &&
          (m.phrase !== 'que ' || (concl[m.a - 1]?.lower !== 'para' && relative(m.a))) &&
          !(relativePhrase(m) && inPurpose(m.a)) &&
          !statesNorm(m),
      )
      .map((m) => ({ a: m.a, b: m.b, kind: relativePhrase(m) || EXPLANATIONS.has(m.phrase) ? 2 : 0 }));
    /** A bare noun and a relative clause on it, summing up what precedes ("medida que deveria priorizar…"). */
    const resumes = (k: number) =>
      /^\p{Ll}{3,}$/u.test(concl[k]!.text) &&
      !STOPWORDS.has(concl[k]!.lower) &&
      concl[k + 1]?.lower === 'que' &&
      concl[k + 1]!.sent === concl[k]!.sent;
    /** A participle right after a common noun (or its adjective) of the same number, with no comma between. */
    const restricts = (k: number) =>
      !/,/u.test(gapAfter(k - 1)) &&
      /^\p{Ll}/u.test(concl[k - 1]!.text) &&
      concl[k - 1]!.lower.endsWith('s') === concl[k]!.lower.endsWith('s');
    /** ", como A, B e C": three or more phrases with no verb, "e" before the last, to a comma or the period's end. */
    const examples = (k: number) => {
      let segments = 1;
      let and = false;
      for (let i = k + 1; i < concl.length && concl[i]!.sent === concl[k]!.sent; i++) {
        const w = concl[i]!.lower;
        // Not "como citado…", "como, por exemplo" (a cue of its own), nor a phrase opened by a preposition of
        // another element (", por meio de…").
        const opens = i === k + 1 || /,/u.test(gapAfter(i - 1));
        if (RELATIVE_WORDS.test(w) || onlyVerb(morph, w)) return false;
        if (opens && /^(?:por|para|com|através|mediante|visando|sem)$/u.test(w)) return false;
        if (i === k + 1 && /(?:ad|id)[oa]s?$/u.test(w)) return false;
        if (w === 'e') and = true;
        const gap = gapAfter(i);
        const end = /[;:.!?]/u.test(gap) || concl[i + 1]?.sent !== concl[k]!.sent;
        if (end || /,/u.test(gap)) {
          if (and) return segments >= 2 && w !== 'e';
          if (end) return false;
          segments++;
        }
      }
      return false;
    };
    if (toldAt >= 0 && valid(toldAt)) details.push({ a: toldAt, b: toldAt, kind: 0 });
    for (let k = 0; k < concl.length; k++) {
      const t = concl[k];
      if (!valid(k) || used.has(k)) continue;
      // The period's first word, or the first after an opening connective ("Além disso, essas…").
      const first = concl.findIndex((x) => x.sent === t.sent);
      const opensPeriod =
        k === first ||
        (commaBefore(k) && k - first <= 3 && !concl.slice(first, k - 1).some((_, i) => /,/u.test(gapAfter(first + i))));
      // A period that takes the proposal up only to say how it is done or what for ("Tal medida deve ocorrer
      // mediante…", "Tal medida deve ocorrer a fim de que…") is the means' or the purpose's, no detail.
      const onlyMeansOrPurpose = [meansShown, purpose].some(
        (e) =>
          !!e &&
          concl[e.a].sent === t.sent &&
          e.a > k &&
          e.a - k <= 4 &&
          (GENERIC_PARTICIPLES.test(concl[e.a - 1]!.lower) ||
            /^(?:ocorrer|acontecer|dar-se|realizar-se|efetivar-se|concretizar-se)$/u.test(concl[e.a - 1]!.lower)),
      );
      if (onlyMeansOrPurpose) continue;
      if (
        (opensPeriod &&
          t.sent > firstElementSent &&
          DEMONSTRATIVES.has(t.lower) &&
          concl[k + 1]?.sent === t.sent &&
          !STOPWORDS.has(concl[k + 1].lower) &&
          !PROBLEM_NOUNS.test(concl[k + 1].lower)) ||
        // "A restrição valeria para…", "O órgão também precisa punir…", "Cada biblioteca funcionaria…": an article (or
        // "cada") and a noun taking the proposal up.
        (t.sent > firstElementSent &&
          (NOUN_LEADS.has(t.lower) || t.lower === 'cada' || t.lower === 'quem') &&
          k === openerOf(t.sent) &&
          takesUp(t.sent))
      )
        details.push({ a: k, b: k + 1, kind: 1, commas: true });
      // Examples of the noun before, listed after ", como" ("uma lei que garanta direitos mínimos …, como seguro
      // contra acidentes, contribuição para a previdência e um valor mínimo por hora"): three or more phrases with no
      // verb of their own, up to the clause's end.
      else if (t.lower === 'como' && commaBefore(k) && mainSents.has(t.sent) && examples(k))
        details.push({ a: k, b: k, kind: 0 });
      // A participle specifying a noun of the proposal's action or means, set off by a comma ("campanhas …,
      // produzidas com linguagem acessível") or across the noun's complement ("recursos do Fundo … destinados a
      // antenas rurais"), not one in its purpose or elsewhere ("reduzir a violência ocasionada pelo tráfico"); right
      // after a common noun of its number it restricts that noun, part of the element that names it ("fiscalizar as
      // propagandas voltadas ao público infantil", "por meio de equipes noturnas equipadas com decibelímetros").
      else if (
        mainSents.has(t.sent) &&
        claimAt >= 0 &&
        k > claimAt &&
        !(purpose && concl[purpose.a].sent === t.sent && k > purpose.a) &&
        /(?:ad|id)[oa]s?$/u.test(t.lower) &&
        t.lower.length > 5 &&
        !NOUN_PARTICIPLES.test(t.lower) &&
        !!concl[k - 1] &&
        concl[k - 1].sent === t.sent &&
        !/[;:.!?]/u.test(gapAfter(k - 1)) &&
        !restricts(k) &&
        !/[,;:.!?]/u.test(gapAfter(k)) &&
        !STOPWORDS.has(concl[k - 1].lower) &&
        concl[k + 1]?.sent === t.sent &&
        (PARTICIPLE_COMPLEMENTS.has(concl[k + 1].lower) || /mente$/u.test(concl[k + 1].lower))
      )
        details.push({ a: k, b: k, kind: 2 });
      // An apposition after an element, a bare noun and its participle with a complement ("submetendo cada substância a
      // uma comissão técnica independente, grupo formado por toxicologistas…"): it says what that noun is.
      else if (
        mainSents.has(t.sent) &&
        claimAt >= 0 &&
        k > claimAt &&
        commaBefore(k) &&
        !inPurpose(k) &&
        /^\p{Ll}{3,}$/u.test(t.text) &&
        !STOPWORDS.has(t.lower) &&
        !/(?:ndo|[aei]r|mente)$/u.test(t.lower) &&
        concl[k + 1]?.sent === t.sent &&
        !/[,;:.!?]/u.test(gapAfter(k)) &&
        /(?:ad|id)[oa]s?$/u.test(concl[k + 1]!.lower) &&
        !NOUN_PARTICIPLES.test(concl[k + 1]!.lower) &&
        PARTICIPLE_COMPLEMENTS.has(concl[k + 2]?.lower ?? '')
      )
        details.push({ a: k, b: k + 1, kind: 2 });
      // A parenthesis opened by a dash after the action ("por intermédio de concurso público … — com salário
      // progressivo conforme a distância da capital … —, com vistas a…"): it specifies the element before it; after
      // the purpose too when it sums the proposal up in a bare noun and a relative ("— medida que deveria priorizar…").
      else if (
        mainSents.has(t.sent) &&
        claimAt >= 0 &&
        k > claimAt &&
        DASH.test(gapAfter(k - 1)) &&
        concl.slice(first, k - 1).filter((_, i) => DASH.test(gapAfter(first + i))).length % 2 === 0 &&
        (!inPurpose(k) || resumes(k)) &&
        !CLAUSE_CUES.test(t.lower)
      )
        details.push({ a: k, b: k, kind: 2 });
      // A gerund clause set off by a comma after a means stated by a phrase, before the purpose ("por meio de linhas de
      // crédito …, priorizando as famílias inscritas no Cadastro Único, a fim de…"): it specifies how the means is
      // applied, the proposal's detail.
      else if (
        gerunds.includes(k) &&
        !!meansShown &&
        !meansShown.gerund &&
        !meansShown.period &&
        k > meansShown.a &&
        t.sent === concl[meansShown.a].sent &&
        !(purpose && concl[purpose.a].sent === t.sent && k > purpose.a)
      )
        details.push({ a: k, b: k, kind: 2 });
      else if (k === coordinatedTakeUp) details.push({ a: k, b: k + 1, kind: 1, commas: true });
      else if (meansComplement(k) && k !== purpose?.a) details.push({ a: k, b: k + 1, kind: 2 });
    }
    // The passage shown is preferably in the proposal shown, else in the periods around the elements (an opening recap
    // such as "vê-se que…" details nothing); requiring it there lowered C5's grouped-CV QWK (0.413 → 0.399).
    const near = (a: number) =>
      concl[a].sent >= firstElementSent && concl[a].sent <= Math.max(...elementSents) + 1 ? 0 : 1;
    // Not after the proposal shown: a second proposal ("Além disso, as escolas devem…"), a general appeal or a closing
    // consequence details nothing of it; nor does a word inside a means stated by a whole period.
    const inPeriodMeans = (a: number) =>
      !!meansShown &&
      meansShown.period &&
      concl[a].sent === concl[meansShown.a].sent &&
      a >= meansShown.a &&
      (coordinatedTakeUp < 0 || a < coordinatedTakeUp) &&
      (!purpose || concl[purpose.a].sent !== concl[a].sent || a < purpose.a);
    // Nor does a word of a means read from a relative clause: its own verb ("campanhas que sejam veiculadas na
    // televisão", "fiscais, que passariam a trabalhar com imagens … cruzadas com…") specifies nothing of it; nor does
    // a relative clause in the indicative inside a means phrase, which describes its noun ("através de ONGs e igrejas
    // que já trabalham com eles", "para as prefeituras que mais precisam"; one in the subjunctive, "uma plataforma que
    // conecte voluntários…", specifies it).
    /**
     * A relative clause whose verb is read only in the present or past indicative ("que já trabalham com eles", "o
     * valor que manda para as escolas"): the imperative, which a relative clause never is, is no other reading.
     */
    const describes = (a: number) => {
      if (!RELATIVE_WORDS.test(concl[a].lower)) return false;
      let v = a + 1;
      while (/^(?:já|não|ainda|também|só|hoje|mais|menos|sempre|nunca)$/u.test(concl[v]?.lower ?? '')) v++;
      const moods = (morph?.readings(concl[v]?.lower ?? '') ?? [])
        .map((r) => r[0]!.tags[1] ?? '')
        .filter((m) => m !== 'imp');
      return moods.some((m) => INDICATIVE.test(m)) && !moods.some((m) => !INDICATIVE.test(m));
    };
    /** In the clause that starts at `from`: its period, no punctuation between. */
    const inClauseOf = (from: number, a: number) =>
      a > from &&
      concl[a].sent === concl[from].sent &&
      !concl.slice(from, a).some((_, i) => /[,;:.!?]/u.test(gapAfter(from + i)));
    const inMeansClause = (a: number) =>
      !!meansShown &&
      (meansShown.phrase === 'que' || (!meansShown.gerund && describes(a))) &&
      inClauseOf(meansShown.a, a);
    // So does one in the indicative inside the action's clause ("aumentar a fiscalização sobre as empresas que
    // funcionam em turnos"): it says which, part of the action shown.
    const inActionClause = (a: number) => claimActionAt >= 0 && describes(a) && inClauseOf(claimActionAt, a);
    // Nor does a relative clause whose passive names the proposal's agent ("…, tarefa que deve ser coordenada pelo
    // Ministério da Saúde"): it says who acts, the agent's clause.
    const namesAgent = (a: number) => {
      if (!RELATIVE_WORDS.test(concl[a].lower) || !claimAgent || !byAgent(claimAgent)) return false;
      const by = claimAgent.a - (/^pel[oa]s?$/u.test(concl[claimAgent.a - 1]!.lower) ? 1 : 2);
      return (
        inClauseOf(a, claimAgent.a) &&
        /(?:ad|id)[oa]s?$/u.test(concl[by - 1]?.lower ?? '') &&
        /^(?:ser|seja|sejam|é|são|será|serão|seria|seriam)$/u.test(concl[by - 2]?.lower ?? '')
      );
    };
    const after = (a: number) => concl[a].sent > proposalSent && !mainSents.has(concl[a].sent);
    const detail = details
      .filter(
        (d) =>
          !after(d.a) &&
          !inPeriodMeans(d.a) &&
          !inMeansClause(d.a) &&
          !inActionClause(d.a) &&
          !namesAgent(d.a) &&
          !addedProposal(d.a),
      )
      .sort((x, y) => outside(x.a) - outside(y.a) || near(x.a) - near(y.a) || x.kind - y.kind || x.a - y.a)[0];
    if (detail)
      elementos.detalhamento = {
        presente: true,
        // A relative clause is shown with the noun it specifies ("…os idosos que vivem sozinhos").
        trecho: clause(
          detail.kind === 2 && /^(?:que|o|a|os|as|cujo|cuja|no|na|nos|nas)$/u.test(concl[detail.a].lower)
            ? nounBefore(detail.a)
            : detail.a,
          detail.b + (detail.commas ? 0 : 1),
          detail.commas,
        ),
        descricao: 'Elemento da proposta detalhado/especificado.',
      };
  }
  out.validos = (Object.values(elementos) as ElementFinding[]).filter((e) => e.presente).length;
  return out;
}
