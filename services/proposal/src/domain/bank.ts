// The theme bank (issue 11): every Essay-BR prompt becomes a built-in public proposal, with the corpus's development
// essays for it as graded references. Seeded at start, idempotently: keyed by the corpus prompt id, skipped when the
// bank's version is the one already seeded, and serialised by an advisory lock so replicas starting together agree.
import { loadThemeBank, type ThemeBank } from '@argumenta/corretor/theme-bank';
import { withTransaction, type Logger, type Pool } from '@argumenta/platform';

/** criador_id of bank proposals: no user has id 0, so nobody may edit or delete them (creator-only writes). */
export const BANK_CREATOR_ID = 0;
export const BANK_CREATOR_NAME = 'Banco de temas';
/** Bank proposals carry the corpus's date, so the pickers and lists keep users' own proposals first. */
const BANK_DATE = '2021-01-01T00:00:00Z';
const SEED_LOCK = 0x41524742; // 'ARGB'

export type SeedResult = { semeado: boolean; temas: number; referencias: number; versao: string };

export async function seedThemeBank(
  pool: Pool,
  logger?: Logger,
  bank: ThemeBank = loadThemeBank(),
): Promise<SeedResult> {
  const referencias = bank.temas.reduce((n, t) => n + t.referencias.length, 0);
  const result = await withTransaction(pool, async (c) => {
    await c.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const current = await c.query<{ versao: string }>('SELECT versao FROM proposal.banco_versao');
    if (current.rows[0]?.versao === bank.versao) return false;
    for (const t of bank.temas) {
      const { rows } = await c.query<{ id: number }>(
        `INSERT INTO proposal.propostas (titulo, descricao, tema_principal, tipo_conteudo, texto_apoio_original, visibilidade, ativa, ativa_para_correcao,
                                         criador_id, criador_nome, banco_prompt_id, data_criacao, data_atualizacao)
         VALUES ($1, $2, $1, 'texto', $3, 'publico', true, true, $4, $5, $6, $7, $7)
         ON CONFLICT (banco_prompt_id) DO UPDATE SET titulo = EXCLUDED.titulo, descricao = EXCLUDED.descricao, tema_principal = EXCLUDED.tema_principal,
                texto_apoio_original = EXCLUDED.texto_apoio_original, data_atualizacao = now()
         RETURNING id`,
        [
          t.titulo,
          `Banco de temas: proposta ${t.promptId} do corpus Essay-BR, com ${t.referencias.length} redações corrigidas por avaliadores.`,
          t.textoApoio,
          BANK_CREATOR_ID,
          BANK_CREATOR_NAME,
          t.promptId,
          BANK_DATE,
        ],
      );
      const id = rows[0]!.id;
      // The corpus references are replaced as a whole; teachers' references of the proposal stay.
      await c.query(`DELETE FROM proposal.referencias WHERE proposta_id = $1 AND origem = 'corpus'`, [id]);
      if (t.referencias.length) {
        await c.query(
          `INSERT INTO proposal.referencias (proposta_id, origem, texto, notas, criado_em)
           SELECT $1, 'corpus', t.texto, ($3::smallint[])[(t.i - 1) * 5 + 1 : t.i * 5], $4 FROM unnest($2::text[]) WITH ORDINALITY AS t(texto, i)`,
          [id, t.referencias.map((r) => r.texto), t.referencias.flatMap((r) => r.notas), BANK_DATE],
        );
      }
    }
    await c.query(
      `INSERT INTO proposal.banco_versao (unica, versao) VALUES (true, $1) ON CONFLICT (unica) DO UPDATE SET versao = EXCLUDED.versao, semeado_em = now()`,
      [bank.versao],
    );
    return true;
  });
  if (result) logger?.info({ temas: bank.temas.length, referencias, versao: bank.versao }, 'banco de temas semeado');
  return { semeado: result, temas: bank.temas.length, referencias, versao: bank.versao };
}
