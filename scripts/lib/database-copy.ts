// What `npm run backup` and `npm run restore` share: the database they talk to and how to name it in messages.

/** Backups and restores go to PostgreSQL itself: DATABASE_DIRECT_URL, else DATABASE_URL (docs/deploy.md). */
export const directDatabaseUrl = () =>
  process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/argumenta';

/** host:port/database, never the password. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}
