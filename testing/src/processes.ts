/**
 * Real processes for fault tests: services and workers as child processes (`node --import tsx <entry>`), a TCP
 * balancer standing in for a Kubernetes Service in front of replicas, and free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REDIS_URL, SERVICE_TOKEN, testJwt } from './index.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Spawned = {
  child: ChildProcess;
  /** The port it logged with its ready message (services started with PORT=0, workers with HEALTH_PORT=0). */
  port: number | undefined;
  url: string;
  output: () => string;
  /** Resolves with the exit code/signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait (nothing if already gone). */
  stop: () => Promise<void>;
  kill: (signal: NodeJS.Signals) => void;
};

const started = new Set<ChildProcess>();
// A test that fails or times out still leaves no process behind: whatever is alive when jest's worker exits dies.
process.once('exit', () => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/**
 * Runs `entry` as a real child process, resolving once it logs `readyMessage`. The port is read from that log
 * line (pino JSON), so services can listen on port 0.
 */
export async function spawnProcess(
  entry: string,
  env: Record<string, string>,
  readyMessage: string,
  timeoutMs = 90_000,
): Promise<Spawned> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      PORT: '0',
      HEALTH_PORT: '0',
      INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN,
      JWT_PUBLIC_KEY: testJwt.publicKey,
      REDIS_URL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  let output = '';
  const port = await new Promise<number | undefined>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} não ficou pronto em ${timeoutMs} ms:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes(readyMessage));
      if (!line) return;
      clearTimeout(timer);
      let logged: number | undefined;
      try {
        logged = (JSON.parse(line) as { port?: number }).port;
      } catch {
        /* not JSON: no port */
      }
      resolve(logged);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${entry} saiu (${signal ?? code}) antes de ficar pronto:\n${output.slice(-3000)}`));
    });
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (!gone()) child.kill('SIGTERM');
      await exited;
    },
    kill: (signal) => {
      if (!gone()) child.kill(signal);
    },
  };
}

/** Whether something accepts TCP connections on the port. */
export function canConnect(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/** A port nothing listens on right now (for servers that cannot take port 0, like redis-server and postgres). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A TCP balancer in front of replicas, as a Kubernetes Service is: each new connection goes to the next upstream
 * (round robin) that accepts it; a dead replica's connections are refused and tried on the next one. Established
 * connections are piped both ways and die with their upstream, as they would behind a real balancer. `failover`:
 * always the first upstream that accepts (clients stay on one replica until it dies).
 * `hold()` keeps new connections waiting (a client that cannot reach the site for a while) until `release()`.
 */
export async function startBalancer(upstreams: () => number[], opts: { failover?: boolean } = {}) {
  const sockets = new Set<net.Socket>();
  const open = new Map<number, number>();
  let next = 0;
  let held: (() => void)[] | null = null;
  const connect = (client: net.Socket, tried = 0, first = opts.failover ? 0 : next++) => {
    const ports = upstreams();
    if (tried >= ports.length || client.destroyed) return client.destroy();
    const port = ports[(first + tried) % ports.length]!;
    const upstream = net.connect({ port, host: '127.0.0.1' });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    let connected = false;
    upstream.on('error', () => {
      // Refused: another replica may take it. Once connected, the client's connection dies with its upstream.
      if (!connected) connect(client, tried + 1, first);
      else client.destroy();
    });
    upstream.once('connect', () => {
      connected = true;
      open.set(port, (open.get(port) ?? 0) + 1);
      upstream.once('close', () => open.set(port, open.get(port)! - 1));
      client.pipe(upstream);
      upstream.pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  };
  const server = net.createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    if (held) held.push(() => connect(client));
    else connect(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** Connections open to one upstream now (without keep-alive: requests inside it). */
    openTo: (upstream: number) => open.get(upstream) ?? 0,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((go) => go());
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
