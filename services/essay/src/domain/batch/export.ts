import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import type { Response } from 'express';
import { BATCH_MESSAGES, ENEM_ZERO_LABELS, essayTitle, type AuthUser, type Batch } from '@argumenta/contracts';
import { AppError, csvFile, type Logger } from '@argumenta/platform';
import { competencyGradesOf, essayReport } from '@argumenta/essay-domain';
import { gradeInForce } from '../essays.js';
import { renderReport } from '../pdf.js';
import { getBatch, type BatchDeps } from './batches.js';

const STATUS_LABEL: Record<string, string> = {
  concluida: 'corrigida',
  em_revisao: 'em revisão pelo professor',
  falhou: 'falhou',
  ja_enviada: 'já enviada antes (não substituída)',
  pendente: 'na fila',
  processando: 'corrigindo',
  transcrevendo: 'transcrevendo foto',
  zerada: 'nota 0 (regra do ENEM)',
  aguardando_digitacao: 'aguardando digitação',
};

/** The results as CSV (`;`, UTF-8 with BOM so spreadsheet programs in Brazil open it as is). */
export async function batchCsv(deps: BatchDeps, batch: Batch): Promise<string> {
  const byEssay = await competencyGradesOf(
    deps.pool,
    batch.itens.map((i) => i.redacao_id).filter((id): id is number => id !== null),
  );
  const lines: unknown[][] = [
    ['numero', 'aluno', 'email', 'status', 'nota_total', 'c1', 'c2', 'c3', 'c4', 'c5', 'redacao_id', 'origem', 'erro'],
  ];
  for (const i of batch.itens) {
    // A zeroed sheet (issue 54): 0 in every competency, its reason in the erro column.
    const c =
      i.status === 'zerada'
        ? [0, 0, 0, 0, 0]
        : i.nota_total !== null && i.redacao_id
          ? (byEssay.get(i.redacao_id) ?? [])
          : [];
    lines.push([
      i.aluno.numero,
      i.aluno.nome,
      i.aluno.email,
      STATUS_LABEL[i.status] ?? i.status,
      i.nota_total,
      c[0],
      c[1],
      c[2],
      c[3],
      c[4],
      i.redacao_id,
      i.origem,
      i.motivo_zero ? ENEM_ZERO_LABELS[i.motivo_zero] : (i.erro ?? i.aviso ?? null),
    ]);
  }
  return csvFile(lines);
}

export async function loadFinishedBatch(deps: BatchDeps, user: AuthUser, loteId: number): Promise<Batch> {
  const batch = await getBatch(deps, user, loteId);
  if (batch.pendentes > 0) throw new AppError('conflict', BATCH_MESSAGES.notDone);
  return batch;
}

/**
 * The zip of a finished batch: resultados.csv and each corrected essay's report (PDF), streamed one file at a time so
 * a class of 2,000 never sits in memory at once.
 */
export async function sendBatchZip(deps: BatchDeps, batch: Batch, res: Response, logger: Logger): Promise<void> {
  const csv = await batchCsv(deps, batch);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="lote_${batch.id}_resultados.zip"`);
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      logger.error({ err }, 'falha ao gerar zip do lote');
      res.destroy(err);
      return;
    }
    res.write(chunk);
    if (final) res.end();
  });
  const add = (name: string, bytes: Uint8Array) => {
    const f = new ZipPassThrough(name);
    zip.add(f);
    f.push(bytes, true);
  };
  add('resultados.csv', strToU8(csv));
  for (const item of batch.itens) {
    if (
      !item.redacao_id ||
      (item.status !== 'concluida' && item.status !== 'em_revisao' && item.status !== 'ja_enviada')
    )
      continue;
    const e = await essayReport(deps.pool, item.redacao_id);
    if (!e) continue;
    const shown = gradeInForce(e, e);
    const bytes = await renderReport({
      titulo: essayTitle(e),
      texto: e.texto_original,
      dataCorrecao: e.data_correcao,
      nota: shown.nota ?? 0,
      analise: shown.analise,
      oficial: shown.oficial,
      estudante: { nome: item.aluno.nome, email: item.aluno.email },
      revisao: e,
    });
    add(
      `${String(item.aluno.numero).padStart(3, '0')}_${
        item.aluno.nome
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/\s+/g, '_')
          .slice(0, 60) || 'aluno'
      }_${item.redacao_id}.pdf`,
      bytes,
    );
  }
  zip.end();
}
