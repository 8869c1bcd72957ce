// Starts the whole system as child processes with prefixed logs; used by `npm start` and the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, serviceEnv } from '../services.mjs';

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

/** Builds web/dist when it is missing or older than the web sources or the shared contracts. */
export function buildWebIfStale() {
  const index = path.join(ROOT, 'web/dist/index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(ROOT, 'web')), newestMtime(path.join(ROOT, 'packages/contracts/src')));
  if (built >= sources) return say('aplicação web já construída (web/dist)');
  say('construindo a aplicação web (vite build)...');
  run('npm', ['run', 'build', '-w', 'web']);
}

function prettyLine(name, color, line) {
  let text = line;
  try {
    const j = JSON.parse(line);
    const extra = j.err?.message ? ` — ${j.err.message}` : j.res?.statusCode ? ` ${j.req?.method ?? ''} ${j.req?.url ?? ''} ${j.res.statusCode} ${j.responseTime ?? ''}ms` : '';
    text = `${LEVELS[j.level] ?? ''} ${j.msg ?? ''}${extra}`;
  } catch {
    /* not JSON: print as is */
  }
  process.stdout.write(`\x1b[${color}m${name.padEnd(18)}\x1b[0m ${text}\n`);
}

/**
 * Spawns every process (`node --import tsx <entry>`), waits for each /healthz, and returns a stop()
 * that sends SIGTERM to all and waits for them to exit.
 */
export async function startStack({ env = {}, portOffset = 0, quiet = false, timeoutMs = 240_000 } = {}) {
  const children = [];
  const shared = { ...process.env, ...serviceEnv(portOffset), ...env };
  SERVICES.forEach((svc, i) => {
    if (!existsSync(path.join(ROOT, svc.entry))) {
      if (!svc.optional) say(`aviso: ${svc.entry} não existe; ${svc.name} não será iniciado`);
      return;
    }
    const child = spawn(process.execPath, ['--import', 'tsx', svc.entry], {
      cwd: ROOT,
      env: { ...shared, [svc.portEnv]: String(svc.port + portOffset) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const color = COLORS[i % COLORS.length];
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
      if (!stopping) say(`${svc.name} terminou (${signal ?? code})${quiet && svc.lastLines ? `:\n${svc.lastLines.join('\n')}` : ''}`);
    });
    children.push({ svc, child });
  });

  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  const deadline = Date.now() + timeoutMs;
  for (const { svc, child } of children) {
    const port = svc.port + portOffset;
    for (;;) {
      if (child.exitCode !== null) {
        await stop();
        throw new Error(`${svc.name} saiu durante a inicialização${svc.lastLines ? `:\n${svc.lastLines.join('\n')}` : ''}`);
      }
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${svc.name} não respondeu em /healthz (porta ${port})${svc.lastLines ? `:\n${svc.lastLines.join('\n')}` : ''}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return { stop, children };
}
