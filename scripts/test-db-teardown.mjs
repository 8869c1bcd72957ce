import pg from 'pg';

export default async function teardown() {
  const name = process.env.ARGUMENTA_TEST_DB;
  if (!name || process.env.KEEP_TEST_DB) return;
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
