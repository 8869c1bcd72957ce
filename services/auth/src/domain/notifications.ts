import {
  notificationCreateSchema,
  type Notificacao,
  type Notificacoes,
  type NotificationCreate,
} from '@argumenta/contracts';
import { parseOrThrow, type Logger, type Pool } from '@argumenta/platform';
import type { Mail, Mailer } from './mailer.js';
import { escapeHtml } from './password-reset.js';

/**
 * Notifications (issue 46): stored for the app's bell and, where SMTP is configured, e-mailed once (the mailer retries;
 * the outcome is noted on the row). Other services create them through POST /internal/notificacoes.
 */
const NOTIFICATIONS_SHOWN = 30;

type Row = Omit<Notificacao, 'criada_em' | 'lida_em'> & { criada_em: Date; lida_em: Date | null };
const view = (r: Row): Notificacao => ({
  id: r.id,
  tipo: r.tipo,
  titulo: r.titulo,
  texto: r.texto,
  link: r.link,
  criada_em: r.criada_em.toISOString(),
  lida_em: r.lida_em ? r.lida_em.toISOString() : null,
});

export function notificationMail(to: string, nome: string, n: { titulo: string; texto: string }, url: string): Mail {
  const first = nome.trim().split(/\s+/)[0] ?? '';
  const text = [`Olá, ${first}!`, '', n.texto, '', url, '', 'Equipe Argumenta'].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<p>Olá, ${escapeHtml(first)}!</p>
<p>${escapeHtml(n.texto)}</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #2b6cb0; color: #ffffff; text-decoration: none; border-radius: 6px">Ver no Argumenta</a></p>
<p>Equipe Argumenta</p>
</body></html>`;
  return { to, subject: `Argumenta: ${n.titulo}`, text, html };
}

export function notifications(pool: Pool, mailer: Mailer, publicUrl: string, logger: Logger) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    /** Stores the notification and, with SMTP configured, mails it after the answer. Unknown users: nothing (null). */
    async create(body: unknown): Promise<Notificacao | null> {
      const n = parseOrThrow(notificationCreateSchema, body as NotificationCreate);
      const { rows } = await pool.query<Row & { email: string; nome: string; anonimizada_em: Date | null }>(
        `WITH u AS (SELECT id, email, nome, anonimizada_em FROM auth.usuarios WHERE id = $1),
              n AS (INSERT INTO auth.notificacoes (usuario_id, tipo, titulo, texto, link)
                    SELECT id, $2, $3, $4, $5 FROM u WHERE anonimizada_em IS NULL RETURNING *)
         SELECT n.*, u.email, u.nome, u.anonimizada_em FROM n JOIN u ON u.id = n.usuario_id`,
        [n.usuario_id, n.tipo, n.titulo, n.texto, n.link],
      );
      const row = rows[0];
      if (!row) return null;
      if (mailer.configured)
        mailer.send(
          notificationMail(row.email, row.nome, n, `${origin}${n.link ?? '/dashboard'}`),
          (error) =>
            pool.query(
              'UPDATE auth.notificacoes SET email_enviado_em = CASE WHEN $2::text IS NULL THEN now() END, erro_email = $2 WHERE id = $1',
              [row.id, error],
            ),
          { usuario_id: n.usuario_id, notificacao: row.id },
        );
      else logger.debug({ notificacao: row.id }, 'notificação sem e-mail: SMTP não configurado');
      return view(row);
    },
    /** The latest notifications of a person, and how many are unread. */
    async list(usuarioId: number): Promise<Notificacoes> {
      const [list, unread] = await Promise.all([
        pool.query<Row>(
          'SELECT id, tipo, titulo, texto, link, criada_em, lida_em FROM auth.notificacoes WHERE usuario_id = $1 ORDER BY id DESC LIMIT $2',
          [usuarioId, NOTIFICATIONS_SHOWN],
        ),
        pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM auth.notificacoes WHERE usuario_id = $1 AND lida_em IS NULL',
          [usuarioId],
        ),
      ]);
      return { notificacoes: list.rows.map(view), nao_lidas: unread.rows[0]?.n ?? 0 };
    },
    /** Marks one (id) or all of a person's notifications as read; another person's id changes nothing. */
    async markRead(usuarioId: number, id: number | null): Promise<number> {
      const { rowCount } = await pool.query(
        'UPDATE auth.notificacoes SET lida_em = now() WHERE usuario_id = $1 AND lida_em IS NULL AND ($2::int IS NULL OR id = $2)',
        [usuarioId, id],
      );
      return rowCount ?? 0;
    },
  };
}
export type Notifications = ReturnType<typeof notifications>;
