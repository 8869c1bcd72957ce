// Container entry point: starts one Argumenta process from the compiled JavaScript in this image.
// The argument is a role (gateway, auth, classroom, essay, proposal, correction-worker, ocr-worker)
// or the path of its entry point as in a source checkout (services/auth/src/main.ts), so commands
// written for `node --import tsx` keep working.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const APP = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const roles = ['gateway', ...readdirSync(path.join(APP, 'services'))];
const arg = process.argv[2] ?? 'gateway';
const entry = !arg.includes('/')
  ? arg === 'gateway'
    ? 'gateway/src/main.js'
    : `services/${arg}/src/main.js`
  : arg.replace(/\.ts$/, '.js');

if (!existsSync(path.resolve(APP, entry))) {
  console.error(`[argumenta] processo desconhecido: ${arg}. Use um de: ${roles.join(', ')}.`);
  process.exit(64);
}
// The entry point sees the arguments after its own name, as if started directly.
process.argv.splice(1, 2, path.resolve(APP, entry));
await import(pathToFileURL(path.resolve(APP, entry)).href);
