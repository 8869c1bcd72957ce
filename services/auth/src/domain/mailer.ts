import nodemailer from 'nodemailer';
import type { Logger } from '@argumenta/platform';

export type Mail = { to: string; subject: string; text: string; html: string };

/** Where mail goes: an SMTP URL (smtp:// or smtps://, credentials in it; none: every send fails, logged) and the sender. */
export type MailSettings = { smtpUrl?: string; from: string };
export const DEFAULT_MAIL_FROM = 'Argumenta <nao-responda@argumenta.dev>';
export const NO_SMTP_ERROR = 'SMTP não configurado (SMTP_URL ou SMTP_HOST)';

/** Waits before the second and third attempts of one mail (a relay's brief outage, a greylisting answer). */
export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000];

/**
 * Sends mail through SMTP, off the request path: `send` returns at once and the mail is tried up to three times; each
 * failure is logged and the last one reported to `onSettled`, so nothing is lost without a trace.
 *
 * Direct send with in-process retries rather than a queue: the only mail is a password-reset link, a live credential
 * that must not sit in Redis or in a database row in clear (only its hash is kept), and a lost one costs the person a
 * second click on "Esqueceu sua senha?". `close` waits for the mails in flight, so a deploy's SIGTERM does not drop them.
 */
export function createMailer(settings: MailSettings, logger: Logger, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS) {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl, { from: settings.from })
    : undefined;
  const inFlight = new Set<Promise<void>>();
  // Pending retry waits: closing ends them at once (the retries are then tried before the process exits).
  const waits = new Set<() => void>();
  let closing = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closing) return resolve();
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      waits.add(done);
    });

  async function deliver(
    mail: Mail,
    onSettled: (error: string | null) => Promise<unknown> | void,
    context: Record<string, unknown>,
  ) {
    let lastError = NO_SMTP_ERROR;
    for (let attempt = 0; transport && attempt <= retryDelaysMs.length; attempt++) {
      if (attempt > 0) await wait(retryDelaysMs[attempt - 1]!);
      try {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        logger.info({ ...context, tentativa: attempt + 1 }, 'e-mail enviado');
        await onSettled(null);
        return;
      } catch (err) {
        lastError = (err as Error).message;
        logger.warn({ ...context, tentativa: attempt + 1, err: lastError }, 'envio de e-mail falhou');
      }
    }
    logger.error({ ...context, err: lastError }, 'e-mail não enviado após todas as tentativas');
    await onSettled(lastError);
  }

  const track = (work: Promise<unknown>, context: Record<string, unknown>, what: string) => {
    const p: Promise<void> = work.then(
      () => {},
      (err: Error) => logger.error({ ...context, err: err.message }, what),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  return {
    /** Whether an SMTP relay is configured (without one every send fails): optional mail is then not even tried. */
    configured: Boolean(transport),
    /** Queues one mail in this process; `onSettled(null)` once sent, `onSettled(error)` after the last failure. */
    send(
      mail: Mail,
      onSettled: (error: string | null) => Promise<unknown> | void = () => {},
      context: Record<string, unknown> = {},
    ): void {
      track(deliver(mail, onSettled, context), context, 'registro do envio de e-mail falhou');
    },
    /** Runs the work that prepares a mail after the answer (waited for by `idle` and `close` like a mail). */
    later(work: () => Promise<unknown>, context: Record<string, unknown> = {}): void {
      // After the current request's answer is written (the next turn of the event loop).
      track(new Promise((resolve) => setImmediate(resolve)).then(work), context, 'preparação do e-mail falhou');
    },
    /** Resolves when every mail handed over so far is settled. */
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    /** Retries left are tried at once, the mails in flight are waited for, then the SMTP connections close. */
    async close(): Promise<void> {
      closing = true;
      for (const done of [...waits]) done();
      await this.idle();
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

/** The SMTP URL from SMTP_URL, or built from SMTP_HOST/PORT/USER/PASS/SECURE; undefined when neither is set. */
export function smtpUrlFrom(env: {
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: number;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  SMTP_SECURE?: boolean;
}): string | undefined {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return undefined;
  const auth = env.SMTP_USER ? `${encodeURIComponent(env.SMTP_USER)}:${encodeURIComponent(env.SMTP_PASS ?? '')}@` : '';
  const port = env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587);
  return `${env.SMTP_SECURE ? 'smtps' : 'smtp'}://${auth}${env.SMTP_HOST}:${port}`;
}
