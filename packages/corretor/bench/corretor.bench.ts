// `npm run bench -- corretor [--csv development.csv] [--n 200]`: essays/s for scoring, ms per complete analysis
// (with spelling suggestions and feedback, p50/p95), load time and resident memory.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEssays } from '../src/dataset.js';
import { createLocalEngine } from '../src/engine.js';

// Essay-BR development file committed with the package (Marinho, Anchiêta & Moura 2021; MIT).
const DEV = fileURLToPath(new URL('../data/essay-br/development.csv', import.meta.url));
const { values } = parseArgs({ options: { csv: { type: 'string', default: DEV }, n: { type: 'string', default: '200' } } });
const essays = loadEssays(values.csv!).slice(0, Number(values.n));
const inputs = essays.map((e) => ({ texto: e.paragraphs.join('\n'), titulo: e.title || null }));

const t0 = performance.now();
const engine = await createLocalEngine();
const loadMs = performance.now() - t0;

// Complete analysis first, on a fresh process: no word has been checked or suggested yet.
let t = 0;
// Wall time and CPU time per essay: on a shared machine the CPU time is what one essay costs a core.
const times: number[] = [];
const cpu: number[] = [];
for (const input of inputs) {
  t = performance.now();
  const c0 = process.cpuUsage();
  await engine.correct(input, () => undefined);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  times.push(performance.now() - t);
}
// Scoring: features + models, no suggestions, no feedback. Second pass measures the warm path.
engine.score(inputs[0]);
t = performance.now();
const s0 = process.cpuUsage();
for (const input of inputs) engine.score(input);
const perSecond = inputs.length / ((performance.now() - t) / 1000);
const sc = process.cpuUsage(s0);
const perCpuSecond = inputs.length / ((sc.user + sc.system) / 1e6);

// Calibration: 100 references of one prompt (their grades cached after the first essay), cost per essay on top.
const byPrompt = new Map<string, typeof essays>();
for (const e of loadEssays(values.csv!)) byPrompt.set(e.prompt, [...(byPrompt.get(e.prompt) ?? []), e]);
const referencias = [...byPrompt.values()].flat().slice(0, 100).map((e) => ({ texto: e.paragraphs.join('\n'), notas: e.competence as [number, number, number, number, number] }));
await engine.correct({ ...inputs[0], referencias }, () => undefined);
const calTimes: number[] = [];
for (const input of inputs.slice(0, 50)) {
  const a = performance.now();
  await engine.correct(input, () => undefined);
  const b = performance.now();
  await engine.correct({ ...input, referencias }, () => undefined);
  calTimes.push(performance.now() - b - (b - a));
}
calTimes.sort((a, b) => a - b);

times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const pct = (p: number) => at(times, p);
const rss = process.memoryUsage().rss / 2 ** 20;
const heap = process.memoryUsage().heapUsed / 2 ** 20;
console.log(`carga: ${loadMs.toFixed(0)} ms`);
console.log(`pontuação: ${perSecond.toFixed(1)} redações/s de relógio, ${perCpuSecond.toFixed(1)} por segundo de CPU (1 núcleo, ${inputs.length} redações)`);
console.log(`análise completa: p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, máx ${times[times.length - 1].toFixed(1)} ms`);
console.log(`análise completa (CPU): p50 ${at(cpu, 0.5).toFixed(1)} ms, p95 ${at(cpu, 0.95).toFixed(1)} ms, máx ${cpu[cpu.length - 1].toFixed(1)} ms`);
console.log(`calibração com ${referencias.length} referências (já em cache): p50 ${at(calTimes, 0.5).toFixed(2)} ms a mais por redação`);
console.log(`RSS: ${rss.toFixed(0)} MB (heap JS em uso: ${heap.toFixed(0)} MB)`);
