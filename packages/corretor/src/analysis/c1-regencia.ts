// The regência (valency) lexicon of the words that govern the preposition "a": verbs, nouns and adjectives by their
// **lemma** as the morphological analyser gives it (src/morph/analyzer.ts: "visam", "visando" → visar; "restrições" →
// restrição; "prejudiciais" → prejudicial), so every inflected form is covered. What the Apertium tags do not carry is
// the word's complement: that "obedecer" takes "a" (obedecer à lei) and "garantir" a direct object (garantir a
// segurança). The crase rules (src/analysis/c1/crase.ts) read this lexicon to know that an "a" after the governor is
// the preposition, which fuses with a feminine article: "a" + "a saúde" = "à saúde".
//
// Sources: the regência of the standard grammars (Celso Luft, Dicionário prático de regência verbal and … nominal;
// Bechara, Moderna gramática portuguesa, § regência), kept to the uses ENEM essays make of each word. A word is listed
// only in the sense where the complement in "a" is the usual one; words whose "a" + feminine noun is as often a
// direct object or a postponed subject ("garantir a", "é necessário a") are in the class that says how they are read.
// Verbs are listed only where the analyser knows them (test/c1-grammar.test.ts checks it); a noun or adjective it does
// not know ("vedação", "atrelada") is matched by its written form, a participle ("exposta") by its masculine singular.

/** How a governor takes its complement in "a". */
export type Valencia =
  /** Transitive in "a": the "a" right after it is the preposition (obedecer a, aderir a, ir a, devido a, acesso a). */
  | 'a'
  /** Only as a pronominal verb (dirigir-se a, referir-se a; "dirigir a empresa" has a direct object), or as its participle. */
  | 'se+a'
  /**
   * Direct and indirect object (algo a alguém): the "a" right after the verb is the direct object's article ("impor
   * as regras"), unless a direct object follows ("impôs às mulheres uma posição") or came first without its article
   * ("dar voz às mulheres"); the participle governs "a" (imposta às mulheres).
   */
  | 'td+a';

export type Regente = { lema: string; classe: 'verbo' | 'nome' | 'adjetivo' | 'locução'; valencia: Valencia };

const entries = (classe: Regente['classe'], valencia: Valencia, lemas: string): Regente[] =>
  lemas
    .trim()
    .split(/\s+/)
    .map((lema) => ({ lema, classe, valencia }));

/** The lexicon: every governor of "a", with its word class and how it takes the complement. */
export const REGENCIA_A: readonly Regente[] = [
  // Verbs whose complement is in "a": the sense the essays use (assistir a = ver, visar a = ter por objetivo,
  // aspirar a = desejar, agradar a = contentar), and verbs of motion towards a place (ir, chegar, voltar…).
  ...entries(
    'verbo',
    'a',
    `obedecer desobedecer assistir aderir aludir aspirar visar agradar desagradar pertencer resistir sobreviver
     recorrer equivaler corresponder responder renunciar sucumbir interessar contribuir
     ir chegar voltar retornar regressar comparecer`,
  ),
  ...entries(
    'verbo',
    'se+a',
    `referir dirigir assemelhar adaptar acostumar habituar submeter dedicar limitar opor igualar
     restringir resumir aliar juntar somar associar vincular prender entregar expor sujeitar curvar render
     antecipar dever`,
  ),
  ...entries(
    'verbo',
    'td+a',
    `impor oferecer dar conceder garantir destinar levar conduzir ensinar atribuir proporcionar assegurar negar
     prestar estender fornecer devolver causar trazer gerar dirigir apresentar mostrar transmitir
     dedicar submeter expor enviar encaminhar`,
  ),
  // Nouns whose complement is in "a" (most derived from a verb or adjective of the same regência).
  ...entries(
    'nome',
    'a',
    `acesso direito combate respeito desrespeito adesão obediência desobediência resistência aversão dedicação
     referência alusão menção homenagem apoio incentivo fomento estímulo prevenção assistência ameaça ataque oposição
     indiferença intolerância restrição vedação óbice obstáculo barreira afronta agressão violação exposição
     submissão adaptação adequação renúncia apego fidelidade lealdade apologia incitação apelo recurso
     volta ida chegada visita resposta proteção atendimento auxílio suporte dano prejuízo risco crítica
     equiparação subordinação vinculação sujeição alheamento imunidade pertencimento aderência repúdio
     destaque candidato candidatura`,
  ),
  // Adjectives (and participles used as adjectives) whose complement is in "a". Not the impersonal ones that open
  // "é … a" with a postponed subject ("é essencial a participação": essencial, necessário, fundamental, importante).
  ...entries(
    'adjetivo',
    'a',
    `prejudicial nocivo favorável contrário propício indiferente alheio inerente referente relativo concernente
     pertinente atinente fiel leal grato igual semelhante similar análogo equivalente idêntico superior inferior
     anterior posterior imune apto sensível suscetível vulnerável próximo atento adequado adaptado alusivo
     devido exposto sujeito submetido destinado voltado direcionado dedicado dirigido vinculado associado ligado
     relacionado atrelado aliado preso restrito limitado acostumado habituado comparado equiparado oposto
     avesso resistente obediente desfavorável hostil`,
  ),
  // The governing word of a prepositional locution, by its written form (invariable): devido a, graças a, quanto a
  // (not in "tanto … quanto a", a comparison), junto a, rumo a, frente a, face a, em relação a, no que tange a.
  ...entries('locução', 'a', 'devido graças quanto junto rumo frente face relação tange concerne referente'),
];

const byClass = (classe: Regente['classe']) =>
  new Map(REGENCIA_A.filter((r) => r.classe === classe).map((r) => [`${r.lema}|${r.valencia}`, r]));
const VERBS = byClass('verbo');
const NOUNS = new Set(REGENCIA_A.filter((r) => r.classe === 'nome').map((r) => r.lema));
const ADJECTIVES = new Set(REGENCIA_A.filter((r) => r.classe === 'adjetivo').map((r) => r.lema));
const LOCUTIONS = new Set(REGENCIA_A.filter((r) => r.classe === 'locução').map((r) => r.lema));

/** The verb lemma governs "a" with this valency. */
export const verbGoverns = (lema: string, valencia: Valencia): boolean => VERBS.has(`${lema}|${valencia}`);
/** The verb lemma takes a complement in "a" in some valency ("chegar a", "dirigir-se a", "impor algo a"). */
export const verbTakesA = (lema: string): boolean =>
  verbGoverns(lema, 'a') || verbGoverns(lema, 'se+a') || verbGoverns(lema, 'td+a');
/** The noun lemma governs "a". */
export const nounGoverns = (lema: string): boolean => NOUNS.has(lema);
/** A noun the analyser does not know ("vedação", "óbices"), by its form or its singular by the regular endings. */
export const nounFormGoverns = (word: string): boolean =>
  [word, word.replace(/ões$/, 'ão'), word.replace(/s$/, '')].some((w) => NOUNS.has(w));
/** The adjective lemma (for a participle, its masculine singular form) governs "a". */
export const adjectiveGoverns = (lema: string): boolean => ADJECTIVES.has(lema);
/** The written word (lower case) governs "a" as part of a locution. */
export const locutionGoverns = (word: string): boolean => LOCUTIONS.has(word);
/**
 * A participle ("exposta", "voltados": the analyser gives the verb's lemma) or a word the analyser does not know
 * ("atrelada"), read as the inflected form of a listed adjective: the form itself or its masculine singular by the
 * regular endings.
 */
export const adjectiveFormGoverns = (word: string): boolean =>
  [word, word.replace(/a$/, 'o'), word.replace(/os$/, 'o'), word.replace(/as$/, 'o')].some((w) => ADJECTIVES.has(w));
