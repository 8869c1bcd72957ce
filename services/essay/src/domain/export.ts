import { Queue, Worker } from 'bullmq';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  EXPORT_MESSAGES,
  EXPORT_QUEUE,
  exportJobId,
  type AuthUser,
  type ExportStatus,
  type PersonalDataAuth,
} from '@argumenta/contracts';
import {
  AppError,
  bullConnection,
  PRODUCER_OPTIONS,
  safeFileName,
  withTransaction,
  type InternalClient,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import {
  completeExport,
  exportArchive,
  failExport,
  fileContent,
  insertExport,
  ownExport as findOwnExport,
  personalDataOf,
  recordExportProgress,
  startExport,
  type ExportRow,
} from '@argumenta/essay-domain';

export type ExportDeps = { pool: Pool; logger: Logger; auth: InternalClient; classroom: InternalClient };
export type EnqueueExport = (exportacaoId: number) => Promise<void>;

const toStatus = (r: ExportRow): ExportStatus => ({
  id: r.id,
  usuario_id: r.usuario_id,
  status: r.status,
  progresso: r.progresso,
  criada_em: r.criada_em.toISOString(),
  concluida_em: r.concluida_em?.toISOString() ?? null,
  expira_em: r.expira_em.toISOString(),
  tamanho: r.tamanho,
});

const authDataPath = (usuarioId: number, solicitanteId: number) =>
  `/internal/titulares/${usuarioId}/dados?solicitante=${solicitanteId}`;

/** A person asks for their data (or a coordinator for a student's): checked by the auth service now, built by the job. */
export async function requestExport(
  deps: ExportDeps,
  enqueue: EnqueueExport,
  requester: AuthUser,
  usuarioId = requester.id,
): Promise<ExportStatus> {
  await deps.auth.get(authDataPath(usuarioId, requester.id));
  const row = await insertExport(deps.pool, usuarioId, requester.id);
  await enqueue(row.id);
  return toStatus(row);
}

/** The requester's own export (anyone else: 404, as if it did not exist); expired ones are gone. */
async function ownExport(pool: Pool, requester: AuthUser, id: number): Promise<ExportRow> {
  const row = await findOwnExport(pool, id, requester.id);
  if (!row) throw new AppError('not_found', EXPORT_MESSAGES.notFound);
  return row;
}

export const exportStatus = async (pool: Pool, requester: AuthUser, id: number) =>
  toStatus(await ownExport(pool, requester, id));

export async function exportFile(
  pool: Pool,
  requester: AuthUser,
  id: number,
): Promise<{ bytes: Buffer; usuarioId: number }> {
  const row = await ownExport(pool, requester, id);
  if (row.status !== 'concluida') throw new AppError('conflict', EXPORT_MESSAGES.notReady);
  return { bytes: (await exportArchive(pool, id))!, usuarioId: row.usuario_id };
}

const escapeHtml = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const when = (d: unknown) =>
  d ? new Date(d as string).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '—';

/** The essays as a person reads them: each version's text, grades, feedback, teacher's comment and appeals. */
function essaysHtml(data: PersonalData): string {
  type Row = Record<string, unknown>;
  const correctionsOf = (id: unknown) => data.correcoes.filter((c: Row) => c.redacao_id === id);
  const appealsOf = (id: unknown) => data.recursos.filter((a: Row) => a.redacao_id === id);
  const essays = data.redacoes.map((r: Row) => {
    const grades = correctionsOf(r.id)
      .map((c: Row) => {
        const general = (c.analise_detalhada as { comentarios_gerais?: string } | null)?.comentarios_gerais;
        return `<li>Correção de ${escapeHtml(when(c.data_correcao))}: nota ${escapeHtml(c.nota_geral_enem ?? '—')} (C1 ${escapeHtml(c.c1_nota ?? '—')}, C2 ${escapeHtml(c.c2_nota ?? '—')}, C3 ${escapeHtml(c.c3_nota ?? '—')}, C4 ${escapeHtml(c.c4_nota ?? '—')}, C5 ${escapeHtml(c.c5_nota ?? '—')})${general ? `<br>${escapeHtml(general)}` : ''}</li>`;
      })
      .join('');
    const appeals = appealsOf(r.id)
      .map(
        (a: Row) =>
          `<li>Recurso na competência ${escapeHtml(a.competencia)} (${escapeHtml(a.status)}): ${escapeHtml(a.motivo)}${a.comentario ? `<br>Resposta: ${escapeHtml(a.comentario)}` : ''}</li>`,
      )
      .join('');
    return `<article>
<h2>${escapeHtml(r.titulo || 'Redação sem título')} <small>(nº ${escapeHtml(r.id)}${r.versao_anterior_id ? `, nova versão da nº ${escapeHtml(r.versao_anterior_id)}` : ''})</small></h2>
<p>Enviada em ${escapeHtml(when(r.data_envio))} · situação: ${escapeHtml(r.status)}${r.nota_professor !== null && r.nota_professor !== undefined ? ` · nota do professor: ${escapeHtml(r.nota_professor)}` : ''}</p>
<pre>${escapeHtml(r.texto_original)}</pre>
${r.texto_ocr ? `<h3>Texto lido da foto</h3><pre>${escapeHtml(r.texto_ocr)}</pre>` : ''}
${r.comentario_professor ? `<h3>Comentário do professor</h3><p>${escapeHtml(r.comentario_professor)}</p>` : ''}
${grades ? `<h3>Correções</h3><ul>${grades}</ul>` : ''}
${appeals ? `<h3>Recursos</h3><ul>${appeals}</ul>` : ''}
</article>`;
  });
  const nome = escapeHtml((data.perfil.usuario as { nome?: string }).nome);
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Redações de ${nome} — Argumenta</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}pre{white-space:pre-wrap;font-family:inherit;background:#f6f6f6;padding:1rem}article{border-top:1px solid #ccc;margin-top:2rem}</style>
</head><body><h1>Redações de ${nome}</h1><p>Exportado em ${escapeHtml(when(data.exportado_em))}. Os dados completos, legíveis por máquina, estão em dados.json.</p>
${essays.join('\n') || '<p>Nenhuma redação.</p>'}</body></html>`;
}

type PersonalData = {
  exportado_em: string;
  perfil: PersonalDataAuth;
  salas: Record<string, unknown>[];
  redacoes: Record<string, unknown>[];
  correcoes: Record<string, unknown>[];
  recursos: Record<string, unknown>[];
  transcricoes: Record<string, unknown>[];
  arquivos: Record<string, unknown>[];
  compartilhamentos: Record<string, unknown>[];
  processos_de_escrita: Record<string, unknown>[];
  itens_de_lote: Record<string, unknown>[];
  rascunhos: Record<string, unknown>[];
  versoes_de_rascunhos: Record<string, unknown>[];
  marcacoes: Record<string, unknown>[];
  banco_comentarios: Record<string, unknown>[];
  decisoes_de_marcacao: Record<string, unknown>[];
};

/**
 * Builds one export: every row of every service that is the person's (the same selection the erasure uses), as
 * dados.json (rows as stored, one array per table), the essays as redacoes.html, and each photo or PDF under arquivos/.
 * Idempotent: a finished export is left alone, a retried one is rebuilt from the rows.
 */
export async function buildExport(
  deps: ExportDeps,
  exportacaoId: number,
  progress: (percent: number, message: string) => Promise<void>,
): Promise<void> {
  const { pool } = deps;
  const row = await startExport(pool, exportacaoId);
  if (!row) return;
  await progress(10, 'Lendo o perfil e os créditos');
  const perfil = await deps.auth.get<PersonalDataAuth>(authDataPath(row.usuario_id, row.solicitante_id));
  await progress(25, 'Lendo as salas');
  const { salas } = await deps.classroom.get<{ salas: Record<string, unknown>[] }>(
    `/internal/titulares/${row.usuario_id}/dados`,
  );
  await progress(40, 'Lendo redações, correções e recursos');
  const data = await withTransaction(pool, async (db) => {
    await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const exportado_em = new Date().toISOString();
    return { exportado_em, perfil, salas, ...(await personalDataOf(db, row.usuario_id)) } satisfies PersonalData;
  });
  await progress(70, 'Reunindo fotos e arquivos');
  const files: Zippable = {};
  for (const meta of data.arquivos) {
    const content = await fileContent(pool, meta.id as number);
    const name = `arquivos/${String(meta.id)}-${safeFileName(String(meta.nome), 'arquivo')}`;
    meta.caminho_no_zip = name;
    if (content) files[name] = new Uint8Array(content);
  }
  await progress(85, 'Compactando');
  const zip = Buffer.from(
    zipSync({
      'dados.json': strToU8(JSON.stringify(data, null, 2)),
      'redacoes.html': strToU8(essaysHtml(data)),
      'LEIA-ME.txt': strToU8(
        'Seus dados no Argumenta (LGPD, art. 18).\n\ndados.json: todos os dados pessoais que a plataforma guarda sobre você, por tabela (perfil, créditos, salas, redações e versões, correções, recursos, marcações do professor no texto, transcrições, fotos e arquivos, compartilhamentos, registros do processo de escrita, rascunhos e suas versões).\nredacoes.html: suas redações para ler no navegador.\narquivos/: as fotos e PDFs enviados.\n',
      ),
      ...files,
    }),
  );
  await completeExport(pool, exportacaoId, zip);
}

/** The export queue (producer) and, with `work`, this process's worker; progress goes to the row and to the job. */
export function exportQueue(redisUrl: string, prefix: string) {
  const queue = new Queue(EXPORT_QUEUE, { connection: bullConnection(redisUrl, PRODUCER_OPTIONS), prefix });
  let worker: Worker | undefined;
  return {
    enqueue: (async (id) => {
      await queue.add(
        'exportar',
        { exportacaoId: id },
        {
          jobId: exportJobId(id),
          attempts: 3,
          backoff: { type: 'exponential', delay: 2_000 },
          removeOnComplete: 100,
          removeOnFail: 100,
        },
      );
    }) satisfies EnqueueExport,
    work(deps: ExportDeps) {
      worker = new Worker<{ exportacaoId: number }>(
        EXPORT_QUEUE,
        async (job) => {
          const progress = async (percent: number, message: string) => {
            await job.updateProgress({ percent, message });
            await recordExportProgress(deps.pool, job.data.exportacaoId, { percent, message });
          };
          await buildExport(deps, job.data.exportacaoId, progress);
        },
        { connection: bullConnection(redisUrl, { maxRetriesPerRequest: null }), prefix, concurrency: 1 },
      );
      worker.on('failed', (job, err) => {
        deps.logger.error({ err, exportacaoId: job?.data.exportacaoId }, 'exportação falhou');
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
          void failExport(deps.pool, job.data.exportacaoId, EXPORT_MESSAGES.failed).catch(() => undefined);
      });
    },
    close: async () => {
      await worker?.close();
      await queue.close();
    },
  };
}
