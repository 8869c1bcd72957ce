// Shared helpers for the k6 scripts (k6 JavaScript API; no Node APIs here).
import http from 'k6/http';
import { check, fail } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');

// Load is only ever sent to this machine unless explicitly allowed: 127.0.0.0/8, localhost, [::1].
const host = (BASE_URL.match(/^https?:\/\/(\[[^\]]+\]|[^/:]+)/i) || [])[1] || '';
const loopback = host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
if (!loopback && __ENV.ALLOW_NON_LOOPBACK !== 'true') {
  throw new Error(`BASE_URL ${BASE_URL} não é loopback; defina ALLOW_NON_LOOPBACK=true para um alvo seu de teste.`);
}

export const PASSWORD = 'Senha-de-carga-123';

/**
 * A latency limit for a threshold, in ms, times LATENCY_SCALE (default 1): a CI run on a shared machine checks the
 * same thresholds with more room, a real load test keeps them as written.
 */
export function limitMs(ms) {
  return Math.round(ms * Number(__ENV.LATENCY_SCALE || 1));
}
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A short id unique per test run, used in e-mails so runs never collide. */
export function runId() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Request params for a logged-in call: the bearer token, extra headers, and the `name` tag thresholds select on. */
export function authParams(token, name, headers) {
  return { headers: Object.assign({ Authorization: `Bearer ${token}` }, headers || {}), tags: { name } };
}

export function register(email, name, tags = {}) {
  return http.post(
    `${BASE_URL}/api/auth/registrar`,
    JSON.stringify({ name, email, password: PASSWORD, confirmPassword: PASSWORD }),
    { headers: JSON_HEADERS, tags: Object.assign({ name: 'POST /api/auth/registrar' }, tags) },
  );
}

export function login(email, tags = {}) {
  return http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email, password: PASSWORD }), {
    headers: JSON_HEADERS,
    tags: Object.assign({ name: 'POST /api/auth/login' }, tags),
  });
}

/**
 * Registers a student per e-mail, `parallel` at a time (http.batch), and answers their tokens. The gateway limits
 * registrations per IP (RATE_LIMIT_REGISTER_MAX per RATE_LIMIT_REGISTER_WINDOW_SECONDS, default 300 per 600 s): a 429
 * stops the run with a message instead of measuring the limiter.
 */
export function registerAll(emails, parallel) {
  const tokens = [];
  const step = Math.max(1, parallel || 1);
  for (let first = 0; first < emails.length; first += step) {
    const batch = emails
      .slice(first, first + step)
      .map((email, k) => [
        'POST',
        `${BASE_URL}/api/auth/registrar`,
        JSON.stringify({ name: `Estudante Carga ${first + k}`, email, password: PASSWORD, confirmPassword: PASSWORD }),
        { headers: JSON_HEADERS, tags: { name: 'POST /api/auth/registrar', phase: 'setup' } },
      ]);
    http.batch(batch).forEach((res, k) => {
      if (res.status === 429)
        fail(
          `registro limitado (429) após ${first + k} usuários: aumente RATE_LIMIT_REGISTER_MAX no gateway (load-tests/README.md)`,
        );
      if (!check(res, { 'setup: registro 201': (r) => r.status === 201 }))
        fail(`registro falhou: HTTP ${res.status} ${String(res.body).slice(0, 200)}`);
      tokens.push(res.json('data.token'));
    });
  }
  return tokens;
}

/** `size` new students for setup(), with their tokens. */
export function createUserPool(size, prefix) {
  const id = runId();
  const emails = [];
  for (let i = 0; i < size; i++) emails.push(`k6-${prefix}-${id}-${i}@example.com`);
  return registerAll(emails, 4).map((token, i) => ({ email: emails[i], token }));
}

/** The pool user this VU acts as (one user per VU while the pool is at least as large as VUs). */
export function userFor(pool) {
  return pool[(__VU - 1) % pool.length];
}

const PARAGRAPHS = [
  'A democratização do acesso à educação de qualidade permanece um dos maiores desafios da sociedade brasileira contemporânea. Embora a Constituição Federal de 1988 assegure a educação como direito de todos e dever do Estado, a realidade de muitas escolas públicas revela infraestrutura precária, falta de professores e evasão escolar elevada.',
  'Em primeiro lugar, é preciso considerar que a desigualdade socioeconômica influencia diretamente o desempenho dos estudantes. Jovens de famílias de baixa renda frequentemente precisam conciliar estudos e trabalho, o que reduz o tempo dedicado à aprendizagem e aumenta as chances de abandono, conforme apontam dados do Instituto Brasileiro de Geografia e Estatística.',
  'Além disso, a formação continuada dos docentes e a valorização da carreira do magistério são fundamentais. Sem salários dignos e condições adequadas de trabalho, torna-se difícil atrair e manter profissionais qualificados, o que compromete a qualidade do ensino oferecido e perpetua um ciclo de exclusão.',
  'Por outro lado, as tecnologias digitais podem ampliar oportunidades, desde que acompanhadas de políticas de inclusão. A pandemia evidenciou que milhões de estudantes não tinham acesso à internet nem a dispositivos adequados, o que aprofundou desigualdades já existentes entre as redes pública e privada.',
  'Portanto, cabe ao Ministério da Educação, em parceria com estados e municípios, ampliar o investimento em infraestrutura escolar e em programas de permanência estudantil, como bolsas e transporte gratuito. Ademais, as escolas devem promover a formação continuada dos professores, a fim de garantir que o direito à educação se concretize para todos os brasileiros.',
];

/** A 600+ character Portuguese essay, different per VU and iteration (no accidental dedupe). */
export function essayText(seed) {
  const order = [0, 1 + (seed % 3), 1 + ((seed + 1) % 3), 1 + ((seed + 2) % 3), 4];
  const body = order.map((i) => PARAGRAPHS[i]).join('\n\n');
  return `${body}\n\nRedação de teste de carga número ${seed}.`;
}

/**
 * multipart/form-data body built by hand: k6 only switches to multipart when a file is attached,
 * and the essay route parses multipart (multer). Strings are sent as UTF-8.
 */
export function multipart(fields) {
  const boundary = `----k6argumenta${Math.floor(Math.random() * 1e12).toString(36)}`;
  let body = '';
  for (const [name, value] of Object.entries(fields)) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  body += `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
