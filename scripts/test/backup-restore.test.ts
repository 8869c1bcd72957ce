import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import { createPool, type Pool } from '@argumenta/platform';
import { api, REDIS_URL, testJwt, uniquePrefix } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startFakeOpenAI, validCompetencyReply } from '@argumenta/testkit/fake-openai';
import { startPrivatePostgres } from '@argumenta/testkit/infra';
import { repoRoot, type Spawned } from '@argumenta/testkit/processes';
import {
  booksOf,
  booksProblems,
  eventually,
  spawnAuthService,
  spawnCorrectionWorker,
  spawnEssayService,
  spawnGateway,
  submitEssay,
  type StackEnv,
} from './faults/stack.js';

/**
 * A backup that has been restored (issue 37): `npm run backup` copies a running stack's database while a student keeps
 * submitting, the database is dropped, `npm run restore` loads the copy into the same place while the stack keeps
 * running, and everything is found again: corrections intact, the photo readable byte for byte, every credit balanced,
 * the essays that were pending in the copy corrected, and the stack taking new essays. A private PostgreSQL cluster
 * (the database is dropped); the shared Redis under a prefix of its own.
 */
jest.setTimeout(300_000);

let server: Awaited<ReturnType<typeof startPrivatePostgres>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let pool: Pool;
const procs: Record<'auth' | 'essay' | 'gateway' | 'worker', Spawned> = {} as never;
let make: (tipo: 'estudante') => Promise<Actor>;
let env: StackEnv;
const dir = mkdtempSync(path.join(tmpdir(), 'argumenta-backup-'));

beforeAll(async () => {
  server = await startPrivatePostgres({ databases: ['argumenta'] });
  fake = await startFakeOpenAI(async (body) => ({
    kind: 'json',
    body: validCompetencyReply(body.messages.map((m) => m.content).join('\n')),
  }));
  env = {
    DATABASE_URL: server.url('argumenta'),
    REDIS_URL,
    QUEUE_PREFIX: uniquePrefix('backup'),
    AUTH_SERVICE_URL: 'http://127.0.0.1:9',
  };
  procs.auth = await spawnAuthService({ ...env, JWT_PRIVATE_KEY: testJwt.privateKey });
  env.AUTH_SERVICE_URL = procs.auth.url;
  // The reconciler looks often and at young rows: the restored pending essays go back to the queue within seconds.
  procs.essay = await spawnEssayService({ ...env, RECONCILE_INTERVAL_MS: '2000', RECONCILE_MIN_AGE_SECONDS: '1' });
  [procs.gateway, procs.worker] = await Promise.all([
    spawnGateway({ ...env, ESSAY_SERVICE_URL: procs.essay.url, RATE_LIMIT_API_MAX: '100000' }),
    spawnCorrectionWorker({ ...env, OPENAI_BASE_URL: fake.url }),
  ]);
  pool = createPool(server.url('argumenta'), 2);
  make = actors(procs.auth.url);
}, 300_000);

afterAll(async () => {
  await Promise.allSettled(Object.values(procs).map((p) => p.stop()));
  await pool?.end().catch(() => undefined);
  await fake?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run <script>` as an operator runs it, against this stack's database and Redis (not blocking: traffic goes on). */
function npmRun(script: 'backup' | 'restore', args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL, REDIS_URL: env.REDIS_URL, QUEUE_PREFIX: env.QUEUE_PREFIX },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (status) => resolve({ status, output }));
  });
}

const get = (token: string, url: string) => api(procs.gateway.url, 'GET', url, { token });
const statusOf = async (token: string, id: number) =>
  (await get(token, `/api/redacoes/${id}/status`)).body?.data?.status as string | undefined;

it('backs up a live stack, loses the database, restores it and serves again with everything in place', async () => {
  // Before: two corrected essays, a photo sent for transcription (its credit reserved), the ledger that goes with them.
  const student = await make('estudante');
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const sent = await submitEssay(procs.gateway.url, student.token);
    expect(sent.status).toBe(202);
    ids.push(sent.body.data.redacao_id);
  }
  for (const id of ids)
    await eventually(async () => (await statusOf(student.token, id)) === 'concluida', `redação ${id} corrigida`);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f4f1e8' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('arquivo', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
  const transcription = await api(procs.gateway.url, 'POST', '/api/transcricao', { token: student.token, body: form });
  expect(transcription.status).toBe(202);
  const photoUrl = `/api/transcricao/${transcription.body.data.transcricao_id}/imagem`;
  const feedback = await Promise.all(
    ids.map(async (id) => (await get(student.token, `/api/redacoes/${id}/feedback`)).body.data),
  );
  const profile = (await get(student.token, '/api/auth/perfil')).body.data;

  // The backup is taken while another student keeps submitting.
  const busy = await make('estudante');
  let submitting = true;
  const busySent: number[] = [];
  const traffic = (async () => {
    while (submitting) {
      const r = await submitEssay(procs.gateway.url, busy.token);
      if (r.status === 202) busySent.push(r.body.data.redacao_id);
    }
  })();
  await eventually(() => busySent.length >= 2, 'envios durante o backup');
  const file = path.join(dir, 'argumenta.dump');
  const backup = await npmRun('backup', [file]);
  submitting = false;
  await traffic;
  expect(backup).toEqual({ status: 0, output: expect.stringContaining(`gravado em ${file}`) });
  expect(statSync(file).size).toBeGreaterThan(photo.length);

  // The database is lost; the stack can no longer answer.
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query('DROP DATABASE argumenta WITH (FORCE)');
  await admin.end();
  await eventually(
    async () => (await get(student.token, `/api/redacoes/${ids[0]}/feedback`)).status >= 500,
    'pilha sem banco',
  );

  // Restore into the same place, the stack still running.
  const restore = await npmRun('restore', [file]);
  expect(restore).toEqual({ status: 0, output: expect.stringContaining('filas de') });
  // Restoring again over the data is refused without --replace.
  expect(await npmRun('restore', [file])).toEqual({ status: 1, output: expect.stringContaining('--replace') });

  // Serving again, with everything in place.
  await eventually(async () => (await get(student.token, '/api/auth/perfil')).status === 200, 'perfil de volta');
  expect((await get(student.token, '/api/auth/perfil')).body.data.creditos_disponiveis).toBe(
    profile.creditos_disponiveis,
  );
  for (const [i, id] of ids.entries())
    expect((await get(student.token, `/api/redacoes/${id}/feedback`)).body.data).toEqual(feedback[i]);
  const image = await fetch(`${procs.gateway.url}${photoUrl}`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(photo)).toBe(true);
  expect(booksProblems(await booksOf(pool, student.id))).toEqual([]);

  // The busy student's essays in the copy all end corrected (those pending at the snapshot enqueued again by the
  // reconciler), each charged once; those sent after the snapshot are gone with their reservations.
  let lastBooks: unknown;
  const busyBooks = await eventually(async () => {
    const b = await booksOf(pool, busy.id);
    lastBooks = { ...b, problemas: booksProblems(b) };
    return b.essays.every((e) => e.status === 'concluida') && booksProblems(b).length === 0 ? b : undefined;
  }, 'redações do backup corrigidas e cobradas').catch((err: Error) => {
    // What was left undone, to tell a slow machine from a lost essay.
    throw new Error(`${err.message}: ${JSON.stringify(lastBooks)}`);
  });
  expect(busyBooks.essays.length).toBeGreaterThan(0);
  expect(busyBooks.essays.map((e) => e.redacao_id).every((id) => busySent.includes(id))).toBe(true);
  console.log(
    `backup durante ${busySent.length} envios: ${busyBooks.essays.length} no backup, todas corrigidas depois da restauração\n${backup.output}${restore.output}`,
  );

  // New essays are taken and corrected, their ids after the restored ones.
  const after = await submitEssay(procs.gateway.url, student.token);
  expect(after.status).toBe(202);
  expect(after.body.data.redacao_id).toBeGreaterThan(Math.max(...ids));
  await eventually(
    async () => (await statusOf(student.token, after.body.data.redacao_id)) === 'concluida',
    'redação nova corrigida',
  );
});
