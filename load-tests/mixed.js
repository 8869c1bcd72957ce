// Read-mostly browsing: essay history (GET /api/redacoes?page=1&limit=12), profile
// (GET /api/auth/perfil) and the dashboard composed by the gateway BFF (GET /api/painel).
// Measures the API tier's read latency with many logged-in students.
//   k6 run load-tests/mixed.js                    (defaults: 20 VUs for 1 min)
//   k6 run -e VUS=50 -e DURATION=3m -e POOL_SIZE=50 load-tests/mixed.js
// Students are registered in setup() (POOL_SIZE, default = VUS): raise RATE_LIMIT_REGISTER_MAX.
// Each VU makes about 3 requests per THINK_S (default 1 s) as one user, well under the per-user
// RATE_LIMIT_API_MAX (600 per minute).
import { check, group, sleep } from 'k6';
import http from 'k6/http';
import { authParams, BASE_URL, createUserPool, limitMs, userFor } from './lib.js';

const VUS = Number(__ENV.VUS || 20);
const POOL_SIZE = Number(__ENV.POOL_SIZE || VUS);
const THINK_S = Number(__ENV.THINK_S || 1);

export const options = {
  setupTimeout: '120s',
  scenarios: {
    browse: { executor: 'constant-vus', vus: VUS, duration: __ENV.DURATION || '1m', gracefulStop: '10s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:GET /api/redacoes}': [`p(95)<${limitMs(300)}`],
    'http_req_duration{name:GET /api/auth/perfil}': [`p(95)<${limitMs(200)}`],
    'http_req_duration{name:GET /api/painel}': [`p(95)<${limitMs(500)}`],
  },
};

export function setup() {
  return { users: createUserPool(POOL_SIZE, 'misto') };
}

export default function (data) {
  const token = userFor(data.users).token;

  group('histórico', () => {
    const r = http.get(`${BASE_URL}/api/redacoes?page=1&limit=12`, authParams(token, 'GET /api/redacoes'));
    check(r, {
      'histórico 200': (x) => x.status === 200,
      'histórico tem lista': (x) => Array.isArray(x.json('data.redacoes')),
    });
  });
  group('perfil', () => {
    const r = http.get(`${BASE_URL}/api/auth/perfil`, authParams(token, 'GET /api/auth/perfil'));
    check(r, { 'perfil 200': (x) => x.status === 200 });
  });
  group('painel', () => {
    const r = http.get(`${BASE_URL}/api/painel`, authParams(token, 'GET /api/painel'));
    check(r, { 'painel 200': (x) => x.status === 200 });
  });
  sleep(THINK_S);
}
