// Auth path: register → login → profile, through the gateway.
// Measures argon2-bound registration/login latency and the JWT-guarded profile read.
//   k6 run load-tests/auth.js                      (defaults: 5 VUs, 40 iterations, ≤ 2 min)
//   k6 run -e VUS=10 -e ITERATIONS=200 load-tests/auth.js
// Each iteration registers one user and logs in once, all from one IP: raise the gateway's
// RATE_LIMIT_REGISTER_MAX above ITERATIONS (load-tests/README.md); successful logins are not rate limited.
import { check, sleep } from 'k6';
import http from 'k6/http';
import { Rate } from 'k6/metrics';
import { authParams, BASE_URL, limitMs, login, register, runId } from './lib.js';

const VUS = Number(__ENV.VUS || 5);
const ITERATIONS = Number(__ENV.ITERATIONS || 40);
const rateLimited = new Rate('rate_limited');

export const options = {
  scenarios: {
    auth: { executor: 'shared-iterations', vus: VUS, iterations: ITERATIONS, maxDuration: __ENV.MAX_DURATION || '2m' },
  },
  thresholds: {
    checks: ['rate>0.99'],
    http_req_failed: ['rate<0.01'],
    rate_limited: ['rate==0'],
    'http_req_duration{name:POST /api/auth/registrar}': [`p(95)<${limitMs(1500)}`],
    'http_req_duration{name:POST /api/auth/login}': [`p(95)<${limitMs(1000)}`],
    'http_req_duration{name:GET /api/auth/perfil}': [`p(95)<${limitMs(200)}`],
  },
};

export function setup() {
  return { run: runId() };
}

export default function (data) {
  const email = `k6-auth-${data.run}-${__VU}-${__ITER}@example.com`;

  const reg = register(email, `Estudante Carga ${__VU}`);
  rateLimited.add(reg.status === 429);
  if (!check(reg, { 'registro 201': (r) => r.status === 201, 'registro devolve token': (r) => !!r.json('data.token') }))
    return;

  const res = login(email);
  rateLimited.add(res.status === 429);
  if (!check(res, { 'login 200': (r) => r.status === 200 })) return;
  const token = res.json('data.token');

  const perfil = http.get(`${BASE_URL}/api/auth/perfil`, authParams(token, 'GET /api/auth/perfil'));
  check(perfil, {
    'perfil 200': (r) => r.status === 200,
    'perfil é do usuário': (r) => r.json('data.email') === email,
  });
  sleep(0.5);
}
