// C3 — selection and organisation of the argument: the thesis, the topics it announces and whether they are
// developed, length and argumentative markers per paragraph, lexical progression.
import type { Morphology } from '../morph/analyzer.js';
import { findPhrase, joinTokens, segment, wordEdges, type Sentence } from '../text.js';
import { ev, isContent, type EssayContext } from './shared.js';
import type { TextAnalysis } from './types.js';

/** An introduction sentence that opens with a source or a date: repertoire, not the thesis. */
const REPERTOIRE_OPENING =
  /^\s*(?:segundo|de acordo com|conforme|consoante|para (?:o|a) (?:filósofo|filósofa|sociólogo|socióloga|pensador|pensadora|escritor|escritora|autor|autora)|na obra|no livro|no filme|em \d{3,4}|no século|desde a|durante a|"|“)/iu;
/** An introduction sentence that opens with its source ("Segundo a CNC, …", "De acordo com o IBGE, …"). */
const SOURCE_OPENING = /^\s*(?:segundo|de acordo com|conforme|consoante)\s/iu;
/**
 * "e" + article or preposition between two announced topics ("à negligência estatal e à falta de educação"), or a
 * comma + contracted preposition in a longer series ("à imprudência dos motoristas, à fiscalização precária e às …").
 * Not the "e" of an "entre" ("a distância entre as famílias e os cartórios"), which joins its two terms. The second
 * side set off after "e" ("de um lado, da … e, de outro, da …") opens the second topic.
 */
const AND_TOPIC =
  /(?<!\bentre\s[^,;:]*),?\s+e\s+(?=(?:[àa]s?|[oa]s?|d[oa]s?|n[oa]s?|pel[oa]s?|também|porque|por|devido)\s)|,?\s+e,\s*(?:de|por) outro(?: lado)?,\s+|,\s+e\s+|,?\s+ou\s+(?=(?:pel[oa]s?|por|n[oa]s?|d[oa]s?|às?|aos?|em)\s)|,\s+(?=(?:às?|aos?|d[oa]s?|pel[oa]s?)\s)|,?\s+juntamente (?:com|a|d[eoa]s?)\s+/iu;

/**
 * AND_TOPIC, or "e de" after an announcer that ends in a bare "de" ("em razão de uma … e de um …"), in the announcer's
 * clause (not past a semicolon or a colon).
 */
const AND_DE_TOPIC = new RegExp(`${AND_TOPIC.source}|(?<![;:][^]*),?\\s+e\\s+(?=de\\s)`, 'iu');
/**
 * Where a listed series of axes splits: at every comma and "e", the "e" with an ordinal adverb set off after it
 * included ("examinar, primeiramente, o … e, em seguida, a …").
 */
const SERIES_SPLIT =
  /,?\s+e,\s*(?:em seguida|depois|posteriormente|por fim|finalmente|em segundo lugar|por último),\s*|,?\s+juntamente (?:com|a|d[eoa]s?)\s+|,\s+(?:e\s+)?|\s+e\s+(?:também\s+)?/u;
/** The nouns that name a cause fronted to a clause or after a comma ("Fruto da … e da …, esse trabalho…"). */
const FRONTED_CAUSE_NOUNS = 'fruto|frutos|reflexo|reflexos|resultado|resultados|consequência|consequências|produto';
/** Verbs by which a problem keeps itself going ("se perpetua pela omissão…", "alimenta-se da desinformação"). */
const MAINTAINS = 'perpetua|perpetuam|alimenta|alimentam|sustenta|sustentam|mantém|mantêm';
/**
 * Verbs and phrases that announce causes ("Esse quadro decorre da … e da …", "resulta do …", "se deve à …", "é fruto
 * do …", "tem como causas o … e a …", "é causado pela …"), its origin ("nasce da …") or what keeps it going ("se
 * perpetua pela …": two verbs of one subject, "nasce da … e se perpetua pela …", announce two causes), for the
 * feedback's claims; a phrase set off by commas may stand before the preposition ("decorre, de um lado, da …").
 */
const CAUSE_ANNOUNCERS = `(?:decorre|decorrem|resulta|resultam|advém|advêm|provém|provêm|origina-se|originam-se)(?:,\\s*[^,.;:]{1,25},)? d[eoa]s?|(?:é|são) (?:fruto|reflexo|consequência|resultado) d[eoa]s?|(?<=^\\s*|,\\s*)(?:${FRONTED_CAUSE_NOUNS}) d[eoa]s?|(?:se deve|se devem|deve-se|devem-se) (?:a[os]?|às?)|(?:tem|têm) como (?:(?:principais|maiores|grandes|principal|maior) )?(?:causas?|origem|origens|raízes|motivos?|fatores?)(?: (?:principais|centrais|fundamentais))? (?:[oa]s?)?|(?:causad|provocad|motivad|ocasionad|gerad|impulsionad|agravad|alimentad|sustentad|perpetuad|mantid)[oa]s? (?:por|pel[oa]s?)|(?:se )?explica(?:-se|m-se)? (?:por|pel[oa]s?)|(?:nasce|nascem|surge|surgem|brota|brotam) d[eoa]s?|(?:se (?:${MAINTAINS})|(?:${MAINTAINS})-se) (?:por|pel[oa]s?|d[eoa]s?)`;
const CLAIM_COMMON =
  'bem como|além d[eoa]s?|devido a[os]?|devido às?|em razão d[eoa]s?|em virtude d[eoa]s?|por causa d[eoa]s?|graças a[os]?|graças às?';
/**
 * Consequences announced as axes ("acarreta o … e a …", "tem como consequências …"): read only when they list two or
 * more, since these verbs state a single effect far more often than they announce the essay's axes.
 */
const CONSEQUENCE_ANNOUNCERS =
  '(?:tem|têm|traz|trazem) como (?:consequências?|efeitos?|resultados?) (?:[oa]s?)?|(?:acarreta|acarretam|ocasiona|ocasionam|provoca|provocam|resulta em|resultam em)';
/**
 * A relation stated between the problem and its axes ("Essa realidade está ligada à pressão das empresas … e à
 * fiscalização insuficiente …", "estão diretamente relacionados ao … e ao …"): read, like a consequence, only when it
 * lists two or more, since it ties a single word to another far more often than it announces the essay's axes. A
 * phrase set off by commas may stand before the preposition, as after a cause verb ("está associada, sobretudo, à …").
 */
const RELATION_ANNOUNCERS =
  '(?:está|estão|encontra-se|encontram-se|mostra-se|mostram-se)(?: (?:diretamente|intimamente|estreitamente|fortemente|sobretudo|principalmente))? (?:ligad|relacionad|associad|atrelad|vinculad)[oa]s?(?:,\\s*[^,.;:]{1,25},)? (?:a[os]?|às?)';
/** "não só/não apenas … mas/como também …": the pair's opening words. */
const NOT_ONLY = 'não só|não apenas';
/** "seja … seja …", not "ou seja". */
const SEJA = '(?<!\\bou\\s)seja';
/**
 * Correlatives that pair two axes, less "seja", "tanto" and "como" (which pair only in some contexts: see
 * CORRELATIVES).
 */
const PAIRING_BUT_TANTO = `quanto|${NOT_ONLY}|mas também`;
const PAIRING = `tanto|${PAIRING_BUT_TANTO}`;
/**
 * "tanto" opening a pair: with a "quanto" or a "como" after it in its sentence, or an "e" or an "ou" before the next
 * comma, as weak essays pair ("é fruto tanto da falta de investimentos e do alto índice de desempregados"). Else an
 * intensifier ("carregue tanto preconceito", "não se diferencia tanto daquele do filme, visto que…"), naming no axis.
 */
const PAIRED_TANTO = 'tanto(?=\\s[^.;:!?]*?\\b(?:quanto|como)\\b|\\s[^.;:!?,]*?\\s(?:e|ou)\\s)';
/**
 * Correlatives that pair two axes: "tanto … quanto/como …", "não só/não apenas … mas/como também …", "seja … seja …"
 * (not "ou seja"), "quanto" only after a "tanto" (not "quanto a", "tanta importância quanto deveria").
 */
const CORRELATIVES = `${SEJA}(?=,?\\s+(?:pel[oa]s?|por|n[oa]s?|em|d[eoa]s?|com|às?|aos?|[oa]s?)\\s)|${PAIRED_TANTO}|${PAIRING_BUT_TANTO}|como também|(?<=\\btanto\\b(?:(?!\\bcomo\\b)[^.;:]){1,160})como`;
/** A correlative with "pelo/pela" ("seja pela …", "tanto pelo … quanto pela …"). */
const PAIRING_PEL = `(?:seja|${PAIRING}) pel[oa]s?`;
/** "porque", not after "e" or "e também" (the second of a pair of clauses: "por causa do … e também porque …"). */
const BECAUSE = '(?<!\\be\\s(?:também\\s)?)porque';
/** "seja porque …, seja porque …": a pair of causal clauses, each member a cause (read only as a pair). */
const SEJA_BECAUSE = `${SEJA} porque`;
const SEJA_BECAUSE_WORD = /^seja porque$/iu;
const SEJA_BECAUSE_ALL = wordEdges(/\bseja porque\b/giu);
/** Any of the given announcing words, whole, captured (so that `split` keeps them). */
const announcingWords = (...alternatives: string[]) => wordEdges(new RegExp(`\\b(${alternatives.join('|')})\\b`, 'iu'));
/** The thesis's announcing words ("devido às/aos", "decorre da", "seja pela", a bare "pelo/pela"). */
const CLAIM_THESIS_TOPIC_SPLIT = announcingWords(
  SEJA_BECAUSE,
  CAUSE_ANNOUNCERS,
  CONSEQUENCE_ANNOUNCERS,
  RELATION_ANNOUNCERS,
  CORRELATIVES,
  CLAIM_COMMON,
  BECAUSE,
  'pel[oa]s?',
);
/** The same announcing words without a bare "pelo/pela", for the introduction's other sentences ("espalham-se pelas redes"). */
const OTHER_SENTENCE_TOPIC_SPLIT = announcingWords(
  SEJA_BECAUSE,
  CAUSE_ANNOUNCERS,
  CONSEQUENCE_ANNOUNCERS,
  RELATION_ANNOUNCERS,
  PAIRING_PEL,
  CORRELATIVES,
  CLAIM_COMMON,
  BECAUSE,
);
/** A cause named by a phrase fronted to the clause ("Fruto da … e da …, esse trabalho…", "…, reflexo do …"). */
const FRONTED_CAUSE = new RegExp(`^(?:${FRONTED_CAUSE_NOUNS})\\s`, 'iu');
const FRONTED_END = /,\s+(?!e\s|(?:às?|aos?|d[oa]s?|pel[oa]s?)\s)/u;
/** A comma before the subject of a clause: an article or a demonstrative (", o atual cenário…", ", esse quadro…"). */
const CLAUSE_SUBJECT_AFTER = /,\s+(?=(?:[oa]s?|es[st][ea]s?|aquel[ea]s?|tal|tais)\s)/iu;
const CAUSE_ANNOUNCER = new RegExp(`^(?:${CAUSE_ANNOUNCERS})$`, 'iu');
/** The causal prepositions of CLAIM_COMMON ("devido à", "por causa do", "em razão da", "graças ao"). */
const CAUSAL_PREPOSITION = /^(?:devido|em razão|em virtude|por causa|graças)\b/iu;
const CONSEQUENCE_ANNOUNCER = new RegExp(`^(?:${CONSEQUENCE_ANNOUNCERS}|${RELATION_ANNOUNCERS}|porque)$`, 'iu');
/** Words that pair axes without naming a relation: their topics give way to a cause, a consequence or a list. */
const WEAK_ANNOUNCER = new RegExp(
  `^(?:(?:seja|${PAIRING}|como também|como)(?: pel[oa]s?)?|bem como|além d[eoa]s?|pel[oa]s?)$`,
  'iu',
);
/** A correlative that opens a pair ("tanto …", "não só …", "seja …"). */
const PAIR_OPENING = new RegExp(`^(?:tanto|${NOT_ONLY}|seja)`, 'iu');
/** Before a correlative: nothing, a connective or "que" — the pair is the clause's subject ("Tanto o Estado quanto a família devem…"). */
const SUBJECT_BEFORE = /^\s*(?:[\p{L}\s]{0,30},\s*)?$|\bque\s*$/iu;
/** A pair's first member opened by a preposition ("seja pela …", "tanto na escola…", "não só por…"). */
const PREPOSITIONAL_PAIR = new RegExp(
  `^(?:tanto|${NOT_ONLY}|seja)\\s+(?:pel[oa]s?|por|n[oa]s?|em|d[eoa]s?|com|às?|aos?|para|sem|entre|sobre|contra)\\s`,
  'iu',
);
/** A bare "pelo/pela" after a participle names the passive's agent ("garantido pela Constituição"), not a topic. */
const PASSIVE_AGENT_BEFORE = /\p{L}+(?:ad|id)[oa]s?\s*$/iu;
const BARE_PEL = /^pel[oa]s?$/iu;
/** A pair's second correlative ("quanto", "como também", "mas também", "seja"). */
const PAIR_SECOND = /^(?:quanto|como|como também|mas também|seja)$/iu;
/**
 * Inside a concessive clause, opening the sentence up to its first comma ("Embora muitos culpem a vítima pela própria
 * distração, …") or after the main clause ("…, ainda que disfarçada de zelo pela língua"): it grants the view the essay
 * answers, so its phrases are none of the essay's axes.
 */
const IN_CONCESSION =
  /(?:^\s*(?:embora|ainda que|mesmo que|conquanto|se bem que|apesar de|a despeito de)|,\s*(?:embora|ainda que|mesmo que|conquanto|se bem que))\s[^,;:]*$/iu;
/**
 * "não só/não apenas" opens a pair only with a second member after it ("… mas também …", "…, como …"), not counting a
 * "como" right after it ("e não apenas como uma questão particular").
 */
const NOT_ONLY_WORD = new RegExp(`^(?:${NOT_ONLY})$`, 'iu');
const SECOND_MEMBER = /\b(?:mas|também|como|e sim)\b/iu;
/**
 * A count before a colon ("Esse custo aparece de duas formas: a … e a …"): the list after it has that many items,
 * each opened by an article after a comma or "e" — a phrase inside an item ("a poluição causada pela produção e pelo
 * descarte") stays in it.
 */
const COUNT_BEFORE_COLON = /\b(dois|duas|três|quatro)\s+(?:\p{L}+\s+){0,2}?\p{L}+\s*:\s*/iu;
const COUNT = new Map([
  ['dois', 2],
  ['duas', 2],
  ['três', 3],
  ['quatro', 4],
]);
/** ", e" and a word after it: a second predicate when that word is a finite verb. */
const SECOND_PREDICATE = /,\s+e\s+(\p{L}+)/u;
const ITEM_SPLIT = /,?\s+e\s+(?=(?:[oa]s?|um|uma)\s)|,\s+(?=(?:[oa]s?|um|uma)\s)/iu;

/** Nouns after which (or after "entre os …") an introduction lists its axes ("Dois fatores: …", "fatores como …"). */
const CAUSE_NOUNS = 'fatores|causas|motivos|razões|aspectos';
/**
 * Words after which an introduction lists its axes without the words above: "Dois fatores explicam esse quadro: a … e
 * o …", "destacam-se a … e o …", "pois faltam … e …", or a sentence whose subject is "the main ones", the axes its
 * predicative ("As principais [dificuldades] são o … e a …"; "Os motivos disso são a … e a …", a noun of cause its
 * subject, two members opened by an article its predicative), or the answer to the introduction's question ("Por que …?
 * A resposta passa pela … e pela …"). What follows is split at commas and at every "e".
 */
const LIST_ANNOUNCER = wordEdges(
  new RegExp(
    `(?:\\b(?:${CAUSE_NOUNS}|eixos|pontos|problemas|questões)\\b[^:.]*:|\\bentre (?:[oa]s )?(?:principais |maiores )?(?:${CAUSE_NOUNS}|raízes|origens|consequências|desafios|entraves|obstáculos)\\b[^:.;]{0,40}?\\b(?:estão|está|figuram|figura|destacam-se|destaca-se|encontram-se|encontra-se|citam-se|podem ser citad[oa]s)|\\b(?:destacam-se|destaca-se|sobressaem-se|faltam)\\b|^\\s*(?:a|essa|tal)\\s+(?:resposta|explicação)\\b[^.;:]{0,30}?\\b(?:passa|está|reside|encontra-se|se encontra|envolve)\\b|^\\s*(?:[oa]s\\s+)?(?:principais|maiores)(?:\\s+(?:${CAUSE_NOUNS}|raízes|origens|consequências|dificuldades|problemas|desafios|entraves|obstáculos))?\\s+(?:são|seriam|foram)\\b|^\\s*[oa]s\\s+(?:${CAUSE_NOUNS}|raízes|origens|consequências|efeitos)(?:\\s+(?:diss[oa]|dist[oa]|(?:d[oa]s?|dess[ea]s?|dest[ea]s?)\\s+\\p{L}+))?\\s+(?:são|seriam|foram)(?=\\s+[oa]s?\\s[^.;:]*\\s+e\\s+[oa]s?\\s))\\s+`,
    'iu',
  ),
);
/** A cause or a relation announced ("decorre da …", "está ligada à …"), for withoutListedAxes. */
const AXES_ANNOUNCER = announcingWords(CAUSE_ANNOUNCERS, RELATION_ANNOUNCERS);
/** A count of causes before the colon that lists them ("dois fatores principais: …", "alguns motivos centrais: …"). */
const COUNTED_CAUSES = new RegExp(
  `^\\s*(?:\\p{L}+\\s+){0,2}(?:${CAUSE_NOUNS}|eixos|pontos|problemas|questões|raízes|origens)(?:\\s+\\p{L}+){0,2}\\s*:\\s*`,
  'iu',
);
/** For the topics only: a list after "fatores como/incluindo/tais como …" ("por diversos fatores, incluindo o … e o …"). */
const SUCH_AS_ANNOUNCER = wordEdges(
  new RegExp(
    `\\b(?:${CAUSE_NOUNS}|consequências)\\b[^:.;]{0,30}?,?\\s*(?:incluindo|tais como|como|entre eles|entre elas|dentre eles|dentre elas|a saber)\\s+`,
    'iu',
  ),
);
/**
 * Verbs of examination after which an introduction lists what it will discuss ("convém analisar a … e o …", "Será
 * abordado o fator que … juntamente da desvantagem"): read only when they list two or more axes.
 */
const EXAMINE_VERBS = String.raw`(?:convém|cabe|vale|urge|(?:é|faz-se|torna-se) (?:preciso|necessário|importante|fundamental|válido|pertinente))\s+(?:primeiro\s+|antes\s+|,\s*)?(?:analisar|discutir|abordar|examinar|debater|considerar|compreender|entender|refletir sobre|ressaltar|salientar|destacar|observar|pontuar|investigar|olhar para|atentar para|voltar o olhar para|lançar (?:um )?olhar sobre)|(?:será|serão|vão ser|vai ser|serão aqui|será aqui)\s+(?:abordad|analisad|discutid|tratad|apresentad|expost|debatid)[oa]s?|(?:vou|vamos|irei|iremos|pretendo|pretendemos|procurarei|buscarei)\s+(?:aqui\s+)?(?:falar|tratar|abordar|discutir|analisar|mostrar|apresentar|comentar|explicar|expor|debater)|(?:falarei|tratarei|abordarei|discutirei|analisarei|mostrarei|apresentarei|comentarei|falaremos|trataremos|abordaremos|discutiremos|analisaremos|mostraremos|apresentaremos)`;
const EXAMINE_ANNOUNCER = wordEdges(
  new RegExp(
    String.raw`\b(?:${EXAMINE_VERBS})(?:,\s*(?:primeiramente|inicialmente|em primeiro lugar|antes de tudo|de início|primeiro),|(?:\s+(?:sobre|acerca de|a respeito de))?\b)\s+(?=(?:[oa]s?|d[oa]s?|es[st][ea]s?|tais|dois|duas|três|seus|suas)\s)`,
    'iu',
  ),
);
/**
 * The same verbs before an indirect question whose subject lists the axes ("vale analisar como a falta de verbas e o
 * descaso prejudicam…"): read up to its verb, only when it lists two or more.
 */
const EXAMINED_QUESTION = wordEdges(
  new RegExp(
    String.raw`\b(?:${EXAMINE_VERBS})\s+(?:como|de que (?:forma|maneira|modo)|por que|(?:o )?quanto)\s+(?=(?:[oa]s?|es[st][ea]s?)\s)`,
    'iu',
  ),
);
/**
 * Nouns that name no axis in a claim ("essa questão") but are the axes of a text's stated plan ("vou falar das causas
 * e das consequências", "convém analisar as causas e os efeitos"): read as topics after EXAMINE_ANNOUNCER.
 */
const PLANNED_AXES = new Set(
  'causa causas consequência consequências efeito efeitos impacto impactos solução soluções origem origens'.split(' '),
);
/**
 * The axes as the subject of a verb that explains ("A desinformação e a falta de acesso explicam esse quadro", "O
 * custo e a distância estão entre as causas…") or by which they keep the problem going or hold back its solution, in
 * the plural ("o trabalho não reconhecido, a desigualdade no acesso à terra e o isolamento diante da violência
 * continuam mantendo essas mulheres à margem…", "… perpetuam a exclusão", "o custo e a burocracia ainda impedem que…";
 * not "se perpetuam", said of the problem itself): the subject is split at its commas and at every "e".
 */
const SUBJECT_AXES = wordEdges(
  /^(?:[^,]{0,30},\s*)?(.+?)\s+(?:explicam|justificam|ajudam a explicar|contribuem para|colaboram para|estão entre|figuram entre|(?:(?:continuam|seguem)\s+(?:mantendo|perpetuando|alimentando|sustentando|agravando|impedindo|dificultando|travando)|(?<!\bse\s)(?:ainda\s+)?(?:mantêm|perpetuam|alimentam|sustentam|agravam|impedem|dificultam|travam|emperram|freiam))(?=\s+(?:[oa]s?|ess[ea]s?|est[ea]s?|um|uma|seus|suas|nossos|nossas|que)\s)|(?:são|configuram-se como|constituem|mostram-se como|apresentam-se como) (?:as |os )?(?:principais |maiores )?(?:causas|fatores|motivos|raízes|responsáveis))\b/iu,
);
/**
 * The axes as the plural subject of a verb that makes them the parts of the problem, named by a noun and a demonstrative
 * that retakes it ("Herança histórica, estereótipos midiáticos e anonimato virtual compõem, juntos, a engrenagem desse
 * preconceito"); not a whole of its own ("os jovens e os idosos formam a maioria da população"). A fronted adjunct
 * before the subject opens with a preposition or a connective: a bare noun before the first comma is the series' first
 * member.
 */
const COMPONENT_AXES = wordEdges(
  /^(?:(?:em|n[oa]s?|ness[ea]s?|nest[ea]s?|dess[ea]|dest[ea]|diante|assim|portanto|logo|por|com|sob|além|enfim|hoje|atualmente)\b[^,]{0,30},\s*)?(.+?)\s+(?:compõem|formam|constituem|integram)(?:,\s*(?:juntos|juntas|em conjunto),|\s+(?:juntos|juntas|em conjunto))?\s+(?:[oa]s?\s+)?\p{L}+(?:\s+\p{L}+)?\s+(?:d[eo]ss[ea]s?|d[eo]st[ea]s?)\s/iu,
);
/** A relative pronoun closing what SUBJECT_AXES read as the subject ("…, que são responsáveis"). */
const RELATIVE_SUBJECT_END = /(?:^|[\s,])(?:que|[oa]s? quais|[oa] qual|quem)$/iu;
/** Words that name no axis by themselves ("diversos fatores", "essa questão"). */
const VAGUE_TOPIC_WORDS = new Set(
  'fator fatores aspecto aspectos questão questões ponto pontos problema problemas problemática problemáticas motivo motivos razão razões coisa coisas forma formas maneira maneiras diverso diversos diversas vário vários várias outro outros outras muitos muitas isso isto algo tudo situação cenário quadro realidade tema assunto causa causas consequência consequências'.split(
    ' ',
  ),
);
/** Where a topic named in a pair ends: where the pair's second member, or another pair, begins. */
const PAIR_BREAK = `\\b(?:mas também|${NOT_ONLY})\\b`;
/** Where a topic ends: the `clause` given (case-insensitive), or a pair's break. */
const topicEnd = (clause: RegExp) => wordEdges(new RegExp(`${clause.source}|${PAIR_BREAK}`, 'iu'));
/** What ends a topic's clause: a clause after it ("…, o que torna…", "…, mas também…", "… e precisa ser…"). */
const CLAUSE_END =
  /\s*[:;?!]|,\s*(?:muitos|muitas|alguns|algumas|ele|ela|eles|elas|isso|isto|esse|essa|este|esta|tal|todos|todas|nós|há|como|quando|enquanto|embora|sendo|tendo|podendo|\p{L}+ndo)\b|\b(?:ou seja|por exemplo|como por exemplo)\b|,\s*(?:o que|que|[oa]s? qua(?:l|is)|cuj[oa]s?|onde|mas|porém|pois|já que|visto que)\b|\s+e\s+(?!(?:[àa]s?|[oa]s?|d[oa]s?|de|n[oa]s?|pel[oa]s?|também|um|uma)\s)(?=\p{L}+\s)/u;
/**
 * Where an announced topic ends: a clause after it, or the copula after a noun phrase ("a falta de verbas é…"). A
 * causal clause announced as a topic ("… e porque a escola não é atraente para os alunos") keeps its verb
 * (CAUSAL_TOPIC_END).
 */
const TOPIC_END = topicEnd(new RegExp(`${CLAUSE_END.source}|\\s+(?:é|são|foi|foram|está|estão|era|eram)\\s`, 'u'));
const CAUSAL_TOPIC_END = topicEnd(CLAUSE_END);

/** Where a listed series of axes ends: a clause after it. */
const TOPIC_END_OF_LIST = topicEnd(/,\s*(?:o que|que|mas|porém|pois)\b/u);

/**
 * Explicit relations of cause, consequence or example in a paragraph, for the feedback's claim that it has none (the
 * fitted `dev_markers` keeps its shorter list): connectives ("desse modo", "com isso", "assim,"), "o resultado", a
 * causal "como" opening a sentence, and verbs that state a cause ("impede", "agrava", "faz com que").
 */
const EXPLICIT_RELATION = wordEdges(
  /\b(?:porque|pois|visto que|uma vez que|já que|por isso|consequentemente|por conseguinte|em consequência|como consequência|em decorrência|por exemplo|a exemplo|como exemplo|logo|portanto|dessa forma|desse modo|dessa maneira|com isso|isso porque|devido|em virtude|haja vista|o resultado|como resultado|de modo que|de forma que|resulta|resultam|acarreta|acarretam|gera|geram|provoca|provocam|causa|causam|impede|impedem|leva a|levam a|faz com que|fazem com que|contribui|contribuem|agrava|agravam|permite|permitem|dificulta|dificultam|favorece|favorecem|compromete|comprometem|afasta|afastam|empurra|empurram|transforma|transformam)\b|(?:^|[.!?]\s+)(?:Como|Assim,)(?!\p{L})/u,
);

/** Whether a text has the words with which an introduction announces its topics (whether or not they could be split off). */
const ANNOUNCING_WORDS = announcingWords(CAUSE_ANNOUNCERS, PAIRING_PEL, SEJA, PAIRED_TANTO, CLAIM_COMMON);
export const announcesTopics = (text: string) => ANNOUNCING_WORDS.test(text) || LIST_ANNOUNCER.test(text);

/**
 * What marks a sentence as stating a position, for the feedback's thesis: a modal, an opinion or an assertion ("é
 * preciso", "deve", "exige", "defendo", "fica claro que") weighs most; an evaluation ("problema", "grave", "não basta") or a formal adversative opening the
 * sentence ("Contudo, o país ainda não…") less. Words that only announce causes ("tanto", "fatores", "devido") or
 * report ("evidencia-se") state none: a sentence that only lists the axes is not the thesis.
 */
const POSITION_STRONG = wordEdges(
  /\b(?:(?:é|são|seria|torna-se|tornam-se|faz-se|fazem-se|mostra-se|torna)\s+(?:necessári[oa]s?|precis[oa]s?|fundamental|fundamentais|imprescindíve(?:l|is)|essencia(?:l|is)|importantes?|urgentes?|indispensáve(?:l|is)|inegável|evidente|inadmissível|inaceitável|dever)|deve-se|deve|devem|deveria|deveriam|precisa|precisam|cabe|urge|exige|exigem|requer|requerem|necessita|necessitam|defendo|acredito|considero|entendo que|(?:é possível|pode-se|podemos|é válido|é lícito|é correto) (?:afirmar|dizer|concluir|inferir) que|não (?:se )?(?:pode|podem|podemos) (?:deixar de|ser ignorad[oa]s?|ignorar|aceitar|admitir|tolerar)|(?:reforça|evidencia|mostra|demonstra|revela|urge|há|existe|surge)(?:-se)? (?:a )?necessidade|é inegável|é (?:indubitável|incontestável|inquestionável|irrefutável)|(?:desempenha|desempenham|exerce|exercem|cumpre|cumprem|tem|têm) (?:um )?papel (?:fundamental|essencial|crucial|decisivo|central|primordial)|é evidente|é notório|é nítido|é perceptível|é visível|é indiscutível|(?:fica|ficam|parece) (?:claro|evidente|nítido|notório|patente) que)\b/iu,
);
const POSITION_WEAK = wordEdges(
  /\b(?:infelizmente|lamentavelmente|vergonh(?:a|os[oa]s?)|absurd[oa]s?|perigos[oa]s?|nociv[oa]s?|precári[oa]s?|ineficaz|ineficazes|ineficientes?|descaso|negligência|retrocesso|decadência|desamparo|irresponsabilidade|dificuldades?|problemas?|problemática|desafios?|entraves?|obstáculos?|graves?|gravíssim[oa]|preocupantes?|alarmantes?|lamentáve(?:l|is)|insuficientes?|não basta|não bastam|inaceitáve(?:l|is)|nota-se|percebe-se|observa-se|vê-se|infere-se|depreende-se|constata-se|configura-se|constitui|constituem|representa|representam|persiste|persistem|permanece|permanecem|carece|carecem|ainda é|ainda são|não é|não são|excludente|prejudica|prejudicam|prejudicando|prejudicia(?:l|is)|afeta|afetam|afetando|compromete|comprometem|comprometendo|agrava|agravam|agravando|aprofunda|aprofundam|aprofundando|ameaça|ameaçam|ameaçando|negativ[oa]s?|crític[oa]s?|polêmic[oa]s?)\b/iu,
);
/**
 * A normative predicate after the copula, with at most a connective, an article, an intensifier or a noun like
 * "tarefa" between ("é, portanto, uma tarefa urgente", "é condição para que", "são extremamente fundamentais", "é uma
 * medida necessária", "é de fundamental importância"): a position as much as "é necessário". Not any words between:
 * "é um meio de comunicação quase indispensável" describes.
 */
const POSITION_PREDICATE = wordEdges(
  /\b(?:é|são|seria|seriam|torna-se|tornam-se|tornou-se|faz-se|mostra-se|revela-se)(?:,\s*(?:portanto|pois|assim|logo|então|sem dúvida|certamente|de fato),)?(?:\s+(?:uma?|de|cada vez mais|ainda mais|extremamente|absolutamente|muito|bastante|altamente|tão))?(?:\s+(?:tarefa|medida|ação|passo|questão))?\s+(?:urgentes?|inadiáve(?:l|is)|condição|condições|necessári[oa]s?|imprescindíve(?:l|is)|indispensáve(?:l|is)|primordia(?:l|is)|essencia(?:l|is)|fundamenta(?:l|is)|crucia(?:l|is)|vita(?:l|is)|importantes?)\b/iu,
);
/** Nouns that judge what they name ("desafio", "ameaça", "mazela"): with a superlative, an evaluation. */
const JUDGING_NOUNS =
  'desafios?|problemas?|obstáculos?|entraves?|ameaças?|males?|mazelas?|chagas?|crises?|dilemas?|flagelos?|tragédias?|injustiças?|violações?|violências?';
/** Adjectives that judge ("grave", "alarmante"): with "mais"/"menos", an evaluation. */
const JUDGING_ADJECTIVES =
  'graves?|preocupantes?|alarmantes?|urgentes?|nociv[oa]s?|perigos[oa]s?|danos[oa]s?|cruéis|cruel|injust[oa]s?|desigua(?:l|is)|negligenciad[oa]s?|ignorad[oa]s?|esquecid[oa]s?|violent[oa]s?|letais|letal';
/**
 * A superlative judgement: a superlative of a judging noun or adjective ("é o maior desafio da saúde pública", "um dos
 * principais entraves", "uma das ameaças ambientais mais graves", "um dos países mais desiguais"). Stated of the
 * theme without a modal, it is the writer's evaluation.
 */
const SUPERLATIVE_JUDGEMENT = wordEdges(
  new RegExp(
    [
      `\\b(?:[oa]s?|um[ae]? d[oa]s)\\s+(?:maior|maiores|pior|piores|principal|principais)\\s+(?:\\p{L}+\\s+)?(?:${JUDGING_NOUNS})\\b`,
      `\\b(?:[oa]s?|um[ae]? d[oa]s)\\s+(?:mais|menos)\\s+(?:${JUDGING_ADJECTIVES})\\b`,
      `\\bum[ae]? d[oa]s\\s+(?:\\p{L}+\\s+){1,3}?(?:mais|menos)\\s+(?:${JUDGING_ADJECTIVES})\\b`,
      `\\b[oa]s?\\s+(?:${JUDGING_NOUNS})\\s+(?:\\p{L}+\\s+)?(?:mais|menos)\\s+(?:${JUDGING_ADJECTIVES})\\b`,
    ].join('|'),
    'iu',
  ),
);
/**
 * What makes the opening sentence's evaluation a position when no later sentence states one: a superlative ("tornou-se
 * um dos maiores problemas…") or a concession ("Apesar da evolução…, o acesso ainda é excludente").
 */
const OPENING_STANCE = wordEdges(
  /\bum[ae]? d[oa]s (?:maiores|principais|mais graves|piores)\b|^\s*(?:apesar|embora|mesmo que|ainda que)\b/iu,
);
/**
 * A formal adversative opening the sentence ("Contudo, o país…") or set off after its subject or verb ("Essa garantia,
 * contudo, …", "Trata-se, porém, de…"); not after a fronted adjunct of place or time ("No Brasil, porém, poucas
 * pessoas doam…"), which contrasts facts.
 */
const ADVERSATIVE_OPENING =
  /^\s*(?:(?:contudo|entretanto|no entanto|todavia|porém|mesmo assim|apesar disso|ainda assim)\b|(?!(?:em|n[oa]s?|num|numa|d[eoa]s?|desde|durante|após|depois|antes|com|para|por|pel[oa]s?|sem|sob|entre|até|hoje|atualmente|ainda|agora)\s)(?:[\p{L}-]+\s+){0,3}[\p{L}-]+,\s*(?:contudo|entretanto|no entanto|todavia|porém),)/iu;
/**
 * A concession after the main clause ("Ridicularizar essas diferenças é uma forma de discriminação, ainda que muitas
 * vezes disfarçada de zelo pela língua"): the writer grants a view against their own, which is a stance.
 */
const TRAILING_CONCESSION = /\S,\s*(?:ainda que|embora|mesmo que|conquanto|se bem que)\s/iu;
/**
 * "se deve a", "deve-se à": a cause ("Esse cenário se deve, principalmente, a dois fatores"), not the modal "deve".
 */
const OWED_TO =
  /\b(?:se devem?(?:,\s*[^,.;]{1,25},)?\s+(?:a|à|ao|aos|às)|(?:deve|devem)-se(?:,\s*[^,.;]{1,25},)?\s+(?:à|ao|aos|às))(?!\p{L})/giu;
/**
 * A modal that introduces the text's own next step ("é preciso lembrar como ele surgiu", "vale ressaltar", "cabe
 * analisar"), or reports a debate ("tem sido discutido se realmente precisa…", "questiona-se se…"): no position.
 */
const DISCOURSE_MODAL = wordEdges(
  /\b(?:(?:é|seria|faz-se|torna-se) (?:preciso|necessário|importante|fundamental|válido|interessante|pertinente)|cabe|vale|convém|deve-se|devemos|precisamos|precisa-se)\s+(?:(?:antes|primeiro|primeiramente|também|ainda|inicialmente),?\s+)?(?:lembrar|relembrar|ressaltar|destacar|salientar|analisar|entender|compreender|discutir|refletir|observar|mencionar|considerar|avaliar|pontuar|frisar|notar|enfatizar|questionar|debater|abordar|explicar|investigar|elencar|apontar|citar|olhar para|atentar para|voltar o olhar para)\b|\b(?:discutid[oa]s?|debatid[oa]s?|questionad[oa]s?|questiona-se|pergunta-se|discute-se|debate-se|indaga-se)\s+se\b.*$/iu,
);
/**
 * What a phenomenon reveals or shows is how the writer reads it ("O abandono de animais revela uma sociedade que…", "A
 * persistência da violência revela que a lei não basta", "Essa cena mostra que o direito … ainda não chegou"): a position, as strong as a modal. What a source or a work
 * reveals ("pesquisas revelam", "o filme escancara") is repertoire.
 */
const REPORTING_SOURCE = wordEdges(
  /\b(?:pesquisas?|dados|estudos?|levantamentos?|relatórios?|estatísticas?|índices?|censo|IBGE|OMS|ONU|segundo|conforme|de acordo com|obras?|filmes?|livros?|séries?|músicas?|canção|autor[ae]?s?|filósof[oa]s?|sociólog[oa]s?|pensador[ae]?s?|escritor[ae]?s?)\b|["“]/iu,
);
const REVEALS = wordEdges(
  /\b(?:revela|revelam|escancara|escancaram|reflete|refletem|(?:mostra|mostram|demonstra|demonstram|evidencia|evidenciam) que)\b/iu,
);
/**
 * A correction, "não é X, mas Y" / "não se trata de X, e sim de Y" / "não reside em X, senão em Y": the writer sets
 * their reading against another, a position as strong as a modal. Not an addition ("não é só X, mas também Y"), nor a
 * fact that opens with "não é de hoje/novidade que…".
 */
const CORRECTION = wordEdges(
  /\bnão\s+(?:é|são|foi|era|está|estão|reside|residem|se trata|se resume|se limita|se restringe)\b(?!\s+(?:de hoje|novidade|segredo|raro|rara|incomum|recente|à toa|por acaso)\b)(?:(?![,;.:!?]|\bque\b)[^]){1,80},\s*(?:mas|e sim|mas sim|senão)\b(?!\s+também\b)/iu,
);
/**
 * A persistence conditioned on a cause ("Enquanto o diploma de médico funcionar como passaporte para as capitais, o
 * direito à saúde continuará sendo … uma promessa"): the writer states what keeps the problem going, a position as
 * strong as a modal.
 */
const CONDITIONED_PERSISTENCE = wordEdges(
  /^\s*enquanto\b[^.;]*?,\s*[^.;]*?\b(?:continuará|continuarão|seguirá|seguirão|permanecerá|permanecerão|persistirá|persistirão)\b/iu,
);
/**
 * The axes a sentence lists after "destacam-se", "Entre os fatores … estão", "dois fatores:" are named, not judged:
 * an evaluation inside them ("a fiscalização insuficiente") states no position.
 */
function withoutListedAxes(text: string): string {
  const listed = LIST_ANNOUNCER.exec(text);
  if (listed) {
    const rest = text.slice(listed.index + listed[0].length);
    const end = TOPIC_END_OF_LIST.exec(rest);
    return text.slice(0, listed.index) + ' ' + (end ? rest.slice(end.index) : '');
  }
  // So are two or more axes a cause or a relation announces ("está ligada à pressão … e à fiscalização insuficiente"),
  // up to a comma that does not go on with them ("Fruto da … e da …, esse trabalho permanece invisível…").
  const announced = AXES_ANNOUNCER.exec(text);
  if (!announced) return text;
  const rest = text.slice(announced.index + announced[0].length);
  const end = [TOPIC_END_OF_LIST.exec(rest), FRONTED_END.exec(rest)]
    .filter((m) => m !== null)
    .sort((x, y) => x.index - y.index)[0];
  const axes = end ? rest.slice(0, end.index) : rest;
  if (axes.split(AND_TOPIC).length < 2) return text;
  return text.slice(0, announced.index) + ' ' + (end ? rest.slice(end.index) : '');
}
/**
 * Whether a sentence lists the axes the text will examine: after a noun of aspect or cause ("dois aspectos: a … e a
 * …", "Entre as causas … estão …") or a verb of examination naming two or more ("cabe discutir a … e o …"; not "é
 * fundamental discutir a fome no Brasil, problema causado…").
 */
function announcesAxes(text: string): boolean {
  if (LIST_ANNOUNCER.test(text)) return true;
  const asked = EXAMINED_QUESTION.exec(text);
  if (asked && ITEM_SPLIT.test(text.slice(asked.index + asked[0].length).split(TOPIC_END_OF_LIST)[0]!)) return true;
  const examined = EXAMINE_ANNOUNCER.exec(text);
  if (!examined) return false;
  const rest = text.slice(examined.index + examined[0].length).split(TOPIC_END_OF_LIST)[0]!;
  return /(?:,\s+(?:e\s+)?|\s+e\s+)(?:[oa]s?|d[oa]s?|n[oa]s?|para|sobre)\s/u.test(rest);
}
/**
 * How strongly a sentence states a position (0: it states none). A question asks, a modal about the text's next step
 * or a reported debate states none, and a source's finding is repertoire. A sentence that announces what the text will
 * examine ("Para entender esse problema, é preciso analisar dois aspectos: …") is metalinguistic: the evaluative words
 * it names ("problema") are what it will analyse, so only a strong marker elsewhere in it makes it a position.
 */
export function positionScore(raw: string, strongOnly = false, predicates = true): number {
  if (/\?\s*["”']?\s*$/u.test(raw)) return 0;
  const text = raw.replace(new RegExp(DISCOURSE_MODAL.source, 'giu'), ' ');
  const metalinguistic = text !== raw && announcesAxes(raw);
  const reveals = [...text.matchAll(new RegExp(REVEALS.source, 'giu'))].filter(
    (m) => !REPORTING_SOURCE.test(text.slice(0, m.index)),
  ).length;
  const strong =
    [...text.replace(OWED_TO, ' ').matchAll(new RegExp(POSITION_STRONG.source, 'giu'))].length +
      reveals +
      (CORRECTION.test(text) ? 1 : 0) +
      (CONDITIONED_PERSISTENCE.test(text) ? 1 : 0) || (predicates && POSITION_PREDICATE.test(text) ? 1 : 0);
  if ((strongOnly || metalinguistic) && !strong) return 0;
  const weak = [...withoutListedAxes(text).matchAll(new RegExp(POSITION_WEAK.source, 'giu'))].length;
  return (
    2.5 * Math.min(strong, 2) +
    Math.min(weak, 2) +
    (ADVERSATIVE_OPENING.test(text) ? 1 : 0) +
    (TRAILING_CONCESSION.test(text) ? 1 : 0)
  );
}

/**
 * A sentence the next one offers evidence for ("… enfrenta uma grave crise. Isso se evidencia pelas rebeliões…",
 * "Prova disso é…", "O Pelourinho, em Salvador, ilustra esse paradoxo: …"): it states what the introduction holds. Not
 * a cause ("Isso acontece por causa…"), which explains a fact as often as a position.
 */
const EVIDENCE_FOLLOWS = wordEdges(
  /^\s*(?:(?:isso|tal|esse|essa|este|esta|tais|esses|essas)\b[^.;]{0,40}?\b(?:se evidencia|evidencia-se|se comprova|comprova-se|se verifica|verifica-se|se confirma|confirma-se|se nota|se percebe|se vê|é evidenciad[oa]|é comprovad[oa]|é perceptível|fica evidente|pode ser (?:observad|percebid|comprovad|notad|vist)[oa])|(?:prova disso|exemplo disso|a exemplo disso|comprova isso|evidência disso)\b|[^.;:]{0,60}?\b(?:ilustra|ilustram|exemplifica|exemplificam)\s+(?:bem\s+)?(?:ess[ea]s?|est[ea]s?|tal|tais|isso|isto)\b)/iu,
);
/**
 * A persistence despite what should have ended it ("A escravidão continua presente … mais de um século depois da Lei
 * Áurea", "O racismo persiste mesmo após…"): an opening sentence's stance, when no later one states a position.
 */
const PERSISTENCE_DESPITE = wordEdges(
  /\b(?:continua|continuam|persiste|persistem|permanece|permanecem|segue|seguem|resiste|resistem)\b[^.;]{0,60}?\b(?:depois d|após|mesmo com|mesmo após|mesmo depois|apesar d)/iu,
);
/**
 * A concession whose main clause says the problem persists ("Embora a educação financeira seja prevista desde 2018, o
 * país ainda falha em…", "Apesar das leis, a violência não diminui"): what should have resolved it did not — the same
 * stance as a persistence despite, stated by the concessive clause.
 */
const CONCESSIVE_PERSISTENCE = wordEdges(
  /^\s*(?:embora|apesar d[eoa]s?|mesmo que|ainda que|conquanto|não obstante)\b[^.;]*?,\s*(?:[^,.;]*?\s)?(?:ainda|não|nunca|continua|continuam|persiste|persistem|segue|seguem|permanece|permanecem)\b/iu,
);
/**
 * The same concession coordinated: a statement, then an adversative whose clause says the problem persists ("O ensino
 * técnico é um caminho valioso, mas continua sendo tratado como opção de segunda categoria", "A lei existe, porém
 * ainda é descumprida"): what it has should have resolved it, and did not.
 */
const ADVERSATIVE_PERSISTENCE = wordEdges(
  /^[^.;]*?\S[^.;]*?,\s*(?:mas|porém|contudo|entretanto|no entanto|todavia)\s+(?:[^,.;\s]+\s+){0,3}?(?:ainda|continua|continuam|persiste|persistem|segue|seguem|permanece|permanecem)\b/iu,
);
/**
 * A rhetorical question that judges ("Afinal, é justo que uma criança seja tratada como consumidora…?", "Até quando
 * o país aceitará…?", "Como admitir que…?"): its implied answer is the writer's position. Read only when no sentence
 * of the introduction states one; a question that asks for a cause ("Por que a escola ainda…?") announces, not judges.
 */
const RHETORICAL_JUDGEMENT = wordEdges(
  /\b(?:(?:é|será|seria|parece)\s+(?:justo|justa|certo|correto|aceitável|admissível|razoável|ético|normal|natural|tolerável)\s+que|até quando|como (?:aceitar|admitir|tolerar|permitir|justificar) que)\b[^?]*\?\s*["”']?\s*$/iu,
);
/**
 * A question the reader answers yes or no ("Mas será que o cancelamento é uma forma de justiça?"), not one that asks
 * for a cause, a way or a thing ("Por que…?", "Como…?", "Quais…?").
 */
const YES_NO_QUESTION = wordEdges(
  /^(?!\s*(?:(?:mas|e|afinal|então|ora),?\s+)?(?:por que|porque|como|qual|quais|quando|onde|aonde|quem|o que|que|quanto|quantos|quantas|quanta|de que|em que|para que|até quando)\b)[^?]*\?\s*["”']?\s*$/iu,
);
/**
 * The answer to such a question, opened by an adverb that asserts or corrects ("Na verdade, ele se tornou um tipo de
 * linchamento virtual…"): the writer's position, when no sentence of the introduction states one.
 */
const ASSERTED_ANSWER = wordEdges(
  /^\s*(?:na verdade|na realidade|pelo contrário|ao contrário|certamente|evidentemente|obviamente|sem dúvida|infelizmente)\s*,/iu,
);

/**
 * How many of an announced topic's word families each development paragraph repeats, and how many it must repeat to
 * take the topic up: two of its content words (or half, if it has fewer than four), theme words included, a word
 * matching another of the same family by its first five letters ("checagem" / "checa", "trabalhar" / "trabalho").
 */
function sharedFamilies(chunk: string, devParas: EssayContext['paragraphs']): { shared: number[]; need: number } {
  const words = [...new Set(segment(chunk).tokens.filter(isContent).map(familyKey))];
  const shared = devParas.map((p) => {
    const keys = paragraphFamilies(p);
    return words.filter((w) => keys.has(w)).length;
  });
  return { shared, need: words.length ? Math.min(2, Math.ceil(words.length / 2)) : Infinity };
}
/** A word's family for the claims: its first five letters ("checagem" / "checa"), or its stem when shorter. */
export const familyKey = (t: { fold: string; stem: string }) => (t.fold.length >= 5 ? t.fold.slice(0, 5) : t.stem);

const familiesByParagraph = new WeakMap<EssayContext['paragraphs'][number], Set<string>>();
/** A paragraph's content-word families, built once per paragraph (every topic and every pair of paragraphs asks). */
function paragraphFamilies(p: EssayContext['paragraphs'][number]): Set<string> {
  let keys = familiesByParagraph.get(p);
  if (!keys) familiesByParagraph.set(p, (keys = new Set(p.tokens.filter(isContent).map(familyKey))));
  return keys;
}

/**
 * ENEM essays develop the announced topics in the order announced, one a paragraph. A topic whose words several
 * paragraphs repeat is developed in the first of them that no earlier topic took. A topic whose words no paragraph
 * repeats (developed in other words) is taken up by the paragraph at its place, if that paragraph takes up no other
 * topic: with as many topics as development paragraphs, whatever its words ("falta de incentivo público" → "o Estado
 * oferece poucos estímulos às organizações sociais"); otherwise, of two or more topics, when that paragraph repeats one
 * of its words ("baixa qualidade do ensino básico" → "a escola ensina a decodificar"). With as many topics as
 * paragraphs, a topic placed on one repeated word away from its place ("crédito fácil" → "caem com facilidade") gives
 * way to the order when another topic is left with no paragraph, and the one topic left takes the one paragraph left
 * (the topics developed in the reverse order).
 */
function byOrder(topics: ClaimTopic[], devParas: EssayContext['paragraphs']): TextAnalysis['c3']['topicos'] {
  const ordered = topics.length >= 2 && topics.length === devParas.length;
  const at: (number | undefined)[] = topics.map(() => undefined);
  const byTheOrder = new Set<number>();
  const taken = new Set<number>();
  const place = (i: number, p: number) => {
    at[i] = p;
    taken.add(p);
  };
  // When a topic's words are in several paragraphs, it is developed in the first one no earlier topic took — or, with
  // as many topics as paragraphs, in the one at its place among them ("… pela precariedade da infraestrutura e pela
  // desvalorização da educação física", the second taken up by the third paragraph though the second also names the
  // discipline).
  // A paragraph that repeats more of the words of the topic at its place than of another topic's is the first one's:
  // the other ("um sistema de saúde…" on the "Sistema Único de Saúde" of the paragraph on "o diagnóstico tardio de
  // doenças") is developed elsewhere, in other words.
  const ownPlace = (p: number, i: number) =>
    ordered && p !== i && !!topics[p]?.matches.includes(p) && topics[p]!.shared[p]! > topics[i]!.shared[p]!;
  topics.forEach((t, i) => {
    const free =
      ordered && t.matches.includes(i) && !taken.has(i) ? i : t.matches.find((m) => !taken.has(m) && !ownPlace(m, i));
    if (free !== undefined) place(i, free);
  });
  // Topics read in other words: none of their words repeated, or placed on one word away from their place — when a
  // topic is read in other words, or when another topic repeating that paragraph's words is left without it
  // ("anonimato da internet" on the "internet" of the paragraph on "efeito manada", developed before as "perfis
  // falsos"): that topic then takes the paragraph.
  // So is a topic whose paragraphs are all a later topic's at its place.
  const loose = new Set(
    topics.flatMap((t, i) =>
      !t.matches.length || (at[i] === undefined && t.matches.every((m) => m > i && ownPlace(m, i))) ? [i] : [],
    ),
  );
  const wanted = (p: number) => topics.some((o, k) => at[k] === undefined && o.matches.includes(p));
  if (ordered)
    topics.forEach((t, i) => {
      const p = at[i];
      if (p === undefined || p === i || t.shared[p] !== 1 || !(loose.size || wanted(p))) return;
      taken.delete(p);
      at[i] = undefined;
      loose.add(i);
    });
  topics.forEach((t, i) => {
    if (at[i] !== undefined || loose.has(i)) return;
    const free = t.matches.find((m) => !taken.has(m));
    if (free !== undefined) place(i, free);
  });
  // A paragraph is claimed by a topic placed there or repeating its words, unless that topic is at its own place and
  // the paragraph does not repeat that place whole (a copied paragraph develops no topic of its own).
  const keys = devParas.map(paragraphFamilies);
  const copies = (p: number, q: number) => {
    const shared = [...keys[p]!].filter((k) => keys[q]!.has(k)).length;
    return shared >= 0.8 * Math.min(keys[p]!.size, keys[q]!.size);
  };
  // Nor is it claimed by a topic developed in another paragraph that repeats no more of its words than of the topic
  // being placed ("demora no diagnóstico", developed before, on the "diagnóstico" of the paragraph on "os chamados
  // medicamentos órfãos", the place of "alto custo dos medicamentos").
  const claimed = (i: number, p: number) =>
    topics.some(
      (o, k) =>
        k !== i &&
        (at[k] === p ||
          (!loose.has(k) &&
            o.matches.includes(p) &&
            !(ordered && at[k] === k && !copies(p, k)) &&
            !(at[k] !== undefined && o.shared[p]! <= topics[i]!.shared[p]!))),
    );
  // With as many topics as paragraphs and every topic read in other words, the order gives way when it leaves a topic
  // on a paragraph that repeats none of its words while another assignment gives each topic a paragraph repeating one
  // of them (the topics developed in the reverse order: "à pressão das empresas … e à fiscalização insuficiente…",
  // the paragraph on "fiscalização" first).
  if (ordered && loose.size === topics.length && topics.some((t, i) => !t.shared[i])) {
    const swapped = assignments(topics.length).find((perm) => perm.every((p, i) => topics[i]!.shared[p]! >= 1));
    if (swapped)
      swapped.forEach((p, i) => {
        place(i, p);
        byTheOrder.add(i);
      });
  }
  for (const i of loose)
    if (
      i < devParas.length &&
      !taken.has(i) &&
      !claimed(i, i) &&
      (ordered || (topics.length >= 2 && topics[i]!.shared[i]! >= 1))
    ) {
      place(i, i);
      byTheOrder.add(i);
    }
  const left = [...loose].filter((i) => at[i] === undefined);
  const free = devParas.map((_, p) => p).filter((p) => !taken.has(p));
  if (ordered && left.length === 1 && free.length === 1 && !claimed(left[0]!, free[0]!)) {
    place(left[0]!, free[0]!);
    byTheOrder.add(left[0]!);
  }
  // With fewer or more topics than paragraphs, a topic repeated only beyond the paragraph right after the previous
  // topic's (the first topic: beyond the first paragraph), that paragraph free and repeating one of its words, is
  // developed there in other words: the paragraph beyond is a point the introduction did not announce ("uma mídia que
  // transforma sotaques regionais em motivo de piada" → the paragraph on novelas and "o sotaque nordestino", before the
  // one on the job market's "sotaque" and "piadas"), or the next topic's ("valorização especulativa dos imóveis" → "o
  // entorno inteiro passa a valer mais", before the paragraph on housing that waits "à espera de valorização").
  if (!ordered && topics.length >= 2)
    topics.forEach((t, i) => {
      const prev = i === 0 ? -1 : at[i - 1];
      const p = at[i];
      if (prev === undefined || p === undefined || p <= prev + 1) return;
      const q = prev + 1;
      if (taken.has(q) || t.shared[q]! < 1 || topics.some((o, k) => k > i && o.matches.includes(q))) return;
      taken.delete(p);
      place(i, q);
      byTheOrder.add(i);
    });
  // With fewer topics than paragraphs, a topic in other words whose place a later topic took ("tanto a lentidão da
  // legislação … quanto uma cultura corporativa …", the paragraph on the corporate culture first) is developed at that
  // later topic's place, when it is free and repeats one of its words (the two developed in the reverse order). Not
  // "by the order" (pelaOrdem): a repeated word places it, away from its place.
  if (!ordered && topics.length >= 2 && topics.length < devParas.length)
    topics.forEach((t, i) => {
      const j = at.indexOf(i);
      if (at[i] !== undefined || !loose.has(i) || j <= i || j >= devParas.length || taken.has(j)) return;
      if (t.shared[j]! < 1 || topics.some((o, k) => k !== i && o.matches.includes(j))) return;
      place(i, j);
    });
  // With more topics than paragraphs, a paragraph develops two or more: a topic in other words, right after a topic
  // placed (or developed by its words where another took the paragraph), is developed in that topic's paragraph or the next one, whichever of the two alone repeats one of its words
  // ("o trabalho não reconhecido, a desigualdade no acesso à terra e o isolamento diante da violência": the first two in
  // one paragraph, its last period on "desigualdade", the third in the next, on "violência").
  // The first topic, in other words, opens the development: by the order it is the first paragraph's when no other
  // topic's words took that paragraph ("a busca por likes e a falta de atenção dos pais", one paragraph on both, the
  // first in other words: "querem aparecer e ganhar seguidores").
  if (topics.length > devParas.length && devParas.length && loose.has(0) && at[0] === undefined && !taken.has(0)) {
    place(0, 0);
    byTheOrder.add(0);
  }
  if (topics.length > devParas.length && topics.length >= 2)
    topics.forEach((t, i) => {
      const q = at[i - 1] ?? topics[i - 1]?.matches[0];
      if (at[i] !== undefined || !loose.has(i) || q === undefined) return;
      const repeating = [q, q + 1].filter((p) => p < devParas.length && t.shared[p]! >= 1);
      if (repeating.length === 1) place(i, repeating[0]!);
    });
  return topics.map(({ matches: _matches, shared: _shared, ...t }, i) => {
    const p = at[i];
    if (p === undefined) {
      if (!loose.has(i)) return t;
      const { paragrafo: _paragrafo, ...rest } = t;
      return { ...rest, desenvolvido: false };
    }
    return { ...t, desenvolvido: true, paragrafo: p + 1, ...(byTheOrder.has(i) ? { pelaOrdem: true } : {}) };
  });
}

type ClaimTopic = TextAnalysis['c3']['topicos'][number] & { matches: number[]; shared: number[] };

/** Every way of giving n topics the n paragraphs, the announcement's order first and the reverse order last. */
function assignments(n: number): number[][] {
  if (n > 4) return [];
  const out: number[][] = [];
  const grow = (perm: number[]) => {
    if (perm.length === n) out.push(perm);
    else for (let p = 0; p < n; p++) if (!perm.includes(p)) grow([...perm, p]);
  };
  grow([]);
  return out;
}

/** A chunk read as a topic: its edges trimmed (articles, prepositions, "também", "porque", "em termos de"). */
const trimTopic = (raw: string, causal = false) =>
  raw
    .split(causal || /^[\s,]*(?:também\s+)?porque\s/iu.test(raw) ? CAUSAL_TOPIC_END : TOPIC_END)[0]!
    .replace(/^[\s,]+|(?:[\s,.;]+|\s+e)+$/gu, '')
    .replace(
      /^(?:(?:também|ainda|porque|pois|em termos|de|d[oa]s?|às?|aos?|[oa]s?|para|em|n[oa]s?|com|por|pel[oa]s?|sobre)\s+)+/iu,
      '',
    );

/**
 * The members of the subject of an indirect question after a verb of examination (EXAMINED_QUESTION), up to its verb
 * in the third person plural, split where a member opens with an article ("as más condições das estradas e dos
 * veículos e a longa duração das viagens prejudicam…": two members, the first with its two complements).
 */
function questionSubject(text: string, morph: Morphology | undefined): string[] | null {
  const asked = morph && EXAMINED_QUESTION.exec(text);
  if (!asked) return null;
  const rest = text.slice(asked.index + asked[0].length).split(TOPIC_END_OF_LIST)[0]!;
  const verb = [...rest.matchAll(/\p{L}+/gu)].find((w) =>
    (morph.readings(w[0].toLowerCase()) ?? []).some(
      (r) => /^vb/u.test(r[0]!.tags[0] ?? '') && r[0]!.tags[2] === 'p3' && r[0]!.tags[3] === 'pl',
    ),
  );
  return verb ? rest.slice(0, verb.index).split(ITEM_SPLIT) : null;
}

/** A finite verb by the morphological analysis ("acham", "confiam", "cresceu", "é"), in the indicative or the conditional. */
const finiteVerb = (morph: Morphology, lower: string) =>
  (morph.readings(lower) ?? []).some(
    (r) => /^vb/u.test(r[0]!.tags[0] ?? '') && /^(?:pri|pii|ifi|pmp|fti|cni)$/u.test(r[0]!.tags[1] ?? ''),
  );
/**
 * Two predicates of one subject, coordinated by "e" ("Eles acham a política chata e não confiam nos políticos"): a
 * short subject, its finite verb, then "e" and (after "não" or an adverb at most) a second finite verb with no subject
 * of its own. The two predicates, each from its verb (or "não") to the "e" or the period's end; none when the sentence
 * has no such shape, another "e" or a comma between.
 */
function coordinatedPredicates(sentence: Sentence, morph: Morphology | undefined): string[] {
  const toks = sentence.tokens;
  if (!morph || toks.length > 25) return [];
  const gap = (k: number) => sentence.text.slice(toks[k]!.start - sentence.start, toks[k + 1]!.start - sentence.start);
  const v1 = toks.findIndex((t) => finiteVerb(morph, t.lower));
  const ands = toks.flatMap((t, k) => (t.lower === 'e' ? [k] : []));
  if (v1 < 1 || v1 > 3 || ands.length !== 1 || ands[0]! < v1 + 2) return [];
  const and = ands[0]!;
  let v2 = and + 1;
  while (v2 < and + 3 && /^(?:não|nem|também|ainda|já|nunca|só|se)$/u.test(toks[v2]?.lower ?? '')) v2++;
  if (!toks[v2] || !finiteVerb(morph, toks[v2]!.lower)) return [];
  if (toks.slice(0, toks.length - 1).some((_, k) => /[,;:]/u.test(gap(k)))) return [];
  const first = /^(?:não|nem|também|ainda|já|nunca|só)$/u.test(toks[v1 - 1]!.lower) ? v1 - 1 : v1;
  const text = (a: number, b: number) =>
    sentence.text.slice(toks[a]!.start - sentence.start, toks[b]!.end - sentence.start);
  return [text(first, and - 1), text(and + 1, toks.length - 1)];
}

/**
 * A sentence adding an axis to the one the sentence before announced: its subject taking that one's up ("Ele",
 * "Esse problema"), "também" and a verb of cause, relation or consequence ("Ele também traz riscos à segurança…").
 */
const ADDING_VERBS = `${CAUSE_ANNOUNCERS}|${RELATION_ANNOUNCERS}|${CONSEQUENCE_ANNOUNCERS}|traz|trazem|gera|geram|causa|causam`;
const ADDED_AXIS = wordEdges(
  new RegExp(
    `^\\s*(?:(?:ele|ela|isso|isto|(?:ess|est)[ea]\\s+\\p{L}+|tal\\s+\\p{L}+)\\s+)?também\\s+(?:${ADDING_VERBS})\\s+`,
    'iu',
  ),
);
/** The same addition as a second predicate of one subject ("… e também causa brigas"). */
const ADDED_PREDICATE = wordEdges(new RegExp(`\\se\\s+também\\s+(?:${ADDING_VERBS})\\s+`, 'iu'));
/**
 * One axis announced by a cause or a relation ("Esse problema está ligado à busca por dinheiro e engajamento."), and a
 * second added by the next sentence (ADDED_AXIS): the two, each its phrase, or none.
 */
function addedInNextSentence(sentences: Sentence[]): string[] {
  for (let i = 0; i + 1 < sentences.length; i++) {
    const text = sentences[i]!.text;
    const first = SOURCE_OPENING.test(text) ? null : AXES_ANNOUNCER.exec(text);
    const second = first && ADDED_AXIS.exec(sentences[i + 1]!.text);
    if (!first || !second || IN_CONCESSION.test(text.slice(0, first.index))) continue;
    return [
      text.slice(first.index + first[0].length).split(TOPIC_END_OF_LIST)[0]!,
      sentences[i + 1]!.text.slice(second[0].length),
    ];
  }
  return [];
}

const ON_ONE_HAND = /^\s*por um lado\s*,?\s*/iu;
const ON_THE_OTHER = /^\s*por outro(?: lado)?\s*,?\s*/iu;
/**
 * The clauses of "Por um lado, X. Por outro, Y." (two sentences in a row) or "Por um lado, X; por outro, Y." (one):
 * X and Y, or none.
 */
function onEitherHand(sentences: Sentence[]): string[] {
  for (const [i, s] of sentences.entries()) {
    const one = ON_ONE_HAND.exec(s.text);
    if (!one) continue;
    const rest = s.text.slice(one[0].length);
    const inside = /[,;]\s*por outro(?: lado)?\s*,\s*/iu.exec(rest);
    if (inside) return [rest.slice(0, inside.index), rest.slice(inside.index + inside[0].length)];
    const next = sentences[i + 1] && ON_THE_OTHER.exec(sentences[i + 1]!.text);
    if (next) return [rest, sentences[i + 1]!.text.slice(next[0].length)];
  }
  return [];
}

/**
 * The topics the introduction announces, for the feedback's claims: whole noun phrases or clauses (head with its
 * complements up to the coordinator) after the words that announce causes, consequences or aspects ("decorre da … e
 * da …", "tanto pela … quanto pela …", "não só … mas também …", "seja … seja …", "seja porque …, seja porque …", "por
 * causa de … e porque …"), listed
 * after a noun of cause or a verb of examination ("Dois fatores explicam esse quadro: …", "convém analisar … e …"), or
 * the subject of a verb that explains ("A … e o … explicam esse quadro"). A pair named by a correlative gives way to a
 * cause, a consequence or a list elsewhere in the introduction, is not read as the clause's subject ("Tanto o Estado
 * quanto a família devem…"), and outside the thesis and the closing sentence counts only when the development takes
 * one of its members up. A chunk of vague words ("diversos fatores") or of the theme's title words alone is no topic.
 */
function announcedTopics(
  sentences: Sentence[],
  claimSentence: Sentence | undefined,
  titleStems: Set<string>,
  devParas: EssayContext['paragraphs'],
  morph?: Morphology,
): ClaimTopic[] {
  // The claims leave out only the words of the theme's title: a proposal's supporting text often names the very
  // causes an essay announces ("faltam incentivos públicos"), and a title given alone is read with the introduction
  // itself. "se deve ao fato de que…" announces a clause, not a topic.
  const namesAxis = (chunk: string, planned?: boolean) => {
    const words = segment(chunk).tokens.filter((t) => isContent(t) && !titleStems.has(t.stem));
    return (
      words.some((t) => !VAGUE_TOPIC_WORDS.has(t.lower) || (planned && PLANNED_AXES.has(t.lower))) &&
      words.length <= 8 &&
      !/^(?:simples |mero |próprio )?fato\b/iu.test(chunk)
    );
  };
  const perSentence = sentences.map((sentence) => {
    const text = sentence.text;
    // A sentence that opens with its source reports the repertoire: its causes ("Segundo a CNC, … muitas por causa
    // do cartão de crédito") explain a figure, not the essay's axes.
    if (SOURCE_OPENING.test(text)) return [];
    const parts = text.split(sentence === claimSentence ? CLAIM_THESIS_TOPIC_SPLIT : OTHER_SENTENCE_TOPIC_SPLIT);
    // Between a pair's correlatives ("tanto pela falta de integração entre os órgãos responsáveis pela busca quanto
    // pela …"), a bare "pelo/pela" is the first member's own complement, not another announcing word.
    for (let k = 3; k + 1 < parts.length; k += 2)
      if (
        BARE_PEL.test(parts[k]!) &&
        PREPOSITIONAL_PAIR.test(parts.slice(k - 2).join('')) &&
        parts.slice(k + 1).some((p, i) => i % 2 === 1 && PAIR_SECOND.test(p))
      ) {
        parts.splice(k - 1, 3, parts[k - 1]! + parts[k]! + parts[k + 1]!);
        k -= 2;
      }
    const lists: { chunks: string[]; strong: boolean; planned?: boolean; causal?: boolean }[] = [];
    /** Whether the pair being read is one of prepositional phrases ("seja pela …, seja pela …"). */
    let adjunct = false;
    for (let k = 1; k + 1 < parts.length; k += 2) {
      const word = parts[k]!;
      if (BARE_PEL.test(word) && PASSIVE_AGENT_BEFORE.test(parts[k - 1]!)) continue;
      const before = parts.slice(0, k).join('');
      if (IN_CONCESSION.test(before)) continue;
      // "tratado como um problema social, e não apenas como uma questão particular": a contrast, not a pair.
      if (
        NOT_ONLY_WORD.test(word) &&
        !SECOND_MEMBER.test(
          parts
            .slice(k + 1)
            .join('')
            .replace(/^\s*como\s/iu, ' '),
        )
      )
        continue;
      // "essa lógica não só persiste como se sofisticou": a verb alone before the second correlative pairs the
      // subject's predicates, an intensified statement that names no axis.
      const bareVerb = NOT_ONLY_WORD.test(word) ? /^\s*(\p{L}+)\s+(?:como|mas)\s/iu.exec(parts[k + 1]!) : null;
      if (bareVerb && morph && finiteVerb(morph, bareVerb[1]!.toLowerCase())) continue;
      // "quanto" pairs only after a "tanto" with words between ("tanto pela … quanto pela …").
      if (/^quanto/iu.test(word) && !/\btanto\s+\S[^]*$/iu.test(before)) continue;
      const weak = WEAK_ANNOUNCER.test(word);
      // "seja porque …, seja porque …": each member a causal clause, read only as a pair (never the subject).
      const causalPair = SEJA_BECAUSE_WORD.test(word);
      if (causalPair && (text.match(SEJA_BECAUSE_ALL) ?? []).length < 2) continue;
      // "Tanto o Estado quanto a família devem…": the pair is the clause's subject, not its axes. A pair of phrases
      // opened by a preposition ("O problema persiste, seja pela … seja pela …") is an adjunct, never the subject.
      if (PAIR_OPENING.test(word) && !causalPair) {
        adjunct = PREPOSITIONAL_PAIR.test(parts.slice(k).join(''));
        if (!adjunct && SUBJECT_BEFORE.test(before)) break;
      }
      // A fronted phrase ("Fruto da … e da …, esse trabalho…") ends at the comma that does not go on with its list, a
      // member of a pair of phrases ("seja por …, seja por …, o atual cenário…") at a comma before the subject of a
      // clause. A noun of cause before a colon ("decorre de dois fatores principais: a … e o …") names no axis: the
      // list after the colon does.
      const end = FRONTED_CAUSE.test(word)
        ? FRONTED_END
        : (adjunct && weak) || causalPair
          ? CLAUSE_SUBJECT_AFTER
          : undefined;
      const rest = (end ? parts[k + 1]!.split(end)[0]! : parts[k + 1]!).replace(COUNTED_CAUSES, '');
      // "em razão de uma … e de um …": the announcer's bare "de" repeated after "e" opens the second member ("em
      // razão da falta de água e de comida" keeps its one member).
      // "Isso acontece por causa do …, que …, e deixa marcas …": a cause, then after ", e" a second predicate of the
      // subject (a finite verb with no subject of its own), its consequence — the two axes. Only as the sentence's one
      // announcing word.
      const second = CAUSAL_PREPOSITION.test(word) && morph && parts.length === 3 ? SECOND_PREDICATE.exec(rest) : null;
      const chunks =
        second && finiteVerb(morph!, second[1]!.toLowerCase())
          ? [
              rest.slice(0, second.index).split(TOPIC_END_OF_LIST)[0]!,
              rest.slice(second.index + second[0].length - second[1]!.length),
            ]
          : rest.split(TOPIC_END_OF_LIST)[0]!.split(/\bde$/iu.test(word) ? AND_DE_TOPIC : AND_TOPIC);
      // A cause verb states an origin as often as it announces axes ("são resultado dos avanços da engenharia…"):
      // it announces topics in the introduction's last sentence, or elsewhere when it lists two or more; a
      // consequence verb, a relation ("está ligada à …") or "porque" only when it lists two or more.
      // A causal preposition naming one cause, the only announcing word of its sentence ("o preconceito contra as
      // pessoas por causa da sua idade"), explains a word of it: like a cause verb, it announces a topic alone only in
      // the thesis or the closing sentence.
      if (
        (CAUSE_ANNOUNCER.test(word) ||
          (CAUSAL_PREPOSITION.test(word) && parts.length === 3 && sentence !== claimSentence)) &&
        chunks.length < 2 &&
        sentence !== sentences[sentences.length - 1]
      )
        continue;
      if (CONSEQUENCE_ANNOUNCER.test(word) && chunks.length < 2) continue;
      lists.push({ chunks, strong: !weak, causal: /^(?:seja )?porque$/iu.test(word) });
    }
    // "…: a X e o Y", "destacam-se X e Y", "convém analisar X e Y", "X e Y explicam esse quadro": every comma and
    // "e" of the list separates two axes.
    if (!lists.some((l) => l.strong)) {
      const noun = LIST_ANNOUNCER.exec(text) ?? SUCH_AS_ANNOUNCER.exec(text);
      const examined = noun ? null : EXAMINE_ANNOUNCER.exec(text);
      const listed = noun ?? examined;
      // "vale analisar como a … e o … prejudicam…": the indirect question's subject, each member opened by an article.
      const asked = listed ? null : questionSubject(text, morph);
      if (asked && asked.length >= 2) lists.splice(0, lists.length, { chunks: asked, strong: true, planned: true });
      // A relative pronoun right before the verb is its subject ("espécies nativas, como a jataí e a uruçu, …, que são
      // responsáveis pela polinização"): the words before it are its antecedent, no axes.
      const verbOf = listed ? null : (SUBJECT_AXES.exec(text) ?? COMPONENT_AXES.exec(text));
      const subject = verbOf && !RELATIVE_SUBJECT_END.test(verbOf[1]!) ? verbOf : null;
      const series = listed ? text.slice(listed.index + listed[0].length) : (subject?.[1] ?? '');
      const chunks = series.split(TOPIC_END_OF_LIST)[0]!.split(SERIES_SPLIT);
      const planned = !!examined;
      if ((listed && (!planned || chunks.length >= 2)) || (subject && chunks.length >= 2 && !asked))
        lists.splice(0, lists.length, { chunks, strong: true, planned });
    }
    const count = COUNT_BEFORE_COLON.exec(text);
    if (count) {
      const items = text
        .slice(count.index + count[0].length)
        .split(TOPIC_END_OF_LIST)[0]!
        .split(ITEM_SPLIT);
      // The series closes with its last item: a comma after it opens an apposition on it or another clause ("…, um
      // sistema … e o diagnóstico tardio de doenças que poderiam ser evitadas, consequência direta dos dois primeiros").
      if (items.length >= 2) items.push(items.pop()!.split(',')[0]!);
      if (items.length === COUNT.get(count[1]!.toLowerCase()))
        lists.splice(0, lists.length, { chunks: items, strong: true });
    }
    const topics: (ClaimTopic & { strong: boolean })[] = [];
    for (const { chunks, strong, planned, causal } of lists)
      for (const raw of chunks) {
        const chunk = trimTopic(raw, causal);
        if (!namesAxis(chunk, planned)) continue;
        const { shared, need } = sharedFamilies(chunk, devParas);
        const matches = shared.flatMap((n, i) => (n >= need ? [i] : []));
        topics.push({
          topico: chunk,
          desenvolvido: matches.length > 0,
          ...(matches.length ? { paragrafo: matches[0]! + 1 } : {}),
          matches,
          shared,
          strong,
        });
      }
    const closing = sentence === claimSentence || sentence === sentences[sentences.length - 1];
    return topics.some((t) => t.strong) || closing || topics.some((t) => t.desenvolvido) ? topics : [];
  });
  // With no topic announced otherwise, two predicates of one subject in the introduction's closing sentence, outside
  // the thesis ("Eles acham a política chata e não confiam nos políticos"), are its axes when the development takes
  // each up, the first in an earlier paragraph than the second — or in any other, when the second adds an axis by
  // "também" and a verb of cause or consequence ("Ele tira o sono e também gera ansiedade").
  const closingSentence = sentences[sentences.length - 1];
  if (!perSentence.some((ts) => ts.length) && closingSentence && closingSentence !== claimSentence) {
    const read = coordinatedPredicates(closingSentence, morph).map((raw) => {
      const topico = trimTopic(raw);
      const { shared, need } = sharedFamilies(topico, devParas);
      return { topico, matches: shared.flatMap((n, i) => (n >= need ? [i] : [])), shared };
    });
    const added = ADDED_PREDICATE.test(closingSentence.text);
    const pair = read.length === 2 && read.every((t) => namesAxis(t.topico)) ? read : [];
    const at = pair[0]?.matches
      .flatMap((p) => pair[1]!.matches.flatMap((q) => (q > p || (added && q !== p) ? [[p, q] as const] : [])))
      .at(0);
    if (at) return pair.map((t, i) => ({ ...t, desenvolvido: true, paragrafo: at[i]! + 1 }));
  }
  // With no topic announced otherwise, the two sides of "Por um lado, … Por outro, …" (in one sentence or two in a
  // row), or an axis announced alone and another added by the next sentence ("… está ligado à busca por dinheiro e
  // engajamento. Ele também traz riscos à segurança…"), are its axes, each its whole clause, when the development takes
  // one of them up.
  if (!perSentence.some((ts) => ts.length)) {
    const either = onEitherHand(sentences);
    const sides = (either.length ? either : addedInNextSentence(sentences)).map((raw) => {
      const topico = trimTopic(raw, true);
      const { shared, need } = sharedFamilies(topico, devParas);
      const matches = shared.flatMap((n, i) => (n >= need ? [i] : []));
      return { topico, desenvolvido: matches.length > 0, matches, shared };
    });
    if (sides.length === 2 && sides.every((t) => namesAxis(t.topico)) && sides.some((t) => t.desenvolvido))
      return sides.map((t) => (t.desenvolvido ? { ...t, paragrafo: t.matches[0]! + 1 } : t));
  }
  const anyStrong = perSentence.some((ts) => ts.some((t) => t.strong));
  return perSentence
    .filter((ts) => !anyStrong || ts.some((t) => t.strong))
    .flat()
    .map(({ strong: _strong, ...t }) => t);
}

export function analyseArgument(
  { doc, paragraphs, input, morph }: EssayContext,
  theme: { themeBag: Map<string, number>; fonteTema: TextAnalysis['c2']['fonteTema'] },
): { c3: TextAnalysis['c3']; features: Record<string, number> } {
  const { themeBag } = theme;
  const titleStems = new Set(
    segment(input.proposta?.titulo ?? input.titulo ?? '')
      .tokens.filter(isContent)
      .map((t) => t.stem),
  );
  const intro = paragraphs[0];
  const features: Record<string, number> = {};
  const introSents = intro?.sentences ?? [];
  let claimScore = -Infinity;
  let claimSentence: Sentence | undefined;
  // The opening sentence's evaluation alone ("tornou-se um dos maiores problemas … e ameaça…"), kept in case no other
  // sentence of the introduction states a position.
  let openingEvaluation: Sentence | undefined;
  introSents.forEach((s, i) => {
    const last = i === introSents.length - 1 && introSents.length > 1;
    const theme = s.tokens.filter((t) => themeBag.has(t.stem) && isContent(t)).length * 0.3;
    // A thesis states a position: a marker of one ("é necessário", "deve-se"…), or the closing sentence of the
    // introduction, where ENEM essays put it. A sentence that opens with a source ("Segundo…", "De acordo com…") or a
    // date is repertoire, never the thesis; theme words alone make none.
    if (REPERTOIRE_OPENING.test(s.text) || s.tokens.length < 8) return;
    // A sentence the next one gives evidence for ("Isso se evidencia…", "Prova disso…") is what the introduction holds.
    const evidenced = EVIDENCE_FOLLOWS.test(introSents[i + 1]?.text ?? '') ? 1 : 0;
    // An evaluation alone ("As fake news são um problema muito grande") does not make the opening sentence of a longer
    // introduction its thesis: there it presents the theme.
    const opening = i === 0 && introSents.length > 1;
    const position = (opening && !evidenced ? positionScore(s.text, true) : positionScore(s.text)) + evidenced;
    if (
      opening &&
      !position &&
      ((positionScore(s.text) >= 2 && OPENING_STANCE.test(s.text)) ||
        PERSISTENCE_DESPITE.test(s.text) ||
        CONCESSIVE_PERSISTENCE.test(s.text) ||
        ADVERSATIVE_PERSISTENCE.test(s.text) ||
        SUPERLATIVE_JUDGEMENT.test(s.text))
    )
      openingEvaluation = s;
    const claim = position + (last ? 1 : 0) + Math.min(theme, 0.5);
    if (position > 0 && claim > claimScore) {
      claimScore = claim;
      claimSentence = s;
    }
  });
  // An evaluation of the opening sentence with a superlative, a concession or a persistence ("um dos maiores problemas
  // … e ameaça a estabilidade", "continua presente … depois da Lei Áurea", "Embora …, o país ainda falha…") is its
  // position when no later sentence states one.
  // Else the asserted answer to a yes-or-no question of the introduction ("Mas será que …? Na verdade, …"), else a
  // rhetorical question that judges, the last of the introduction's if several.
  openingEvaluation ??=
    introSents.find(
      (s, i) =>
        i > 0 && s.tokens.length >= 8 && ASSERTED_ANSWER.test(s.text) && YES_NO_QUESTION.test(introSents[i - 1]!.text),
    ) ?? introSents.findLast((s) => !REPERTOIRE_OPENING.test(s.text) && RHETORICAL_JUDGEMENT.test(s.text));
  if (!claimSentence && openingEvaluation) {
    claimSentence = openingEvaluation;
    claimScore = 1;
  }
  const tese =
    claimSentence && paragraphs.length > 1
      ? ev(doc, claimSentence.start, claimSentence.end, 'tese', 'Tese identificada na introdução.')
      : undefined;
  const devParas = paragraphs.slice(1, Math.max(1, paragraphs.length - 1));
  // Every sentence of the introduction is read: the axes are often announced beside the thesis, not in it.
  const topicos =
    paragraphs.length > 1
      ? byOrder(announcedTopics(introSents, claimSentence, titleStems, devParas, morph), devParas)
      : [];
  const seen = new Set<string>();
  const paragrafos = paragraphs.map((p) => {
    const stems = p.tokens.filter(isContent).map((t) => t.stem);
    const fresh = stems.filter((s) => !seen.has(s));
    stems.forEach((s) => seen.add(s));
    const pj = joinTokens(p.tokens);
    const marcadores = [
      'porque',
      'pois',
      'visto que',
      'uma vez que',
      'já que',
      'por isso',
      'consequentemente',
      'por exemplo',
      'logo',
      'portanto',
      'dessa forma',
      'isso porque',
      'devido',
      'em virtude',
      'haja vista',
      'resulta',
      'acarreta',
      'gera',
      'provoca',
      'causa',
    ].reduce((a, m) => a + findPhrase(pj, m).length, 0);
    return {
      palavras: p.tokens.length,
      marcadores,
      relacoes: [...p.text.matchAll(new RegExp(EXPLICIT_RELATION.source, 'giu'))].length,
      novos: stems.length ? fresh.length / stems.length : 0,
    };
  });
  const devStats = paragrafos.slice(1, Math.max(1, paragrafos.length - 1));
  const progressao = devStats.length ? devStats.reduce((a, p) => a + p.novos, 0) / devStats.length : 0;
  Object.assign(features, {
    // The features read what the feedback shows: the thesis's position score (0 without one), the topics it names.
    thesis_score: tese ? Math.min(claimScore, 8) : 0,
    topics_developed: topicos.length ? topicos.filter((t) => t.desenvolvido).length / topicos.length : 0,
    dev_paragraph_words: devStats.length
      ? Math.min(devStats.reduce((a, p) => a + p.palavras, 0) / devStats.length, 150) / 10
      : 0,
    dev_markers: devStats.length ? devStats.reduce((a, p) => a + Math.min(p.marcadores, 4), 0) / devStats.length : 0,
    progression: progressao,
    intro_words: Math.min(intro?.tokens.length ?? 0, 120) / 10,
  });
  return {
    c3: { ...(tese ? { tese } : {}), topicos, paragrafos, progressao },
    features,
  };
}
