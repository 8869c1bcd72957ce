// `npm run bench -- web`: builds the web app for production if it is stale, then prints what a first visit to the
// landing and to the dashboard downloads (gzipped JavaScript, from the Vite manifest) against the 200 kB budget, and
// which chunks make it up. pdf.js and the pages of other routes are dynamic imports and never count.
import path from 'node:path';
import { buildWebIfStale, ROOT } from '../lib/stack.mjs';
import { BUDGET_ROUTES, FIRST_LOAD_BUDGET_BYTES, firstLoad, readManifest } from '../lib/web-budget.mjs';

buildWebIfStale();
const dist = path.join(ROOT, 'web', 'dist');
const manifest = readManifest(dist);
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
let over = false;
for (const route of BUDGET_ROUTES) {
  const load = firstLoad(dist, manifest, route.page);
  const ok = load.gzip <= FIRST_LOAD_BUDGET_BYTES;
  over ||= !ok;
  console.log(
    `\n${route.name}: ${kb(load.gzip)} gzip (${kb(load.bytes)} sem compressão), orçamento ${kb(FIRST_LOAD_BUDGET_BYTES)} — ${ok ? 'ok' : 'ACIMA'}`,
  );
  for (const c of load.chunks) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);
}
console.log(over ? '\nA primeira carga passa do orçamento.' : '\nA primeira carga cabe no orçamento.');
