// C4 — cohesion: connectives by function (within and between paragraphs), variety, repetition, referential
// expressions, repeated words.
import { ARGUMENTATIVE_FUNCTIONS, CONNECTIVES, openingConnective, type ConnectiveFunction } from '../connectives.js';
import { REFERENTIALS } from '../lexicon.js';
import type { Token } from '../text.js';
import { isContent, matchPhrases, tokEv, type EssayContext } from './shared.js';
import type { TextAnalysis } from './types.js';

const CONNECTIVE_INDEX: { phrase: string; fn: ConnectiveFunction }[] = Object.entries(CONNECTIVES).flatMap(
  ([fn, list]) => list.map((phrase) => ({ phrase, fn: fn as ConnectiveFunction })),
);
const CONNECTIVE_FN = new Map<string, ConnectiveFunction>();
for (const c of CONNECTIVE_INDEX) if (!CONNECTIVE_FN.has(c.phrase)) CONNECTIVE_FN.set(c.phrase, c.fn);

export function analyseCohesion(
  { doc, tokens, sentences, j, words, per100 }: EssayContext,
  themeBag: Map<string, number>,
): { c4: TextAnalysis['c4']; features: Record<string, number> } {
  const content = tokens.filter(isContent);
  const features: Record<string, number> = {};
  const conectivos: TextAnalysis['c4']['conectivos'] = [];
  for (const m of matchPhrases(
    j,
    CONNECTIVE_INDEX.map((c) => c.phrase),
  )) {
    const t = tokens[m.a];
    const s = sentences[t.sent];
    const posInSentence = s.tokens.indexOf(t);
    // Ambiguous single words count only where they connect: at the start of a clause.
    if (
      ['caso', 'logo', 'assim', 'desde', 'como', 'quando', 'nem'].includes(m.phrase) &&
      posInSentence > 0 &&
      doc.text[t.start - 2] !== ','
    )
      continue;
    const p = doc.paragraphs[t.para];
    const inicial = p.tokens.indexOf(t) <= 3 && t.para > 0;
    conectivos.push({
      ...tokEv(doc, t, tokens[m.b], 'conectivo', CONNECTIVE_FN.get(m.phrase) ?? 'adição'),
      funcao: CONNECTIVE_FN.get(m.phrase) ?? 'adição',
      paragrafo: t.para,
      inicial,
    });
  }
  const counts = new Map<string, number>();
  for (const c of conectivos) counts.set(c.trecho.toLowerCase(), (counts.get(c.trecho.toLowerCase()) ?? 0) + 1);
  const repetidos = [...counts.entries()]
    .filter(([, n]) => n >= 3)
    .map(([conectivo, vezes]) => ({ conectivo, vezes }))
    .sort((a, b) => b.vezes - a.vezes);
  const inter = conectivos.filter((c) => c.inicial);
  // The feature the committed model was fitted on counts the connective lists only (kept until the next refit).
  const interFeature = new Set(inter.filter((c) => ARGUMENTATIVE_FUNCTIONS.includes(c.funcao)).map((c) => c.paragrafo))
    .size;
  // Each paragraph after the introduction, read by the opening-connective lexicon (connectives.ts).
  const aberturas: TextAnalysis['c4']['aberturas'] = [];
  doc.paragraphs.forEach((p, i) => {
    const o = i > 0 && p.tokens.length ? openingConnective(doc.text, p.tokens) : undefined;
    if (o)
      aberturas.push({
        paragrafo: i,
        trecho: doc.text.slice(p.tokens[o.a]!.start, p.tokens[o.b]!.end),
        conectivo: !o.resuming,
      });
  });
  const entreParagrafos = aberturas.length;
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
    .map((e) => ({ palavra: e.t.lower, vezes: e.n, trecho: e.t.text, start: e.t.start }));
  const fnSet = new Set(conectivos.map((c) => c.funcao));
  Object.assign(features, {
    connectives_rate: per100(conectivos.length),
    connectives_log: Math.log1p(conectivos.length),
    connectives_distinct: Math.min(counts.size, 20),
    connective_functions: fnSet.size,
    inter_paragraph: Math.min(interFeature, 4),
    inter_paragraph_ok: interFeature >= 2 ? 1 : 0,
    connective_repeat: repetidos.reduce((a, r) => a + r.vezes - 2, 0),
    referentials_rate: per100(referenciais),
    sentence_openers: sentences.length
      ? new Set(conectivos.filter((c) => sentences.some((st) => st.tokens[0]?.start === c.start)).map((c) => c.start))
          .size / sentences.length
      : 0,
    repeated_words: palavrasRepetidas.length,
  });
  return {
    c4: { conectivos, aberturas, entreParagrafos, distintos: counts.size, repetidos, referenciais, palavrasRepetidas },
    features,
  };
}
