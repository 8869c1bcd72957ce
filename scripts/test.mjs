#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + integration tests (jest, real PostgreSQL and Redis, a fresh
// database per run), then the browser end-to-end tests against a whole stack started on other
// ports with its own database. Ends with one summary line: "TOTAL: N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, ensureDatabase, ensureInfra } from './lib/infra.mjs';
import { buildWebIfStale, ROOT, say, startStack } from './lib/stack.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- jest e2e`
const want = (step) => only.length === 0 || only.includes(step);
const results = [];
const outDir = path.join(ROOT, 'test-results');
mkdirSync(outDir, { recursive: true });

function step(name, cmd, args, env = {}) {
  say(`▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name, ok: r.status === 0, seconds });
  say(`${r.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return r.status === 0;
}

let passed = 0;
let failed = 0;

// What the suite needs from Debian (Chromium, fonts, promtool…): installed when missing and possible, else named.
if (spawnSync('bash', [path.join(ROOT, 'scripts', 'lib', 'system-deps.sh')], { stdio: 'inherit' }).status !== 0) say('continuando: os passos que precisam desses pacotes vão falhar');
await ensureInfra();
if (want('lint')) step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
if (want('typecheck')) step('typecheck', 'npm', ['run', 'typecheck', '--silent']);

if (want('jest')) {
  const report = path.join(outDir, 'jest.json');
  rmSync(report, { force: true });
  step('jest (unit + integration)', process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--maxWorkers=2', '--json', `--outputFile=${report}`], { TEST_LOG_LEVEL: 'silent' });
  if (existsSync(report)) {
    const j = JSON.parse(readFileSync(report, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests + j.numRuntimeErrorTestSuites;
  } else failed += 1;
}

if (want('e2e')) {
  // E2E_PORT_OFFSET lets several checkouts run their e2e stacks side by side.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 10_000);
  const stamp = Date.now().toString(36);
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_e2e_${stamp}`;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: `e2e-${stamp}`,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${8080 + offset}`,
    RATE_LIMIT_LOGIN_MAX: '10000',
    RATE_LIMIT_REGISTER_MAX: '10000',
    RATE_LIMIT_API_MAX: '100000',
    CORRECTION_ENGINE: 'local',
    OCR_ENGINE: 'tesseract',
    OCR_POOL_SIZE: '1',
  };
  let stack;
  try {
    await ensureDatabase(databaseUrl);
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
    if (seeded.status !== 0) throw new Error('seed do banco de e2e falhou');
    buildWebIfStale();
    say(`▶ subindo a pilha de e2e (portas +${offset})...`);
    stack = await startStack({ env, portOffset: offset, quiet: true });
    const report = path.join(outDir, 'e2e.json');
    rmSync(report, { force: true });
    // E2E_SPECS=deep-links,teacher-loop runs only those spec files (while working on them).
    const specs = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean);
    step('e2e (Playwright + Debian chromium)', 'npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json', ...specs], {
      E2E_BASE_URL: `http://localhost:${8080 + offset}`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats;
      passed += s.expected + s.flaky;
      failed += s.unexpected;
    } else failed += 1;
  } catch (err) {
    say(`✘ e2e: ${err.message}`);
    results.push({ name: 'e2e', ok: false, seconds: '-' });
    failed += 1;
  } finally {
    await stack?.stop();
    await dropDatabase(databaseUrl).catch(() => undefined);
  }
}

console.log('\nResumo:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const allOk = results.every((r) => r.ok);
console.log(`TOTAL: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
