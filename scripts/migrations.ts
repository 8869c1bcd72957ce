// Every service schema and its migrations folder (services also migrate themselves at start).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATION_DIRS: [string, string][] = (
  [
    ['auth', 'services/auth/migrations'],
    ['classroom', 'services/classroom/migrations'],
    ['essay', 'services/essay/migrations'],
    ['proposal', 'services/proposal/migrations'],
  ] as [string, string][]
)
  .map(([schema, dir]): [string, string] => [schema, path.join(root, dir)])
  .filter(([, dir]) => existsSync(dir));
