// Exam day: a school's students arrive over DURATION, all from one address (the school's NAT), each logs in, reads
// the dashboard, watches their own socket.io connection and sends one essay — PHOTO_SHARE of them as a photo of the
// handwritten page (upload → OCR → the student's text, as the web app does) — then reads the feedback and history.
// Measures the 202 of the submission, submit → first progress event, submit → completion event, and lost events
// (an essay the API says is done whose completion never reached its owner's socket).
//   k6 run load-tests/exam-day.js                                   (defaults: 2,000 students over 10 min)
//   k6 run -e STUDENTS=20 -e DURATION=20s -e MAX_WAIT_S=60 load-tests/exam-day.js   (a short run)
// Students are registered in setup() (REGISTER_PARALLEL at a time, default 8): raise RATE_LIMIT_REGISTER_MAX above STUDENTS.
// Logins keep the gateway's limits: every login comes from this one address, as a school's do.
import exec from 'k6/execution';
import { check } from 'k6';
import http from 'k6/http';
import { Counter, Rate, Trend } from 'k6/metrics';
import { authParams, BASE_URL, essayText, limitMs, login, multipart, registerAll, runId } from './lib.js';
import { openSocket } from './socketio.js';

const STUDENTS = Number(__ENV.STUDENTS || 2000);
const DURATION = __ENV.DURATION || '10m';
const PHOTO_SHARE = Number(__ENV.PHOTO_SHARE || 0.1);
const MAX_WAIT_S = Number(__ENV.MAX_WAIT_S || 900);
const MAX_VUS = Number(__ENV.MAX_VUS || STUDENTS);
// One photo per this many students (10 % → every 10th); 0 → none.
const PHOTO_EVERY = PHOTO_SHARE > 0 ? Math.max(1, Math.round(1 / PHOTO_SHARE)) : 0;
const PHOTO = open('./fixtures/redacao-foto.jpg', 'b');

const submitted = new Counter('essays_submitted');
const photos = new Counter('essays_from_photo');
const firstProgress = new Trend('first_progress_ms', true);
const completion = new Trend('completion_ms', true);
const transcription = new Trend('transcription_ms', true);
const succeeded = new Rate('essay_succeeded');
const lostEvents = new Counter('lost_events');
const timedOut = new Counter('essay_timed_out');
const rateLimited = new Rate('rate_limited');

export const options = {
  setupTimeout: __ENV.SETUP_TIMEOUT || '10m',
  scenarios: {
    // STUDENTS arrivals spread evenly over DURATION; each stays until its essay is done (or MAX_WAIT_S).
    students: {
      executor: 'constant-arrival-rate',
      rate: STUDENTS,
      timeUnit: DURATION,
      duration: DURATION,
      preAllocatedVUs: Math.min(MAX_VUS, Number(__ENV.PREALLOCATED_VUS || 100)),
      maxVUs: MAX_VUS,
      gracefulStop: `${MAX_WAIT_S + 30}s`,
    },
  },
  thresholds: {
    'http_req_duration{name:POST /api/redacoes/submeter}': [`p(95)<${limitMs(1000)}`],
    'http_req_duration{name:POST /api/auth/login}': [`p(95)<${limitMs(1000)}`],
    first_progress_ms: [`p(95)<${limitMs(Number(__ENV.FIRST_PROGRESS_P95_MS || 120000))}`],
    completion_ms: [`p(95)<${limitMs(Number(__ENV.COMPLETION_P95_MS || 300000))}`],
    essay_succeeded: ['rate>0.99'],
    lost_events: ['count==0'],
    rate_limited: ['rate==0'],
    dropped_iterations: ['count==0'],
    checks: ['rate>0.99'],
  },
};

const emailOf = (run, i) => `k6-prova-${run}-${i}@example.com`;

export function setup() {
  const run = runId();
  const emails = [];
  for (let i = 0; i < STUDENTS; i++) emails.push(emailOf(run, i));
  registerAll(emails, Number(__ENV.REGISTER_PARALLEL || 8));
  // Only the run id: every VU gets a copy of setup()'s data, and the e-mails follow from it.
  return { run };
}

export default function (data) {
  const i = exec.scenario.iterationInTest;
  if (i >= STUDENTS) return;
  const res = login(emailOf(data.run, i));
  rateLimited.add(res.status === 429);
  if (!check(res, { 'login 200': (r) => r.status === 200 })) return succeeded.add(false);
  const token = res.json('data.token');
  check(http.get(`${BASE_URL}/api/painel`, authParams(token, 'GET /api/painel')), {
    'painel 200': (r) => r.status === 200,
  });

  const photo = PHOTO_EVERY > 0 && i % PHOTO_EVERY === 0;
  // Events by essay (or transcription) id, as they arrive: one may come before the HTTP answer that names its id.
  const seen = {};
  const note = (key, name) => {
    seen[key] = seen[key] || {};
    if (!seen[key][name]) seen[key][name] = Date.now();
  };
  let essayId = null;
  let transcricaoId = null;
  let sentAt = 0;
  let ended = false;
  const done = (key) => seen[key] && (seen[key]['correction:completed'] || seen[key]['correction:failed']);
  const submit = (io) => {
    const fields = { titulo: `Prova ${i}`, texto: essayText(i), tipo_envio: photo ? 'imagem' : 'texto' };
    if (photo) fields.transcricao_id = String(transcricaoId);
    const form = multipart(fields);
    sentAt = Date.now();
    const sent = http.post(
      `${BASE_URL}/api/redacoes/submeter`,
      form.body,
      authParams(token, 'POST /api/redacoes/submeter', { 'Content-Type': form.contentType }),
    );
    if (!check(sent, { 'submeter 202': (r) => r.status === 202 })) return io.close();
    submitted.add(1);
    essayId = sent.json('data.redacao_id');
    // Ended while the answer was on its way: its events were noted meanwhile.
    if (done(`r${essayId}`)) {
      ended = true;
      io.close();
    }
    return undefined;
  };
  const socket = openSocket(token, {
    timeoutMs: MAX_WAIT_S * 1000,
    onConnect(io) {
      if (!photo) return submit(io);
      // A photo: upload it, and submit once the OCR's end arrives on this socket (the student keeps their own text).
      const res = http.post(
        `${BASE_URL}/api/transcricao`,
        { arquivo: http.file(PHOTO, 'redacao.jpg', 'image/jpeg') },
        authParams(token, 'POST /api/transcricao'),
      );
      if (!check(res, { 'transcrição aceita': (r) => r.status === 202 || r.status === 201 })) return io.close();
      transcricaoId = res.json('data.transcricao_id');
      sentAt = Date.now();
      return undefined;
    },
    onEvent(name, payload, io) {
      if (name.indexOf('transcription:') === 0) {
        if (payload.transcricaoId !== transcricaoId || essayId !== null || name === 'transcription:progress')
          return undefined;
        if (!check(name, { 'transcrição concluída': (n) => n === 'transcription:completed' })) return io.close();
        transcription.add(Date.now() - sentAt);
        photos.add(1);
        check(http.get(`${BASE_URL}/api/transcricao/${transcricaoId}`, authParams(token, 'GET /api/transcricao/:id')), {
          'transcrição lida': (r) => r.status === 200,
        });
        return submit(io);
      }
      if (name.indexOf('correction:') !== 0) return undefined;
      note(`r${payload.redacaoId}`, name);
      if (essayId !== null && done(`r${essayId}`)) {
        ended = true;
        io.close();
      }
      return undefined;
    },
  });
  check(socket, { 'socket conectado': (s) => s.connected && s.status === 101 });
  if (essayId === null) return succeeded.add(false);

  const events = seen[`r${essayId}`] || {};
  if (events['correction:progress']) firstProgress.add(events['correction:progress'] - sentAt);
  if (ended && events['correction:completed']) completion.add(events['correction:completed'] - sentAt);
  const status = http.get(
    `${BASE_URL}/api/redacoes/${essayId}/status`,
    authParams(token, 'GET /api/redacoes/:id/status'),
  );
  const final = status.status === 200 ? status.json('data.status') : null;
  if (!ended) {
    // The API says done but the socket never said so: an event lost on the way to its student.
    if (final === 'concluida' || final === 'falhou') lostEvents.add(1);
    else timedOut.add(1);
  } else if (!events['correction:progress']) lostEvents.add(1);
  succeeded.add(final === 'concluida' && !!events['correction:completed']);

  check(http.get(`${BASE_URL}/api/redacoes/${essayId}/feedback`, authParams(token, 'GET /api/redacoes/:id/feedback')), {
    'feedback 200': (r) => r.status === 200,
  });
  check(http.get(`${BASE_URL}/api/redacoes?page=1&limit=12`, authParams(token, 'GET /api/redacoes')), {
    'histórico 200': (r) => r.status === 200,
  });
  return undefined;
}
