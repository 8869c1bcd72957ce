// Jest global setup: every run gets its own fresh database so parallel or repeated runs never collide.
// Services apply their own migrations when tests boot them (the runner is idempotent and locked).
import pg from 'pg';

export default async function setup() {
  const admin = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `argumenta_test_${process.pid}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.ARGUMENTA_TEST_DB = name;
  process.env.NODE_ENV = 'test';
}
