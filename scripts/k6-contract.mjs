#!/usr/bin/env node
// Where no k6 binary can be installed (this machine: not in Debian, the npm `k6` package is an empty placeholder):
// runs the k6 scripts of load-tests/ UNMODIFIED under Node, with the small part of the k6 API they use —
// `k6` (check, fail, sleep, group), `k6/http` (get/post, synchronous, through curl), `k6/metrics` (Trend, Rate,
// Counter) and the __ENV/__VU/__ITER globals — as ONE virtual user for a few iterations against BASE_URL.
// It proves the scripts' requests and the fields they read match the API of a running stack (routes, bodies,
// statuses, `res.json(...)` paths). It is not a load test: no concurrency, and latency thresholds are not
// evaluated (only `checks` and http_req_failed). The real thing stays `k6 run load-tests/<script>.js`.
//   BASE_URL=http://localhost:19080 node scripts/k6-contract.mjs auth correction mixed   (ITERATIONS, default 3)
import { execFileSync } from 'node:child_process';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const scripts = process.argv.slice(2).length ? process.argv.slice(2) : ['auth', 'correction', 'mixed'];
const iterations = Number(process.env.ITERATIONS || 3);

// One state for the shim modules below (they are data: modules, reached through globalThis).
const state = (globalThis.__k6contract = { checks: new Map(), requests: [], metrics: new Map() });
const SHIMS = {
  k6: `const s = globalThis.__k6contract;
    export function check(value, sets) {
      let all = true;
      for (const [name, fn] of Object.entries(sets)) {
        let ok = false;
        try { ok = !!fn(value); } catch { ok = false; }
        const c = s.checks.get(name) ?? { pass: 0, fail: 0 };
        ok ? c.pass++ : c.fail++;
        s.checks.set(name, c);
        all &&= ok;
      }
      return all;
    }
    export function fail(message) { throw new Error(message); }
    export function sleep(seconds) { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, seconds * 1000); }
    export function group(_name, fn) { return fn(); }
    export default { check, fail, sleep, group };`,
  'k6/http': `import { execFileSync } from 'node:child_process';
    const s = globalThis.__k6contract;
    function pick(obj, selector) {
      return selector.split('.').reduce((v, key) => (v == null ? undefined : v[key]), obj);
    }
    function request(method, url, body, params = {}) {
      const headers = Object.entries(params.headers ?? {}).flatMap(([k, v]) => ['-H', k + ': ' + v]);
      const args = ['-sS', '-X', method, ...headers, ...(body == null ? [] : ['--data-binary', '@-']), '-w', '\\n%{http_code}', url];
      const started = Date.now();
      let out = '';
      try { out = execFileSync('curl', args, { input: body ?? undefined, maxBuffer: 64 << 20 }).toString(); } catch { out = '\\n0'; }
      const cut = out.lastIndexOf('\\n');
      const res = { status: Number(out.slice(cut + 1)), body: out.slice(0, cut), timings: { duration: Date.now() - started } };
      res.json = (selector) => { const doc = JSON.parse(res.body); return selector ? pick(doc, selector) : doc; };
      s.requests.push({ name: params.tags?.name ?? method + ' ' + url, status: res.status, ms: res.timings.duration });
      return res;
    }
    export default {
      get: (url, params) => request('GET', url, null, params),
      post: (url, body, params) => request('POST', url, body, params),
    };`,
  'k6/metrics': `const s = globalThis.__k6contract;
    class Metric {
      constructor(name, kind) { this.name = name; this.values = []; s.metrics.set(name, { kind, values: this.values }); }
      add(value) { this.values.push(Number(value)); }
    }
    export class Trend extends Metric { constructor(name) { super(name, 'trend'); } }
    export class Rate extends Metric { constructor(name) { super(name, 'rate'); } }
    export class Counter extends Metric { constructor(name) { super(name, 'counter'); } }`,
};
const hooks = `const SHIMS = ${JSON.stringify(Object.fromEntries(Object.entries(SHIMS).map(([k, src]) => [k, 'data:text/javascript,' + encodeURIComponent(src)])))};
  export async function resolve(specifier, context, next) {
    return SHIMS[specifier] ? { url: SHIMS[specifier], shortCircuit: true } : next(specifier, context);
  }`;
register('data:text/javascript,' + encodeURIComponent(hooks));

execFileSync('curl', ['--version'], { stdio: 'ignore' });
Object.assign(process.env, { VUS: '1', POOL_SIZE: '1', ITERATIONS: String(iterations), THINK_S: process.env.THINK_S ?? '0.2' });
globalThis.__ENV = { ...process.env };
globalThis.__VU = 1;

let failures = 0;
for (const name of scripts) {
  state.checks.clear();
  state.requests.length = 0;
  state.metrics.clear();
  const file = path.join(ROOT, 'load-tests', name.endsWith('.js') ? name : `${name}.js`);
  console.log(`\n${path.relative(ROOT, file)} — 1 VU, ${iterations} iterações contra ${globalThis.__ENV.BASE_URL ?? 'http://localhost:8080'}`);
  let error = null;
  try {
    const mod = await import(pathToFileURL(file).href);
    const data = mod.setup ? mod.setup() : undefined;
    for (let i = 0; i < iterations; i++) {
      globalThis.__ITER = i;
      mod.default(data);
    }
    if (mod.teardown) mod.teardown(data);
  } catch (err) {
    error = err;
  }
  let pass = 0;
  let fail = 0;
  for (const [check, c] of state.checks) {
    pass += c.pass;
    fail += c.fail;
    console.log(`  ${c.fail ? '✗' : '✓'} ${check}: ${c.pass}/${c.pass + c.fail}`);
  }
  const failedRequests = state.requests.filter((r) => r.status === 0 || r.status >= 400);
  const byName = new Map();
  for (const r of state.requests) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  for (const [req, list] of byName) {
    const ms = list.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`    ${req}: ${list.length}× status ${[...new Set(list.map((r) => r.status))].join('/')}, mediana ${ms[Math.floor(ms.length / 2)]} ms`);
  }
  for (const [metric, m] of state.metrics) {
    const v = m.values;
    const shown = m.kind === 'rate' ? `${v.filter(Boolean).length}/${v.length}` : m.kind === 'counter' ? v.reduce((a, b) => a + b, 0) : v.length ? `${v.length} valores, máx ${Math.max(...v)}` : 'nenhum valor';
    console.log(`    ${metric} (${m.kind}): ${shown}`);
  }
  if (error) console.log(`  ✗ erro: ${error.message}`);
  const ok = !error && fail === 0 && pass > 0 && failedRequests.length === 0;
  console.log(`  ${ok ? 'OK' : 'FALHOU'}: checks ${pass}/${pass + fail}, requisições com falha ${failedRequests.length}/${state.requests.length}`);
  if (!ok) failures++;
}
process.exit(failures ? 1 : 0);
