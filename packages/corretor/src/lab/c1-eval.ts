// Recall and false alarms of C1 on labelled sentences (`npm run corretor:eval -- --c1 <file>`; the set committed with
// the tests is test/data/c1-frases.tsv). Each sentence is read as a text of its own: a deviation is found when a C1
// finding overlaps its labelled passage; a correct sentence raises a false alarm when any finding falls in it.
import { readFileSync } from 'node:fs';
import { analyzeText } from '../analysis.js';
import { segment } from '../text.js';
import type { Evidence, TextAnalysis } from '../analysis/types.js';
import type { LocalEngine } from '../engine.js';
import { C1_CATEGORIES, C1_PARTS, type C1Category, type C1Pair, type C1Part } from './c1-generator.js';

export type LabelledSentence = {
  categoria: string;
  frase: string;
  trecho?: { start: number; end: number; texto: string };
  correcao?: string;
};
export type C1CategoryResult = {
  categoria: string;
  desvios: number;
  encontrados: number;
  comCorrecao: number;
  corretas: number;
  falsosAlarmes: number;
};
export type C1EvalResult = {
  categorias: C1CategoryResult[];
  total: C1CategoryResult;
  perdidos: { frase: string; trecho: string }[];
  alarmes: { frase: string; achado: Evidence }[];
};

/** `categoria<TAB>frase<TAB>correção`, the deviation's passage in [[ ]], "-" as the correction of a correct sentence. */
export function parseLabelledSentences(text: string): LabelledSentence[] {
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((line, n) => {
      const [categoria, marked, correcao] = line.split('\t');
      if (!categoria || !marked || correcao === undefined)
        throw new Error(`linha ${n + 1}: esperado categoria, frase e correção separadas por tabulação`);
      const open = marked.indexOf('[[');
      const close = marked.indexOf(']]');
      const frase = marked.replace('[[', '').replace(']]', '');
      if (correcao.trim() === '-') {
        if (open >= 0) throw new Error(`linha ${n + 1}: frase correta com trecho marcado`);
        return { categoria, frase };
      }
      if (open < 0 || close < open) throw new Error(`linha ${n + 1}: frase com desvio sem o trecho entre [[ ]]`);
      return {
        categoria,
        frase,
        trecho: { start: open, end: close - 2, texto: frase.slice(open, close - 2) },
        correcao: correcao.trim(),
      };
    });
}

export async function evaluateC1(engine: LocalEngine, sentences: readonly LabelledSentence[]): Promise<C1EvalResult> {
  await engine.prepare(sentences.map((s) => s.frase));
  const rows = new Map<string, C1CategoryResult>();
  const row = (categoria: string) => {
    let r = rows.get(categoria);
    if (!r)
      rows.set(
        categoria,
        (r = { categoria, desvios: 0, encontrados: 0, comCorrecao: 0, corretas: 0, falsosAlarmes: 0 }),
      );
    return r;
  };
  const perdidos: C1EvalResult['perdidos'] = [];
  const alarmes: C1EvalResult['alarmes'] = [];
  for (const s of sentences) {
    const a = analyzeText({ texto: s.frase }, engine.speller, { morph: engine.morph });
    // The analysed text is the sentence itself (one line, already normalised): offsets match.
    const desvios = a.c1.desvios;
    const r = row(s.categoria);
    if (s.trecho) {
      r.desvios++;
      const { start, end } = s.trecho;
      const hit = desvios.filter((d) => d.start < end && d.end > start);
      if (hit.length) {
        r.encontrados++;
        const norm = (x: string | undefined) => (x ?? '').toLowerCase();
        if (hit.some((d) => norm(d.sugestao).includes(norm(s.correcao)))) r.comCorrecao++;
      } else perdidos.push({ frase: s.frase, trecho: s.trecho.texto });
    } else {
      r.corretas++;
      if (desvios.length) {
        r.falsosAlarmes++;
        alarmes.push({ frase: s.frase, achado: desvios[0]! });
      }
    }
  }
  const categorias = [...rows.values()].sort((x, y) => x.categoria.localeCompare(y.categoria));
  return { categorias, total: totalOf(categorias), perdidos, alarmes };
}

/** The rows summed into one TOTAL row. */
function totalOf(rows: readonly C1CategoryResult[]): C1CategoryResult {
  return rows.reduce(
    (t, r) => ({
      ...t,
      desvios: t.desvios + r.desvios,
      encontrados: t.encontrados + r.encontrados,
      comCorrecao: t.comCorrecao + r.comCorrecao,
      corretas: t.corretas + r.corretas,
      falsosAlarmes: t.falsosAlarmes + r.falsosAlarmes,
    }),
    { categoria: 'TOTAL', desvios: 0, encontrados: 0, comCorrecao: 0, corretas: 0, falsosAlarmes: 0 },
  );
}

export function loadLabelledSentences(path: string): LabelledSentence[] {
  return parseLabelledSentences(readFileSync(path, 'utf8'));
}

export function formatC1Report(r: C1EvalResult): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)} %` : '—');
  const line = (x: C1CategoryResult) =>
    `${x.categoria.padEnd(21)} recall ${`${x.encontrados}/${x.desvios}`.padStart(7)} (${pct(x.encontrados, x.desvios).padStart(5)}), com a correção ${`${x.comCorrecao}`.padStart(3)}; falsos alarmes ${`${x.falsosAlarmes}/${x.corretas}`.padStart(6)}`;
  return [
    ...r.categorias.map(line),
    line(r.total),
    `falsos alarmes por 30 frases corretas: ${((30 * r.total.falsosAlarmes) / Math.max(r.total.corretas, 1)).toFixed(2)}`,
    ...(r.perdidos.length ? ['', 'Não encontrados:', ...r.perdidos.map((p) => `  [${p.trecho}] ${p.frase}`)] : []),
    ...(r.alarmes.length
      ? [
          '',
          'Falsos alarmes:',
          ...r.alarmes.map((a) => `  [${a.achado.trecho} → ${a.achado.sugestao ?? ''}: ${a.achado.tipo}] ${a.frase}`),
        ]
      : []),
  ].join('\n');
}

/** What the rater-marked measure found, with the student's words it missed ("…contexto [correção]"). */
export type MarkedRecall = { marcados: number; encontrados: number; perdidos: string[] };

/**
 * The deviations the Essay-BR raters marked in the essays themselves (their inline corrections, "pintava pintavam",
 * which `segment` keeps out of every count) and how many of them a C1 finding covers: the student's word before each
 * correction. A measure on real essays and real raters, unlike the labelled sentences; a few pairs the segmentation
 * takes for corrections are not deviations, so it is a floor. Here the corrections stay in the analysed text, between
 * the student's words, so a rule reading two words joined by a plain space never sees "devido as opiniões" in "devido
 * as às opiniões": `studentText` is the measure on what the student wrote.
 */
export function raterMarkedRecall(analyses: readonly Pick<TextAnalysis, 'doc' | 'c1'>[]): MarkedRecall {
  let marcados = 0;
  let encontrados = 0;
  const perdidos: string[] = [];
  for (const { doc, c1 } of analyses) {
    for (const mark of doc.removed) {
      const word = doc.tokens.findLast((t) => t.end <= mark.start);
      if (!word) continue;
      marcados++;
      if (c1.desvios.some((d) => d.start < word.end && d.end > word.start)) encontrados++;
      else
        perdidos.push(`${doc.text.slice(Math.max(0, word.start - 30), word.end).replace(/\s+/g, ' ')} [${mark.text}]`);
    }
  }
  return { marcados, encontrados, perdidos };
}

/**
 * The essay as the student wrote it: the raters' inline corrections (`segment`'s `removed`) cut out with the space
 * before each, and for each correction the span of the student's word before it in the new text (one per correction,
 * as `raterMarkedRecall` counts them).
 */
export function studentText(
  raw: string,
  isWord: (w: string) => boolean,
): { texto: string; marcas: { start: number; end: number; correcao: string }[] } {
  const doc = segment(raw, isWord);
  const cuts = doc.removed.map((r) => {
    let start = r.start;
    while (start > 0 && doc.text[start - 1] === ' ') start--;
    return { start, end: r.end };
  });
  /** Where an offset of the normalised text lands once the cuts before it are gone. */
  const moved = (at: number) => at - cuts.reduce((sum, c) => sum + (c.end <= at ? c.end - c.start : 0), 0);
  let texto = '';
  let from = 0;
  for (const c of cuts) {
    texto += doc.text.slice(from, Math.max(from, c.start));
    from = Math.max(from, c.end);
  }
  texto += doc.text.slice(from);
  const marcas = doc.removed.flatMap((mark) => {
    const word = doc.tokens.findLast((t) => t.end <= mark.start);
    return word ? [{ start: moved(word.start), end: moved(word.end), correcao: mark.text }] : [];
  });
  return { texto, marcas };
}

/** `raterMarkedRecall` on the student's text (`studentText`): the corrections out of the analysed text. */
export function studentMarkedRecall(
  texts: readonly string[],
  isWord: (w: string) => boolean,
  analyse: (texto: string) => Pick<TextAnalysis, 'doc' | 'c1'>,
): MarkedRecall {
  let marcados = 0;
  let encontrados = 0;
  const perdidos: string[] = [];
  for (const raw of texts) {
    const { texto, marcas } = studentText(raw, isWord);
    if (!marcas.length) continue;
    const { doc, c1 } = analyse(texto);
    for (const m of marcas) {
      marcados++;
      if (c1.desvios.some((d) => d.start < m.end && d.end > m.start)) encontrados++;
      else perdidos.push(`${doc.text.slice(Math.max(0, m.start - 30), m.end).replace(/\s+/g, ' ')} [${m.correcao}]`);
    }
  }
  return { marcados, encontrados, perdidos };
}

/** What a finding's kind (Evidence.tipo) says about the generated categories, for false alarms per category. */
const KIND_CATEGORY: Record<string, C1Category[]> = {
  crase: ['crase'],
  'concordância nominal': ['concordancia_nominal'],
  'concordância verbal': ['concordancia_verbal'],
  concordância: ['concordancia_nominal', 'concordancia_verbal'],
  'palavra confundida': ['confusao'],
  acentuação: ['acentuacao'],
  regência: ['regencia'],
  'expressão condenada': ['expressao_condenada'],
};

export type GeneratedRow = C1CategoryResult & { parte: C1Part };
export type GeneratedEvalResult = {
  linhas: GeneratedRow[];
  perdidos: (C1Pair & { achados: string })[];
  alarmes: (C1Pair & { achado: Evidence })[];
};

/** The rewritten words of a pair in its unchanged sentence, widened by one word on each side. */
function siteOf(p: C1Pair): { start: number; end: number } {
  const prefix = p.desviante.slice(0, p.trecho.start);
  const start = p.correta.startsWith(prefix) ? p.trecho.start : 0;
  const end = start + p.correcao.length;
  const before = p.correta.slice(0, start).match(/\S+\s*$/u);
  const after = p.correta.slice(end).match(/^\s*\S+/u);
  return { start: start - (before?.[0].length ?? 0), end: end + (after?.[0].length ?? 0) };
}

/**
 * Recall and false alarms on generated pairs, per part and category. A deviant sentence is found when a C1 finding
 * overlaps its injected passage (any kind: "devido a falta" found as crase counts). The unchanged sentence raises a
 * false alarm of the category when a finding of the category's kinds falls on the rewritten site (one word either
 * side) — anywhere, in our own sentences (correct by construction). Elsewhere in an essay sentence such a finding is
 * most often the student's own slip (those sentences are students' prose): it is not counted.
 */
export async function evaluateGenerated(engine: LocalEngine, pairs: readonly C1Pair[]): Promise<GeneratedEvalResult> {
  await engine.prepare(pairs.flatMap((p) => [p.correta, p.desviante]));
  const cache = new Map<string, Evidence[]>();
  const findingsOf = (texto: string) => {
    let d = cache.get(texto);
    if (!d) cache.set(texto, (d = analyzeText({ texto }, engine.speller, { morph: engine.morph }).c1.desvios));
    return d;
  };
  const rows = new Map<string, GeneratedRow>();
  const perdidos: GeneratedEvalResult['perdidos'] = [];
  const alarmes: GeneratedEvalResult['alarmes'] = [];
  for (const p of pairs) {
    const key = `${p.parte}|${p.categoria}`;
    let r = rows.get(key);
    if (!r)
      rows.set(
        key,
        (r = {
          parte: p.parte,
          categoria: p.categoria,
          desvios: 0,
          encontrados: 0,
          comCorrecao: 0,
          corretas: 0,
          falsosAlarmes: 0,
        }),
      );
    r.desvios++;
    r.corretas++;
    const { start, end } = p.trecho;
    const hit = findingsOf(p.desviante).filter((d) => d.start < end && d.end > start);
    if (hit.length) {
      r.encontrados++;
      const norm = (x: string | undefined) => (x ?? '').toLowerCase();
      if (hit.some((d) => norm(d.sugestao).includes(norm(p.correcao)))) r.comCorrecao++;
    } else
      perdidos.push({
        ...p,
        achados: findingsOf(p.desviante)
          .map((d) => `${d.trecho}:${d.tipo}`)
          .join('; '),
      });
    // The site in the unchanged sentence: the words the injection rewrote, one word either side.
    const site = siteOf(p);
    const alarm = findingsOf(p.correta).find(
      (d) =>
        KIND_CATEGORY[d.tipo]?.includes(p.categoria) &&
        (p.fonte === 'propria' || (d.start < site.end && d.end > site.start)),
    );
    if (alarm) {
      r.falsosAlarmes++;
      alarmes.push({ ...p, achado: alarm });
    }
  }
  const order = (x: GeneratedRow) => `${C1_PARTS.indexOf(x.parte)}${C1_CATEGORIES.indexOf(x.categoria as C1Category)}`;
  return { linhas: [...rows.values()].sort((a, b) => order(a).localeCompare(order(b))), perdidos, alarmes };
}

/**
 * Per category: recall and false alarms per 30 unchanged sentences, development and held-out side by side, and the new
 * part (src/lab/c1-new-sentences.ts) in a third column when it was generated.
 */
export function formatGeneratedReport(
  r: GeneratedEvalResult,
  marcados?: { rotulo: string; dev: MarkedRecall; heldout: MarkedRecall }[],
): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');
  const per30 = (a: number, b: number) => (b ? ((30 * a) / b).toFixed(2) : '—');
  const cell = (x: C1CategoryResult | undefined) =>
    x
      ? `${`${x.encontrados}/${x.desvios}`.padStart(9)} ${pct(x.encontrados, x.desvios).padStart(7)} ${per30(x.falsosAlarmes, x.corretas).padStart(6)}`
      : ''.padStart(24);
  const total = (parte: C1Part) => totalOf(r.linhas.filter((x) => x.parte === parte));
  const get = (parte: C1Part, c: string) => r.linhas.find((x) => x.parte === parte && x.categoria === c);
  const parts: C1Part[] = r.linhas.some((x) => x.parte === 'novo') ? ['dev', 'heldout', 'novo'] : ['dev', 'heldout'];
  const head = { dev: 'desenvolvimento', heldout: 'reservado', novo: 'novo conjunto' };
  const lines = [
    `${'categoria'.padEnd(22)}${parts.map((x) => `${head[x]}: recall, alarmes/30`.padStart(24)).join('   ')}`,
    ...C1_CATEGORIES.map((c) => `${c.padEnd(22)}${parts.map((x) => cell(get(x, c))).join('   ')}`),
    `${'TOTAL'.padEnd(22)}${parts.map((x) => cell(total(x))).join('   ')}`,
  ];
  // The raters' marks split as the essays' sentences are: even prompts are the development half, odd the held-out.
  const marked = (m: MarkedRecall) =>
    `${`${m.encontrados}/${m.marcados}`.padStart(9)} ${pct(m.encontrados, m.marcados).padStart(7)}       `;
  for (const m of marcados ?? [])
    lines.push(`${'marcados (Essay-BR)'.padEnd(22)}${marked(m.dev)}   ${marked(m.heldout)}   ${m.rotulo}`);
  return lines.join('\n');
}
