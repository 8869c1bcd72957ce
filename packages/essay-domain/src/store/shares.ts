import type { Db } from './db.js';

/** essay.compartilhamentos: a read-only link to an essay's feedback. */
export type ShareLinkRow = { redacao_id: number; expira_em: Date; permitir_download: boolean };

/** A new link under `token`, valid for `hours`; answers when it expires. */
export async function createShareLink(
  db: Db,
  link: { token: string; redacaoId: number; permitirDownload: boolean; hours: number },
): Promise<Date> {
  const { rows } = await db.query<{ expira_em: Date }>(
    `INSERT INTO essay.compartilhamentos (token, redacao_id, permitir_download, expira_em) VALUES ($1, $2, $3, now() + make_interval(hours => $4)) RETURNING expira_em`,
    [link.token, link.redacaoId, link.permitirDownload, link.hours],
  );
  return rows[0]!.expira_em;
}

export async function findShareLink(db: Db, token: string): Promise<ShareLinkRow | undefined> {
  const { rows } = await db.query<ShareLinkRow>(
    'SELECT redacao_id, expira_em, permitir_download FROM essay.compartilhamentos WHERE token = $1',
    [token],
  );
  return rows[0];
}

/** Every link of the essay stops working; answers how many there were. */
export async function revokeShareLinks(db: Db, redacaoId: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM essay.compartilhamentos WHERE redacao_id = $1', [redacaoId]);
  return rowCount ?? 0;
}
