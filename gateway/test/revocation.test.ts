import { Redis } from 'ioredis';
import { tokenRevocation } from '@argumenta/platform';
import { jwtSettings, REDIS_URL, tokenFor, uniquePrefix } from '@argumenta/testkit';

// The logged-out tokens' in-memory mirror: each gateway answers from memory, learns another
// replica's logouts from the channel, loads the ones made before it started, and asks Redis while it is not mirrored.
const clients: Redis[] = [];
const connect = () => {
  const c = new Redis(REDIS_URL);
  clients.push(c);
  return c;
};
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.quit()));
});
const until = async (check: () => boolean, ms = 2000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 5));
  return check();
};
/**
 * Polls an async check until it holds. Each round yields to the event loop: a mirrored isRevoked resolves at once, so
 * a bare `await` loop would never let the Redis message it waits for in.
 */
const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 5)))
    if (await check()) return true;
  return check();
};

it('a logout on one replica is refused by another from its mirror; one made earlier is loaded; without the subscriber Redis is asked', async () => {
  const prefix = uniquePrefix('sessoes');
  const early = tokenFor({ id: 91, tipo: 'estudante', nome: 'Antes' });
  const plain = tokenRevocation(connect(), prefix);
  expect(await plain.revoke(early, jwtSettings)).toBe(true);

  const a = tokenRevocation(connect(), prefix, undefined, { subscriber: connect() });
  const bRedis = connect();
  const b = tokenRevocation(bRedis, prefix, undefined, { subscriber: connect() });
  expect(await until(() => a.mirrored() && b.mirrored())).toBe(true);
  // From here b answers from memory only: its commands connection is gone (asking Redis would fail open: false).
  bRedis.disconnect();
  // Revoked before these replicas started: loaded from Redis.
  expect(await b.isRevoked(early)).toBe(true);

  const token = tokenFor({ id: 92, tipo: 'estudante', nome: 'Depois' });
  const other = tokenFor({ id: 92, tipo: 'estudante', nome: 'Depois' });
  expect(await b.isRevoked(token)).toBe(false);
  expect(await a.revoke(token, jwtSettings)).toBe(true);
  expect(await a.isRevoked(token)).toBe(true);
  expect(await eventually(() => b.isRevoked(token))).toBe(true);
  // The same user's other session is not affected, here nor in the replica without a mirror.
  expect(await b.isRevoked(other)).toBe(false);
  expect(await plain.isRevoked(token)).toBe(true);
  expect(await plain.isRevoked(other)).toBe(false);
  expect(plain.mirrored()).toBe(false);
});

it('a commands connection that is ready after the subscriber (as at a gateway start) still gets the mirror loaded', async () => {
  const prefix = uniquePrefix('sessoes');
  const early = tokenFor({ id: 93, tipo: 'estudante', nome: 'Cedo' });
  expect(await tokenRevocation(connect(), prefix).revoke(early, jwtSettings)).toBe(true);
  // Commands refused until it connects (the gateway's connection does not queue them), connected only later.
  const late = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false });
  clients.push(late);
  const sub = connect();
  const r = tokenRevocation(late, prefix, undefined, { subscriber: sub });
  await until(() => sub.status === 'ready');
  await new Promise((res) => setTimeout(res, 100));
  expect(r.mirrored()).toBe(false);
  await late.connect();
  expect(await until(() => r.mirrored())).toBe(true);
  late.disconnect();
  expect(await r.isRevoked(early)).toBe(true);
});

it('ending a user’s sessions (password reset) refuses every token issued until then, in every replica, and none issued after', async () => {
  const prefix = uniquePrefix('sessoes');
  const plain = tokenRevocation(connect(), prefix);
  const a = tokenRevocation(connect(), prefix, undefined, { subscriber: connect() });
  expect(await until(() => a.mirrored())).toBe(true);
  const before = tokenFor({ id: 94, tipo: 'estudante', nome: 'Antes' });
  const someoneElse = tokenFor({ id: 95, tipo: 'estudante', nome: 'Outra' });
  await plain.revokeUser(94, 60);
  const after = tokenFor({ id: 94, tipo: 'estudante', nome: 'Depois' });

  expect(await plain.isRevoked(before)).toBe(true);
  expect(await plain.isRevoked(after)).toBe(false);
  expect(await plain.isRevoked(someoneElse)).toBe(false);
  expect(await eventually(() => a.isRevoked(before))).toBe(true);
  expect(await a.isRevoked(after)).toBe(false);

  // A replica started later loads it, and answers from memory alone.
  const lateRedis = connect();
  const late = tokenRevocation(lateRedis, prefix, undefined, { subscriber: connect() });
  expect(await until(() => late.mirrored())).toBe(true);
  lateRedis.disconnect();
  expect(await late.isRevoked(before)).toBe(true);
  expect(await late.isRevoked(after)).toBe(false);
});

it('a watched session hears its ending made by another process (one token, or its user’s sessions), and only its own', async () => {
  const prefix = uniquePrefix('sessoes');
  const elsewhere = tokenRevocation(connect(), prefix);
  const gateway = tokenRevocation(connect(), prefix, undefined, { subscriber: connect() });
  expect(await until(() => gateway.mirrored(), 10_000)).toBe(true);
  const heard: string[] = [];
  const watch = (name: string, token: string) => gateway.watch(token, () => heard.push(name));
  const loggedOut = tokenFor({ id: 96, tipo: 'estudante', nome: 'Sai' });
  const sameUser = tokenFor({ id: 96, tipo: 'estudante', nome: 'Sai' });
  const demoted = tokenFor({ id: 97, tipo: 'professor', nome: 'Rebaixada' });
  watch('logout', loggedOut);
  watch('mesmo usuário', sameUser);
  watch('rebaixada', demoted);
  const stopped = gateway.watch(tokenFor({ id: 97, tipo: 'professor', nome: 'Parou' }), () =>
    heard.push('parou de ouvir'),
  );
  stopped();
  expect(gateway.watching()).toBe(3);

  expect(await elsewhere.revoke(loggedOut, jwtSettings)).toBe(true);
  expect(await until(() => heard.includes('logout'), 10_000)).toBe(true);
  await elsewhere.revokeUser(97, 60);
  expect(await until(() => heard.includes('rebaixada'), 10_000)).toBe(true);
  // A session opened after the ending is watched, not ended.
  watch('depois', tokenFor({ id: 97, tipo: 'estudante', nome: 'Rebaixada' }));
  expect(heard).toEqual(['logout', 'rebaixada']);
  expect(gateway.watching()).toBe(2);
});
