// Writes throwaway development secrets for the dev overlay into ./secrets (git-ignored):
// an RS256 key pair for JWTs and a random INTERNAL_SERVICE_TOKEN. Existing files are kept.
// Never use these for production: there, create the Secrets out of band (docs/deploy.md).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'secrets');
mkdirSync(dir, { recursive: true });
const priv = path.join(dir, 'jwt-private.pem');
const pub = path.join(dir, 'jwt-public.pem');
const token = path.join(dir, 'internal-service-token');

if (!existsSync(priv) || !existsSync(pub)) {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(priv, pair.privateKey, { mode: 0o600 });
  writeFileSync(pub, pair.publicKey);
  console.log(`criado ${priv} e ${pub}`);
}
if (!existsSync(token)) {
  // No trailing newline: the file content becomes the env value as is.
  writeFileSync(token, randomBytes(32).toString('hex'), { mode: 0o600 });
  console.log(`criado ${token}`);
}
