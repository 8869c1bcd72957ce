import { jest } from '@jest/globals';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import {
  createPool,
  epochKey,
  generationKey,
  keepForUser,
  listenForChanges,
  livenessKey,
  parseChangedUsers,
  USER_CACHE_HEADER,
  type Pool,
} from '@argumenta/platform';
import { eventually, logger, REDIS_URL, uniquePrefix } from '@argumenta/testkit';
import { startPrivatePostgres, startPrivateRedis } from '@argumenta/testkit/infra';

/**
 * The change listener behind the gateway's read cache (generations.ts) on a real PostgreSQL it can lose: a committed
 * change renews its users' generations, a rolled-back one does not, and a restart of the server renews the epoch
 * (changes made while it was away were never announced) and the listener comes back by itself.
 */
jest.setTimeout(60_000);

const schema = 'geracoes_teste';
const prefix = uniquePrefix('geracoes');
let pg: Awaited<ReturnType<typeof startPrivatePostgres>>;
let pool: Pool;
let redis: Redis;
let listener: ReturnType<typeof listenForChanges>;

/** Whether keepForUser marks an answer now. */
function marks(): boolean {
  const headers: Record<string, string> = {};
  keepForUser({ setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as Response);
  return headers[USER_CACHE_HEADER] === 'usuario';
}
const generation = (id: number) => redis.get(generationKey(prefix, id));

beforeAll(async () => {
  pg = await startPrivatePostgres();
  pool = createPool(pg.url(), 2);
  redis = new Redis(REDIS_URL);
  // The same trigger the services' migrations install, on a table of this test's own schema.
  await pool.query(`
    CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.itens (usuario_id integer NOT NULL);
    CREATE FUNCTION ${schema}.notificar() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('argumenta_mudancas_' || TG_TABLE_SCHEMA, NEW.usuario_id::text); RETURN NULL; END $$;
    CREATE TRIGGER itens_mudanca AFTER INSERT ON ${schema}.itens FOR EACH ROW EXECUTE FUNCTION ${schema}.notificar();`);
  listener = listenForChanges({ databaseUrl: pg.url(), redisUrl: REDIS_URL, schema, prefix, logger });
  await eventually(async () => (await redis.get(livenessKey(prefix, schema))) === '1', 'ouvinte conectado', 10_000, 25);
});

afterAll(async () => {
  await listener?.close();
  await pool?.end().catch(() => undefined);
  redis?.disconnect();
  await pg?.close();
});

it('reads only user ids from a notification', () => {
  expect(parseChangedUsers('12')).toEqual([12]);
  expect(parseChangedUsers('12,40')).toEqual([12, 40]);
  expect(parseChangedUsers('x,-1,0,1.5,')).toEqual([]);
  expect(parseChangedUsers(undefined)).toEqual([]);
});

it('a committed change renews its users’ generations; a rolled-back one announces nothing', async () => {
  expect(marks()).toBe(true);
  expect(await redis.get(epochKey(prefix))).toBeTruthy();
  await pool.query(`INSERT INTO ${schema}.itens VALUES (41), (41), (42)`);
  await eventually(
    async () => Boolean((await generation(41)) && (await generation(42))),
    'gerações de 41 e 42',
    5_000,
    10,
  );
  const before = await generation(41);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO ${schema}.itens VALUES (41), (43)`);
    await client.query('ROLLBACK');
  } finally {
    client.release();
  }
  // A committed change after it: once its announcement is in, the rolled-back one would have been too.
  await pool.query(`INSERT INTO ${schema}.itens VALUES (44)`);
  await eventually(async () => (await generation(44)) !== null, 'geração de 44', 5_000, 10);
  expect(await generation(41)).toBe(before);
  expect(await generation(43)).toBeNull();
});

it('PostgreSQL restarting: the epoch is renewed, nothing is marked keepable meanwhile, and the listener comes back', async () => {
  const epoch = await redis.get(epochKey(prefix));
  await pg.stop();
  await eventually(
    async () => !marks() && (await redis.get(epochKey(prefix))) !== epoch,
    'época renovada com o banco fora',
    10_000,
    25,
  );
  expect(await redis.get(livenessKey(prefix, schema))).toBeNull();
  const whileAway = await redis.get(epochKey(prefix));
  await pg.start();
  await eventually(
    async () => marks() && (await redis.get(livenessKey(prefix, schema))) === '1',
    'ouvinte de volta',
    20_000,
    50,
  );
  // Renewed again on reconnecting: what was kept while it was away is not answered either.
  expect(await redis.get(epochKey(prefix))).not.toBe(whileAway);
  await pool.query(`INSERT INTO ${schema}.itens VALUES (45)`);
  await eventually(async () => (await generation(45)) !== null, 'geração de 45 depois da volta', 5_000, 10);
});

it('Redis away when a change is announced: the next renewal that goes through renews the epoch too', async () => {
  const own = await startPrivateRedis({ appendonly: true });
  const client = new Redis(own.url);
  const otherPrefix = uniquePrefix('geracoes-redis');
  const second = listenForChanges({ databaseUrl: pg.url(), redisUrl: own.url, schema, prefix: otherPrefix, logger });
  try {
    await eventually(
      async () => (await client.get(livenessKey(otherPrefix, schema))) === '1',
      'segundo ouvinte conectado',
      10_000,
      25,
    );
    const epoch = await client.get(epochKey(otherPrefix));
    await new Promise((r) => setTimeout(r, 1_100)); // the append-only file is written every second
    await own.stop();
    await pool.query(`INSERT INTO ${schema}.itens VALUES (46)`); // its renewal cannot reach Redis
    await new Promise((r) => setTimeout(r, 300));
    await own.start();
    await eventually(
      async () => (await client.get(epochKey(otherPrefix)).catch(() => null)) !== null,
      'Redis de volta com os dados',
      10_000,
      50,
    );
    expect(await client.get(generationKey(otherPrefix, 46))).toBeNull(); // lost
    await pool.query(`INSERT INTO ${schema}.itens VALUES (47)`);
    await eventually(
      async () => (await client.get(generationKey(otherPrefix, 47))) !== null,
      'geração de 47',
      10_000,
      25,
    );
    expect(await client.get(epochKey(otherPrefix))).not.toBe(epoch);
  } finally {
    await second.close();
    client.disconnect();
    await own.close();
  }
});

it('closed: its liveness goes and nothing more is marked keepable', async () => {
  await listener.close();
  expect(marks()).toBe(false);
  expect(await redis.get(livenessKey(prefix, schema))).toBeNull();
});
