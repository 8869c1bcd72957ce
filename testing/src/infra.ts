/**
 * Private Redis and PostgreSQL servers for tests that restart them: the machine's shared servers are never stopped
 * (other stacks and test runs use them). Each lives in its own temp dir on a free port and is removed on stop, or
 * killed when the test process exits whatever happened.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canConnect, freePort } from './processes.js';

const alive = new Set<ChildProcess>();
const dirs = new Set<string>();
process.once('exit', () => {
  for (const c of alive) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function track(child: ChildProcess, name: string, output: { text: string }) {
  alive.add(child);
  child.stdout?.on('data', (c: Buffer) => (output.text = (output.text + c.toString()).slice(-4000)));
  child.stderr?.on('data', (c: Buffer) => (output.text = (output.text + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      alive.delete(child);
      resolve();
    }),
  );
  return { name, exited };
}

async function waitListening(port: number, child: ChildProcess, what: string, output: { text: string }, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`${what} saiu (${child.exitCode}):\n${output.text}`);
    if (Date.now() > deadline) throw new Error(`${what} não respondeu em ${ms} ms:\n${output.text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** redis-server on a free port, no snapshots; `appendonly: false` is the deployed setting (a restart loses the queue). */
export async function startPrivateRedis(opts: { appendonly?: boolean } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'argumenta-redis-'));
  dirs.add(dir);
  const output = { text: '' };
  let child: ChildProcess;
  let exited: Promise<void>;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        opts.appendonly ? 'yes' : 'no',
        '--dir',
        dir,
        '--maxmemory-policy',
        'noeviction',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    exited = track(child, 'redis', output).exited;
    await waitListening(port, child, 'redis-server', output);
  };
  // A crash: nothing flushed.
  return {
    url: `redis://127.0.0.1:${port}`,
    ...(await controls(port, dir, start, () => child.kill('SIGKILL') && exited)),
  };
}

/** Starts the server; stop() crashes it, start() brings it back on the same port and dir, close() also removes the dir. */
async function controls(port: number, dir: string, start: () => Promise<void>, crash: () => Promise<void> | false) {
  const stop = async () => {
    await crash();
  };
  await start();
  return {
    port,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
      dirs.delete(dir);
    },
  };
}

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('PostgreSQL não encontrado em /usr/lib/postgresql');
  return path.join(root, version, 'bin', name);
}

/** initdb/postgres refuse to run as root: as root they run as the `postgres` user, in a dir it owns. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A private PostgreSQL cluster (initdb into a temp dir, trust auth, fsync off) on a free port, with `databases`
 * created empty. `stop()` is an immediate shutdown (SIGQUIT: connections cut, as in a crash), `start()` brings it back
 * with its data.
 */
export async function startPrivatePostgres(opts: { databases?: string[] } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'argumenta-pg-'));
  dirs.add(dir);
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    postgresBin('initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
    { ...user, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb falhou:\n${init.stderr}`);
  const output = { text: '' };
  let child: ChildProcess;
  let exited: Promise<void>;
  const start = async () => {
    child = spawn(
      postgresBin('postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'max_connections=200',
      ],
      {
        ...user,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    exited = track(child, 'postgres', output).exited;
    await waitListening(port, child, 'postgres', output);
    // Listening comes a moment before accepting queries (startup/recovery): wait for a real answer.
    for (const deadline = Date.now() + 30_000; ;) {
      const ready = spawnSync(postgresBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], {
        encoding: 'utf8',
      });
      if (ready.status === 0) break;
      if (Date.now() > deadline) throw new Error(`postgres não aceitou conexões:\n${output.text}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  // Immediate shutdown: every connection cut, as in a crash.
  const server = {
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    ...(await controls(port, dir, start, () => child.kill('SIGQUIT') && exited)),
  };
  for (const db of opts.databases ?? []) {
    const created = spawnSync(postgresBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', db], {
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`createdb ${db} falhou:\n${created.stderr}`);
  }
  return server;
}

/**
 * A private PgBouncer (Debian's package) in front of a PostgreSQL server, in transaction mode as deployed
 * (docs/deploy.md, "Connection budget"): `poolSize` server connections per database/user pair at most, trust auth.
 * `url(db)` goes through the pooler (`url('pgbouncer')`: its admin console, SHOW POOLS).
 */
export async function startPrivatePgBouncer(
  server: { host?: string; port: number },
  opts: { poolSize?: number; maxClients?: number } = {},
) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'argumenta-pgbouncer-'));
  dirs.add(dir);
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const ini = [
    '[databases]',
    `* = host=${server.host ?? '127.0.0.1'} port=${server.port}`,
    '[pgbouncer]',
    `listen_addr = 127.0.0.1`,
    `listen_port = ${port}`,
    `unix_socket_dir = ${dir}`,
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'users.txt')}`,
    'admin_users = postgres',
    'pool_mode = transaction',
    `default_pool_size = ${opts.poolSize ?? 5}`,
    `max_client_conn = ${opts.maxClients ?? 500}`,
    // node-postgres sends these at connect; PgBouncer would refuse the connection for a parameter it does not know.
    'ignore_startup_parameters = extra_float_digits,options',
    `logfile = ${path.join(dir, 'pgbouncer.log')}`,
  ].join('\n');
  writeFileSync(path.join(dir, 'pgbouncer.ini'), `${ini}\n`);
  writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  if (user.uid !== undefined)
    for (const f of ['pgbouncer.ini', 'users.txt']) chownSync(path.join(dir, f), user.uid, user.gid!);
  const output = { text: '' };
  const child = spawn('pgbouncer', [path.join(dir, 'pgbouncer.ini')], { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
  const { exited } = track(child, 'pgbouncer', output);
  await waitListening(port, child, 'pgbouncer', output);
  return {
    port,
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    log: () => readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8'),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
      dirs.delete(dir);
    },
  };
}
