// A local mail catcher: an SMTP server that keeps what it receives in memory, and a small web inbox showing it.
// `npm start` runs one so a new user sees the password-reset mail; the e2e stack and the auth service's tests use
// the same one (tests read the messages directly, the e2e spec through /api/mensagens). Run directly it is a process
// of its own (`node scripts/lib/mail-catcher.mjs <smtp port> <http port>`), which spawnMailCatcher starts.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const LINK = /https?:\/\/[^\s<>"')]+/g;
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function inboxPage(messages) {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject || '(sem assunto)')}</h2>
  <p class="meta">Para: ${escapeHtml(m.to.join(', '))} · De: ${escapeHtml(m.from)} · ${escapeHtml(new Date(m.receivedAt).toLocaleString('pt-BR'))}</p>
  ${m.links.length ? `<p>Links: ${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</p>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Caixa de e-mails local · Argumenta</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
article{border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#4a5568;font-size:.9rem;margin:0 0 .5rem}pre{white-space:pre-wrap;background:#f7fafc;padding:.75rem;border-radius:6px}
a{color:#2b6cb0;word-break:break-all}</style></head>
<body><h1>Caixa de e-mails local</h1>
<p>Os e-mails que o Argumenta envia neste computador (nenhum sai para a internet). A página se atualiza a cada 5 segundos.</p>
${items || '<p>Nenhum e-mail recebido ainda.</p>'}
</body></html>`;
}

/**
 * Starts the catcher. Port 0 picks a free port. `accept(message)` (tests) runs before a message is acknowledged:
 * throwing refuses it with an SMTP error, and a pending promise holds the sender waiting. Keeps the newest `max`.
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', max = 200, accept } = {}) {
  const messages = [];
  const waiters = new Set();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no STARTTLS offered (a sender would refuse the self-signed certificate).
    disabledCommands: ['STARTTLS'],
    banner: 'Argumenta mail catcher',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const message = {
            id: nextId++,
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text,
            html,
            links: [...new Set(`${text}\n${html}`.match(LINK) ?? [])].map((l) => l.replace(/&amp;/g, '&')),
            receivedAt: new Date().toISOString(),
          };
          if (accept) await accept(message);
          messages.push(message);
          if (messages.length > max) messages.shift();
          for (const w of [...waiters]) w(message);
          callback();
        })
        .catch((err) => {
          const refusal = new Error(err.message);
          refusal.responseCode = 451;
          callback(refusal);
        });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  smtp.on('error', () => {}); // a client's broken connection is not the catcher's failure

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (req.method === 'GET' && url.pathname === '/api/mensagens') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify([...messages].reverse()));
    }
    if (req.method === 'DELETE' && url.pathname === '/api/mensagens') {
      messages.length = 0;
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(inboxPage([...messages].reverse()));
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Não encontrado');
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(httpPort, host, resolve);
  });

  const actualSmtpPort = smtp.server.address().port;
  const actualHttpPort = web.address().port;
  return {
    smtpPort: actualSmtpPort,
    smtpUrl: `smtp://${host}:${actualSmtpPort}`,
    inboxUrl: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualHttpPort}`,
    /** Received messages, oldest first. */
    messages: () => [...messages],
    /** The first message (already received or arriving within `ms`) that matches. */
    waitFor(match, ms = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(onMessage);
          reject(new Error(`nenhum e-mail esperado chegou em ${ms} ms`));
        }, ms);
        const onMessage = (m) => {
          if (!match(m)) return;
          clearTimeout(timer);
          waiters.delete(onMessage);
          resolve(m);
        };
        waiters.add(onMessage);
      });
    },
    async close() {
      web.closeAllConnections?.();
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => web.close(resolve))]);
    },
  };
}

/**
 * Starts the catcher as a child process (its own process group, like the stack's services) and waits until its inbox
 * answers. Its own process: the e2e runner blocks its event loop while Playwright runs, and mail must still arrive.
 */
export async function spawnMailCatcher({ smtpPort, httpPort, timeoutMs = 15_000 }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(smtpPort), String(httpPort)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const inboxUrl = `http://localhost:${httpPort}`;
  for (const deadline = Date.now() + timeoutMs; ;) {
    if (child.exitCode !== null)
      throw new Error(`a caixa de e-mails local não iniciou (portas ${smtpPort}/${httpPort} ocupadas?)`);
    if (
      await fetch(`${inboxUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`a caixa de e-mails local não respondeu em ${inboxUrl}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
  const catcher = await startMailCatcher({ smtpPort, httpPort });
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
