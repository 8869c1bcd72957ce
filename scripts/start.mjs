#!/usr/bin/env node
// `npm start`: installs what is missing, checks PostgreSQL/Redis, migrates, seeds the demo accounts,
// builds the web app, starts every service and worker, and prints the URL and logins. Ctrl-C stops all.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Argumenta precisa do Node 20.19 ou mais novo (este é ${process.versions.node}).`);
  process.exit(1);
}

// Dependencies first: the helpers below import packages from node_modules.
const { spawnSync } = await import('node:child_process');
const marker = path.join(ROOT, 'node_modules/.package-lock.json');
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(path.join(ROOT, 'package-lock.json')).mtimeMs) {
  console.log('[argumenta] instalando dependências (npm install)...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: ROOT });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { ensureInfra, ensureDatabase, ensureMorphAnalyzer } = await import('./lib/infra.mjs');
const { buildWebIfStale, run, say, startStack } = await import('./lib/stack.mjs');
const { DEMO_ACCOUNTS } = await import('./services.mjs');
const { spawnMailCatcher } = await import('./lib/mail-catcher.mjs');

process.env.NODE_ENV ??= 'development';
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/argumenta';
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
process.env.LOG_LEVEL ??= 'info';

let mail;
try {
  await ensureInfra();
  ensureMorphAnalyzer();
  await ensureDatabase(process.env.DATABASE_URL);
  say('aplicando migrações e criando as contas de demonstração...');
  run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
  buildWebIfStale();
  // A local inbox for the mail the app sends (password reset), unless a real SMTP server is configured.
  if (!process.env.SMTP_URL && !process.env.SMTP_HOST) {
    mail = await spawnMailCatcher({
      smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
      httpPort: Number(process.env.MAIL_CATCHER_PORT ?? 8025),
    });
    process.env.SMTP_URL = mail.smtpUrl;
  }
  say('iniciando gateway, serviços e workers...');
  const stack = await startStack();
  const port = process.env.PORT ?? '8080';
  console.log(`
\x1b[1m\x1b[32mArgumenta está no ar:\x1b[0m  http://localhost:${port}

Contas de demonstração (senha ${DEMO_ACCOUNTS[0].senha}):
${DEMO_ACCOUNTS.map((a) => `  ${a.tipo.padEnd(12)} ${a.email}`).join('\n')}

${mail ? `E-mails enviados (redefinição de senha): ${mail.inboxUrl}\n\n` : ''}Motor de correção: ${process.env.OPENAI_API_KEY || process.env.OPENAI_BASE_URL ? 'OpenAI-compatível (OPENAI_*)' : 'local (offline, embutido)'}
Ctrl-C encerra tudo.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    say('encerrando...');
    await stack.stop();
    await mail?.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Children run in their own process groups, so a closed terminal must stop them through here too.
  process.on('SIGHUP', shutdown);
} catch (err) {
  console.error(`\n[argumenta] ${err.message}`);
  await mail?.stop();
  process.exit(1);
}
