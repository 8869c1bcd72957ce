import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES, RESET_PASSWORD_PATH, type PasswordResetInput } from '@argumenta/contracts';
import { AppError, withTransaction, type Logger, type Pool } from '@argumenta/platform';
import type { Mail, Mailer } from './mailer.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

/**
 * `ttlMinutes`: how long a link works. `perEmail` requests per address and `perAddress` per client address within
 * `windowSeconds` (unknown addresses counted the same way, so the limit tells nothing about accounts). The per-address
 * count never looks further back than a link lives: whoever exhausts an e-mail's quota (a stranger included) has sent
 * its owner that many links still valid, so the owner's way back in is never closed by someone else. `publicUrl`: the
 * web app's origin, for the link.
 */
export type PasswordResetSettings = {
  ttlMinutes: number;
  perEmail: number;
  perAddress: number;
  windowSeconds: number;
  publicUrl: string;
};
export const DEFAULT_PASSWORD_RESET: PasswordResetSettings = {
  ttlMinutes: 30,
  perEmail: 3,
  perAddress: 20,
  windowSeconds: 3600,
  publicUrl: 'http://localhost:8080',
};

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail with the link: plain text and a simple HTML version, in Portuguese. */
export function resetMail(to: string, nome: string, link: string, ttlMinutes: number): Mail {
  const first = nome.trim().split(/\s+/)[0] ?? '';
  const text = [
    `Olá, ${first}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Argumenta. Para escolher uma nova senha, abra o link abaixo:',
    '',
    link,
    '',
    `O link vale por ${ttlMinutes} minutos e pode ser usado uma única vez.`,
    'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Argumenta',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<p>Olá, ${escapeHtml(first)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Argumenta. Para escolher uma nova senha, use o botão abaixo:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #2b6cb0; color: #ffffff; text-decoration: none; border-radius: 6px">Redefinir minha senha</a></p>
<p>Se o botão não funcionar, copie este endereço no navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>O link vale por ${ttlMinutes} minutos e pode ser usado uma única vez. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Argumenta</p>
</body></html>`;
  return { to, subject: PASSWORD_RESET_MESSAGES.mailSubject, text, html };
}

/**
 * Password reset by e-mail. A request answers the same whatever the address, in the same time (the account is looked
 * up and the mail sent after the answer); a token is 32 random bytes of which only the SHA-256 is stored; using one
 * sets the password and ends every outstanding token of the account in one transaction.
 */
export function passwordReset(pool: Pool, settings: PasswordResetSettings, mailer: Mailer, logger: Logger) {
  const origin = settings.publicUrl.replace(/\/+$/, '');
  const emailWindowSeconds = Math.min(settings.windowSeconds, settings.ttlMinutes * 60);
  const limited = (message: string, retryAfter: number) =>
    new AppError('rate_limited', message, undefined, { status: 429, retryAfterSeconds: retryAfter });

  /** Counts the request against both limits (refused requests are not counted), under a lock per address. */
  async function admit(email: string, ip: string) {
    const emailHash = sha256(email);
    await withTransaction(pool, async (c) => {
      await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`redefinicao:${email}`]);
      const { rows } = await c.query<{
        por_email: number;
        por_ip: number;
        mais_antigo_email: Date | null;
        mais_antigo_ip: Date | null;
      }>(
        `SELECT count(*) FILTER (WHERE email_hash = $1)::int AS por_email, count(*) FILTER (WHERE ip = $2)::int AS por_ip,
                min(criado_em) FILTER (WHERE email_hash = $1) AS mais_antigo_email, min(criado_em) FILTER (WHERE ip = $2) AS mais_antigo_ip
           FROM auth.pedidos_redefinicao_senha
          WHERE ((email_hash = $1 AND criado_em > now() - make_interval(secs => $4)) OR ip = $2) AND criado_em > now() - make_interval(secs => $3)`,
        [emailHash, ip, settings.windowSeconds, emailWindowSeconds],
      );
      const r = rows[0]!;
      const retryAfter = (oldest: Date | null, window: number) =>
        oldest ? Math.max(1, Math.ceil(window - (Date.now() - oldest.getTime()) / 1000)) : window;
      if (r.por_email >= settings.perEmail) {
        const retry = retryAfter(r.mais_antigo_email, emailWindowSeconds);
        throw limited(PASSWORD_RESET_MESSAGES.tooManyForEmail(Math.ceil(retry / 60)), retry);
      }
      if (r.por_ip >= settings.perAddress) {
        throw limited(
          PASSWORD_RESET_MESSAGES.tooMany(Math.ceil(settings.windowSeconds / 60)),
          retryAfter(r.mais_antigo_ip, settings.windowSeconds),
        );
      }
      await c.query('INSERT INTO auth.pedidos_redefinicao_senha (email_hash, ip) VALUES ($1, $2)', [emailHash, ip]);
      // Keeps the table small: this address's requests older than the window go.
      await c.query(
        'DELETE FROM auth.pedidos_redefinicao_senha WHERE email_hash = $1 AND criado_em < now() - make_interval(secs => $2)',
        [emailHash, settings.windowSeconds],
      );
    });
  }

  /** After the answer: a token and its mail when the address has an account. */
  async function issue(email: string) {
    const user = await findUserByEmail(pool, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO auth.tokens_redefinicao_senha (usuario_id, token_hash, expira_em) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
      [user.id, sha256(token), settings.ttlMinutes],
    );
    const pedido = rows[0]!.id;
    const link = `${origin}${RESET_PASSWORD_PATH}?token=${token}`;
    // The mail, its fate on the row, and the account's tokens long dead removed.
    mailer.send(
      resetMail(user.email, user.nome, link, settings.ttlMinutes),
      async (error) => {
        await pool.query(
          'UPDATE auth.tokens_redefinicao_senha SET enviado_em = CASE WHEN $2::text IS NULL THEN now() END, erro_envio = $2 WHERE id = $1',
          [pedido, error],
        );
        await pool.query(
          `DELETE FROM auth.tokens_redefinicao_senha WHERE usuario_id = $1 AND expira_em < now() - interval '1 day'`,
          [user.id],
        );
      },
      { usuario_id: user.id, pedido_redefinicao: pedido },
    );
    logger.info({ usuario_id: user.id, pedido_redefinicao: pedido }, 'pedido de redefinição de senha');
  }

  return {
    ttlMinutes: settings.ttlMinutes,

    /**
     * "Esqueceu sua senha?": a link to the address if it has an account; nothing observable otherwise. Only the limits
     * are checked before the answer; whether the account exists is looked up after it, so known and unknown addresses
     * take the same time to answer.
     */
    async request(email: string, ip: string): Promise<void> {
      await admit(email, ip);
      mailer.later(() => issue(email));
    },

    /** Sets the new password with a valid token; returns the account's id. 400 unknown token, 410 used or expired. */
    async reset(input: PasswordResetInput): Promise<number> {
      const senhaHash = await hashPassword(input.password);
      return withTransaction(pool, async (c) => {
        const { rows } = await c.query<{ usuario_id: number; usado: boolean; expirado: boolean; email: string }>(
          `SELECT t.usuario_id, t.usado_em IS NOT NULL AS usado, t.expira_em <= now() AS expirado, u.email
             FROM auth.tokens_redefinicao_senha t JOIN auth.usuarios u ON u.id = t.usuario_id
            WHERE t.token_hash = $1 FOR UPDATE OF t`,
          [sha256(input.token)],
        );
        const t = rows[0];
        if (!t)
          throw new AppError('validation', PASSWORD_RESET_MESSAGES.tokenInvalid, {
            token: PASSWORD_RESET_MESSAGES.tokenInvalid,
          });
        if (t.usado) throw new AppError('gone', PASSWORD_RESET_MESSAGES.tokenUsed);
        if (t.expirado) throw new AppError('gone', PASSWORD_RESET_MESSAGES.tokenExpired);
        await c.query('UPDATE auth.usuarios SET senha_hash = $2 WHERE id = $1', [t.usuario_id, senhaHash]);
        await c.query(
          'UPDATE auth.tokens_redefinicao_senha SET usado_em = now() WHERE usuario_id = $1 AND usado_em IS NULL',
          [t.usuario_id],
        );
        // Whoever was locked out by wrong passwords gets in with the new one at once.
        await c.query('DELETE FROM auth.tentativas_login WHERE email = $1', [t.email]);
        logger.info({ usuario_id: t.usuario_id }, 'senha redefinida por e-mail');
        return t.usuario_id;
      });
    },
  };
}
export type PasswordReset = ReturnType<typeof passwordReset>;
