import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { supervise } from '../lib/supervisor.mjs';

// Real child processes: a crashed service or worker of `npm start` comes back with backoff; Ctrl-C (stop) ends it for good.
const idle = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condição não atingida');
    await new Promise((r) => setTimeout(r, 20));
  }
};

it('restarts a process killed after start-up, with growing delays, and says so', async () => {
  const said: string[] = [];
  const sup = supervise({ name: 'correction-worker', start: idle, say: (m) => said.push(m), minDelayMs: 100 });
  sup.arm();
  const first = sup.child;
  first.kill('SIGKILL');
  await until(() => sup.child !== first && sup.child.pid !== undefined);
  expect(said[0]).toBe('correction-worker terminou (SIGKILL); reiniciando em 0.1 s (tentativa 1)');
  const second = sup.child;
  second.kill('SIGKILL');
  await until(() => sup.child !== second);
  expect(said[1]).toBe('correction-worker terminou (SIGKILL); reiniciando em 0.2 s (tentativa 2)');
  expect(sup.restarts).toBe(2);
  await sup.stop();
});

it('stop() ends it without a restart; before arm() a failed start is not retried', async () => {
  const said: string[] = [];
  const sup = supervise({ name: 'gateway', start: idle, say: (m) => said.push(m), minDelayMs: 10 });
  sup.arm();
  const child = sup.child;
  await sup.stop();
  expect(child.signalCode).toBe('SIGTERM');
  await new Promise((r) => setTimeout(r, 100));
  expect(sup.child).toBe(child);
  expect(said).toEqual([]);

  const failing = supervise({
    name: 'auth',
    start: () => spawn(process.execPath, ['-e', 'process.exit(3)']),
    say: (m) => said.push(m),
    minDelayMs: 10,
  });
  await once(failing.child, 'exit');
  await new Promise((r) => setTimeout(r, 100));
  expect(failing.child.exitCode).toBe(3);
  expect(said).toEqual([]);
});
