// `npm run corretor:c1 -- [--seed N] [--por-injecao] [--perdidos dev|heldout] [--alarmes dev|heldout] [--tsv <arquivo>]
// [--marcados] [--parte dev|heldout|novo]`: C1 measured at scale. Generates the labelled pairs (src/lab/c1-generator.ts: correct sentences from
// the Essay-BR development essays and our own, one typical deviation injected) and prints, per category, recall and
// false alarms per 30 unchanged sentences on the development part and on the held-out part side by side; `--marcados`
// adds the deviations the Essay-BR raters corrected inline in the real essays. `--tsv` writes the pairs. The new part
// (src/lab/c1-new-sentences.ts, our own sentences written apart from the other two) is a third column. `--plantadas`
// reads instead the essays with hand-planted slips (src/lab/c1-planted-essays.ts): which slips get a finding, per round
// of essays and per category, and the findings elsewhere in them.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyzeText } from '../src/analysis.js';
import {
  evaluateGenerated,
  formatGeneratedReport,
  raterMarkedRecall,
  studentMarkedRecall,
  studentText,
} from '../src/lab/c1-eval.js';
import {
  C1_PARTS,
  essayPart,
  essaySentences,
  generateC1Pairs,
  ownSentences,
  type C1Part,
} from '../src/lab/c1-generator.js';
import { PLANTED_ESSAYS } from '../src/lab/c1-planted-essays.js';
import { CSV_OPTION, essaysWithEngine } from './development.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    ...CSV_OPTION,
    'por-injecao': { type: 'boolean', default: false },
    perdidos: { type: 'string' },
    alarmes: { type: 'string' },
    tsv: { type: 'string' },
    marcados: { type: 'boolean', default: false },
    parte: { type: 'string' },
    plantadas: { type: 'boolean', default: false },
  },
});
if (values.parte && !(C1_PARTS as readonly string[]).includes(values.parte)) {
  console.error(`--parte deve ser uma de: ${C1_PARTS.join(', ')}`);
  process.exit(2);
}
const { engine, essays, texts, analyse } = await essaysWithEngine(values.csv, { suggestions: false });
if (values.plantadas) {
  // Each round of essays apart (a round is written before the rules it checks), and per category (the category's
  // words before any parenthesis: "verbal agreement (passive se)" counts as "verbal agreement").
  const tally = new Map<string, Map<number, { found: number; total: number }>>();
  const tallyOne = (categoria: string, rodada: number, hit: boolean) => {
    const byRound = tally.get(categoria) ?? new Map<number, { found: number; total: number }>();
    const cell = byRound.get(rodada) ?? { found: 0, total: 0 };
    cell.total++;
    if (hit) cell.found++;
    byRound.set(rodada, cell);
    tally.set(categoria, byRound);
  };
  for (const e of PLANTED_ESSAYS) {
    await engine.prepare([e.texto]);
    const a = analyzeText({ texto: e.texto, proposta: { titulo: e.titulo, texto_apoio: '' } }, engine.speller, {
      morph: engine.morph,
    });
    const findings = [...a.c1.desvios, ...a.c1.ortografia, ...a.c1.digitacao];
    // Findings' offsets are in the analysed text (blank lines between paragraphs collapsed), so the slips are found there.
    const spans = e.plantados.map((p) => ({
      p,
      start: a.doc.text.indexOf(p.trecho),
      end: a.doc.text.indexOf(p.trecho) + p.trecho.length,
    }));
    console.log(`\nPlantadas (rodada ${e.rodada}): ${e.titulo}`);
    for (const { p, start, end } of spans) {
      const hits = findings.filter((f) => f.start < end && f.end > start);
      tallyOne('total', e.rodada, hits.length > 0);
      tallyOne(p.categoria.replace(/\s*\(.*$/, ''), e.rodada, hits.length > 0);
      console.log(
        `  ${hits.length ? 'achado ' : 'perdido'} [${p.categoria}] «${p.trecho}» → ${p.correcao}${hits.map((h) => ` :: ${h.tipo}: «${h.trecho}» → ${h.sugestao ?? ''}`).join('')}`,
      );
    }
    for (const f of findings.filter((f) => !spans.some((s) => f.start < s.end && f.end > s.start)))
      console.log(`  fora das plantadas: ${f.tipo}: «${f.trecho}» → ${f.sugestao ?? ''}`);
  }
  const rounds = [...new Set(PLANTED_ESSAYS.map((e) => e.rodada))].sort((x, y) => x - y);
  console.log(`\nPlantadas achadas por categoria (${rounds.map((r) => `rodada ${r}`).join(' | ')}):`);
  for (const [categoria, byRound] of [...tally].sort(([x], [y]) =>
    x === 'total' ? 1 : y === 'total' ? -1 : x < y ? -1 : 1,
  ))
    console.log(
      `  ${categoria.padEnd(26)} ${rounds.map((r) => (byRound.get(r) ? `${byRound.get(r)!.found}/${byRound.get(r)!.total}` : '—').padStart(9)).join(' | ')}`,
    );
  await engine.close();
  process.exit(0);
}
const isWord = (w: string) => engine.speller.check(w);
// `--parte dev` generates and reads only the development part: what a rule is tuned on, the held-out parts unread;
// `--parte heldout` or `--parte novo` reads one held-out part alone.
const pairs = generateC1Pairs([...essaySentences(essays, isWord), ...ownSentences()], isWord, {
  seed: Number(values.seed),
}).filter((p) => !values.parte || p.parte === values.parte);
const count = (parte: C1Part) => pairs.filter((p) => p.parte === parte).length;
console.log(
  `C1 em ${pairs.length} pares gerados (semente ${values.seed}; desenvolvimento ${count('dev')}, reservado ${count('heldout')}, novo ${count('novo')}; analisador: ${engine.morph.available ? 'lt-proc' : 'ausente'})`,
);
if (values.tsv)
  writeFileSync(
    values.tsv,
    pairs
      .map((p) =>
        [p.parte, p.categoria, p.injecao, p.fonte, p.desviante, p.trecho.texto, p.correcao, p.correta].join('\t'),
      )
      .join('\n') + '\n',
  );
const result = await evaluateGenerated(engine, pairs);
let marcados;
if (values.marcados) {
  // The raters' marks split by prompt as the essays' sentences are (even prompts: development; odd: held-out), read
  // twice: with the raters' corrections left between the student's words (as `segment` reads the file), and on the
  // student's text, the corrections cut out (`studentText`: what the engine is given in use).
  await engine.prepare([...texts, ...texts.map((t) => studentText(t, isWord).texto)]);
  // `--parte dev` reads the development half alone (the held-out half counted as empty), as for the pairs.
  const half = (parte: C1Part) =>
    texts.filter((_, i) => essayPart(essays[i]!.prompt) === parte && (!values.parte || values.parte === parte));
  const checkWord = (w: string) => engine.speller.check(w) || engine.speller.check(w.toLowerCase());
  marcados = [
    {
      rotulo: 'correções no texto',
      dev: raterMarkedRecall(half('dev').map(analyse)),
      heldout: raterMarkedRecall(half('heldout').map(analyse)),
    },
    {
      rotulo: 'texto do aluno',
      dev: studentMarkedRecall(half('dev'), checkWord, analyse),
      heldout: studentMarkedRecall(half('heldout'), checkWord, analyse),
    },
  ];
}
console.log(formatGeneratedReport(result, marcados));
if (values['por-injecao']) {
  console.log('\nPor injeção (recall desenvolvimento | reservado | novo):');
  const names = [...new Set(pairs.map((p) => p.injecao))];
  for (const n of names) {
    const cell = (parte: C1Part) => {
      const all = pairs.filter((p) => p.injecao === n && p.parte === parte).length;
      const missed = result.perdidos.filter((p) => p.injecao === n && p.parte === parte).length;
      const alarms = result.alarmes.filter((p) => p.injecao === n && p.parte === parte).length;
      return `${all - missed}/${all} (${alarms} alarmes)`;
    };
    console.log(`  ${n.padEnd(45)} ${C1_PARTS.map((x) => cell(x).padStart(20)).join(' | ')}`);
  }
}
if (values.perdidos) {
  // The marks the rules missed, of the same half only ("--perdidos dev" never lists the held-out half's).
  for (const m of marcados ?? [])
    for (const x of m[values.perdidos as 'dev' | 'heldout']?.perdidos ?? [])
      console.log(`perdido [marcado, ${m.rotulo}] ${x}`);
  for (const p of result.perdidos.filter((x) => x.parte === values.perdidos))
    console.log(
      `perdido [${p.categoria}/${p.injecao}] «${p.trecho.texto}» → ${p.correcao} :: ${p.desviante} :: ${p.achados}`,
    );
}
if (values.alarmes)
  for (const p of result.alarmes.filter((x) => x.parte === values.alarmes))
    console.log(
      `alarme [${p.categoria}] «${p.achado.trecho}» → ${p.achado.sugestao ?? ''} (${p.achado.tipo}) :: ${p.correta}`,
    );
await engine.close();
