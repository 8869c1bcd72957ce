// `npm run bench -- corretor [--csv development.csv] [--n 200]`: essays per CPU-second for scoring, ms per complete
// analysis (with spelling suggestions and feedback, p50/p95), load time and resident memory. CPU counts the lt-proc
// process (the morphological analyser) as well as this one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEssays } from '../src/dataset.js';
import { createLocalEngine } from '../src/engine.js';

// Essay-BR development file committed with the package (Marinho, Anchiêta & Moura 2021; MIT).
const DEV = fileURLToPath(new URL('../data/essay-br/development.csv', import.meta.url));
const { values } = parseArgs({
  options: { csv: { type: 'string', default: DEV }, n: { type: 'string', default: '200' } },
});
const essays = loadEssays(values.csv!).slice(0, Number(values.n));
const inputs = essays.map((e) => ({ texto: e.paragraphs.join('\n'), titulo: e.title || null }));

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
/** CPU seconds lt-proc has used so far (user + system, from /proc; 0 without the analyser). */
function ltProcCpu(): number {
  const pid = engine.morph.pid;
  if (!pid) return 0;
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime and stime the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}
/** CPU seconds of this process and lt-proc since `from` (take one with `cpuNow()`). */
const cpuNow = () => ({ own: process.cpuUsage(), lt: ltProcCpu() });
const cpuSince = (from: ReturnType<typeof cpuNow>) => {
  const c = process.cpuUsage(from.own);
  return (c.user + c.system) / 1e6 + (ltProcCpu() - from.lt);
};

const t0 = performance.now();
const engine = await createLocalEngine();
const loadMs = performance.now() - t0;

// Complete analysis first, on a fresh process: no word has been checked or suggested yet.
let t = 0;
// Wall time and CPU time per essay: on a shared machine the CPU time is what one essay costs a core.
const times: number[] = [];
const cpu: number[] = [];
const ltBefore = ltProcCpu();
for (const input of inputs) {
  t = performance.now();
  const c0 = process.cpuUsage();
  await engine.correct(input, () => undefined);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  times.push(performance.now() - t);
}
const ltComplete = ltProcCpu() - ltBefore;
// Scoring: features + models, no suggestions, no feedback, each essay's words asked of the analyser first (its cache,
// warm from the complete pass, answers the words already seen). Three passes: the first still pays for the JIT and the
// young generation growing to this load; the figure is the median pass, what a worker that has been running sees.
const passes: number[] = [];
let wallPerSecond = 0;
for (let pass = 0; pass < 3; pass++) {
  const w0 = performance.now();
  const c0 = cpuNow();
  for (const input of inputs) {
    await engine.prepare(input);
    engine.score(input);
  }
  passes.push(inputs.length / cpuSince(c0));
  if (pass === 0) wallPerSecond = inputs.length / ((performance.now() - w0) / 1000);
}
const perCpuSecond = [...passes].sort((a, b) => a - b)[1]!;

// Calibration: 100 references of one prompt (their grades cached after the first essay), cost per essay on top.
const byPrompt = new Map<string, typeof essays>();
for (const e of loadEssays(values.csv!)) byPrompt.set(e.prompt, [...(byPrompt.get(e.prompt) ?? []), e]);
const referencias = [...byPrompt.values()]
  .flat()
  .slice(0, 100)
  .map((e) => ({ texto: e.paragraphs.join('\n'), notas: e.competence as [number, number, number, number, number] }));
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
console.log(
  `pontuação: ${perCpuSecond.toFixed(1)} redações por segundo de CPU, com o lt-proc (mediana de 3 passagens: ${passes.map((p) => p.toFixed(1)).join(' / ')}; ${inputs.length} redações); 1ª passagem ${wallPerSecond.toFixed(1)} redações/s de relógio`,
);
console.log(
  `análise completa: p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, máx ${times[times.length - 1].toFixed(1)} ms`,
);
console.log(
  `análise completa (CPU): p50 ${at(cpu, 0.5).toFixed(1)} ms, p95 ${at(cpu, 0.95).toFixed(1)} ms, máx ${cpu[cpu.length - 1].toFixed(1)} ms; lt-proc ${((1000 * ltComplete) / inputs.length).toFixed(1)} ms por redação (${engine.morph.available ? 'cache de palavras frio no início' : 'analisador ausente'})`,
);
console.log(
  `calibração com ${referencias.length} referências (já em cache): p50 ${at(calTimes, 0.5).toFixed(2)} ms a mais por redação`,
);
console.log(`RSS: ${rss.toFixed(0)} MB (heap JS em uso: ${heap.toFixed(0)} MB)`);
