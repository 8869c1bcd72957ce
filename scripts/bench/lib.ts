// Shared by the benchmarks that drive a whole stack through its gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from '../lib/stack.mjs';
import { serviceEnv } from '../services.mjs';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';

/**
 * Where a bench's stack listens: the default ports moved by BENCH_PORT_OFFSET (default 20000), so a bench runs beside
 * `npm start` and beside other checkouts' benches.
 */
export function benchPortOffset(): number {
  const raw = process.env.BENCH_PORT_OFFSET ?? '20000';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) throw new Error(`BENCH_PORT_OFFSET inválido: ${raw}`);
  return offset;
}

/**
 * What a school's deployment runs with (production Express, log level info, its own RSA keys and service token), for a
 * bench's stack on `databaseUrl` with its own queue prefix. Rate limits raised so the limiter runs on every request but
 * is not what is measured.
 */
export function productionEnv(databaseUrl: string, queuePrefix: string): Record<string, string> {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: queuePrefix,
    JWT_PRIVATE_KEY: keys.privateKey,
    JWT_PUBLIC_KEY: keys.publicKey,
    INTERNAL_SERVICE_TOKEN: `${queuePrefix}-service-token-${Math.random().toString(36).slice(2)}`,
    RATE_LIMIT_API_MAX: '100000000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    RATE_LIMIT_LOGIN_MAX: '1000',
  };
}

/** A bench stack's environment (as `npm start` runs, logs at warn) on its own database and queue prefix, local engine. */
export function localStackEnv(databaseUrl: string, queuePrefix: string, concurrency: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: queuePrefix,
    LOG_LEVEL: 'warn',
    CORRECTION_ENGINE: 'local',
    CORRECTION_CONCURRENCY: concurrency,
  };
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** Registers a student through the gateway and gives them enough credits for the run. */
export async function registerStudent(
  base: string,
  databaseUrl: string,
  email: string,
  credits: number,
): Promise<{ token: string; id: number }> {
  const res = await fetch(`${base}/api/auth/registrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email, password: 'segredo1', confirmPassword: 'segredo1' }),
  });
  const body = (await res.json()) as { data: { token: string; user: { id: number } } };
  if (res.status !== 201) throw new Error(`registro: ${res.status} ${JSON.stringify(body)}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [body.data.user.id, credits]);
  await db.end();
  return { token: body.data.token, id: body.data.user.id };
}

/** Essay number i as the browser's form sends it (its text varied, so every one is analysed for real), encoded once. */
export async function submissionBody(
  i: number,
  extra: Record<string, string> = {},
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('titulo', `Bench ${i}`);
  form.append('texto', `${SAMPLE_ESSAY}\n\nObservação ${i}: a sociedade precisa agir.`);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

// The load generator shares the 2 cores with the stack it measures, so it does as little as it can: bodies encoded
// before the clock starts, node:http on kept-alive sockets (fetch's FormData streaming cost the bench ~1.5 ms of CPU
// per submission, as much as the gateway's whole share).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Submits a prepared essay (or essay number i); resolves with its id and the HTTP time. */
export async function submitEssay(
  base: string,
  token: string,
  essay: number | { body: Buffer; contentType: string },
): Promise<{ redacaoId: number; ms: number }> {
  const { body, contentType } = typeof essay === 'number' ? await submissionBody(essay) : essay;
  const t0 = performance.now();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${base}/api/redacoes/submeter`,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const ms = performance.now() - t0;
  if (status !== 202) throw new Error(`envio: ${status} ${text}`);
  return { redacaoId: (JSON.parse(text) as { data: { redacao_id: number } }).data.redacao_id, ms };
}

/**
 * Runs the load generator's own submission code (node:http, the same bodies, the same concurrency) against a local
 * server that answers 202 at once, so V8 has optimised it before the first burst is measured: the generator stands in
 * for browsers on other machines, yet it shares the two cores with the stack, and cold it spent 1.3–2.2 ms of CPU per
 * submission in the first burst against 0.4–0.6 in the later ones (measured with this bench's `--profile`). The stack is not
 * touched.
 */
export async function warmLoadGenerator(bodies: { body: Buffer; contentType: string }[], rounds = 3): Promise<void> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(202, { 'content-type': 'application/json' }).end('{"data":{"redacao_id":0}}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    for (let r = 0; r < rounds; r++)
      await Promise.all(bodies.map((b) => submitEssay(`http://127.0.0.1:${port}`, 'aquecimento', b)));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The issue's yardstick for this machine (issue 17 measured 12,300 req/s here): bare Express answering a hello-world,
 * 20 connections. Each bench that prints latencies prints it beside them, so a figure from a slower or busier machine
 * reads as such.
 */
const ISSUE_EXPRESS_RPS = 12_300;

/** A bare Express hello-world in its own process: the ceiling this machine gives a Node HTTP server right now. */
export function startBareExpress(port: number): Promise<ChildProcess> {
  const code = `const app = require('express')(); app.get('/', (_q, r) => { r.json({ hello: 'world' }); }); app.listen(${port}, '127.0.0.1', () => process.send('up'));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (c) => reject(new Error(`express de referência saiu (${c})`)));
  });
}

/** This machine's speed right now: bare Express req/s over `seconds` with 20 connections (after one second unmeasured). */
export async function machineSpeed(port: number, seconds = 5): Promise<number> {
  const child = await startBareExpress(port);
  try {
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 20, duration: 1 });
    const r = await autocannon({ url, connections: 20, duration: seconds });
    return r.requests.total / r.duration;
  } finally {
    child.kill();
  }
}

export const describeSpeed = (rps: number) =>
  `máquina agora: express hello-world ${Math.round(rps)} req/s com 20 conexões (${Math.round((rps / ISSUE_EXPRESS_RPS) * 100)} % dos ${ISSUE_EXPRESS_RPS} da máquina da issue 17)`;

/**
 * A round-robin TCP proxy (per connection) in front of several gateways: HTTP and websockets pass through it, as
 * through a cluster's load balancer. `onConnection(firstChunk, i)` sees each connection's first bytes and its gateway.
 */
export function roundRobinProxy(ports: number[], onConnection?: (first: Buffer, i: number) => void): net.Server {
  let next = 0;
  return net.createServer((client) => {
    const i = next++ % ports.length;
    const upstream = net.connect(ports[i]!, '127.0.0.1');
    if (onConnection) client.once('data', (first: Buffer) => onConnection(first, i));
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
}

/** One more process of the system beside a bench's stack (`env`: the stack's environment plus its own port). */
export async function spawnExtra(
  entry: string,
  env: Record<string, string>,
  healthPort: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-3000)));
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`${entry} saiu: ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${healthPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) throw new Error(`${entry} não respondeu em /healthz`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A scaled-out bench's ports at `offset`: its two gateways and the round-robin proxy in front of them. */
export const scaledOutPorts = (offset: number) => ({ gateways: [8080 + offset, 8081 + offset], proxy: 8079 + offset });

/**
 * What a scaled-out bench adds to its stack (started at `offset` with `env`): a second gateway and a second correction
 * worker, each pushed onto `extras` once up (so the caller stops whatever started, even if the next one fails), then
 * `proxy` listening in front of both gateways (scaledOutPorts).
 */
export async function scaleOut(
  offset: number,
  env: Record<string, string>,
  proxy: net.Server,
  extras: ChildProcess[],
): Promise<void> {
  const ports = scaledOutPorts(offset);
  const second = ports.gateways[1]!;
  extras.push(
    await spawnExtra(
      'gateway/src/main.ts',
      { ...serviceEnv(offset), ...env, PORT: String(second), METRICS_PORT: String(9465 + offset) },
      second,
    ),
  );
  extras.push(
    await spawnExtra(
      'services/correction-worker/src/main.ts',
      { ...serviceEnv(offset), ...env, HEALTH_PORT: String(4013 + offset) },
      4013 + offset,
    ),
  );
  await new Promise<void>((r) => proxy.listen(ports.proxy, '127.0.0.1', r));
}

export const stopChild = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
  });

/** CPU seconds (own + reaped children, e.g. tesseract) and resident memory of a process, from /proc. */
export function usage(pid: number): { cpu: number; rssMb: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i]), 0);
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpu: ticks / 100, rssMb: rss / 1024 };
  } catch {
    return undefined;
  }
}
