// Evidence per competency, each item tied to a verbatim passage of the essay, plus the numeric features the
// fitted models read. Nothing here looks at other essays: only the essay, its title and the proposal.
import type { CorrectionInput } from '@argumenta/contracts';
import {
  ACTION_STEMS, AGENTS, ARGUMENTATIVE_FUNCTIONS, CONCLUSION_MARKERS, CONDITIONAL_PROPOSAL, CONNECTIVES, DETAILS,
  HUMAN_RIGHTS_VIOLATIONS, INFORMAL, MEANS, NARRATIVE, PURPOSES, REFERENTIALS, REPERTOIRE, STOPWORDS, THESIS_MARKERS,
  VAGUE_AGENTS, type ConnectiveFunction,
} from './lexicon.js';
import type { Speller } from './speller.js';
import { findPhrase, foldAccents, joinTokens, segment, type Doc, type Joined, type Sentence, type Token } from './text.js';

/** A piece of evidence: the exact passage (`trecho` = doc.text.slice(start, end)) and what it shows. */
export type Evidence = { trecho: string; start: number; end: number; tipo: string; detalhe: string; sugestao?: string };

export type InterventionElement = 'agente' | 'acao' | 'meio_modo' | 'finalidade' | 'detalhamento';
export type ElementFinding = { presente: boolean; trecho?: string; descricao: string };

export type TextAnalysis = {
  doc: Doc;
  words: number;
  anulacao?: { motivo: string };
  /** Signs of attempts to game the scorer (word lists, repeated modifiers, copied motivating texts). */
  gaming: Evidence[];
  c1: { desvios: Evidence[]; ortografia: Evidence[] };
  c2: { similaridadeTema: number; fonteTema: 'proposta' | 'titulo' | 'introducao'; estrutura: { introducao: boolean; desenvolvimento: number; conclusao: boolean }; repertorio: (Evidence & { vinculado: boolean })[]; copia: Evidence[]; proporcaoCopia: number; narrativo: number };
  c3: { tese?: Evidence; topicos: { topico: string; desenvolvido: boolean }[]; paragrafos: { palavras: number; marcadores: number; novos: number }[]; progressao: number };
  c4: { conectivos: (Evidence & { funcao: ConnectiveFunction; paragrafo: number; inicial: boolean })[]; entreParagrafos: number; distintos: number; repetidos: { conectivo: string; vezes: number }[]; referenciais: number; palavrasRepetidas: { palavra: string; vezes: number; trecho: string }[] };
  c5: { elementos: Record<InterventionElement, ElementFinding>; validos: number; agenteVago?: Evidence; condicional?: Evidence; direitosHumanos?: Evidence; conclusao?: string };
  features: Record<string, number>;
};

const ev = (doc: Doc, start: number, end: number, tipo: string, detalhe: string, sugestao?: string): Evidence => ({
  trecho: doc.text.slice(start, end),
  start,
  end,
  tipo,
  detalhe,
  ...(sugestao ? { sugestao } : {}),
});
const tokEv = (doc: Doc, a: Token, b: Token, tipo: string, detalhe: string, sugestao?: string) => ev(doc, a.start, b.end, tipo, detalhe, sugestao);

/** Words just before a violation cue that negate, fight or only weigh it ("não precise", "riscos de", "possa"). */
const DH_AVOIDANCE_WINDOW = 10;
const DH_AVOIDANCE = /(?<!\p{L})(?:não|nem|nunca|combat\p{L}*|contra|erradic\p{L}*|proib\p{L}*|impedi\p{L}*|evit\p{L}*|reduz\p{L}*|diminu\p{L}*|coib\p{L}*|acabar com|punir|riscos?|prejuízos?|possa|podem?)(?!\p{L})/iu;

/** A content word: four letters or more, not a function word. */
export const isContent = (t: Token) => t.fold.length >= 4 && !STOPWORDS.has(t.lower) && /\p{L}/u.test(t.text);

/** Sets of content stems and their cosine similarity (term frequency, no corpus statistics). */
function stemBag(tokens: Token[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const t of tokens) if (isContent(t)) bag.set(t.stem, (bag.get(t.stem) ?? 0) + 1);
  return bag;
}
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  // Square roots of counts damp the weight of a few very repeated words: Σ√(a·b) / √(Σa·Σb).
  let dot = 0;
  let sa = 0;
  let sb = 0;
  for (const [k, v] of a) {
    sa += v;
    const w = b.get(k);
    if (w) dot += Math.sqrt(v * w);
  }
  for (const v of b.values()) sb += v;
  return sa && sb ? dot / Math.sqrt(sa * sb) : 0;
}

/** Longest-first phrase matches over a token run, without overlaps. */
function matchPhrases(j: Joined, phrases: string[]): { phrase: string; a: number; b: number }[] {
  const sorted = [...new Set(phrases)].sort((x, y) => y.length - x.length);
  const taken = new Set<number>();
  const out: { phrase: string; a: number; b: number }[] = [];
  for (const p of sorted) {
    for (const [a, b] of findPhrase(j, p)) {
      let free = true;
      for (let i = a; i <= b; i++) if (taken.has(i)) free = false;
      if (!free) continue;
      for (let i = a; i <= b; i++) taken.add(i);
      out.push({ phrase: p, a, b });
    }
  }
  return out.sort((x, y) => x.a - y.a);
}

const CONNECTIVE_INDEX: { phrase: string; fn: ConnectiveFunction }[] = Object.entries(CONNECTIVES).flatMap(([fn, list]) =>
  list.map((phrase) => ({ phrase, fn: fn as ConnectiveFunction })),
);
const CONNECTIVE_FN = new Map<string, ConnectiveFunction>();
for (const c of CONNECTIVE_INDEX) if (!CONNECTIVE_FN.has(c.phrase)) CONNECTIVE_FN.set(c.phrase, c.fn);

const COMMA_CONNECTIVES = ['além disso', 'ademais', 'outrossim', 'no entanto', 'entretanto', 'contudo', 'todavia', 'portanto', 'dessa forma', 'desse modo', 'dessa maneira', 'por conseguinte', 'consequentemente', 'em suma', 'em síntese', 'por fim', 'nesse sentido', 'nesse contexto', 'sendo assim', 'assim sendo', 'diante disso', 'diante do exposto', 'em primeiro lugar', 'em segundo lugar', 'primeiramente', 'por outro lado', 'em contrapartida', 'com isso', 'por exemplo', 'hodiernamente', 'na contemporaneidade', 'dessarte', 'destarte', 'em resumo', 'posto isso', 'isto posto', 'sob esse viés', 'nessa perspectiva', 'sob essa ótica'];
const PLURAL_DETERMINERS = new Set(['dos', 'das', 'aos', 'pelos', 'pelas', 'esses', 'essas', 'estes', 'estas', 'seus', 'suas', 'muitos', 'muitas', 'vários', 'várias', 'alguns', 'algumas', 'outros', 'outras', 'diversos', 'diversas', 'nossos', 'nossas', 'meus', 'minhas', 'desses', 'dessas', 'nesses', 'nessas', 'destes', 'destas', 'daqueles', 'daquelas', 'aqueles', 'aquelas']);

/** Crase and agreement patterns that hold without parsing (each: regex on lower-cased text, explanation, fix). */
const GRAMMAR_RULES: { re: RegExp; tipo: string; detalhe: string; fix: (m: string) => string }[] = [
  { re: /\bà respeito\b/giu, tipo: 'crase', detalhe: 'Não há crase antes da palavra masculina "respeito".', fix: () => 'a respeito' },
  { re: /\bà partir\b/giu, tipo: 'crase', detalhe: '"A partir" não leva acento grave: "partir" é verbo.', fix: () => 'a partir' },
  { re: /\bà (?:ele|eles|este|esse|isso|isto|aquilo|todos|todo|cada|um|uns|nós|você|vocês|mim|ti)\b/giu, tipo: 'crase', detalhe: 'Não há crase antes de palavras masculinas, pronomes ou artigo indefinido.', fix: (m) => 'a' + m.slice(1) },
  { re: /\bà (?:\p{L}+(?:ar|er|ir))\b(?! d[aeo])/giu, tipo: 'crase', detalhe: 'Não há crase antes de verbo no infinitivo.', fix: (m) => 'a' + m.slice(1) },
  { re: /(?<!\btodas )\bas vezes\b/giu, tipo: 'crase', detalhe: 'A locução adverbial "às vezes" (= de vez em quando) leva crase.', fix: () => 'às vezes' },
  { re: /\ba medida que\b/giu, tipo: 'crase', detalhe: 'A locução "à medida que" leva crase.', fix: () => 'à medida que' },
  { re: /\b(?:haviam|houveram)\s+(?:muit[oa]s|vári[oa]s|poucos|poucas|diversos|diversas|casos|pessoas|problemas)\b/giu, tipo: 'concordância', detalhe: 'O verbo "haver" no sentido de existir é impessoal e fica no singular.', fix: (m) => m.replace(/^\S+/, (v) => (v.toLowerCase().startsWith('hou') ? 'houve' : 'havia')) },
  { re: /\bfazem\s+(?:\d+|muitos|vários|alguns|dois|três|cinco|dez)\s+anos\b/giu, tipo: 'concordância', detalhe: 'O verbo "fazer" indicando tempo decorrido é impessoal: "faz anos".', fix: (m) => m.replace(/^\S+/, 'faz') },
  { re: /\ba gente (?:vamos|somos|temos|estamos|fomos|podemos|devemos|precisamos)\b/giu, tipo: 'concordância', detalhe: '"A gente" leva o verbo na 3ª pessoa do singular (e é informal: prefira "nós").', fix: () => 'nós …' },
  { re: /\bmenas\b/giu, tipo: 'concordância', detalhe: '"Menos" é invariável.', fix: () => 'menos' },
  { re: /\bpara mim (?:\p{L}+(?:ar|er|ir))\b/giu, tipo: 'concordância', detalhe: 'Sujeito de infinitivo é "eu", não "mim".', fix: (m) => m.replace(/mim/i, 'eu') },
  { re: /\b(?:os|as) mesmo\b/giu, tipo: 'concordância', detalhe: '"Mesmo" concorda com o substantivo a que se refere.', fix: (m) => m + 's' },
  { re: /\bmais (?:grande|pequeno|bom|ruim)\b/giu, tipo: 'concordância', detalhe: 'Use a forma sintética do comparativo (maior, menor, melhor, pior).', fix: (m) => ({ grande: 'maior', pequeno: 'menor', bom: 'melhor', ruim: 'pior' })[m.split(/\s+/)[1].toLowerCase()] ?? m },
];

/** Loanwords and current terms common in essays that the 2013 dictionary lacks. */
const FOREIGN = new Set(
  'fake news fakes fakenews influencer influencers digital online internet facebook instagram whatsapp youtube twitter tiktok google netflix streaming smartphone smartphones celular bullying cyberbullying site sites blog blogs link links email e-mail selfie selfies marketing software hardware games game gamer home office homeschooling covid covid-19 coronavírus lgbt lgbtqia lgbtqia+ déficit superávit criptomoeda criptomoedas antivacina feminicídio feminicídios pós-verdade youtuber youtubers podcast podcasts chatgpt app apps mainstream fitness delivery'.split(' '),
);

/**
 * Essay-BR transcriptions lost some characters: drop caps ("onstituição") and accented vowels ("notcias",
 * "histria"). A student leaves an accent out, never the letter, so a word that one accented vowel (or, at a
 * start, a capital) would fix is a transcription artefact, not a deviation.
 */
function isTranscriptionArtefact(sp: Speller, t: Token): boolean {
  const w = t.lower;
  if (/^\p{Ll}/u.test(t.text)) for (const c of 'ABCDEFGHIJLMNOPQRSTUVZÁÉÍÓÚ') if (sp.check(c + w)) return true;
  for (let i = 1; i <= w.length; i++) for (const v of 'íáéóúêâôã') if (sp.check(w.slice(0, i) + v + w.slice(i))) return true;
  return false;
}

/** Word found in the dictionary in any plausible casing (sentence-initial capitals, acronyms). */
function known(sp: Speller, t: Token): boolean {
  if (/\d/.test(t.text)) return true;
  return sp.check(t.text) || sp.check(t.lower) || (t.text.length > 1 && t.text === t.text.toUpperCase());
}

const SUGGEST_BUDGET_MS = 100;

/** Progress of the analysis: step 0 = text segmented, 1…5 = evidence of that competency complete. */
export type AnalysisStep = { etapa: number; resumo: string };

export type AnalyzeOptions = {
  /** Compute spelling suggestions (slower); scoring alone does not need them. Default true. */
  suggestions?: boolean;
};

export function analyzeText(input: CorrectionInput, sp: Speller, options: AnalyzeOptions = {}): TextAnalysis {
  const steps = analyzeSteps(input, sp, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The analysis as a generator: yields 0 once the text is segmented, then 1…5 as each competency's evidence is complete (the engine reports progress
 * and checks for cancellation between them) and returns the full analysis.
 */
export function* analyzeSteps(input: CorrectionInput, sp: Speller, options: AnalyzeOptions = {}): Generator<AnalysisStep, TextAnalysis> {
  const withSuggestions = options.suggestions ?? true;
  const doc = segment(input.texto, (w) => sp.check(w) || sp.check(w.toLowerCase()));
  const { tokens, paragraphs, sentences } = doc;
  const words = tokens.length;
  const W = Math.max(words, 1);
  const per100 = (n: number) => (100 * n) / W;
  const j = joinTokens(tokens);
  const features: Record<string, number> = {};
  yield { etapa: 0, resumo: `Texto lido: ${paragraphs.length} parágrafo(s), ${sentences.length} período(s), ${words} palavras.` };

  // ---------- C1: formal written Portuguese ----------
  const desvios: Evidence[] = [];
  const ortografia: Evidence[] = [];
  let accentErrors = 0;
  let suggestMs = 0;
  let capitalErrors = 0;
  const sentenceFirst = new Set(sentences.map((s) => s.tokens[0]).filter(Boolean));
  for (const t of tokens) {
    if (!/^\p{L}/u.test(t.text) || t.text.length < 2) continue;
    const capitalised = /^\p{Lu}/u.test(t.text);
    // Capitalised words in mid-sentence are most likely proper names the dictionary lacks.
    if (capitalised && !sentenceFirst.has(t)) {
      if (!known(sp, t) && sp.check(t.lower)) continue;
      if (!known(sp, t)) continue;
    }
    if (known(sp, t)) {
      // Lower-case proper name ("brasil") the dictionary only knows capitalised.
      if (!capitalised && !sp.check(t.lower) && sp.check(t.text[0].toUpperCase() + t.text.slice(1))) {
        capitalErrors++;
        desvios.push(tokEv(doc, t, t, 'maiúscula', `Nome próprio em minúscula: "${t.text}".`, t.text[0].toUpperCase() + t.text.slice(1)));
      }
      continue;
    }
    if (FOREIGN.has(t.lower) || isTranscriptionArtefact(sp, t)) continue;
    const fix = sp.accentFix(t.text);
    // Full suggestions cost 10–80 ms per word: past a per-essay budget, only the cheap generator runs.
    const t0 = performance.now();
    const sug = withSuggestions ? sp.suggest(t.text, 3, suggestMs > SUGGEST_BUDGET_MS) : fix ? [fix] : [];
    suggestMs += performance.now() - t0;
    const accent = fix !== undefined && foldAccents(fix) === t.fold;
    if (accent) accentErrors++;
    const e = tokEv(doc, t, t, accent ? 'acentuação' : 'ortografia', accent ? `Acentuação incorreta em "${t.text}".` : `"${t.text}" não está no dicionário.`, sug[0]);
    ortografia.push({ ...e, detalhe: sug.length ? `${e.detalhe} Sugestões: ${sug.join(', ')}.` : e.detalhe });
  }
  desvios.push(...ortografia);
  for (const s of sentences) {
    const first = s.tokens[0];
    if (first && /^\p{Ll}/u.test(first.text) && s.start === first.start) {
      capitalErrors++;
      desvios.push(tokEv(doc, first, first, 'maiúscula', 'Início de frase com letra minúscula.', first.text[0].toUpperCase() + first.text.slice(1)));
    }
  }
  let punctErrors = 0;
  let grammar = 0;
  for (const m of doc.text.matchAll(/\p{Ll}{2,}[.;:?!](?=(\p{Lu}\p{L}*))|[\p{L}\d]+\s+[,.;:](?=\s|\p{L})|[,;]{2,}|\.{2}(?!\.)/gu)) {
    punctErrors++;
    // A stop glued to the next word quotes that word too, so the suggestion can show the missing space.
    const next = m[1] ?? '';
    const [detalhe, sugestao] = next
      ? ['Falta espaço depois do sinal de pontuação (ou a quebra de parágrafo).', `${m[0]} ${next}`]
      : /\s[,.;:]/u.test(m[0])
        ? ['Espaço antes do sinal de pontuação: o sinal deve vir colado à palavra anterior.', m[0].replace(/\s+([,.;:])/u, '$1')]
        : ['Sinal de pontuação repetido.', m[0][0]];
    desvios.push(ev(doc, m.index, m.index + m[0].length + next.length, 'pontuação', detalhe, sugestao));
  }
  for (const p of paragraphs) {
    if (p.tokens.length > 5 && !/[.!?…"”)]$/.test(p.text)) {
      punctErrors++;
      const last = p.tokens[p.tokens.length - 1];
      desvios.push(tokEv(doc, p.tokens[Math.max(0, p.tokens.length - 3)], last, 'pontuação', 'Parágrafo termina sem ponto final.', `${doc.text.slice(p.tokens[Math.max(0, p.tokens.length - 3)].start, last.end)}.`));
    }
  }
  // A sentence-opening connective is set off by a comma ("Além disso, …"): graders count its absence.
  for (const m of matchPhrases(j, COMMA_CONNECTIVES)) {
    const first = tokens[m.a];
    const last = tokens[m.b];
    const next = tokens[m.b + 1];
    if (!sentenceFirst.has(first) || !next || next.sent !== first.sent || /^\s*[,;:(—–-]/.test(doc.text.slice(last.end, next.start))) continue;
    punctErrors++;
    desvios.push(tokEv(doc, first, next, 'pontuação', `Conectivo "${spanOf(doc, tokens, m.a, m.b)}" no início do período sem vírgula.`, `${doc.text.slice(first.start, last.end)}, ${next.text}`));
  }
  // Plural determiner before a singular noun or adjective ("das pessoa", "esses jovem"): nominal agreement.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const d = tokens[i];
    const w = tokens[i + 1];
    if (!PLURAL_DETERMINERS.has(d.lower) || w.sent !== d.sent || STOPWORDS.has(w.lower) || w.lower.length < 4 || /^\p{Lu}/u.test(w.text)) continue;
    if (!/[aeiouáéíóúêô]$/.test(w.lower) || !known(sp, w) || known(sp, { ...w, text: w.lower + 's', lower: w.lower + 's' }) === false) continue;
    if (doc.text.slice(d.end, w.start) !== ' ') continue;
    grammar++;
    desvios.push(tokEv(doc, d, w, 'concordância', `"${d.text} ${w.text}": determinante no plural e nome no singular.`, `${d.text} ${w.text}s`));
  }
  let informal = 0;
  for (const m of matchPhrases(j, INFORMAL)) {
    const t = tokens[m.a];
    // "Cara", "legal", "coisa" have formal uses; count them only in clearly oral contexts? Kept: graders flag them too.
    if (m.phrase === 'então' && t.text[0] !== 'E') continue;
    informal++;
    desvios.push(tokEv(doc, t, tokens[m.b], 'registro informal', `"${spanOf(doc, tokens, m.a, m.b)}" é marca de oralidade ou informalidade.`, FORMAL_ALTERNATIVES[m.phrase] ?? 'expressão formal equivalente'));
  }
  let runOn = 0;
  for (const s of sentences) {
    if (s.tokens.length > 55) {
      runOn++;
      const a = s.tokens[0];
      const b = s.tokens[Math.min(s.tokens.length - 1, 14)];
      desvios.push(tokEv(doc, a, b, 'período longo', `Período de ${s.tokens.length} palavras sem ponto: a leitura se perde.`, 'Divida o período em dois ou três, com ponto final e conectivo.'));
    }
  }
  for (const rule of GRAMMAR_RULES) {
    for (const m of doc.text.matchAll(rule.re)) {
      grammar++;
      desvios.push(ev(doc, m.index, m.index + m[0].length, rule.tipo, rule.detalhe, rule.fix(m[0])));
    }
  }
  const spellRate = per100(ortografia.length);
  Object.assign(features, {
    spell_rate: Math.min(spellRate, 15),
    spell_log: Math.log1p(ortografia.length),
    accent_rate: per100(accentErrors),
    capital_errors: Math.min(capitalErrors, 10),
    punct_errors: Math.min(punctErrors, 10),
    informal: Math.min(informal, 8),
    run_on: Math.min(runOn, 5),
    grammar: Math.min(grammar, 6),
    deviations_log: Math.log1p(desvios.length),
    removed_corrections: 0, // never a feature: kept at 0 so a stray weight cannot read the raters' marks
  });
  delete features.removed_corrections;

  yield { etapa: 1, resumo: `Competência 1 avaliada: ${desvios.length} desvio(s) apontado(s).` };

  // ---------- general shape ----------
  const sentLens = sentences.map((s) => s.tokens.length).filter((n) => n > 0);
  const meanSent = sentLens.reduce((a, b) => a + b, 0) / Math.max(sentLens.length, 1);
  const content = tokens.filter(isContent);
  Object.assign(features, {
    log_words: Math.log(W),
    // Piecewise length: below ~150 words every word counts, past ~300 little does (graders reward development).
    len_a: Math.min(words, 150) / 100,
    len_b: Math.min(Math.max(words - 150, 0), 150) / 100,
    len_c: Math.min(Math.max(words - 300, 0), 300) / 100,
    deviation_rate: Math.min(per100(desvios.length), 20),
    words_100: Math.min(words, 600) / 100,
    paragraphs: Math.min(paragraphs.length, 8),
    paragraphs_ok: paragraphs.length >= 4 && paragraphs.length <= 6 ? 1 : 0,
    single_paragraph: paragraphs.length <= 1 ? 1 : 0,
    sentences: Math.min(sentLens.length, 40),
    mean_sentence: Math.min(meanSent, 60),
    mattr: mattr(tokens.map((t) => t.lower), 50),
    mean_word_len: tokens.reduce((a, t) => a + t.text.length, 0) / W,
    long_words: tokens.filter((t) => t.text.length >= 10).length / W,
    content_share: content.length / W,
    questions: Math.min((doc.text.match(/\?/g) ?? []).length, 5),
    exclamations: Math.min((doc.text.match(/!/g) ?? []).length, 5),
    second_person: per100(tokens.filter((t) => ['você', 'vocês', 'te', 'teu', 'tua', 'contigo'].includes(t.lower)).length),
    first_plural: per100(tokens.filter((t) => ['nós', 'nosso', 'nossa', 'nossos', 'nossas', 'vamos', 'podemos', 'devemos', 'temos', 'somos'].includes(t.lower)).length),
    commas_per_sentence: Math.min((doc.text.match(/,/g) ?? []).length / Math.max(sentLens.length, 1), 6),
    quotes: Math.min((doc.text.match(/["“”«»]/g) ?? []).length / 2, 5),
    numbers: Math.min(tokens.filter((t) => /\d/.test(t.text)).length, 8),
    paragraph_balance: paragraphBalance(paragraphs.map((p) => p.tokens.length)),
    min_paragraph: Math.min(...paragraphs.map((p) => p.tokens.length), 100) / 10,
  });

  // ---------- C2: theme, type, repertoire ----------
  const essayBag = stemBag(tokens);
  const intro = paragraphs[0];
  let fonteTema: TextAnalysis['c2']['fonteTema'] = 'introducao';
  let themeTokens: Token[] = [];
  const proposalText = [input.proposta?.titulo, input.proposta?.texto_apoio].filter(Boolean).join('\n');
  if (proposalText.trim()) {
    fonteTema = 'proposta';
    themeTokens = segment(proposalText).tokens;
  } else if (input.titulo?.trim()) {
    fonteTema = 'titulo';
    themeTokens = segment(`${input.titulo}\n${intro?.text ?? ''}`).tokens;
  } else themeTokens = intro?.tokens ?? [];
  const themeBag = stemBag(themeTokens);
  const restBag = fonteTema === 'introducao' ? stemBag(tokens.filter((t) => t.para > 0)) : essayBag;
  const similaridadeTema = cosine(restBag, themeBag);
  const titleSim = input.proposta?.titulo ? cosine(essayBag, stemBag(segment(input.proposta.titulo).tokens)) : similaridadeTema;

  // Copies of the motivating text: runs of 8+ tokens shared verbatim.
  const copia: Evidence[] = [];
  let copied = 0;
  if (input.proposta?.texto_apoio) {
    const supportTokens = segment(input.proposta.texto_apoio).tokens.map((t) => t.fold);
    const grams = new Set<string>();
    const N = 8;
    for (let i = 0; i + N <= supportTokens.length; i++) grams.add(supportTokens.slice(i, i + N).join(' '));
    let i = 0;
    while (i + N <= tokens.length) {
      if (grams.has(tokens.slice(i, i + N).map((t) => t.fold).join(' '))) {
        let k = i + N;
        while (k < tokens.length && grams.has(tokens.slice(k - N + 1, k + 1).map((t) => t.fold).join(' '))) k++;
        copied += k - i;
        copia.push(tokEv(doc, tokens[i], tokens[k - 1], 'cópia', `Trecho de ${k - i} palavras copiado dos textos motivadores.`, 'Reescreva com suas palavras e acrescente sua análise.'));
        i = k;
      } else i++;
    }
  }
  const proporcaoCopia = copied / W;

  // One repertoire item per sentence, labelled by its most specific cue (a named author beats "segundo").
  const PRIORITY = ['autores', 'lei', 'dado', 'historia', 'autor'];
  const bySentence = new Map<number, string>();
  for (const [kind, list] of Object.entries(REPERTOIRE)) {
    for (const m of matchPhrases(j, list)) {
      const si = tokens[m.a].sent;
      const s = sentences[si];
      // A cue counts as repertoire only with something concrete beside it: a name, a number or a quotation.
      const concrete = kind === 'autores' || kind === 'historia' || s.tokens.some((t) => /\d/.test(t.text) || (/^\p{Lu}/u.test(t.text) && t !== s.tokens[0])) || /["“”«]/.test(s.text);
      if (m.phrase === 'segundo' && tokens[m.b + 1]?.lower === 'lugar') continue;
      if (!concrete) continue;
      const prev = bySentence.get(si);
      if (prev === undefined || PRIORITY.indexOf(kind) < PRIORITY.indexOf(prev)) bySentence.set(si, kind);
    }
  }
  const repertorio: (Evidence & { vinculado: boolean })[] = [];
  const repKinds = new Set<string>();
  for (const [si, kind] of [...bySentence.entries()].sort((x, y) => x[0] - y[0])) {
    const s = sentences[si];
    const tied = s.tokens.some((t) => themeBag.has(t.stem) && isContent(t)) || sentenceHasFn(s, ['causa', 'consequência', 'conclusão', 'exemplificação']);
    repKinds.add(kind === 'autores' ? 'autor' : kind);
    repertorio.push({ ...ev(doc, s.start, s.end, kind === 'autores' ? 'autor' : kind, REPERTOIRE_LABEL[kind] ?? kind), vinculado: tied });
  }
  const firstPerson = tokens.filter((t) => ['eu', 'meu', 'minha', 'meus', 'minhas', 'mim', 'comigo'].includes(t.lower)).length;
  const narrativo = matchPhrases(j, NARRATIVE).length;
  const estrutura = {
    introducao: paragraphs.length >= 2 && (intro?.tokens.length ?? 0) >= 25,
    desenvolvimento: Math.max(0, paragraphs.length - 2),
    conclusao: paragraphs.length >= 3,
  };
  Object.assign(features, {
    theme_sim: similaridadeTema,
    theme_sim_title: titleSim,
    theme_low: similaridadeTema < 0.12 ? 1 : 0,
    copy_share: proporcaoCopia,
    repertoire: Math.min(repertorio.length, 6),
    repertoire_kinds: repKinds.size,
    repertoire_tied: Math.min(repertorio.filter((r) => r.vinculado).length, 5),
    first_person: per100(firstPerson),
    narrative: Math.min(narrativo, 5),
    structure: (estrutura.introducao ? 1 : 0) + Math.min(estrutura.desenvolvimento, 2) + (estrutura.conclusao ? 1 : 0),
  });

  yield { etapa: 2, resumo: `Competência 2 avaliada: aderência ao tema e ${repertorio.length} repertório(s).` };

  // ---------- C3: thesis, development, progression ----------
  const introSents = intro?.sentences ?? [];
  let tese: Evidence | undefined;
  let teseScore = 0;
  let teseSentence: Sentence | undefined;
  introSents.forEach((s, i) => {
    const sj = joinTokens(s.tokens);
    let score = THESIS_MARKERS.reduce((a, m) => a + findPhrase(sj, m).length, 0);
    score += i === introSents.length - 1 && introSents.length > 1 ? 1.5 : 0;
    score += s.tokens.filter((t) => themeBag.has(t.stem) && isContent(t)).length * 0.3;
    if (s.tokens.length < 8) score -= 2;
    if (score > teseScore || !teseSentence) {
      teseScore = score;
      teseSentence = s;
    }
  });
  if (teseSentence && paragraphs.length > 1) tese = ev(doc, teseSentence.start, teseSentence.end, 'tese', 'Tese identificada na introdução.');
  // Topics announced by the thesis: content-word chunks split at coordinating words ("seja…seja", "e", vírgula).
  const topicos: TextAnalysis['c3']['topicos'] = [];
  const devParas = paragraphs.slice(1, Math.max(1, paragraphs.length - 1));
  if (teseSentence) {
    // Only what the thesis announces as causes or aspects ("seja pela…", "tanto…quanto…", "devido à…") is a topic.
    const parts = teseSentence.text.split(/\b(seja|tanto|quanto|bem como|além d[eoa]s?|devido a|devido à|devido ao|em razão d[eoa]s?|em virtude d[eoa]s?|por causa d[eoa]s?|pel[oa]s?)\b/iu);
    for (let k = 1; k + 1 < parts.length; k += 2) {
      const chunk = parts[k + 1].replace(/^[\s,]+|[\s,.;]+$/g, '');
      // Words of the theme itself say nothing about a topic (unless the theme was inferred from this very intro).
      const stems = segment(chunk).tokens.filter((t) => isContent(t) && (fonteTema === 'introducao' || !themeBag.has(t.stem))).map((t) => t.stem);
      if (stems.length === 0 || stems.length > 8) continue;
      const developed = devParas.some((p) => stems.filter((s) => p.tokens.some((t) => t.stem === s)).length >= Math.ceil(stems.length / 2));
      topicos.push({ topico: chunk, desenvolvido: developed });
    }
  }
  const seen = new Set<string>();
  const paragrafos = paragraphs.map((p) => {
    const stems = p.tokens.filter(isContent).map((t) => t.stem);
    const fresh = stems.filter((s) => !seen.has(s));
    stems.forEach((s) => seen.add(s));
    const pj = joinTokens(p.tokens);
    const marcadores = ['porque', 'pois', 'visto que', 'uma vez que', 'já que', 'por isso', 'consequentemente', 'por exemplo', 'logo', 'portanto', 'dessa forma', 'isso porque', 'devido', 'em virtude', 'haja vista', 'resulta', 'acarreta', 'gera', 'provoca', 'causa'].reduce((a, m) => a + findPhrase(pj, m).length, 0);
    return { palavras: p.tokens.length, marcadores, novos: stems.length ? fresh.length / stems.length : 0 };
  });
  const devStats = paragrafos.slice(1, Math.max(1, paragrafos.length - 1));
  const progressao = devStats.length ? devStats.reduce((a, p) => a + p.novos, 0) / devStats.length : 0;
  Object.assign(features, {
    thesis_score: Math.min(teseScore, 8),
    topics_developed: topicos.length ? topicos.filter((t) => t.desenvolvido).length / topicos.length : 0,
    dev_paragraph_words: devStats.length ? Math.min(devStats.reduce((a, p) => a + p.palavras, 0) / devStats.length, 150) / 10 : 0,
    dev_markers: devStats.length ? devStats.reduce((a, p) => a + Math.min(p.marcadores, 4), 0) / devStats.length : 0,
    progression: progressao,
    intro_words: Math.min(intro?.tokens.length ?? 0, 120) / 10,
  });

  yield { etapa: 3, resumo: `Competência 3 avaliada: ${tese ? 'tese identificada' : 'tese não identificada'}, ${topicos.length} tópico(s) anunciado(s).` };

  // ---------- C4: cohesion ----------
  const conectivos: TextAnalysis['c4']['conectivos'] = [];
  for (const m of matchPhrases(j, CONNECTIVE_INDEX.map((c) => c.phrase))) {
    const t = tokens[m.a];
    const s = sentences[t.sent];
    const posInSentence = s.tokens.indexOf(t);
    // Ambiguous single words count only where they connect: at the start of a clause.
    if (['caso', 'logo', 'assim', 'desde', 'como', 'quando', 'nem'].includes(m.phrase) && posInSentence > 0 && doc.text[t.start - 2] !== ',') continue;
    const p = doc.paragraphs[t.para];
    const inicial = p.tokens.indexOf(t) <= 3 && t.para > 0;
    conectivos.push({ ...tokEv(doc, t, tokens[m.b], 'conectivo', CONNECTIVE_FN.get(m.phrase) ?? 'adição'), funcao: CONNECTIVE_FN.get(m.phrase) ?? 'adição', paragrafo: t.para, inicial });
  }
  const counts = new Map<string, number>();
  for (const c of conectivos) counts.set(c.trecho.toLowerCase(), (counts.get(c.trecho.toLowerCase()) ?? 0) + 1);
  const repetidos = [...counts.entries()].filter(([, n]) => n >= 3).map(([conectivo, vezes]) => ({ conectivo, vezes })).sort((a, b) => b.vezes - a.vezes);
  const inter = conectivos.filter((c) => c.inicial);
  const entreParagrafos = new Set(inter.filter((c) => ARGUMENTATIVE_FUNCTIONS.includes(c.funcao)).map((c) => c.paragrafo)).size;
  const referenciais = matchPhrases(j, REFERENTIALS).length;
  const contentCounts = new Map<string, { n: number; t: Token }>();
  for (const t of content) {
    const e = contentCounts.get(t.lower);
    if (e) e.n++;
    else contentCounts.set(t.lower, { n: 1, t });
  }
  const palavrasRepetidas = [...contentCounts.values()]
    .filter((e) => e.n >= Math.max(4, words / 60) && !themeBag.has(e.t.stem))
    .sort((a, b) => b.n - a.n)
    .slice(0, 5)
    .map((e) => ({ palavra: e.t.lower, vezes: e.n, trecho: e.t.text }));
  const fnSet = new Set(conectivos.map((c) => c.funcao));
  Object.assign(features, {
    connectives_rate: per100(conectivos.length),
    connectives_log: Math.log1p(conectivos.length),
    connectives_distinct: Math.min(counts.size, 20),
    connective_functions: fnSet.size,
    inter_paragraph: Math.min(entreParagrafos, 4),
    inter_paragraph_ok: entreParagrafos >= 2 ? 1 : 0,
    connective_repeat: repetidos.reduce((a, r) => a + r.vezes - 2, 0),
    referentials_rate: per100(referenciais),
    sentence_openers: sentences.length ? new Set(conectivos.filter((c) => sentences.some((st) => st.tokens[0]?.start === c.start)).map((c) => c.start)).size / sentences.length : 0,
    repeated_words: palavrasRepetidas.length,
  });

  yield { etapa: 4, resumo: `Competência 4 avaliada: ${conectivos.length} conectivo(s), ${entreParagrafos} entre parágrafos.` };

  // ---------- C5: intervention proposal ----------
  const c5 = analyseIntervention(doc, paragraphs.length > 1 ? paragraphs[paragraphs.length - 1].tokens : sentences.slice(-2).flatMap((s) => s.tokens));
  for (const m of matchPhrases(j, HUMAN_RIGHTS_VIOLATIONS)) {
    const s = sentences[tokens[m.a].sent];
    // Mentioning torture as a fact or a risk is not proposing it: only a cue in a prescriptive sentence of the
    // conclusion counts, and not when the sentence negates or fights it ("para que não precise recorrer à justiça com
    // as próprias mãos", "riscos … extermínio de insetos", "um instrumento que possa matar").
    if (paragraphs.length > 1 && s.para !== paragraphs.length - 1) continue;
    const before = doc.text.slice(Math.max(s.start, tokens[Math.max(0, m.a - DH_AVOIDANCE_WINDOW)].start), tokens[m.a].start);
    if (/\b(?:deve|devem|precisa|é necessário|é preciso|cabe|defendo|solução|seria)/iu.test(s.text) && !DH_AVOIDANCE.test(before)) {
      c5.direitosHumanos = ev(doc, s.start, s.end, 'direitos humanos', `A proposta sugere "${spanOf(doc, tokens, m.a, m.b)}", o que desrespeita os direitos humanos.`);
      break;
    }
  }
  const concl = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1] : undefined;
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

  yield { etapa: 5, resumo: `Competência 5 avaliada: ${c5.validos} elemento(s) da proposta de intervenção.` };

  // ---------- gaming guards and annulment ----------
  const gaming: Evidence[] = [];
  for (const s of sentences) {
    const n = s.tokens.length;
    const fn = s.tokens.filter((t) => STOPWORDS.has(t.lower)).length;
    // Real prose is ~40 % function words; a list of keywords has almost none.
    if (n >= 12 && fn / n < 0.12) gaming.push(ev(doc, s.start, s.end, 'lista de palavras', 'Sequência de palavras soltas, sem estrutura de frase.'));
  }
  // The same sentence written again (pasted paragraphs inflate length, connectives and repertoire).
  const seenSentences = new Set<string>();
  for (const st of sentences) {
    if (st.tokens.length < 6) continue;
    const key = st.tokens.map((t) => t.fold).join(' ');
    if (seenSentences.has(key)) gaming.push(ev(doc, st.start, st.end, 'trecho repetido', 'Período repetido: o mesmo texto aparece mais de uma vez.'));
    else seenSentences.add(key);
  }
  const mente = tokens.filter((t) => t.lower.endsWith('mente') && t.lower.length > 7);
  const menteCounts = new Map<string, number>();
  for (const t of mente) menteCounts.set(t.lower, (menteCounts.get(t.lower) ?? 0) + 1);
  for (let i = 2; i < tokens.length; i++) {
    if (tokens[i].lower === tokens[i - 1].lower && tokens[i].lower === tokens[i - 2].lower) {
      gaming.push(tokEv(doc, tokens[i - 2], tokens[i], 'repetição', 'Mesma palavra repetida em sequência.'));
    }
  }
  if (mente.length / W > 0.06 || [...menteCounts.values()].some((n) => n >= 5)) {
    const t = mente[0];
    gaming.push(tokEv(doc, t, t, 'advérbios repetidos', `Uso excessivo de advérbios em -mente (${mente.length}).`));
  }
  const longCopy = copia.filter((c) => c.trecho.split(/\s+/).length >= 20);
  gaming.push(...longCopy);
  const gamingShare = gaming.filter((g) => g.tipo !== 'cópia').reduce((a, g) => a + g.trecho.split(/\s+/).length, 0) / W;
  features.gaming = Math.min(gamingShare + proporcaoCopia, 1);

  let anulacao: TextAnalysis['anulacao'];
  const ownWords = words - copied;
  if (words >= 50 && proporcaoCopia > 0.6) anulacao = { motivo: 'Cópia dos textos motivadores: a maior parte da redação reproduz o texto de apoio.' };
  else if (ownWords < 50) anulacao = { motivo: `Texto insuficiente: ${ownWords} palavras próprias (o mínimo para avaliação corresponde a cerca de 7 linhas, ~50 palavras).` };
  else if (gamingShare > 0.5) anulacao = { motivo: 'O texto não é uma redação: predominam palavras soltas, palavras ou trechos repetidos, sem desenvolvimento próprio.' };
  else if (narrativo >= 3 && per100(firstPerson) > 3 && conectivos.filter((c) => ['causa', 'consequência', 'conclusão'].includes(c.funcao)).length === 0)
    anulacao = { motivo: 'Não atende ao tipo dissertativo-argumentativo: o texto é narrativo ou pessoal, sem defesa de ponto de vista.' };

  return {
    doc,
    words,
    ...(anulacao ? { anulacao } : {}),
    gaming,
    c1: { desvios: desvios.sort((a, b) => a.start - b.start), ortografia },
    c2: { similaridadeTema, fonteTema, estrutura, repertorio, copia, proporcaoCopia, narrativo },
    c3: { ...(tese ? { tese } : {}), topicos, paragrafos, progressao },
    c4: { conectivos, entreParagrafos, distintos: counts.size, repetidos, referenciais, palavrasRepetidas },
    c5,
    features,
  };
}

const REPERTOIRE_LABEL: Record<string, string> = {
  lei: 'Referência a lei ou documento legal.',
  autor: 'Referência a autor, obra ou conceito.',
  autores: 'Menção a pensador ou autor conhecido.',
  dado: 'Dado estatístico ou pesquisa.',
  historia: 'Fato ou contexto histórico.',
};
const FORMAL_ALTERNATIVES: Record<string, string> = {
  pra: 'para', pro: 'para o', pros: 'para os', pras: 'para as', né: '(suprimir)', tá: 'está', tô: 'estou', vc: 'você', a: 'nós', 'a gente': 'nós / a sociedade',
  coisa: 'termo preciso (fator, aspecto, questão)', coisas: 'termos precisos (fatores, aspectos)', tipo: 'como, por exemplo', 'com certeza': 'certamente', 'a nível de': 'em termos de / no âmbito de', aí: 'então / nesse caso', daí: 'consequentemente', gente: 'pessoas / população', etc: 'enumere os itens ou use "entre outros"', aonde: 'onde',
};

function spanOf(doc: Doc, tokens: Token[], a: number, b: number): string {
  return doc.text.slice(tokens[a].start, tokens[b].end);
}
function sentenceHasFn(s: Sentence, fns: ConnectiveFunction[]): boolean {
  const sj = joinTokens(s.tokens);
  return fns.some((fn) => CONNECTIVES[fn].some((c) => c.length > 3 && findPhrase(sj, c).length > 0));
}

/** Coefficient of variation of paragraph lengths (0 = even paragraphs). */
function paragraphBalance(lengths: number[]): number {
  if (lengths.length < 2) return 1;
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
  return Math.min(mean ? sd / mean : 1, 2);
}

/** Moving-average type/token ratio: lexical variety independent of length. */
function mattr(words: string[], win: number): number {
  if (words.length <= win) return words.length ? new Set(words).size / words.length : 0;
  const counts = new Map<string, number>();
  let distinct = 0;
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const c = counts.get(w) ?? 0;
    if (c === 0) distinct++;
    counts.set(w, c + 1);
    if (i >= win) {
      const o = words[i - win];
      const oc = counts.get(o)! - 1;
      counts.set(o, oc);
      if (oc === 0) distinct--;
    }
    if (i >= win - 1) sum += distinct / win;
  }
  return sum / (words.length - win + 1);
}

const NOUN_LEADS = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'no', 'na', 'nos', 'nas', 'do', 'da', 'dos', 'das', 'ao', 'à', 'aos', 'às', 'pelo', 'pela', 'seu', 'sua', 'esse', 'essa', 'este', 'esta']);
const MODALS = /^(?:deve|devem|deveria|deveriam|precisa|precisam|precisaria|cabe|caberia|compete|necessita|urge|é|faz-se|torna-se|devendo|deverá|deverão|necessário|preciso|fundamental|imprescindível|essencial)$/u;

/**
 * The five elements of the intervention proposal in the conclusion. Each present element carries the passage
 * that shows it; a vague agent or a merely conditional proposal does not count (official grading rule).
 */
export function analyseIntervention(doc: Doc, concl: Token[]): TextAnalysis['c5'] {
  const j = joinTokens(concl);
  const none = (descricao: string): ElementFinding => ({ presente: false, descricao });
  const elementos: Record<InterventionElement, ElementFinding> = {
    agente: none('Não há agente social definido (quem executará a proposta).'),
    acao: none('Não há ação concreta proposta para enfrentar o problema.'),
    meio_modo: none('Não se indica o meio ou modo de executar a ação ("por meio de…", "mediante…").'),
    finalidade: none('Não se explicita a finalidade da ação ("a fim de…", "para que…").'),
    detalhamento: none('Nenhum elemento da proposta é detalhado (exemplo, explicação ou especificação).'),
  };
  const out: TextAnalysis['c5'] = { elementos, validos: 0, ...(concl.length ? { conclusao: doc.text.slice(concl[0].start, concl[concl.length - 1].end) } : {}) };
  if (concl.length < 8) return out;
  const span = (a: number, b: number) => doc.text.slice(concl[a].start, concl[Math.min(b, concl.length - 1)].end);

  const conditional = matchPhrases(j, CONDITIONAL_PROPOSAL);
  const condSents = new Set(conditional.map((m) => concl[m.a].sent));
  if (conditional.length) out.condicional = ev(doc, concl[conditional[0].a].start, concl[conditional[0].b].end, 'condicional', 'Proposta apenas hipotética');
  const valid = (i: number) => !condSents.has(concl[i].sent);

  // Action: a modal + verb ("devem promover", "é preciso que o governo crie"), preferably in a period that names an
  // agent; else any proposal verb, infinitives and gerunds first. A word ending like a verb after an article or a
  // preposition is a noun ("no combate às doenças"), and a plural noun ("investimentos") is never the action.
  const agentSents = new Set(matchPhrases(j, AGENTS).map((m) => concl[m.a].sent));
  const isActionVerb = (k: number, endings: RegExp) => {
    const t = concl[k];
    return t.lower.length > 3 && !STOPWORDS.has(t.lower) && endings.test(t.lower) && ACTION_STEMS.some((st) => t.fold.startsWith(foldAccents(st))) && (/(?:ar|er|ir|ndo)$/.test(t.lower) || !NOUN_LEADS.has(concl[k - 1]?.lower ?? ''));
  };
  const afterModal: number[] = [];
  for (let i = 0; i < concl.length; i++) {
    const t = concl[i];
    if (!valid(i) || !(MODALS.test(t.lower) || (t.lower === 'é' && /^(necessário|preciso|fundamental|imprescindível|essencial|dever)$/.test(concl[i + 1]?.lower ?? '')))) continue;
    // The verb may come after the agent ("torna-se essencial a intervenção do Governo (…), destinando…").
    for (let k = i + 1; k < Math.min(concl.length, i + 20) && concl[k].sent === t.sent; k++) {
      if (isActionVerb(k, /(?:ar|er|ir|ndo|e|em|a|am)$/)) {
        afterModal.push(k);
        break;
      }
    }
  }
  let actionAt = afterModal.find((k) => agentSents.has(concl[k].sent)) ?? afterModal[0] ?? -1;
  if (actionAt < 0) {
    const rank = (i: number) => (agentSents.has(concl[i].sent) ? 0 : 2) + (/(?:ar|er|ir|ndo)$/.test(concl[i].lower) ? 0 : 1);
    const candidates = concl.map((_, i) => i).filter((i) => valid(i) && concl[i].lower.length > 5 && isActionVerb(i, /(?:ar|er|ir|ndo|e|em)$/));
    actionAt = candidates.sort((x, y) => rank(x) - rank(y) || x - y)[0] ?? -1;
  }
  if (actionAt >= 0) elementos.acao = { presente: true, trecho: span(actionAt, actionAt + 5), descricao: 'Ação concreta proposta.' };

  // Agent: institutions or social actors, preferably in the proposal sentence.
  const agents = matchPhrases(j, AGENTS).filter((m) => valid(m.a));
  const agentPick = agents.find((m) => actionAt >= 0 && concl[m.a].sent === concl[actionAt].sent) ?? agents[0];
  if (agentPick) elementos.agente = { presente: true, trecho: span(agentPick.a, agentPick.b), descricao: `Agente definido: ${span(agentPick.a, agentPick.b)}.` };
  else {
    const vague = matchPhrases(j, VAGUE_AGENTS)[0];
    if (vague) {
      out.agenteVago = ev(doc, concl[vague.a].start, concl[vague.b].end, 'agente vago', 'Agente genérico');
      elementos.agente = { presente: false, trecho: span(vague.a, vague.b), descricao: `"${span(vague.a, vague.b)}" é um agente vago: a banca não o aceita como agente da proposta.` };
    }
  }

  const means = matchPhrases(j, MEANS).filter((m) => valid(m.a));
  if (means.length) elementos.meio_modo = { presente: true, trecho: span(means[0].a, means[0].b + 4), descricao: 'Meio/modo de execução indicado.' };

  let purpose = matchPhrases(j, PURPOSES).filter((m) => valid(m.a))[0];
  if (!purpose) {
    // "para" followed by an infinitive expresses purpose too.
    for (let i = 0; i + 1 < concl.length; i++) {
      if (concl[i].lower === 'para' && /(?:ar|er|ir)$/.test(concl[i + 1].lower) && concl[i + 1].lower.length > 3 && valid(i)) {
        purpose = { phrase: 'para', a: i, b: i + 1 };
        break;
      }
    }
  }
  if (purpose) elementos.finalidade = { presente: true, trecho: span(purpose.a, purpose.b + 4), descricao: 'Finalidade da ação explicitada.' };

  // Detailing: an explanation or example attached to another element, in a proposal with some substance.
  const others = [elementos.agente, elementos.acao, elementos.meio_modo, elementos.finalidade].filter((e) => e.presente).length;
  if (others >= 2 && concl.length >= 30) {
    const used = new Set<number>([purpose?.a, means[0]?.a].filter((x): x is number => x !== undefined));
    // The passage shown is preferably one with the other elements or in the period right after them (an opening
    // recap such as "vê-se que…" details nothing); requiring it there lowered C5's grouped-CV QWK (0.413 → 0.399).
    const elementSents = [actionAt, agentPick?.a, means[0]?.a, purpose?.a].filter((x): x is number => x !== undefined && x >= 0).map((i) => concl[i].sent);
    const near = (m: { a: number }) => concl[m.a].sent >= Math.min(...elementSents) && concl[m.a].sent <= Math.max(...elementSents) + 1;
    const details = matchPhrases(j, DETAILS).filter((m) => valid(m.a) && !used.has(m.a) && (m.phrase !== 'que ' || concl[m.a - 1]?.lower !== 'para'));
    const detail = details.find(near) ?? details[0];
    if (detail) elementos.detalhamento = { presente: true, trecho: span(Math.max(0, detail.a - 2), detail.b + 5), descricao: 'Elemento da proposta detalhado/especificado.' };
  }
  out.validos = (Object.values(elementos) as ElementFinding[]).filter((e) => e.presente).length;
  return out;
}
