// `npm run bench -- ocr [--kinds printed,cursive] [--variants clean,photo] [--runs N]`: CER and seconds per image
// for each fixture variant, through the real engine (one warm worker, so seconds are per-page latency).
import os from 'node:os';
import { createOcrEngine } from '../src/engine/index.js';
import { preprocess } from '../src/engine/preprocess.js';
import { buildFixtures, cer, type FixtureKind, type VariantName } from '../src/fixtures/index.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const kinds = arg('kinds')?.split(',') as FixtureKind[] | undefined;
const variants = arg('variants')?.split(',') as VariantName[] | undefined;
const runs = Number(arg('runs') ?? 1);

const tInit = performance.now();
const engine = await createOcrEngine({ poolSize: 1 });
console.log(`engine ready in ${((performance.now() - tInit) / 1000).toFixed(2)} s (pool of 1 warm worker)`);
const fixtures = await buildFixtures({ kinds, variants });
// Warm-up page so the first variant does not pay for the first recognise.
await engine.transcribe(fixtures[0].image);

console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`,
);
console.log(
  [
    'fixture'.padEnd(22),
    'CER %'.padStart(7),
    's/image'.padStart(8),
    'prep s'.padStart(7),
    'conf'.padStart(5),
    'quality',
  ].join('  '),
);
const byKind = new Map<string, { cer: number[]; s: number[] }>();
for (const f of fixtures) {
  let errSum = 0;
  let secSum = 0;
  let conf = 0;
  let quality = '';
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    const out = await engine.transcribe(f.image);
    secSum += (performance.now() - t) / 1000;
    errSum += cer(f.text, out.texto);
    conf = out.estatisticas.confianca_media;
    quality = out.qualidade_estimada;
  }
  // Preprocessing alone (sharp + JS flat-field/deskew), to separate it from tesseract's share of the time.
  const tp = performance.now();
  await preprocess(f.image);
  const prepS = (performance.now() - tp) / 1000;
  const e = (errSum / runs) * 100;
  const s = secSum / runs;
  const agg = byKind.get(f.kind) ?? { cer: [], s: [] };
  agg.cer.push(e);
  agg.s.push(s);
  byKind.set(f.kind, agg);
  console.log(
    [
      f.name.padEnd(22),
      e.toFixed(2).padStart(7),
      s.toFixed(2).padStart(8),
      prepS.toFixed(2).padStart(7),
      conf.toFixed(0).padStart(5),
      quality,
    ].join('  '),
  );
}
for (const [kind, a] of byKind) {
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  console.log(
    `${kind}: mean CER ${mean(a.cer).toFixed(2)} %, max ${Math.max(...a.cer).toFixed(2)} %, mean ${mean(a.s).toFixed(2)} s/image`,
  );
}
await engine.close();
