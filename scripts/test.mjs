#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + integration tests (jest, real PostgreSQL and Redis, a fresh
// database per run), then the browser end-to-end tests against a whole stack started on other
// ports with its own database. Ends with one summary line: "TOTAL: N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, ensureDatabase, ensureInfra } from './lib/infra.mjs';
import { buildWebIfStale, ROOT, say, startStack } from './lib/stack.mjs';
import { spawnMailCatcher } from './lib/mail-catcher.mjs';
import { CI_RUNS, findK6, runK6 } from './lib/k6.mjs';

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
if (spawnSync('bash', [path.join(ROOT, 'scripts', 'lib', 'system-deps.sh')], { stdio: 'inherit' }).status !== 0)
  say('continuando: os passos que precisam desses pacotes vão falhar');
await ensureInfra();
if (want('lint')) {
  step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  step('format (prettier --check; npm run format writes it)', 'npm', ['run', 'format:check', '--silent']);
}
if (want('typecheck')) step('typecheck', 'npm', ['run', 'typecheck', '--silent']);

// The fault tests that load the whole machine on purpose (a 1,000-student burst, Redis stalled for a minute) run alone,
// one after the other, after the rest: beside another suite they measure the other suite's load, not the fault.
const SERIAL_TESTS = ['scripts/test/faults/burst.test.ts', 'scripts/test/faults/redis-stall.test.ts'];

function jestStep(name, report, args) {
  rmSync(report, { force: true });
  step(
    name,
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${report}`, ...args],
    { TEST_LOG_LEVEL: 'silent' },
  );
  if (existsSync(report)) {
    const j = JSON.parse(readFileSync(report, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests + j.numRuntimeErrorTestSuites;
  } else failed += 1;
}

if (want('jest')) {
  jestStep('jest (unit + integration)', path.join(outDir, 'jest.json'), [
    '--maxWorkers=2',
    ...SERIAL_TESTS.flatMap((t) => ['--testPathIgnorePatterns', t]),
  ]);
  jestStep('jest (fault tests that load the machine, one at a time)', path.join(outDir, 'jest-serial.json'), [
    '--runInBand',
    ...SERIAL_TESTS,
  ]);
}

// The e2e stack serves the browser tests (e2e) and then a short real run of each k6 script (k6): `npm test -- k6` runs
// only the latter.
if (want('e2e') || want('k6')) {
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
    // Excluir conta erases at once on this stack (web/e2e/privacy.spec.ts); the grace period has its jest test.
    ACCOUNT_DELETION_GRACE_DAYS: '0',
  };
  let stack;
  let mail;
  try {
    await ensureDatabase(databaseUrl);
    // The stack's mail (password reset) goes to a local catcher; web/e2e/password-reset.spec.ts reads its inbox.
    mail = await spawnMailCatcher({ smtpPort: 1025 + offset, httpPort: 8025 + offset });
    env.SMTP_URL = mail.smtpUrl;
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      stdio: 'inherit',
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    if (seeded.status !== 0) throw new Error('seed do banco de e2e falhou');
    buildWebIfStale();
    say(`▶ subindo a pilha de e2e (portas +${offset})...`);
    stack = await startStack({ env, portOffset: offset, quiet: true });
    const report = path.join(outDir, 'e2e.json');
    rmSync(report, { force: true });
    // E2E_SPECS=deep-links,teacher-loop runs only those spec files (while working on them).
    const specs = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean);
    if (want('e2e'))
      step(
        'e2e (Playwright + Debian chromium)',
        'npx',
        ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json', ...specs],
        {
          E2E_BASE_URL: `http://localhost:${8080 + offset}`,
          MAIL_CATCHER_URL: mail.inboxUrl,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      );
    if (want('e2e')) {
      if (existsSync(report)) {
        const s = JSON.parse(readFileSync(report, 'utf8')).stats;
        passed += s.expected + s.flaky;
        failed += s.unexpected;
      } else failed += 1;
    }
    // Each threshold of each script counts as one test; a script that could not run counts as one failure.
    if (want('k6')) {
      const k6 = findK6();
      if (!k6) {
        say('✘ k6: binário não encontrado (../shared/tools/k6/k6 ou K6_BIN)');
        results.push({ name: 'k6', ok: false, seconds: '-' });
        failed += 1;
      }
      for (const [name, vars] of k6 ? Object.entries(CI_RUNS) : []) {
        const started = Date.now();
        const r = await runK6(
          k6,
          name,
          { ...vars, BASE_URL: env.PUBLIC_URL, LATENCY_SCALE: '4' },
          { summaryFile: path.join(outDir, `k6-${name}.json`) },
        );
        const crossed = r.thresholds.filter((t) => !t.ok);
        passed += r.thresholds.length - crossed.length;
        failed += crossed.length + (r.status !== 0 && crossed.length === 0 ? 1 : 0);
        const ok = r.status === 0 && r.thresholds.length > 0 && crossed.length === 0;
        results.push({ name: `k6 ${name}`, ok, seconds: ((Date.now() - started) / 1000).toFixed(0) });
        say(
          `${ok ? '✔' : '✘'} k6 ${name}: ${r.thresholds.length - crossed.length}/${r.thresholds.length} limites${crossed.length ? ` (cruzados: ${crossed.map((t) => t.name).join('; ')})` : ''}`,
        );
      }
    }
  } catch (err) {
    say(`✘ e2e: ${err.message}`);
    results.push({ name: 'e2e', ok: false, seconds: '-' });
    failed += 1;
  } finally {
    await stack?.stop();
    await mail?.stop();
    await dropDatabase(databaseUrl).catch(() => undefined);
  }
}

console.log('\nResumo:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const allOk = results.every((r) => r.ok);
console.log(`TOTAL: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
