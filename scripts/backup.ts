// `npm run backup [-- <file>]`: a consistent copy of the whole database taken from the live stack (docs/runbook.md,
// "Backup and restore"). Everything the platform keeps is in it: accounts and the credit ledger, essays, corrections,
// and the uploaded photos and PDFs (essay.arquivos and the proposals' files are BYTEA rows; nothing is kept on disk).
// pg_dump reads every table in one repeatable-read snapshot, so a submission committing meanwhile is in it whole (its
// essay, correction row and credit reservation) or not at all. It runs on DATABASE_DIRECT_URL when set: a
// transaction pooler would not hold pg_dump's session.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { directDatabaseUrl, describeUrl } from './lib/database-copy.js';

const url = directDatabaseUrl();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join(process.env.BACKUP_DIR ?? 'backups', `argumenta-${stamp}.dump`));
mkdirSync(path.dirname(file), { recursive: true });
// Written aside and renamed once complete: a cut-short dump never looks like a backup.
const partial = `${file}.parcial`;
const started = Date.now();
const dump = spawnSync('pg_dump', ['--format=custom', '--compress=6', `--file=${partial}`, `--dbname=${url}`], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (dump.error || dump.status !== 0) {
  rmSync(partial, { force: true });
  console.error(
    `backup falhou (pg_dump ${dump.error ? `não encontrado: instale postgresql-client` : `código ${dump.status}`}); nada foi gravado.`,
  );
  process.exit(1);
}
renameSync(partial, file);
const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
console.log(
  `backup de ${describeUrl(url)} gravado em ${file} (${mb} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
