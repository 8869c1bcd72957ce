// Makes sure PostgreSQL and Redis answer on 127.0.0.1: start installed servers, install them from
// Debian's packages when running as root, or say exactly what to do.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { canConnect, say } from './stack.mjs';

const isRoot = () => process.getuid?.() === 0;
const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
const sh = (cmd) => execSync(cmd, { stdio: 'inherit' });

async function waitFor(port, seconds = 20) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await canConnect(port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let aptUpdated = false;
function aptInstall(pkgs) {
  if (!aptUpdated) sh('apt-get update -qq');
  aptUpdated = true;
  sh(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`);
}

function startPostgres() {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (!versions.length) return false;
  sh(`pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start || true`);
  return true;
}

function startRedis() {
  if (!has('redis-server')) return false;
  sh('mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true');
  sh(
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --maxmemory-policy noeviction --dir /tmp --logfile /tmp/argumenta-redis.log',
  );
  return true;
}

export async function ensureInfra() {
  if (!(await canConnect(5432))) {
    say('PostgreSQL não responde em 127.0.0.1:5432; tentando iniciar...');
    if (!startPostgres() && isRoot() && has('apt-get')) {
      aptInstall('postgresql');
      startPostgres();
      // trust auth for local TCP connections in development, like the CI machines
      sh(
        `sed -i 's/^host\\s\\+all\\s\\+all\\s\\+127.0.0.1\\/32\\s\\+.*/host all all 127.0.0.1\\/32 trust/' /etc/postgresql/*/main/pg_hba.conf && pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main reload || true`,
      );
    }
    if (!(await waitFor(5432))) {
      throw new Error(
        'PostgreSQL não está disponível. Instale e inicie (Debian): sudo apt-get install -y postgresql && sudo pg_ctlcluster $(ls /etc/postgresql) main start — ou defina DATABASE_URL para um servidor existente.',
      );
    }
  }
  if (!(await canConnect(6379))) {
    say('Redis não responde em 127.0.0.1:6379; tentando iniciar...');
    if (!startRedis() && isRoot() && has('apt-get')) {
      aptInstall('redis-server');
      startRedis();
    }
    if (!(await waitFor(6379))) {
      throw new Error(
        'Redis não está disponível. Instale e inicie (Debian): sudo apt-get install -y redis-server && redis-server --daemonize yes — ou defina REDIS_URL.',
      );
    }
  }
  say('PostgreSQL e Redis respondendo');
}

/** The corrector's morphological analyser (C1): Debian's lttoolbox (lt-proc) and Apertium's Portuguese dictionary. */
export const MORPH_TRANSDUCER = '/usr/share/apertium/apertium-por-cat/por-cat.automorf.bin';

/** Installs the analyser when it is missing and apt-get can; otherwise says so (the corrector then runs without it). */
export function ensureMorphAnalyzer() {
  if (has('lt-proc') && existsSync(MORPH_TRANSDUCER)) return;
  if (isRoot() && has('apt-get')) {
    say('instalando o analisador morfológico do corretor (lttoolbox, apertium-por-cat)...');
    aptInstall('lttoolbox apertium-por-cat');
    return;
  }
  say(
    'aviso: sem o analisador morfológico (sudo apt-get install -y lttoolbox apertium-por-cat), a C1 do corretor local usa só as regras sem análise morfológica',
  );
}

/** Creates the database if it does not exist (uses pg from node_modules). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    say(`banco de dados ${name} criado`);
  }
  await client.end();
}

export async function dropDatabase(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`);
  await client.end();
}
