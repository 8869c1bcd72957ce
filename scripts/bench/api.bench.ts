// `npm run bench -- api [--duration 10] [--connections 20] [--profile] [--compiled] [--no-cache]`: starts its own stack (production mode, its own
// database and queue prefix, ports moved by BENCH_PORT_OFFSET), seeds 100,000 essays plus a student with a history,
// a room and an activity, then measures with autocannon, in one run: a bare Express hello-world, the gateway's
// /healthz, and through the gateway the history read, the dashboard, an essay's status and the profile. Prints req/s,
// p50/p95/p99 and each read's ratio to bare Express (ratios measured in one run are what stays comparable on a shared
// machine), and EXPLAIN ANALYZE of the history and dashboard queries on the 100,000 essays.
// --profile writes V8 CPU profiles of every process of the stack to .data/bench/profiles/<name>/ (one file per
// thread: the largest is the main thread; read it with scripts/bench/profile-summary.ts).
import { readFileSync } from 'node:fs';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { buildCompiled } from '../lib/compiled.mjs';
import { ROOT, startStack } from '../lib/stack.mjs';
import { benchPortOffset, describeSpeed, percentile, productionEnv, startBareExpress } from './lib.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    profile: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    /** Seed, print the targets and keep the stack up until Ctrl-C (to poke at it by hand). */
    hold: { type: 'boolean', default: false },
    /** Run the stack as the container image does: esbuild's JavaScript, no tsx (scripts/lib/compiled.mjs). */
    compiled: { type: 'boolean', default: false },
    /** The gateway without its read cache: every read does the services' work (a user's first read of each page). */
    'no-cache': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const offset = benchPortOffset();
const base = `http://127.0.0.1:${8080 + offset}`;
const barePort = 8081 + offset;
const stamp = Date.now().toString(36);
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_api_${stamp}`;
const benchDir = path.join(ROOT, '.data', 'bench');
const profileDir = path.join(benchDir, 'profiles');
const GOAL_RATIO = 0.25;
const GOAL_P99_MS = 100;
const SEEDED_ESSAYS = 100_000;

type Target = { name: string; url: string; token?: string; read: boolean; pids: Record<string, number> };
type Measured = {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  read: boolean;
  cpuMsPerRequest: number;
  perProcess: Record<string, number>;
};

const TICKS_PER_SECOND = 100;
/** CPU time (user + system) the processes have used so far, in ms (/proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
const cpuOf = (pids: Record<string, number>) =>
  Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));

async function measure(t: Target): Promise<Measured> {
  const latencies: number[] = [];
  const cpuBefore = cpuOf(t.pids);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: t.url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: t.token ? { authorization: `Bearer ${t.token}` } : {},
      },
      (err, r) => (err ? reject(err as Error) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    name: t.name,
    rps: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    read: t.read,
    ...cpuPerRequest(cpuBefore, cpuOf(t.pids), result.requests.total),
  };
}

/** Stack CPU per request, and each process's share of it (which process a change should be measured in). */
function cpuPerRequest(before: Record<string, number>, after: Record<string, number>, requests: number) {
  const perProcess = Object.fromEntries(
    Object.keys(after).map((name) => [name, (after[name]! - before[name]!) / Math.max(1, requests)]),
  );
  return { cpuMsPerRequest: Object.values(perProcess).reduce((a, b) => a + b, 0), perProcess };
}

async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.error?.message ?? ''}`);
  return json.data;
}

/** 100,000 essays of 5,000 other students (with corrections), then the bench student's own history. */
async function seedEssays(db: pg.Client, studentId: number, atividadeId: number) {
  const analysis = JSON.stringify({
    competencias: [1, 2, 3, 4, 5].map((n) => ({ numero: n, nota: 160, justificativa: 'x'.repeat(400) })),
  });
  await db.query(
    `INSERT INTO essay.redacoes (usuario_id, titulo, texto_original, status, data_envio)
     SELECT 1000000 + (g % 5000), 'Redação ' || g, repeat('Texto da redação. ', 150), 'concluida', now() - (g || ' minutes')::interval
       FROM generate_series(1, $1) g`,
    [SEEDED_ESSAYS],
  );
  await db.query(
    `INSERT INTO essay.correcoes (redacao_id, status, referencia_credito, motor, nota_geral_enem, c1_nota, c2_nota, c3_nota, c4_nota, c5_nota, analise_detalhada, data_correcao)
     SELECT id, 'concluida', 'bench-' || id, 'local', 800, 160, 160, 160, 160, 160, $1::jsonb, data_envio + interval '5 seconds' FROM essay.redacoes`,
    [analysis],
  );
  // 40 essays of the bench student, one of them handed in to the activity.
  await db.query(
    `INSERT INTO essay.redacoes (usuario_id, titulo, texto_original, status, data_envio, atividade_id, status_entrega)
     SELECT $1, 'Minha redação ' || g, repeat('Texto da redação. ', 150), 'concluida', now() - (g || ' hours')::interval,
            CASE WHEN g = 1 THEN $2::int END, CASE WHEN g = 1 THEN 'no_prazo' END
       FROM generate_series(1, 40) g`,
    [studentId, atividadeId],
  );
  await db.query(
    `INSERT INTO essay.correcoes (redacao_id, status, referencia_credito, motor, nota_geral_enem, c1_nota, c2_nota, c3_nota, c4_nota, c5_nota, analise_detalhada, data_correcao)
     SELECT id, 'concluida', 'bench-' || id, 'local', 720, 160, 120, 160, 120, 160, $2::jsonb, data_envio + interval '5 seconds' FROM essay.redacoes WHERE usuario_id = $1`,
    [studentId, analysis],
  );
  await db.query(
    'UPDATE essay.redacoes r SET correcao_atual_id = c.id FROM essay.correcoes c WHERE c.redacao_id = r.id',
  );
  await db.query('VACUUM ANALYZE essay.redacoes');
  await db.query('VACUUM ANALYZE essay.correcoes');
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id LIMIT 1',
    [studentId],
  );
  return rows[0]!.id;
}

/** The reads' SQL on the seeded table: what the planner does and what it costs. */
async function explain(db: pg.Client, studentId: number) {
  const queries: [string, string, unknown[]][] = [
    [
      'histórico (página 1, 12, total)',
      `SELECT r.id, r.titulo, r.is_favorita, r.tipo_envio, r.status, r.data_envio, r.versao_anterior_id, c.nota_geral_enem, c.data_correcao, c.c1_nota, c.c2_nota, c.c3_nota, c.c4_nota, c.c5_nota,
              (SELECT count(*)::int FROM essay.redacoes t WHERE t.usuario_id = $1 AND ($2 = '' OR t.titulo ILIKE '%' || $2 || '%') AND ($3::boolean = false OR t.is_favorita)) AS total
         FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND r.status <> 'em_revisao'
        WHERE r.usuario_id = $1 AND ($2 = '' OR r.titulo ILIKE '%' || $2 || '%') AND ($3::boolean = false OR r.is_favorita)
        ORDER BY r.data_envio DESC, r.id DESC LIMIT 12 OFFSET 0`,
      [studentId, '', false],
    ],
    [
      'painel: corrigidas',
      `SELECT count(*)::int FROM essay.redacoes r JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.usuario_id = $1 AND c.status = 'concluida'`,
      [studentId],
    ],
    [
      'painel: correções recentes',
      `SELECT c.id, r.id AS redacao_id, r.titulo, r.atividade_id, c.data_correcao, c.nota_geral_enem
         FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id
        WHERE r.usuario_id = $1 AND c.status = 'concluida' AND r.status <> 'em_revisao' ORDER BY c.data_correcao DESC LIMIT 3`,
      [studentId],
    ],
    [
      'painel: entregas',
      `SELECT DISTINCT ON (atividade_id) atividade_id, id FROM essay.redacoes
        WHERE usuario_id = $1 AND atividade_id IS NOT NULL ORDER BY atividade_id, data_envio DESC, id DESC`,
      [studentId],
    ],
  ];
  console.log(`\nEXPLAIN ANALYZE sobre ${SEEDED_ESSAYS.toLocaleString('pt-BR')} redações (+40 do estudante):`);
  for (const [name, sql, params] of queries) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const scans = plan
      .filter((l) => /Scan/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/\s+\(cost.*$/, '')
          .replace(/^->\s*/, ''),
      );
    const time = plan.find((l) => l.startsWith('Execution Time'));
    console.log(`  ${name.padEnd(28)} ${time?.replace('Execution Time: ', '') ?? '?'}   ${scans.join(' · ')}`);
  }
}

async function run(targets: Target[]) {
  // Warm-up (JIT, pools, keep-alive sockets), not measured.
  for (const t of targets)
    await autocannon({
      url: t.url,
      connections: CONNECTIONS,
      duration: 1,
      headers: t.token ? { authorization: `Bearer ${t.token}` } : {},
    });

  const results: Measured[] = [];
  for (const t of targets) results.push(await measure(t));
  const loadAfter = os.loadavg();
  const bareRps = results[0]!.rps;
  console.log(`\n${describeSpeed(bareRps)}`);
  console.log(
    `${CONNECTIONS} conexões, ${DURATION} s cada; ${os.availableParallelism()} núcleos; carga (1/5/15 min) antes ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, depois ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(
    `${'alvo'.padEnd(34)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'÷ express'.padStart(11)}${'CPU/req'.padStart(10)}${'÷ CPU'.padStart(8)}  meta (≥ ${GOAL_RATIO * 100} %, p99 < ${GOAL_P99_MS} ms)`,
  );
  let allMet = true;
  for (const r of results) {
    const ratio = r.rps / bareRps;
    const met = ratio >= GOAL_RATIO && r.p99 < GOAL_P99_MS && r.errors === 0 && r.non2xx === 0;
    if (r.read && !met) allMet = false;
    const problems = r.errors || r.non2xx ? `  (${r.errors} erros, ${r.non2xx} não-2xx)` : '';
    const cpuRatio = results[0]!.cpuMsPerRequest / r.cpuMsPerRequest;
    console.log(
      `${r.name.padEnd(34)}${fmt(r.rps)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.p99)}${`${(ratio * 100).toFixed(1)} %`.padStart(11)}${`${(r.cpuMsPerRequest * 1000).toFixed(0)} µs`.padStart(10)}${`${(cpuRatio * 100).toFixed(0)} %`.padStart(8)}  ${r.read ? (met ? 'ok' : 'NÃO') : ''}${problems}`,
    );
  }
  console.log(`\nCPU/req por processo (µs):`);
  for (const r of results) {
    const parts = Object.entries(r.perProcess).filter(([, ms]) => ms * 1000 >= 5);
    console.log(`  ${r.name.padEnd(32)}${parts.map(([name, ms]) => `${name} ${(ms * 1000).toFixed(0)}`).join(' · ')}`);
  }
  console.log(
    `CPU/req: tempo de CPU (usuário + sistema) de todos os processos da pilha por requisição (sem o PostgreSQL e o gerador de carga); ÷ CPU: o do express dividido por ele — a fração do express que a leitura alcançaria numa máquina só dela, que a carga de outros processos não distorce.`,
  );
  console.log(allMet ? '\nTodas as leituras cumprem a meta.' : '\nAlguma leitura não cumpre a meta.');
}

const fmt = (n: number, width = 8) => n.toFixed(n < 10 ? 1 : 0).padStart(width);

await ensureInfra();
await ensureDatabase(databaseUrl);
rmSync(profileDir, { recursive: true, force: true });
if (values.profile) mkdirSync(profileDir, { recursive: true });
const env = {
  ...productionEnv(databaseUrl, `bench-api-${stamp}`),
  ...(values['no-cache'] ? { READ_CACHE_MAX_MB: '0' } : {}),
};
const loadBefore = os.loadavg();
const stack = await startStack({
  env,
  portOffset: offset,
  only: ['auth', 'classroom', 'essay', 'proposal', 'gateway'],
  logDir: path.join(benchDir, `logs-${stamp}`),
  nodeArgs: (name) => (values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : []),
  compiled: values.compiled ? await buildCompiled() : undefined,
});
if (values.compiled) console.log('pilha compilada (JavaScript do esbuild, sem tsx), como na imagem');
console.log(
  values['no-cache']
    ? 'cache de leituras do gateway desligada: cada leitura faz o trabalho dos serviços'
    : 'cache de leituras do gateway ligada: leituras repetidas do mesmo estudante (como ao navegar) voltam da cache enquanto nada dele mudou; --no-cache mede a primeira leitura',
);
const bare = await startBareExpress(barePort);
const db = new pg.Client({ connectionString: databaseUrl });
try {
  await db.connect();
  const student = await api<{ token: string; user: { id: number } }>('POST', '/api/auth/registrar', undefined, {
    name: 'Estudante Bench',
    email: `estudante-${stamp}@bench.dev`,
    password: 'segredo1',
    confirmPassword: 'segredo1',
  });
  const teacherReg = await api<{ user: { id: number } }>('POST', '/api/auth/registrar', undefined, {
    name: 'Professor Bench',
    email: `professor-${stamp}@bench.dev`,
    password: 'segredo1',
    confirmPassword: 'segredo1',
  });
  await db.query(`UPDATE auth.usuarios SET tipo = 'professor' WHERE id = $1`, [teacherReg.user.id]);
  const teacher = await api<{ token: string }>('POST', '/api/auth/login', undefined, {
    email: `professor-${stamp}@bench.dev`,
    password: 'segredo1',
  });
  const sala = await api<{ id: number; codigo_acesso: string }>('POST', '/api/salas', teacher.token, {
    nome: 'Turma Bench',
    descricao: 'Sala do benchmark',
  });
  await api('POST', '/api/salas/ingressar', student.token, { codigo_acesso: sala.codigo_acesso });
  const atividade = await api<{ id: number }>('POST', '/api/atividades/criar', teacher.token, {
    sala_id: sala.id,
    titulo: 'Atividade Bench',
    tema: 'Os desafios da educação digital no Brasil',
    data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  const essayId = await seedEssays(db, student.user.id, atividade.id);
  await explain(db, student.user.id);

  // CPU is counted over every process of the stack (not PostgreSQL, shared with others, nor the load generator).
  const stackPids = stack.pids() as Record<string, number>;
  const targets: Target[] = [
    { name: 'express (hello-world)', url: `http://127.0.0.1:${barePort}/`, read: false, pids: { express: bare.pid! } },
    { name: 'gateway /healthz', url: `${base}/healthz`, read: false, pids: stackPids },
    {
      name: 'GET /api/redacoes (histórico)',
      url: `${base}/api/redacoes?page=1&limit=12`,
      token: student.token,
      read: true,
      pids: stackPids,
    },
    { name: 'GET /api/painel', url: `${base}/api/painel`, token: student.token, read: true, pids: stackPids },
    {
      name: 'GET /api/redacoes/{id}/status',
      url: `${base}/api/redacoes/${essayId}/status`,
      token: student.token,
      read: true,
      pids: stackPids,
    },
    { name: 'GET /api/auth/perfil', url: `${base}/api/auth/perfil`, token: student.token, read: true, pids: stackPids },
  ];
  // Each read once before measuring: every answer must be a 200 (a bench of 401s measures nothing).
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.token ? { authorization: `Bearer ${t.token}` } : {} });
    if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${await res.text()}`);
  }
  if (values.hold) {
    console.log(JSON.stringify({ token: student.token, targets }, null, 1));
    await new Promise((resolve) => process.once('SIGINT', resolve));
  } else {
    await run(targets);
  }
} finally {
  await db.end().catch(() => undefined);
  bare.kill();
  await stack.stop();
  if (!values.keep) await dropDatabase(databaseUrl).catch(() => undefined);
  if (values.profile) console.log(`perfis de CPU em ${profileDir}`);
}
