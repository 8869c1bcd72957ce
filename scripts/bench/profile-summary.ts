// `tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top] [--from µs --to µs]`: self time of a V8 CPU profile
// (node --cpu-prof) by function and by package, to read what a benchmark spent its CPU on. --from/--to keep the
// samples of one window (the monotonic clock in µs, as `bench correction --profile` prints each burst's).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const { positionals, values: window } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
const [file, topArg] = positionals;
if (!file) throw new Error('uso: profile-summary.ts <arquivo.cpuprofile> [top] [--from µs --to µs]');
const top = Number(topArg ?? 25);
// A glob that names two profiles (a process's main thread and a worker thread) would pass the second as `top`.
if (!Number.isInteger(top) || top <= 0)
  throw new Error(`top deve ser um número inteiro positivo (recebido: ${topArg}); um arquivo por vez`);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const from = Number(window.from ?? -Infinity);
const to = Number(window.to ?? Infinity);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const pkgOf = (url: string) => {
  if (!url) return '(native/gc/idle)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return url;
  const w = /\/(packages\/[^/]+|services\/[^/]+|gateway)\//.exec(url);
  return w ? w[1]! : url;
};
const fns = new Map<string, number>();
const pkgs = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(packages|services|gateway)/, '$1')}:${n.callFrame.lineNumber + 1}`;
  fns.set(name, (fns.get(name) ?? 0) + us);
  const p = pkgOf(n.callFrame.url);
  pkgs.set(p, (pkgs.get(p) ?? 0) + us);
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / total) * 100).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms amostrados`);
show('por pacote (tempo próprio)', pkgs);
show('por função (tempo próprio)', fns);

// Total (inclusive) time per function: a middleware's own time plus everything it calls (a function that recurses is
// counted once per sample). Shows what removing a middleware or a library call would save.
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const nameOf = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(packages|services|gateway)/, '$1')}:${n.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
const busy = [...self]
  .filter(([id]) => !/^\((idle|program|garbage collector)\)/.test(byId.get(id)!.callFrame.functionName))
  .reduce((a, [, us]) => a + us, 0);
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) {
    const name = nameOf(byId.get(cur)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
}
console.log(`\npor função (tempo total, com o que ela chama; % do tempo ocupado, ${(busy / 1000).toFixed(0)} ms)`);
for (const [k, us] of [...inclusive]
  .filter(([k]) => !/^\((root|idle|program|garbage collector)\)/.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)) {
  console.log(`${((us / busy) * 100).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
}
