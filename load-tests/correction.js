// Correction path: many students submit 600+ character essays (POST /api/redacoes/submeter,
// multipart titulo/texto/tipo_envio=texto → 202 data.redacao_id), then poll
// GET /api/redacoes/{id}/status until data.status is concluida or falhou.
// Measures submit latency (HTTP tier + enqueue) and end-to-end completion time (queue + worker).
//   k6 run load-tests/correction.js               (defaults: 10 VUs, 50 essays, ≤ 5 min)
//   k6 run -e VUS=30 -e ITERATIONS=300 -e POOL_SIZE=30 load-tests/correction.js
// Students are registered in setup() (POOL_SIZE, default = VUS): raise RATE_LIMIT_REGISTER_MAX.
// Each student starts with 50 credits: keep ITERATIONS / POOL_SIZE under that.
import { check, sleep } from 'k6';
import http from 'k6/http';
import { Counter, Rate, Trend } from 'k6/metrics';
import { authParams, BASE_URL, createUserPool, essayText, limitMs, multipart, userFor } from './lib.js';

const VUS = Number(__ENV.VUS || 10);
const ITERATIONS = Number(__ENV.ITERATIONS || 50);
const POOL_SIZE = Number(__ENV.POOL_SIZE || VUS);
const MAX_WAIT_S = Number(__ENV.MAX_WAIT_S || 180);
const POLL_S = Number(__ENV.POLL_S || 1);

const completion = new Trend('correction_completion_ms', true);
const succeeded = new Rate('correction_succeeded');
const timedOut = new Counter('correction_timed_out');

export const options = {
  setupTimeout: '120s',
  scenarios: {
    students: {
      executor: 'shared-iterations',
      vus: VUS,
      iterations: ITERATIONS,
      maxDuration: __ENV.MAX_DURATION || '5m',
    },
  },
  thresholds: {
    'http_req_duration{name:POST /api/redacoes/submeter}': [`p(95)<${limitMs(1000)}`],
    'http_req_duration{name:GET /api/redacoes/:id/status}': [`p(95)<${limitMs(300)}`],
    correction_completion_ms: [`p(95)<${limitMs(Number(__ENV.COMPLETION_P95_MS || 60000))}`],
    correction_succeeded: ['rate>0.95'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  return { users: createUserPool(POOL_SIZE, 'correcao') };
}

export default function (data) {
  const user = userFor(data.users);
  const seed = __VU * 100000 + __ITER;
  const form = multipart({ titulo: `Carga ${seed}`, texto: essayText(seed), tipo_envio: 'texto' });

  const started = Date.now();
  const res = http.post(
    `${BASE_URL}/api/redacoes/submeter`,
    form.body,
    authParams(user.token, 'POST /api/redacoes/submeter', { 'Content-Type': form.contentType }),
  );
  const accepted = check(res, {
    'submeter 202': (r) => r.status === 202,
    'submeter devolve redacao_id': (r) => Number.isInteger(r.json('data.redacao_id')),
  });
  if (!accepted) {
    succeeded.add(false);
    return;
  }
  const id = res.json('data.redacao_id');

  // Polling, as a client without the websocket would; bounded by MAX_WAIT_S.
  while ((Date.now() - started) / 1000 < MAX_WAIT_S) {
    sleep(POLL_S);
    const st = http.get(
      `${BASE_URL}/api/redacoes/${id}/status`,
      authParams(user.token, 'GET /api/redacoes/:id/status'),
    );
    check(st, { 'status 200': (r) => r.status === 200 });
    const status = st.status === 200 ? st.json('data.status') : null;
    if (status === 'concluida' || status === 'falhou') {
      completion.add(Date.now() - started);
      succeeded.add(status === 'concluida');
      return;
    }
  }
  timedOut.add(1);
  succeeded.add(false);
}
