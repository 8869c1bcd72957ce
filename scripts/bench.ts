// `npm run bench -- <name> [args]`: runs one benchmark and prints its figures (or all of them with no name).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BENCHES: Record<string, string> = {
  corretor: 'packages/corretor/bench/corretor.bench.ts',
  ocr: 'services/ocr-worker/bench/ocr.bench.ts',
  legibilidade: 'services/ocr-worker/bench/legibility.bench.ts',
  folha: 'services/ocr-worker/bench/sheet.bench.ts',
  correction: 'scripts/bench/correction.bench.ts',
  multi: 'scripts/bench/multi.bench.ts',
  'exam-day': 'scripts/bench/exam-day.bench.ts',
  turma: 'scripts/bench/turma.bench.ts',
  api: 'scripts/bench/api.bench.ts',
  lote: 'scripts/bench/lote.bench.ts',
  scan: 'scripts/bench/scan.bench.ts',
  web: 'scripts/bench/web.bench.ts',
  integridade: 'scripts/bench/integridade.bench.ts',
};

const [name, ...rest] = process.argv.slice(2);
const names = name ? [name] : Object.keys(BENCHES);
let failed = false;
for (const n of names) {
  const file = BENCHES[n];
  if (!file) {
    console.error(`Benchmark desconhecido: ${n}. Disponíveis: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`${n}: ${file} não existe ainda`);
    failed = true;
    continue;
  }
  console.log(`\n== bench ${n} ==`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...rest], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
