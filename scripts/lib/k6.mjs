// Runs load-tests/*.js with a real k6 (v0.48.0 from ../shared/tools/k6, or K6_BIN) and reads its thresholds back:
// used by `npm test` (a short run of each script against the e2e stack) and by `npm run bench -- exam-day`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

/** The k6 binary: K6_BIN, else the shared tools beside the clone (../shared/tools/k6/k6), else undefined. */
export function findK6() {
  const candidates = [process.env.K6_BIN, path.resolve(ROOT, '../shared/tools/k6/k6')].filter(Boolean);
  return candidates.find((p) => existsSync(p) && spawnSync(p, ['version'], { encoding: 'utf8' }).status === 0);
}

/**
 * A short run of each script in CI: seconds, not minutes, with the same thresholds (latencies × LATENCY_SCALE, the
 * machine running the suite being shared by the whole stack and k6 itself).
 */
export const CI_RUNS = {
  auth: { VUS: '2', ITERATIONS: '4' },
  correction: { VUS: '3', ITERATIONS: '6', POOL_SIZE: '3', MAX_WAIT_S: '60' },
  mixed: { VUS: '3', DURATION: '8s', POOL_SIZE: '3' },
  'exam-day': { STUDENTS: '10', DURATION: '10s', PHOTO_SHARE: '0.1', MAX_WAIT_S: '120' },
};

/**
 * `k6 run` of load-tests/<name>.js with `-e` variables; writes the end-of-test summary to `summaryFile` and resolves
 * with one entry per threshold ({ name, ok }), k6's exit status and the summary's metrics. A script that errors before
 * its thresholds are evaluated has no thresholds and a non-zero status. Asynchronous: a bench samples the stack meanwhile.
 */
export async function runK6(k6, name, vars, { summaryFile, stdio = 'inherit' }) {
  rmSync(summaryFile, { force: true });
  // A fresh clone has no test-results/ yet: k6 would run the whole test and then fail to write its summary.
  mkdirSync(path.dirname(summaryFile), { recursive: true });
  const args = ['run', '--quiet', '--no-color', '--summary-export', summaryFile];
  for (const [k, v] of Object.entries(vars)) args.push('-e', `${k}=${v}`);
  const child = spawn(k6, [...args, path.join(ROOT, 'load-tests', `${name}.js`)], {
    stdio,
    cwd: ROOT,
    env: { ...process.env, K6_NO_USAGE_REPORT: 'true' },
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const thresholds = [];
  let metrics = {};
  if (existsSync(summaryFile)) {
    metrics = JSON.parse(readFileSync(summaryFile, 'utf8')).metrics;
    // --summary-export marks each threshold with whether it was crossed (true = failed).
    for (const [metric, m] of Object.entries(metrics))
      for (const [rule, crossed] of Object.entries(m.thresholds ?? {}))
        thresholds.push({ name: `${metric} ${rule}`, ok: crossed === false });
  }
  return { status, thresholds, metrics };
}
