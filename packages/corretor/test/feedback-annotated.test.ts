// The feedback's C2–C5 claims checked against a reader's annotation (issue 47): 140 essays written for this test
// (test/fixtures/claims-essays/*.txt), each annotated by hand from the text before the corrector read it — the 15th to
// the 19th while the intervention rules were being written from the first 14, committed before the rules ran on them
// and not used to change them: their out-of-sample check; the 20th and 21st by a reader who found false claims about
// them, the 22nd to the 25th written to check the fixes (committed before the new rules ran on them), the 26th to the
// 30th an independent set on five new proposals, written and annotated by a reader who had not read the claims' code,
// committed before the engine ran on them (the fixes of the differences found there were then written knowing them:
// on 26–30 the agreement is in-sample); the 31st to the 35th a second independent set written the same way while
// those fixes were being made, committed before the engine read them and read once after the fixes were merged (their
// differences are in KNOWN, tagged [held-out]: out of sample); the 36th to the 40th a third independent set written
// the same way, held out (`medir_depois`) until the thesis and topics readings written beside it were merged, then read
// once (their differences in KNOWN, tagged [held-out]: out of sample); the 41st to the 45th a fourth independent set
// written the same way, held out (`medir_depois`) until the openings, intervention and C1 changes written beside it
// were merged, then read once (their differences in KNOWN, tagged [held-out]: out of sample); the 46th to the 50th a
// fifth independent set written the same way, held out (`medir_depois`) until the verbal-agreement rules and the
// topics, thesis and intervention readings written beside it were merged, then read once (their differences in KNOWN,
// tagged [held-out]: out of sample); the 51st to the 55th a sixth independent set written the same way, held out
// (`medir_depois`) until the claims readings written beside it were merged, then read once (their differences in KNOWN,
// tagged [held-out]: out of sample); the 56th to the 60th a seventh independent set written the same way, held out
// (`medir_depois`) until the claims readings written beside it were merged, then read once (their differences in KNOWN,
// tagged [held-out]: out of sample); the 61st to the 65th an eighth independent set written the same way, held out
// (`medir_depois`) until the claims readings written beside it were merged, then read once (their differences in KNOWN,
// tagged [held-out]: out of sample); the 66th to the 70th a ninth independent set written the same way, held out
// (`medir_depois`) while the C1 agreement rules and crase fixes were written, then read once (the differences found
// then fixed: see KNOWN); the 71st to the 75th a tenth independent set written the same way, held out (`medir_depois`)
// until the readings written from 66–69 were merged, then read (their differences in KNOWN, tagged [held-out]: out of
// sample); the 76th to the 80th an eleventh independent set written the same way, committed before the engine read it,
// held out (`medir_depois`) while the readings written from 66–75 were merged, then read (their differences in KNOWN,
// tagged [held-out]: out of sample); the 81st to the 85th a twelfth independent set written the same way, held out
// (`medir_depois`) until the readings written from 76–80 were merged, then read (their differences in KNOWN, tagged
// [held-out]: out of sample); the 86th to the 90th a thirteenth independent set written the same way, held out
// (`medir_depois`) until the readings written from 81–85 were merged, then read (their differences in KNOWN, tagged
// [held-out]: out of sample); the 91st to the 95th a fourteenth independent set written the same way, held out
// (`medir_depois`) until the readings written from 86–90 were merged, then read (their differences in KNOWN, tagged
// [held-out]: out of sample); the 96th to the 100th a fifteenth independent set written the same way, held out
// (`medir_depois`) until the readings written from 86–90 and 91–95 were merged, then read (their differences in KNOWN,
// tagged [held-out]: out of sample); the 101st to the 105th a sixteenth independent set written the same way, held out
// (`medir_depois`) until the readings written from 96–100 were merged, then read (their differences in KNOWN, tagged
// [held-out]: out of sample); the 106th to the 110th a seventeenth independent set written the same way, held out
// (`medir_depois`) until the readings written from 101–105 were merged, then read (their differences in KNOWN, tagged
// [held-out]: out of sample); the 111th to the 115th an eighteenth independent set written the same way, held out
// (`medir_depois`) until the readings written from 106–110 were merged, then read (their differences in KNOWN, tagged
// [held-out]: out of sample); the 116th to the 120th a nineteenth independent set written the same way, committed
// unread, then read once (their differences in KNOWN, tagged [held-out]: out of sample); the 121st to the 125th a
// twentieth independent set written the same way, committed unread and held out (`medir_depois`) until the readings
// written from 116–120 were merged, then read (their differences in KNOWN, tagged [held-out]: out of sample; the
// readings written from them since are in-sample on them); the 126th to the 130th a twenty-first independent set
// written the same way, committed unread and held out until the readings written from 121–125 were merged, then read
// (their differences in KNOWN, tagged [held-out]: out of sample); the 131st to the 135th a twenty-second set written
// the same way, held out until the readings written from 126–130 and the effect read as the purpose were merged, then
// read (their differences in KNOWN, tagged [held-out]: out of sample; each reading by the integrator:
// docs/corrector.md); the 136th to the 140th a twenty-third set, committed unread and held out (`medir_depois`)
// until the readings written from 131–135 were merged, then read (their differences in KNOWN, tagged [held-out]: out
// of sample) (anotacoes.json: announced topics, thesis, paragraphs opened by a connective, each intervention element's whole
// clause, expected spelling suggestions). Each essay is graded as the worker grades it — through the engine with its
// proposal, without and with graded references — and
// (a) the checks every essay gets (test/feedback-contradictions.ts: the feedback true of its own text and of the grade
//     shown after calibration) must pass;
// (b) what the feedback says of topics, thesis, paragraph openings, intervention elements and spelling must agree with
//     the annotation, except for the differences listed in KNOWN below, each with why it is left.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Analysis, CorrectionInput } from '@argumenta/contracts';
import { readFileSync } from 'node:fs';
import { analyzeText, type TextAnalysis } from '../src/analysis.js';
import { createLocalEngine, type LocalEngine } from '../src/engine.js';
import { JOINED_EXPRESSIONS } from '../src/lexicon.js';
import { comp, contradictions } from './feedback-contradictions.js';
import { contentWords, norm, sameClause } from './intervention-clauses.js';

const DIR = new URL('./fixtures/claims-essays/', import.meta.url);
type Element = 'agente' | 'acao' | 'meio_modo' | 'finalidade' | 'detalhamento';
type Annotated = {
  arquivo: string;
  proposta: string;
  titulo: string | null;
  perfil: 'forte' | 'media' | 'fraca';
  topicos: { anunciados: boolean; quais: string[]; desenvolvidos_em?: number[] };
  tese: string | null;
  aberturas: { paragrafo: number; conectivo: string }[];
  intervencao: Record<Element, string | null>;
  ortografia: { escrito: string; sugestao: string }[];
  /** Words of the introduction or the development that the conclusion retakes (essays 20–35). */
  conclusao_retoma?: string[];
  /** Held out until the integrator measures it once (a set written while the rules change): see MEASURED. */
  medir_depois?: boolean;
};
const ANNOTATIONS = JSON.parse(readFileSync(new URL('anotacoes.json', DIR), 'utf8')) as {
  propostas: Record<string, { titulo: string; texto_apoio: string }>;
  redacoes: Annotated[];
};
// Essays marked `medir_depois` are committed before the engine reads them while other changes to the rules are under
// way: they are held out — neither graded nor used as references — until the integrator measures them once, after
// those changes are merged; then the flag is removed and what differs goes to KNOWN (so were essays 31–35).
const MEASURED = ANNOTATIONS.redacoes.filter((r) => !r.medir_depois);
const textOf = (r: Annotated) => readFileSync(new URL(r.arquivo, DIR), 'utf8');
/** Grades given to the essays used as references (by profile), only so that calibration moves the grades. */
const REFERENCE_GRADES: Record<Annotated['perfil'], [number, number, number, number, number]> = {
  forte: [160, 200, 200, 200, 200],
  media: [120, 120, 120, 120, 120],
  fraca: [80, 80, 40, 80, 40],
};

/**
 * Where the feedback and the annotation still differ, and why: listed, not hidden. The test fails when a difference
 * appears or when one listed here is gone (then remove it). The first 14 essays agree on every point (the intervention
 * rules were written looking at them); the first three are from essays 15–19, annotated before the rules read them (the
 * reading of the action by the morphological analysis was then adjusted on 19 as well as on 06 and 12); the rest from
 * the independent essays 26–30, those left after the fixes (tagged [independent]; "debatable" where both readings hold).
 */
const KNOWN = [
  // Found on the independent set (essays 26–30, annotated before the engine read them). The fixes that made the rest
  // agree (thesis, "Entre as causas … estão", the action's object and the means' words not taken for the agent, one
  // proposal's elements kept together, an impersonal "deveria ter…" read as a vague action, retaken words by stem)
  // were written knowing these essays: on them they are in-sample.
  // Found on the second independent set (essays 31–35, written while the fixes above were being made, committed before
  // the engine read them, read once after those fixes were merged; no rule changed since): out of sample.
  // The theses of 31 ("… revela uma sociedade que…", beside a sentence that only lists the axes) and 33 (a persistence
  // "continua presente … depois da Lei Áurea" opening an introduction of facts), missed there, are now read by shapes
  // written knowing them: in-sample.
  // ("Isso acontece, em primeiro lugar, porque…", once counted as a paragraph opened by a connective, is no longer: an
  // opening connective is the paragraph's first words, read by the lexicon of connectives.ts.)
  // The intervention differences once listed here for 15, 16, 29 and 32–40 (a take-up period "A restrição valeria…"
  // or "O órgão também precisa…" not read as the detail; "com recursos de…" not read as the means; a closing "Assim,
  // …", a second proposal or a general appeal "Cada um também tem que…" shown as the detail; a means stated by the next
  // period "Essa campanha seria divulgada na televisão…"; a passive without an agent given a partner of the means as
  // its agent; a run-on purpose "para as pessoas entenderem…" read into the action; a purpose before the agent shown
  // running on into the proposal) were fixed by general rules written from conclusions written for that purpose
  // (test/data/c5-conclusoes.json) and checked against these essays, whose texts were read: on them the fix is
  // in-sample.
  // Found on the third independent set (essays 36–40, written and annotated by a reader who had not read the claims'
  // code, committed before the engine read them, read once after the thesis and topics readings of the same day were
  // merged): out of sample, except the topics (the topics reading's brief named three of this set's announcement
  // shapes). Before those readings the same essays gave 19 differences, after them 13.
  // [held-out] Topics announced by a correlative inside the thesis ("prejudica tanto a saúde quanto o aprendizado"):
  // the thesis's own predicate and subject are taken as two more topics.
  '37-telas-infancia-media: tópicos ["crianças precisa ser controlado com mais seriedade","famílias brasileiras","saúde","aprendizado dos pequenos"]',
  '37-telas-infancia-media: tópicos desenvolvidos em [1,2,1,2]',
  // Found on the fourth independent set (essays 41–45, written and annotated by a reader who had not read the claims'
  // code, committed before the engine read them, read once after the openings lexicon, the intervention reading and the
  // C1 rules of the same day were merged, none written knowing them): out of sample. Before those changes the same
  // essays gave 32 differences, after them 28 (openings 1 → 3 of 5; thesis 3, topics 2, intervention elements 15 of 25
  // and spelling 5 of 7 unchanged). Then readings written for shapes this set showed, as general readings checked on
  // the development samples (a cause in a fronted phrase "Fruto da … e da …, …", "é necessário olhar para … e para …",
  // a plan "vou falar das causas e das consequências", a correction "não é X, mas Y" as the thesis; an impersonal
  // "tem que ter …" with no agent, a means in a ", com …" phrase after the action or in a relative clause in the
  // subjunctive or the conditional "que passariam a trabalhar com …", a purpose with a coordinated subject) removed 18
  // of them: in-sample since.
  // [held-out] The action in a passive noun phrase ("é necessária a criação de…", its agent after it) is shown with
  // another passage.
  '41-trabalho-cuidado-forte: acao com outro trecho',
  // [held-out] The misspelt "Mais" for "Mas" is not read as a connective; real-word confusions ("ai" for "aí",
  // "Mais" for "Mas") get no suggestion: both are dictionary words. (The second proposal's purpose once read as this
  // one's, and 43's "os frigoríficos deveriam deixar de comprar gado criado…" read as the detail, went with the
  // readings written on essays 51–55: a period added with its own agent, or whose subject is told to act, is another
  // proposal; 42's "De acordo com o Instituto…" once counted as an opening connective, and the detail once read in
  // 45's "não deixar água parada em nenhum lugar", went with the readings written on essays 56–60, below.)
  '45-dengue-fraca: aberturas ["4:por isso"]',
  '45-dengue-fraca: contagem de aberturas na justificativa',
  '45-dengue-fraca: "ai" sem a sugestão "aí"',
  '45-dengue-fraca: "Mais" sem a sugestão "Mas"',
  // The differences once listed here for 19 (a means in the gerund "levando equipes…"), 26 (a co-agent "em conjunto
  // com o Instituto…" right after the agent shown as the detail), 27 (a partner "em parceria com as prefeituras" right
  // after the means cut from it and shown as the detail), 29 and 38 (topics developed in
  // other words, 38's in the reverse order), 46 (a thesis stated by a superlative judgement), 47 (a passive action
  // with its agent inside, "Devem ser criadas pelas prefeituras…", and its detail in the next period), 48 (a topic
  // developed in other words; "Não bastasse isso" opening a paragraph), 49 (the metalinguistic "é preciso analisar
  // dois aspectos: …" read as the thesis; a means in the gerund "mostrando depoimentos…") and 50 (a topic announced by
  // a causal clause, "… e porque a escola não é…"; "nessecidade", two confusions of one sound from "necessidade") were
  // fixed by general readings written knowing these essays: on them the agreement is in-sample. 49's "esse diagnostico",
  // a verb form (a dictionary word) left without its accent, went with the reading written on 76–80 below.
  // Found on the sixth independent set (essays 51–55, written and annotated by a reader who had not read the claims'
  // code, committed before the engine read them, read once before and once after the claims readings of the same day
  // were merged, none written knowing them): 23 differences before, 22 after (the detail in the next sentence now
  // read in 51). Out of sample. Five more ("excurções", "conceguem", "enpregos", "autonomos", "Por tanto") then got
  // their suggestions from spelling changes written knowing them (22 → 17), and 16 more went with readings written
  // knowing this set (in-sample since): topics announced by two verbs of one subject ("nasce da impunidade … e se
  // perpetua pela omissão …", 51) and by a subject and its predicative ("As principais são o … e a …", 55); "se deve a"
  // a cause, not a modal, and an adversative set off after the subject or the verb ("Trata-se, porém, de …", 53; also
  // 36's "Essa garantia, contudo, …") for the thesis; "Por tanto" opening a paragraph (54); an agentless "tem que ser
  // proibido …" with "pra" + infinitive, a period added with its own agent ("E os pais também …") read as another
  // proposal (54); a noun of the proposal told to act (52) and a relative clause in the indicative inside the means
  // (55) no detail; two confusions of sound before a plain edit ("desfarsado", 54).
  // Found on the seventh independent set (essays 56–60, written and annotated by a reader who had not read the claims'
  // code, committed before the engine read them, read once before and once after the claims readings written from the
  // sixth set's misses were merged, none written knowing them): 16 differences before and the same 16 after. Out of
  // sample: the sixth set's readings fixed none of the seventh's misses. All 16 then went with readings written knowing
  // this set (in-sample since): a concession whose main clause says the problem persists ("Embora …, o país ainda
  // falha…", 56) and a rhetorical question that judges ("Afinal, é justo que…?", 59) as the thesis; a count of causes
  // before a colon ("dois fatores principais: …") no topic, and a sentence opening with its source ("Segundo a CNC, …")
  // announcing none (56); the answer to the introduction's question ("A resposta passa pela … e pela …") listing the
  // topics, and a topic repeated by two paragraphs developed in the one at its place (58); a conformity preposition
  // naming its source ("Segundo o Instituto Alana, …") no opening connective (59; also 42's "De acordo com o
  // Instituto…"); a participle right after a common noun of its number part of the element it restricts, no detail
  // (57, 59; also 45, whose cleft "é na água parada que…" is no relative either); of the periods telling an agent to
  // act, the first with a means or a purpose the proposal shown (58); "pertubação" (57; also 53's "algorítimo") a
  // nonstandard dictionary entry, read as misspelt.
  // Found on the eighth independent set (essays 61–65, written and annotated by a reader who had not read the claims'
  // code, committed before the engine read them, read once before and once after the claims readings written from the
  // seventh set's misses were merged, none written knowing them): 15 differences before, 14 after (61's second topic now
  // found in its own paragraph). Out of sample. 13 of them then went with readings written knowing this set (in-sample
  // since): a statement with an adversative that says the problem persists ("… é um caminho valioso, mas continua
  // sendo tratado como…") as the opening sentence's stance, and a means cue misspelt by its accent or a letter of the
  // same sound ("atravéz de"), 62; a pair of prepositional phrases ("O problema persiste, seja pela … seja pela …")
  // never the clause's subject, and a proposal in the subjunctive after a completive modal ("é imprescindível que o
  // Ministério … destine…") its own passage, 63; a causal preposition naming one cause, alone in its sentence outside
  // the thesis and the closing sentence ("o preconceito … por causa da sua idade") no topic, the subject of a modal
  // in the passive ("as empresas que publicarem anúncios … devem ser multadas") no agent, and a period added by an
  // additive opening with a modal of its own another proposal, 64; two predicates of one subject in the closing
  // sentence ("Eles acham a política chata e não confiam nos políticos"), each taken up in order, the topics, 65.
  // [held-out] Left: a relative clause in the subjunctive inside the means ("por meio de palestras e propagandas que
  // mostrem o valor dos trabalhadores mais velhos") is read as the detail, as 21's "uma plataforma publica que conecte
  // voluntários e instituições" was annotated; this reader keeps it in the means (debatable).
  '64-etarismo-media: detalhamento dito presente', // [held-out]
  // Found on the ninth independent set (essays 66–70, committed before the engine read them, held out while the C1
  // agreement rules and the crase fixes were written, read once after they were merged): out of sample. 70 agreed on
  // every point; the differences of 66–69 were then fixed by general rules (in-sample since): two topics announced as
  // the complements of a causal locution ending in "de", repeated after "e" ("em razão de uma … e de um …"); a means
  // in a gerund with its object opening the clause after the action's; a purpose opening the period, ending where the
  // agents coordinated as the subject begin; an apposition after the means (a bare noun and its participle with a
  // complement) as the detail, 66; a topic placed on one word of the paragraph the next topic repeats whole gives it
  // way; the asserted answer ("Na verdade, …") to a yes-or-no question of the introduction as the thesis; a one-word
  // connective the dictionary lists only as a name ("Asim,") corrected, 67; topics listed after a verb of examination
  // with ordinal adverbs set off ("cabe examinar, primeiramente, o … e, em seguida, a …"); "De mais a mais" as an
  // opening connective, 68; another agent's whole name with a modal after "Além disso" another proposal, 69.
  // Found on the tenth independent set (essays 71–75, committed before the engine read them and held out until then;
  // read on first reading and again after the readings written from 66–69: the same 12): out of sample. All 12 then
  // went with general readings written knowing this set (in-sample since): the phrases of a concession, fronted or after
  // the main clause, no topic (71, 72); a count before a colon ("de duas formas: a … e a …") splitting the list into
  // that many items (73); "e não apenas como …", with no second member, no pair (74); a cause by a causal preposition
  // and, after ", e", a second predicate of the subject ("Isso acontece por causa do …, e deixa marcas …"), two topics
  // (74); with fewer topics than paragraphs, a topic repeated only beyond the free paragraph right after the previous
  // topic's, which repeats one of its words, developed there (72); a concession after the main clause ("…, ainda que
  // …") a stance for the thesis (72); a relative clause in the subjunctive on a norm ("uma lei que obrigue…", "um
  // projeto de lei que amplie…") part of the element, no detail (73, 74; also 53, whose examples after ", como" are
  // now the detail); a confusion of sound with the accent restored before a plain edit ("fasil" → "fácil", 75).
  // Found on the eleventh independent set (essays 76–80, committed before the engine read them, held out while the
  // readings written from 66–69 and 71–75 were merged; read three times: 19 differences before those readings, 19 after
  // the first, 18 after the second): out of sample. All 18 then went with general readings written knowing this set
  // (in-sample since): causes as the object of "tem como principais causas a … e o …" (76); a relation, "está ligada à
  // … e à …", announcing topics like a consequence, only when it lists two or more (79); two or more axes a cause or a
  // relation announces named, not judged, so an evaluation inside them ("à fiscalização insuficiente …") states no
  // position and the opening rhetorical question "Até quando …?" is the thesis, as the reader annotated: the sentence
  // explains the causes as a fact (79); a counted series closing with its last item, a comma after it opening an
  // apposition ("…, consequência direta dos dois primeiros", 80); with as many topics as paragraphs, a paragraph that
  // repeats more of the words of the later topic at its place than of an earlier one's that later topic's, the earlier
  // one developed at its own place in other words (80), and, every topic read in other words, the order giving way when
  // it leaves a topic on a paragraph repeating none of its words while another assignment gives each a paragraph
  // repeating one (79, developed in the reverse order); a conformity preposition before a noun phrase whose complement
  // names the source ("Segundo um relatório do UNICEF …", where the reading for "Segundo a CNC" wanted a name right
  // after the article) no opening connective (76); a comma before subjects coordinated before a modal no list comma,
  // and an article alone after a comma no link between two agents (77's means and agent); a phrase set off by commas
  // right after the modal ("deve, por meio da abertura …, aproximar…") passed over to reach the action, a partner inside
  // it no agent (80's agent, action and detail); "para" + an indefinite pronoun and its infinitive ("para ninguém ficar
  // esperando…") a purpose (78); a lexical verb form after a determiner that only opens a noun phrase ("muita carie";
  // also 49's "esse diagnostico") the accented noun (78).
  // Found on the twelfth independent set (essays 81–85, committed before the engine read them, held out while the
  // readings written from 76–80 were merged; 18 differences before them and the same 18 after): out of sample. 82 agreed
  // on every point. 16 then went with general readings written knowing this set (in-sample since): topics announced as
  // the plural subject of a verb by which they keep the problem going ("o trabalho não reconhecido, a desigualdade … e o
  // isolamento … continuam mantendo essas mulheres à margem…", 83), and with more topics than paragraphs, one in other
  // words right after a topic placed developed in that topic's paragraph or the next, whichever alone repeats one of its
  // words (83, two topics in one paragraph); with fewer topics than paragraphs, a topic in other words whose place a
  // later topic took developed at that topic's place when it repeats one of its words there (81, the reverse order); a
  // relative pronoun before "são responsáveis" its subject, the words before it no axes (84's facts before the list
  // after "destacam-se"); "e também porque" a second cause after a causal preposition (85); the additive "E" before a
  // connective read with it ("E também", 85: colloquial, but the paragraph is linked as the second cause, as the reader
  // annotated; the register is C1's matter); a passive in the subjunctive after "é urgente que", its subject before it,
  // the action from its subject up to the passive's agent, an exception (", salvo …") and a contrast with no verb (",
  // e não um favor …") kept in their clause (81's action, means and purpose); a period added by an additive opening with
  // its own agent and a soft modal ("Além disso, as prefeituras podem incentivar…") another proposal, its means and
  // what follows none of the first's (84's means and detail); a word the analyser lacks after a noun of its gender and
  // number the accented adjective ("um problema serio", 85). The contradiction found on 85 ("atravez de", a misspelt
  // means cue read as the means, taken by the check for an action cut mid-clause) went with the check: another
  // element's passage right after one ends its clause, whatever words open it.
  // [held-out] Left, debatable: 84's closing sentence of the introduction, "No entanto, essas abelhas estão
  // desaparecendo em várias regiões, e entre os fatores … destacam-se …", is read as the thesis (a formal adversative
  // opening the sentence, the axes listed after it named, not judged); the reader finds no position in the
  // introduction. A formal adversative opening the sentence is the only mark of 35 theses on the development essays,
  // many of them the writer's stance ("Entretanto, muitos brasileiros desconhecem a riqueza do país…"), others facts
  // set against the sentence before; telling the two apart needs more than this case.
  '84-abelhas-nativas-media: tese dita ausente (ou presente) contra a anotação', // [held-out]
  '84-abelhas-nativas-media: tese "No entanto, essas abelhas estão desaparecendo em várias regiões, e entre os fatores que explicam esse declínio destacam-se o desmatamento e o uso descontrolado de agrotóxicos."', // [held-out]
  // Found on the thirteenth independent set (essays 86–90, committed before the engine read them, held out while the
  // readings written from 81–85 were merged; 10 differences before them and the same 10 after): out of sample. 88
  // agreed on every point. Then readings written from this set, checked on the development essays, removed 9 of them:
  // in-sample since (topics listed as the predicative of a noun of cause, "Os motivos disso são a … e a …", 90; with
  // more topics than development paragraphs, the first, in other words, the first paragraph's by the order, 90; a
  // passive subjunctive after a completive modal, "é imprescindível que um programa … seja implantado pelo Governo
  // Federal", the action even with a modal and an infinitive in a later period, 86; a relative clause in the
  // indicative inside the action's clause, "as empresas que funcionam em turnos", part of the action and no detail,
  // 87; "fica claro que" an assertion, 89's thesis; the impersonal "deve-se" a modal, 89's action without an agent;
  // "sc" written "s" before e or i, "consiencia" → "consciência"; and, in this test, "afim de" → "a fim de" the
  // suggestion "afim" → "a fim" with the word after it that the rule reads).
  // [held-out] Left: 86's topics of a "tanto da … quanto da …" pair inside the thesis, developed in the reverse order
  // in other words ("o crescimento acelerado das metrópoles", "Sem um plano diretor" for "expansão das cidades sem
  // planejamento"): the paragraph on the expansion repeats none of its words and the distribution's "árvores" is in
  // two paragraphs, so no word places either; the first is placed in the first paragraph by its "cidade" there.
  '86-ilhas-de-calor-forte: tópicos desenvolvidos em [1,null]', // [held-out]
  // Found on the fourteenth independent set (essays 91–95, committed before the engine read them, held out while the
  // readings written from 86–90 were merged; 20 differences before them, 19 after: 95's agent no longer said present,
  // by the impersonal "deve-se" read as a modal): out of sample. Then readings written from this set, checked on the
  // development essays, removed 18 of them: in-sample since (a pair of causal clauses "seja porque …, seja porque …"
  // the topics, before a correlative inside the thesis, 91; the two sides of "Por um lado, … Por outro, …" in two
  // sentences, 95; the first topic, repeated only beyond the first paragraph, developed there in other words, 92 and
  // 94, and with more topics than paragraphs a topic in other words after one developed by its words, 94; a sentence
  // the next illustrates, "O Pelourinho … ilustra esse paradoxo", the thesis, 92; "Enquanto …, … continuará…" a
  // position, 94's thesis; the conjunctions of time, "Quando…", no opening connective, 92; a passive subjunctive after
  // a completive modal with its subject before, "Urge, portanto, que parte dos imóveis … seja convertida…", 92, or
  // after, "é fundamental que sejam instalados botões…", 95, the action when its period states a means or a purpose; a
  // noun after "de" no action, "botões de alerta"; "faça alguma coisa para mudar…" a vague action, the verb after it
  // its purpose's, 93; "pra que" a purpose cue and an agent's word written without its accent, "ministerio", read as
  // it, 93; an agent lent from another period not an object of a verb, "que acionaria a polícia", nor a place, "nas
  // secretarias"; a completive modal the end of a purpose fronted without a comma; a dash ending an element's clause
  // and opening a detail, "— com salário progressivo … —", 94).
  // [held-out] Left, debatable: 93's second topic, "impunidade dentro da escola", placed by the order in the third
  // paragraph (on the teachers' illness and giving up, its one shared word "escolas"); the reader finds no paragraph
  // on it ("pode fazer o que quiser", in the second, is the family's cover). With as many topics as paragraphs the
  // order places a topic in other words whatever its words (21's "falta de incentivo público"); telling a paragraph on
  // something else apart needs more than one case.
  '93-violencia-professores-fraca: tópicos desenvolvidos em [1,2]', // [held-out]
  // Found on the fifteenth independent set (essays 96–100, committed before the engine read them, held out while the
  // readings written from 86–90 and 91–95 were merged; 13 differences before the readings from 91–95, 11 after: 98's
  // action and 100's purpose now agree): out of sample. Read since (in-sample, 10 of the 11 gone: the "e" of an
  // "entre" no split between topics, "a distância entre as famílias e os cartórios", 96; a topic developed elsewhere
  // claiming, on one shared word, no more than the topic at its place, "demora no diagnóstico" on the "diagnóstico"
  // of the paragraph on "medicamentos órfãos", 100; a completive modal past a connective set off by commas, "Torna-se
  // necessário, portanto, que o Conselho … determine…", 96, or misspelt by a letter of its sound, "imprecindível",
  // 97; "mais" before a relative's verb, "as prefeituras que mais precisam", a description inside the means, 97; "com"
  // + an article + a noun of an act and its complement, "com a criação de uma rede…", a means, 100; a bare noun and a
  // relative after a dash, "— medida que deveria priorizar…", a detail even after the purpose, 100; a "ç" before "a",
  // "o", "u" dropped to "c" a change of sound, "falço" → "falso" before "falco", 99).
  // [held-out] Left, debatable: 99's "falta de fiscalização", placed by the order in the third paragraph (on the
  // losses to firms and taxes, "o governo deixa de arrecadar impostos"); the reader finds no paragraph on it. As with
  // 93, with as many topics as paragraphs the order places a topic in other words whatever its words.
  '99-pirataria-fraca: tópicos desenvolvidos em [1,2]', // [held-out]
  // Found on the sixteenth independent set (essays 101–105, committed before the engine read them, held out while the
  // readings written from 96–100 were merged; 16 differences before them and 16 after — 104's action no longer said
  // absent nor its detail present, its agent and action now read with another passage): out of sample. Read since
  // (in-sample, 16 of the 16 gone: an axis announced alone by a relation and another added by the next sentence with
  // "também", "… está ligado à busca por dinheiro e engajamento. Ele também traz riscos…", 102; a phrase set off by
  // commas before a cause verb's preposition and the second side after "e, de outro,", "decorre, de um lado, da … e,
  // de outro, da …", 103; "tanto" with no "quanto", "como", "e" or "ou" after it an intensifier, "carregue tanto
  // preconceito", no topic, 105; of two proposals the first with a means or purpose cue of the lexicon, "via recursos
  // do…", the one shown, and "de modo que" + subjunctive a purpose, 103; a noun ending like an infinitive, "invista
  // mais em lazer", no action after a completive modal, 104; "com o apoio das" a means cue, a relative whose passive
  // names the proposal's agent, "tarefa que deve ser coordenada pelo Ministério da Saúde", no detail, and a closing
  // whose modal is of the unrealised past, "que já deveria ter ficado no passado", no period of the proposal, 105;
  // after an article, the noun accented before its last syllable the first suggestion, "um previlegio" → "privilégio"
  // before the verb form "privilegio", 104; and, in this test, a suggestion on the words before the word that the rule
  // reads, "jovens não tem" → "têm", the suggestion "tem" → "têm", 104).
  // Found on the seventeenth independent set (essays 106–110, committed before the engine read them, held out while the
  // readings written from 101–105 were merged; 20 differences before them and the same 20 after): out of sample. Read
  // since (in-sample, 15 of the 20 gone: the plural subject of a verb that holds back the solution, "a falta de … e o
  // desconhecimento … ainda impedem que…", lists the axes, 106; two predicates of one subject, the second added by "e
  // também" and a verb of cause, "tira a concentração e também causa brigas", read in either order of development,
  // 108; the subject of an indirect question after a verb of examination, "vale analisar como as más condições das
  // estradas e dos veículos e a longa duração das viagens prejudicam…", split where a member opens with an article,
  // its sentence metalinguistic, and what a phenomenon "mostra que" a position, 110; a verb of worsening, "aprofunda
  // desigualdades", an evaluation, so the sentence that judges and pairs the axes, "tanto por … quanto por …", is the
  // thesis, not the data sentence before it, 107; a purpose clause opening a paragraph, "Para que a via judicial
  // deixe de…, cabe…", its period's own purpose unless it retakes the text before, and "Some-se a isso" an additive
  // opening, 107; "via" after a determiner the noun, no means cue, 107).
  // [held-out] Left: 107's means cut at the comma before the time set off inside it ("capazes de avaliar, em poucos
  // dias, a eficácia…"; the reader calls keeping it in debatable) and its detail, a period of its own in the passive
  // with the proposal's product as subject ("Os pareceres desses núcleos deveriam ser reunidos…"), not read as the
  // proposal's; 110's proposal with the action nominalised as the subject ("a renovação da frota e a recuperação das
  // estradas rurais precisam se tornar prioridade dos governos municipais, que podem usar os recursos do…"), the agent
  // the complement of "prioridade" and the means a relative on it: a shape the intervention reader has none of, one
  // case.
  '107-judicializacao-saude-forte: meio_modo com outro trecho', // [held-out]
  '107-judicializacao-saude-forte: detalhamento dito ausente', // [held-out]
  '110-transporte-escolar-rural-media: agente dito ausente', // [held-out]
  '110-transporte-escolar-rural-media: acao com outro trecho', // [held-out]
  '110-transporte-escolar-rural-media: meio_modo dito ausente', // [held-out]
  // Found on the eighteenth independent set (essays 111–115, committed before the engine read them, held out while the
  // readings written from 106–110 were merged; 9 differences before them and 9 after — 111's conclusion, opened by a
  // purpose clause, no longer said to open with "para que", its "De um lado" and "De outro lado" still not counted):
  // out of sample.
  '111-descarte-medicamentos-forte: aberturas []', // [held-out]
  '111-descarte-medicamentos-forte: contagem de aberturas na justificativa', // [held-out]
  '111-descarte-medicamentos-forte: detalhamento dito ausente', // [held-out]
  '112-permanencia-universitaria-media: tese "Porém, entrar não é o mesmo que terminar o curso."', // [held-out]
  '112-permanencia-universitaria-media: detalhamento dito presente', // [held-out]
  '113-violencia-torcidas-fraca: tópicos []', // [held-out]
  '113-violencia-torcidas-fraca: tópicos desenvolvidos em []', // [held-out]
  '113-violencia-torcidas-fraca: "tem" sem a sugestão "têm"', // [held-out]
  '115-sedentarismo-jovens-media: tópicos desenvolvidos em [1,2]', // [held-out]
  // Found on the nineteenth independent set (essays 116–120, committed before the engine read them, read once on the
  // claims reading the set 111–115 was measured with; 14 differences): out of sample. Read since (in-sample, 10 of the
  // 14 gone: a bare "pela" between a pair's correlatives the first member's own complement, "tanto pela falta de
  // integração entre os órgãos responsáveis pela busca quanto pela …", 116; the plural subject of a verb that makes
  // them the parts of the problem retaken by a demonstrative, "Herança histórica, estereótipos midiáticos e anonimato
  // virtual compõem, juntos, a engrenagem desse preconceito", 119; an intention stated impersonally, "pretende-se que
  // …", the purpose, 119; with no agent named, the proposal that states a purpose shown rather than the restated
  // thesis before it, and a gerund of telling in the action's clause, "explicando como o virus passa…", its detail,
  // 118; a free relative opening the next period with a noun of the proposal, "Quem precisar vai receber os óculos de
  // graça…", the detail, 117; "musica", a verb nobody uses, the noun wherever it stands, 120).
  // [held-out] Left: 117's thesis, the opening evaluation ("… é um problema sério e pouco comentado, que prejudica…"),
  // loses to the next sentence's "quando na verdade só precisam de óculos", read as a modal (a correction the writer
  // makes; telling "precisar de" + a noun from the modal needs the subject, and "precisa de mais atenção" in 02 is a
  // position); 120's "Embora" opening the introduction, counted by the reader, is no link between paragraphs, which is
  // what the openings count. (120's purpose, the effect period "Dessa maneira, cada escola poderá ter…", is read as
  // the effect since the finalidade follows INEP's "efeito/finalidade".)
  '117-saude-visual-escolares-media: tese "Muitas crianças passam anos sem enxergar direito o que está escrito no quadro e acabam sendo vistas como desatentas ou preguiçosas, quando na verdade só precisam de óculos."', // [held-out]
  '120-ensino-artes-media: aberturas ["2:a princípio","3:somado a isso","4:portanto"]', // [held-out]
  '120-ensino-artes-media: contagem de aberturas na justificativa', // [held-out]
  // Found on the twentieth independent set (essays 121–125, committed unread, read once on the claims reading the
  // set 116–120 was measured with and again after the readings written from 116–120 — the same 14 differences both
  // times): out of sample. Thesis 5 of 5; every essay's purpose differs from the reader's. Read since (in-sample, 8 of
  // the 14 gone: a verbal additive with a demonstrative, "Soma-se a esse cenário", an opening, 121; an article and a
  // qualifier, "Sob a ótica econômica", the paragraph's own viewpoint, no link, 125; "as faculdades" an agent, 123; a
  // gerund right after a generic participle, "Isso pode ser feito vinculando…", the means to its period's end, 124;
  // "beneficio", a verb only in the first person, the noun elsewhere, 124; a period taking the
  // proposal up only to say how, "Tal medida deve ocorrer mediante…", no detail, 125).
  // Every purpose of this set, and 127–129's, went with the finalidade read as INEP's "efeito/finalidade" (the policy
  // then applied to every annotation, 04, 45 and 67 re-annotated): with no purpose clause attached to the proposal,
  // the effect stated in a period after it ("Assim, …", "Dessa forma, …", "Somente assim …", "Com essas medidas, …") —
  // not a purpose before the proposal that restates the thesis ("é necessário agir para que o parto volte a ser…", 122;
  // also 127), nor the means' own "para reconhecer possíveis vítimas" (125).
  // [held-out] Left: 125's means (the reader keeps "a capacitação de agentes … para reconhecer possíveis vítimas" in
  // it).
  '125-trafico-pessoas-forte: meio_modo com outro trecho', // [held-out]
  // Found on the twenty-first independent set (essays 126–130, committed unread, read once on the claims reading the
  // set 121–125 was measured with and again after the readings written from 121–125 — the same 12 differences both
  // times): out of sample. Thesis 4 of 5 (128 has none for the reader); intervention elements 18 of 25. Read since
  // (in-sample, 10 of the 12 gone: 127–129's purposes, with the effect reading above; the agent's partner set off by
  // commas between the agent and the subjunctive after a completive modal, "é imprescindível que o Conselho …, em
  // parceria com as Defensorias …, crie…", the action, and a period taking the proposal up only for its purpose, "Tal
  // medida deve ocorrer a fim de que…", no detail, 126; a passive after a modal with its subject before it, "mutirões
  // carcerários devem ser realizados periodicamente pelo Poder Judiciário", the action from its subject up to the
  // passive's agent, and a noun of an act in "-são" after ", com a", "com a revisão dos processos…", the means, 129; a
  // phrase set off by commas after a participle of relation, "está associada, sobretudo, à … e à …", announcing the
  // topics, 130).
  // [held-out] Left: 128's thesis, which the reader calls debatable: "esses alunos passam por muitos problemas" judges
  // by its "problemas" as "o SUS enfrenta diversos desafios" and "o sistema de saúde enfrenta dificuldades", theses of
  // development essays, do; telling what people go through from what an institution faces needs who the subject is,
  // not its words.
  '128-dislexia-escolas-fraca: tese dita ausente (ou presente) contra a anotação', // [held-out]
  '128-dislexia-escolas-fraca: tese "Na escola esses alunos passam por muitos problemas, porque são chamados de preguiçosos pelos colegas e até pelos professores."', // [held-out]
  // Found on the twenty-second independent set (essays 131–135, committed unread, read once on the claims reading the
  // set 126–130 was measured with — 11 differences — and again after the readings written from 126–130 and the
  // effect read as the purpose: 9, 134's and 135's purposes gone): out of sample. Thesis 3 of 5, intervention
  // elements 18 of 25, then 20 of 25. Read since (in-sample, 4 of the 9 gone: a gerund set off by a comma after a means
  // phrase, before the purpose, "por meio de linhas de crédito …, priorizando as famílias inscritas…", the detail,
  // 131; a clause coordinated by ", e" inside a period stating the means, its own subject taking a noun of the proposal
  // up before a modal, "…, e o reassentamento deve ocorrer em moradias populares…", the detail, where the means ends,
  // 133; a relative clause's verb is never an imperative, so "o valor que manda para as escolas" is read in the
  // indicative, part of the action, no detail, 135).
  // [held-out] Left, debatable: 134's and 135's theses, where the reader finds none: "No entanto, a escola em tempo
  // integral ainda é realidade para uma pequena parte dos estudantes" is a fact set against the sentence before by a
  // formal adversative, the case of 84 left above (the only mark of 35 theses on the development essays, many of them
  // stances), and "a merenda escolar é muito importante para os alunos" is an evaluative predicate, as the theses read
  // elsewhere are; telling these from a position needs what the essay goes on to argue, not the sentence. And 134's means: the reader keeps "para reformar e construir refeitórios…" inside "por
  // meio de verbas …", where the means' own "para" + infinitive is read as its detail or the purpose in development
  // essays (as 125's means, left above).
  '134-escola-tempo-integral-media: tese dita ausente (ou presente) contra a anotação', // [held-out]
  '134-escola-tempo-integral-media: tese "No entanto, a escola em tempo integral ainda é realidade para uma pequena parte dos estudantes brasileiros, principalmente na rede pública."', // [held-out]
  '134-escola-tempo-integral-media: meio_modo com outro trecho', // [held-out]
  '135-merenda-escolar-fraca: tese dita ausente (ou presente) contra a anotação', // [held-out]
  '135-merenda-escolar-fraca: tese "Hoje em dia a merenda escolar é muito importante para os alunos do Brasil."', // [held-out]
  // [held-out] The twenty-third set, 136–140, read after the readings from 131–135 were merged and on the engine
  // before them: the same 8 differences both times, out of sample. Thesis 5 of 5, intervention elements 20 of 25.
  // Read since (in-sample, 6 of the 8 gone: short function words without their accent are the student's slip, "ja" →
  // "já", 138; "não só" + a lone verb before "como" pairs predicates, no axes, 136; "para" + infinitive after a noun of
  // allowance, "um limite de horas para os filhos jogarem", completes it, no purpose, 140; a ", e" clause whose subject
  // is another agent told to act is another proposal, none of it this one's detail, 139).
  // [held-out] Left, debatable (so the reader calls it): 139's action and means. After "é preciso proibir os testes…",
  // a period with no agent, "O Congresso deve aprovar uma lei sobre isso" is the agent's own act, told by its modal,
  // and the reader makes it the means of the prohibition; in 136, of the same set, "Para isso, o Congresso Nacional deve
  // alterar…" after "é preciso enfrentar…" is the action. Which of the two the earlier infinitive is — the measure or
  // an aim restated — is in what the verb means ("proibir" vs "enfrentar"), not in the periods' shape.
  '139-testes-animais-media: acao com outro trecho', // [held-out]
  '139-testes-animais-media: meio_modo dito ausente', // [held-out]
];

// Each test corrects every measured essay (the calibrated one with all the others as references: 22 s quiet with 39, 107 s at load 18):
// jest's 30 s default fails it on a loaded machine.
jest.setTimeout(600_000);

let engine: LocalEngine;
beforeAll(async () => {
  engine = await createLocalEngine();
});
afterAll(() => engine.close());

async function graded(r: Annotated, withReferences: boolean) {
  const input = {
    texto: textOf(r),
    titulo: r.titulo,
    proposta: ANNOTATIONS.propostas[r.proposta],
    ...(withReferences
      ? {
          referencias: MEASURED.filter((x) => x !== r).map((x) => ({
            texto: textOf(x),
            notas: REFERENCE_GRADES[x.perfil],
          })),
        }
      : {}),
  } as CorrectionInput;
  const out = await engine.correct(input, async () => {});
  await engine.prepare(input);
  const a = analyzeText(input, engine.speller, { suggestions: false, morph: engine.morph });
  return { out, a, notas: out.competencias.map((c) => c.nota_competencia) };
}

/** What the feedback says that the annotation contradicts. */
function differences(r: Annotated, a: TextAnalysis, out: Analysis): string[] {
  const id = r.arquivo.replace(/\.txt$/, '');
  const bad: string[] = [];
  const say = (ok: boolean, what: string) => void (ok || bad.push(`${id}: ${what}`));
  // Topics announced in the introduction.
  const c3 = comp(out, 3).justificativa_nota;
  const found = a.c3.topicos.map((t) => norm(t.topico));
  if (r.topicos.anunciados) {
    say(!/não encontramos na introdução tópicos anunciados/.test(c3), 'diz que a introdução não anuncia tópicos');
    say(
      found.length === r.topicos.quais.length &&
        r.topicos.quais.every((q) => found.some((f) => f.includes(norm(q)) || norm(q).includes(f))),
      `tópicos ${JSON.stringify(found)}`,
    );
    // Where each topic is developed (1-based paragraphs), and no topic said not to be developed that is.
    if (r.topicos.desenvolvidos_em)
      say(
        JSON.stringify(
          a.c3.topicos.map((t) => (t.desenvolvido && t.paragrafo !== undefined ? t.paragrafo + 1 : null)),
        ) === JSON.stringify(r.topicos.desenvolvidos_em),
        `tópicos desenvolvidos em ${JSON.stringify(a.c3.topicos.map((t) => t.paragrafo))}`,
      );
  } else say(found.length === 0 && !/tópicos? anunciados? na introdução desenvolvidos?/.test(c3), 'tópicos inventados');
  // The thesis missing is said only when no sentence states one, and then the advice does not ask for what is there.
  say(
    !r.tese === comp(out, 3).pontos_a_melhorar_detalhados_c3.some((i) => i.aspecto_avaliado_c3 === 'Tese'),
    'tese dita ausente (ou presente) contra a anotação',
  );
  // The proposal said to retake no word (or one) of the text only when the reader found no more.
  if (r.conclusao_retoma)
    for (const it of comp(out, 5).pontos_a_melhorar_detalhados_c5) {
      const m = /(nenhuma palavra|só "[^"]+") (?:da introdução|reaparece)/.exec(it.explicacao_erro_c5);
      if (m) {
        say(r.conclusao_retoma.length <= (m[1] === 'nenhuma palavra' ? 0 : 1), `C5: ${m[1]} retomada`);
        // The one word said to reappear is one the reader found retaken (or a form of it).
        const named = /"([^"]+)"/.exec(m[1])?.[1]?.toLowerCase();
        if (named)
          say(
            r.conclusao_retoma.some((w) => named.startsWith(w.toLowerCase()) || w.toLowerCase().startsWith(named)),
            `C5: só "${named}" retomada`,
          );
      }
    }
  // The thesis.
  say(out.tese_identificada === (r.tese ?? ''), `tese "${out.tese_identificada}"`);
  // Paragraphs opening with a connective, and the count the justification states.
  const openings = a.c4.aberturas.filter((x) => x.conectivo).map((x) => `${x.paragrafo + 1}:${norm(x.trecho)}`);
  say(
    JSON.stringify(openings) === JSON.stringify(r.aberturas.map((x) => `${x.paragrafo}:${norm(x.conectivo)}`)),
    `aberturas ${JSON.stringify(openings)}`,
  );
  say(
    new RegExp(`\\b${r.aberturas.length} parágrafos? com conectivo argumentativo`).test(
      comp(out, 4).justificativa_nota,
    ),
    'contagem de aberturas na justificativa',
  );
  // The intervention's elements, each with its whole clause (the detailing: a passage of the annotated period).
  const table = comp(out, 5).avaliacao_proposta_intervencao;
  const sentenceOf = (passage: string) => a.doc.sentences.find((s) => s.text.includes(passage));
  for (const k of ['agente', 'acao', 'meio_modo', 'finalidade', 'detalhamento'] as const) {
    const said = table[k];
    const ann = r.intervencao[k];
    if (said.presente && !ann) say(false, `${k} ${k === 'acao' ? 'dita' : 'dito'} presente`);
    else if (!said.presente && ann) say(false, `${k} ${k === 'acao' ? 'dita' : 'dito'} ausente`);
    else if (said.presente && ann) {
      const shown = said.trecho ?? '';
      const ok =
        k === 'agente'
          ? norm(ann).includes(norm(shown)) && contentWords(shown).length > 0
          : k === 'detalhamento'
            ? !!sentenceOf(ann) && sentenceOf(ann) === sentenceOf(shown)
            : sameClause(shown, ann);
      say(ok, `${k} com outro trecho`);
    }
  }
  // Spelling: each expected suggestion is made — on the word, or on the word with the words after it that the rule
  // reads, the suggestion followed by the same words ("afim de" → "a fim de" is "afim" → "a fim"), or on the words
  // before it that the rule reads, the suggestion the word's (the subject before a verb: "jovens não tem" → "têm").
  const c1 = comp(out, 1).pontos_a_melhorar_detalhados_c1;
  const suggests = (written: string, fix: string, passage: string, suggestion: string) => {
    const after = passage.startsWith(`${written} `) ? passage.slice(written.length) : '';
    return (
      ((passage === written || !!after) && suggestion === fix + after) ||
      (passage.endsWith(` ${written}`) && suggestion === fix)
    );
  };
  for (const o of r.ortografia)
    say(
      c1.some((d) => suggests(o.escrito, o.sugestao, d.trecho_problematico_c1, d.sugestao_correcao_gramatical_c1)),
      `"${o.escrito}" sem a sugestão "${o.sugestao}"`,
    );
  return bad;
}

describe(`the feedback on ${MEASURED.length} essays written for the test agrees with a reader’s annotation`, () => {
  for (const withReferences of [false, true])
    test(`every essay, ${withReferences ? `calibrated with the other ${MEASURED.length - 1} as references` : 'no references'}: no contradiction with its text or its grades`, async () => {
      const found: string[] = [];
      for (const r of MEASURED) {
        const { out, a, notas } = await graded(r, withReferences);
        for (const c of contradictions(a, notas, out)) found.push(`${r.arquivo}: ${c}`);
      }
      expect(found).toEqual([]);
    });

  test('topics, thesis, openings, intervention elements and spelling agree with the annotation (known differences listed)', async () => {
    const found: string[] = [];
    for (const r of MEASURED) {
      const { out, a } = await graded(r, false);
      found.push(...differences(r, a, out));
    }
    expect(found).toEqual(KNOWN);
  });

  test("the reader's four false claims on essays 20 and 21 are gone", async () => {
    const byFile = (f: string) => MEASURED.find((r) => r.arquivo.startsWith(f))!;
    const redes = await graded(byFile('20-'), false);
    const c3 = comp(redes.out, 3);
    // "Esse quadro decorre da … e da …" announces two topics; the position is the second sentence.
    expect(c3.justificativa_nota).toMatch(/2 de 2 tópicos anunciados na introdução desenvolvidos/);
    expect(c3.justificativa_nota).not.toMatch(/Tese não identificada/);
    expect(c3.pontos_a_melhorar_detalhados_c3.map((i) => i.sugestao_melhoria_c3).join(' ')).not.toMatch(
      /Feche a introdução/,
    );
    // "famílias", "uso", "saúde" are in the development or the introduction and in the conclusion.
    expect(JSON.stringify(comp(redes.out, 5))).not.toMatch(/nenhuma (?:das palavras|palavra)/);
    const voluntariado = await graded(byFile('21-'), false);
    // "falta de incentivo público" is the first development paragraph's, in other words.
    expect(voluntariado.a.c3.topicos).toEqual([
      { topico: 'falta de incentivo público', desenvolvido: true, paragrafo: 1, pelaOrdem: true },
      { topico: 'cultura individualista', desenvolvido: true, paragrafo: 2 },
    ]);
    // The positive point lists the three openings the justification counts.
    const c4 = comp(voluntariado.out, 4);
    expect(c4.justificativa_nota).toMatch(/3 parágrafos com conectivo argumentativo/);
    expect(c4.pontos_positivos_c4).toContain(
      'Parágrafos abertos por conectivo argumentativo: o 2º ("Em primeira análise"), o 3º ("Além disso") e o 4º ("Diante disso").',
    );
  });

  test('every spelling suggestion is a dictionary word or a known expression', async () => {
    const expressions = new Set(Object.values(JOINED_EXPRESSIONS));
    const bad: string[] = [];
    for (const r of MEASURED) {
      const { out } = await graded(r, false);
      for (const d of comp(out, 1).pontos_a_melhorar_detalhados_c1) {
        if (d.tipo_desvio_c1 !== 'ortografia' && d.tipo_desvio_c1 !== 'acentuação') continue;
        const s = d.sugestao_correcao_gramatical_c1;
        const real =
          expressions.has(s.toLowerCase()) ||
          s.split(/\s+/).every((w) => engine.speller.check(w) || engine.speller.check(w.toLowerCase()));
        if (!real) bad.push(`${r.arquivo}: "${d.trecho_problematico_c1}" → "${s}"`);
      }
    }
    expect(bad).toEqual([]);
  });
});
