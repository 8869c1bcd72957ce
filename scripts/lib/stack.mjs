// Starts the whole system as child processes with prefixed logs; used by `npm start` and the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, serviceEnv } from '../services.mjs';
import { supervise } from './supervisor.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export const say = (msg) => console.log(`\x1b[1m[argumenta]\x1b[0m ${msg}`);

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} falhou (código ${r.status})`);
}

export function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/** Newest modification time of the files under dir (skipping node_modules/dist). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds web/dist when it is missing, older than the web sources or the shared contracts, or not a production build.
 * Always with NODE_ENV=production: `npm start` runs the services in development, and that must never reach Vite
 * (users would get React's development bundle).
 */
export function buildWebIfStale() {
  const index = path.join(ROOT, 'web/dist/index.html');
  const mode = path.join(ROOT, 'web/dist/.build-mode');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(ROOT, 'web')), newestMtime(path.join(ROOT, 'packages/contracts/src')));
  const production = existsSync(mode) && readFileSync(mode, 'utf8').trim() === 'production';
  if (built >= sources && production) return say('aplicação web já construída (web/dist, produção)');
  say('construindo a aplicação web para produção (vite build)...');
  run('npm', ['run', 'build', '-w', 'web'], { env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(mode, 'production\n');
}

function prettyLine(name, color, line) {
  let text = line;
  try {
    const j = JSON.parse(line);
    const extra = j.err?.message
      ? ` — ${j.err.message}`
      : j.res?.statusCode
        ? ` ${j.req?.method ?? ''} ${j.req?.url ?? ''} ${j.res.statusCode} ${j.responseTime ?? ''}ms`
        : '';
    text = `${LEVELS[j.level] ?? ''} ${j.msg ?? ''}${extra}`;
  } catch {
    /* not JSON: print as is */
  }
  process.stdout.write(`\x1b[${color}m${name.padEnd(18)}\x1b[0m ${text}\n`);
}

/** Last lines of a log file (a bench's child that died during start-up). */
function tail(file, n = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-n).join('\n');
  } catch {
    return '';
  }
}

/**
 * Spawns every process (`node --import tsx <entry>`), waits for each /healthz, and returns a stop()
 * that sends SIGTERM to all and waits for them to exit.
 * Benchmarks: `only` starts a subset (names from SERVICES), `logDir` sends each process's output to
 * `<logDir>/<name>.log` instead of through this process (so parsing logs costs the measuring process nothing),
 * `nodeArgs(name)` adds node flags to one process (`--cpu-prof`); `compiled` runs the JavaScript copy that
 * compiled.mjs built (what the container image runs) instead of the sources through tsx.
 */
export async function startStack({
  env = {},
  portOffset = 0,
  quiet = false,
  timeoutMs = 240_000,
  only,
  logDir,
  nodeArgs = () => [],
  compiled,
} = {}) {
  const children = [];
  const shared = { ...process.env, ...serviceEnv(portOffset), ...env };
  let stopping = false;
  if (logDir) mkdirSync(logDir, { recursive: true });
  SERVICES.forEach((svc, i) => {
    if (only && !only.includes(svc.name)) return;
    if (!existsSync(path.join(ROOT, svc.entry))) {
      if (!svc.optional) say(`aviso: ${svc.entry} não existe; ${svc.name} não será iniciado`);
      return;
    }
    const color = COLORS[i % COLORS.length];
    const start = () => {
      // `compiled`: a copy built by compiled.mjs (the image's JavaScript), run without tsx.
      const args = [
        ...nodeArgs(svc.name),
        ...(compiled ? [path.join(compiled, svc.entry.replace(/\.ts$/, '.js'))] : ['--import', 'tsx', svc.entry]),
      ];
      // Only the gateway faces clients: the services and workers listen on loopback, where it reaches them.
      const childEnv = {
        ...shared,
        [svc.portEnv]: String(svc.port + portOffset),
        ...(svc.name === 'gateway' ? {} : { LISTEN_HOST: shared.LISTEN_HOST ?? '127.0.0.1' }),
      };
      if (logDir) {
        const logFile = path.join(logDir, `${svc.name}.log`);
        const fd = openSync(logFile, 'a');
        const child = spawn(process.execPath, args, {
          cwd: ROOT,
          env: childEnv,
          stdio: ['ignore', fd, fd],
          detached: true,
        });
        closeSync(fd);
        svc.logFile = logFile;
        child.on('exit', (code, signal) => {
          if (!stopping) say(`${svc.name} terminou (${signal ?? code}):\n${tail(logFile)}`);
        });
        return child;
      }
      // Its own process group: a terminal's Ctrl-C reaches only this supervisor, which stops each child with one
      // SIGTERM (a group-wide SIGINT followed by that SIGTERM read as a second signal: exit at once, no drain).
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let buffer = '';
      const onData = (chunk) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop();
        if (quiet) {
          svc.lastLines = [...(svc.lastLines ?? []), ...lines].slice(-30);
        } else {
          for (const line of lines) if (line.trim()) prettyLine(svc.name, color, line);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code, signal) => {
        if (!stopping && quiet && svc.lastLines)
          say(`${svc.name} terminou (${signal ?? code}):\n${svc.lastLines.join('\n')}`);
      });
      return child;
    };
    children.push({ svc, process: supervise({ name: svc.name, start, say }) });
  });

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(({ process: p }) => p.stop()));
  };

  const deadline = Date.now() + timeoutMs;
  for (const { svc, process: p } of children) {
    const port = svc.port + portOffset;
    for (;;) {
      if (p.child.exitCode !== null) {
        await stop();
        throw new Error(
          `${svc.name} saiu durante a inicialização${svc.lastLines ? `:\n${svc.lastLines.join('\n')}` : svc.logFile ? `:\n${tail(svc.logFile)}` : ''}`,
        );
      }
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(
          `${svc.name} não respondeu em /healthz (porta ${port})${svc.lastLines ? `:\n${svc.lastLines.join('\n')}` : ''}`,
        );
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  // Up: from now on a process that dies is restarted with backoff (Ctrl-C still stops everything).
  for (const { process: p } of children) p.arm();
  /** Process ids by service name (benchmarks read their CPU time). */
  const pids = () => Object.fromEntries(children.map(({ svc, process: p }) => [svc.name, p.child.pid]));
  return { stop, children, pids };
}
