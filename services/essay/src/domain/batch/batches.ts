import { createHash, randomUUID } from 'node:crypto';
import {
  BATCH_MESSAGES,
  enemZeroReason,
  correctionJobId,
  transcriptionJobId,
  type AuthUser,
  type Batch,
  type BatchCreated,
  type BatchItem,
  type BatchItemStatus,
  type BatchProblem,
  type BatchSeparator,
  type CorrectionJob,
  type TranscriptionJob,
} from '@argumenta/contracts';
import { AppError, safeFileName, withTransaction, type Logger, type Pool } from '@argumenta/platform';
import {
  correctionActivityOf,
  batchByFile,
  batchIdsOfActivity,
  batchSummary,
  failBatchItem,
  zeroBatchItem,
  holdBatchItemForTyping,
  getBatchRow,
  drawBatchId,
  insertBatch,
  insertBatchEssays,
  insertBatchItems,
  insertPhotoTranscription,
  latestEssayIdsOf,
  loadBatchItems,
  lockBatch,
  lockTranscribedItems,
  markItemSent,
  recentlyFinished,
  recorrectEssay,
  refundEventually,
  resendItemCorrection,
  resendItemTranscription,
  retranscribe,
  setBatchSchool,
  waitingItemsOf,
  type ActivityContext,
  type ClassroomPort,
  type CreditsPort,
  type Db,
  type LoadedItem,
  type LoteRow,
  type NewBatchItem,
  type RosterStudent,
  type UsersPort,
} from '@argumenta/essay-domain';
import type { BatchQueues } from '../../queues.js';
import { placeBatchWork, type QueueOwner } from './fairness.js';
import { essayProblemOf, type ParsedItem } from './parse.js';
import { parseBatchOffThread } from './parse-thread.js';

export type BatchDeps = {
  pool: Pool;
  credits: CreditsPort;
  classroom: ClassroomPort;
  /** Names a rejected sheet's student (issue 54); without it the sheet keeps the parser's message. */
  users?: UsersPort;
  queues: BatchQueues;
  logger: Logger;
};
export type BatchOptions = { substituir: boolean; separador: BatchSeparator; paginasPorRedacao: number };

/**
 * A page refused because its code is another activity's, or a student's outside this room, says whose sheet it is and
 * which room and activity it came from (issue 54) — what the printed sheet says anyway — instead of bare ids. A name
 * that cannot be read (a service down) leaves the parser's message; the ids never reach the stored problems.
 */
export async function nameRejectedSheets(
  deps: Pick<BatchDeps, 'classroom' | 'users' | 'logger'>,
  erros: BatchProblem[],
  atividadeId: number,
  roster: RosterStudent[],
): Promise<BatchProblem[]> {
  const sheets = erros.flatMap((e) => (e.folha ? [e.folha] : []));
  if (!sheets.length) return erros;
  const soft = <T>(p: Promise<T> | undefined, fallback: T) =>
    (p ?? Promise.resolve(fallback)).catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message }, 'folha recusada sem nome: serviço indisponível');
      return fallback;
    });
  const [users, activities] = await Promise.all([
    soft(deps.users?.users([...new Set(sheets.map((f) => f.aluno_id))]), []),
    soft(
      deps.classroom.activities([...new Set(sheets.map((f) => f.atividade_id).filter((id) => id !== atividadeId))]),
      [],
    ),
  ]);
  const names = new Map([...roster.map((s) => [s.id, s.nome] as const), ...users.map((u) => [u.id, u.nome] as const)]);
  return erros.map(({ folha, ...e }) => {
    const nome = folha && names.get(folha.aluno_id);
    if (!folha || !nome) return e;
    if (folha.atividade_id === atividadeId) return { ...e, mensagem: BATCH_MESSAGES.outsiderSheet(nome) };
    const a = activities.find((x) => x.id === folha.atividade_id);
    return { ...e, mensagem: BATCH_MESSAGES.otherActivitySheet(nome, a?.sala_nome ?? null, a?.titulo ?? null) };
  });
}

/** Teacher of the activity's room or an admin; a student or another room's teacher is refused (403), an unknown activity 404. */
export async function authorizeActivity(
  classroom: ClassroomPort,
  user: AuthUser,
  atividadeId: number,
): Promise<ActivityContext> {
  if (user.tipo === 'estudante') throw new AppError('forbidden', BATCH_MESSAGES.forbidden);
  const ctx = await classroom.activityContext(atividadeId, user.id);
  if (!ctx) throw new AppError('not_found', 'Atividade não encontrada');
  if (user.tipo !== 'admin' && !ctx.professor) throw new AppError('forbidden', BATCH_MESSAGES.forbidden);
  return ctx;
}

/** A batch item's credit reference: one per item and attempt, so a retry is a new charge and a repeat is none. */
const creditRef = (loteId: number, ordem: number, tentativa: number) => `lote-${loteId}-${ordem}-${tentativa}`;

/**
 * The number a teacher's new items are stored with: after the work of theirs still waiting, from the lowest priority
 * waiting now. placeBatchWork then renumbers the school's waiting work (school, then teacher); this first number is
 * what the reconciler uses if that placement never happened.
 */
async function firstPriority(
  deps: BatchDeps,
  professorId: number,
  queue: 'correction' | 'transcription',
): Promise<number> {
  const [floor, ahead] = await Promise.all([
    deps.queues.lowestWaitingPriority(queue),
    waitingItemsOf(deps.pool, professorId),
  ]);
  return floor + ahead;
}

/** A batch's new jobs into both queues, each placed by the school-then-teacher order. */
function enqueueFairly(
  deps: BatchDeps,
  owner: QueueOwner,
  jobs: {
    corrections: { job: CorrectionJob; priority: number }[];
    transcriptions: { job: TranscriptionJob; priority: number }[];
  },
) {
  return Promise.all([
    placeBatchWork(deps, owner, 'correction', jobs.corrections),
    placeBatchWork(deps, owner, 'transcription', jobs.transcriptions),
  ]);
}

/**
 * POST /atividades/{id}/lotes. The whole file is validated first (a file that cannot be read creates nothing); every
 * valid item becomes the student's submission with a pending correction (a photo: a transcription first), and one
 * credit per item is reserved from the teacher before the rows are written (not enough → 402, nothing stored). The same
 * file sent again to the same activity answers the batch it created (no duplicates). A student who had already
 * submitted is reported (ja_enviada) and not replaced unless `substituir`.
 */
export async function createBatch(
  deps: BatchDeps,
  user: AuthUser,
  atividadeId: number,
  file: { buffer: Buffer; originalname: string },
  opts: BatchOptions,
): Promise<BatchCreated> {
  const ctx = await authorizeActivity(deps.classroom, user, atividadeId);
  const hash = createHash('sha256').update(file.buffer).digest('hex');
  const again = await batchByFile(deps.pool, atividadeId, user.id, hash);
  if (again) return reused(deps.pool, again);

  const roster = await deps.classroom.roster(atividadeId);
  if (!roster.length) throw new AppError('unprocessable', BATCH_MESSAGES.emptyRoster);
  const parsed = await parseBatchOffThread(file.buffer, roster, atividadeId, {
    separador: opts.separador,
    paginasPorRedacao: opts.paginasPorRedacao,
  });

  parsed.erros = await nameRejectedSheets(deps, parsed.erros, atividadeId, roster);

  const submitted = await latestEssayIdsOf(
    deps.pool,
    atividadeId,
    parsed.itens.map((i) => i.aluno.id),
  );
  const late = ctx.atividade.data_limite !== null && new Date(ctx.atividade.data_limite).getTime() < Date.now();
  const [textStart, photoStart] = await Promise.all([
    firstPriority(deps, user.id, 'correction'),
    firstPriority(deps, user.id, 'transcription'),
  ]);

  // Who hands in what, and the batch's id, are known before anything is written: the credits are reserved first (a
  // refusal, 402, stores nothing) and no database connection waits on the auth service.
  const items = parsed.itens.map((item, i) => ({ ...item, ordem: i + 1 }));
  const skipped = items.filter((i) => submitted.has(i.aluno.id) && !opts.substituir);
  const texts = items.filter((i) => !skipped.includes(i) && i.texto !== undefined);
  const photos = items.filter((i) => !skipped.includes(i) && i.imagem !== undefined);
  const loteId = await drawBatchId(deps.pool);
  const refs = [...texts, ...photos].map((i) => ({
    referencia: creditRef(loteId, i.ordem, 1),
    motivo: `Lote ${loteId}: redação de ${i.aluno.nome}`,
  }));
  let credits: number | null = null;
  let escolaId: number | null = null;
  if (refs.length) {
    const res = await deps.credits.reserveItems(user.id, refs, { schoolPool: true });
    credits = res.creditos_disponiveis;
    escolaId = res.escola_id ?? null;
  }
  const reserved = refs.map((r) => r.referencia);

  let created: {
    loteId: number;
    corrections: { job: CorrectionJob; priority: number }[];
    transcriptions: { job: TranscriptionJob; priority: number }[];
    credits: number | null;
    skipped: number;
    escolaId: number | null;
  } | null;
  try {
    created = await withTransaction(deps.pool, async (c) => {
      const inserted = await insertBatch(c, {
        id: loteId,
        atividadeId,
        professorId: user.id,
        formato: parsed.formato,
        nomeArquivo: safeFileName(file.originalname, 'lote'),
        hash,
        substituir: opts.substituir,
        propostaId: ctx.atividade.proposta_tematica_id,
        statusEntrega: late ? 'late' : 'no_prazo',
        erros: parsed.erros,
        fila: deps.queues.prefix,
      });
      // The same file sent twice at once: the other request created it (this one's credits go back below).
      if (inserted === undefined) return null;
      const meta = {
        atividade_id: atividadeId,
        proposta_tematica_id: ctx.atividade.proposta_tematica_id,
        status_entrega: late ? 'late' : 'no_prazo',
      };
      const ref = { id: loteId, professorId: user.id };

      const essays = await insertBatchEssays(
        c,
        meta,
        texts.map((i) => ({
          ordem: i.ordem,
          alunoId: i.aluno.id,
          titulo: i.titulo,
          texto: i.texto!,
          ref: creditRef(loteId, i.ordem, 1),
          chave: `lote-${loteId}-${i.ordem}`,
        })),
      );
      const rows: NewBatchItem[] = [];
      for (const i of skipped)
        rows.push(itemRow(loteId, i, 'ja_enviada', { redacaoId: submitted.get(i.aluno.id)!, prioridade: 0 }));
      texts.forEach((i, k) =>
        rows.push(
          itemRow(loteId, i, 'enviada', {
            redacaoId: essays.get(i.ordem)!.redacaoId,
            ref: creditRef(loteId, i.ordem, 1),
            prioridade: textStart + k,
          }),
        ),
      );
      const transcriptions: { job: TranscriptionJob; priority: number }[] = [];
      for (const [k, i] of photos.entries()) {
        const transcricaoId = await insertPhoto(c, i, creditRef(loteId, i.ordem, 1));
        rows.push(
          itemRow(loteId, i, 'transcrevendo', {
            transcricaoId,
            ref: creditRef(loteId, i.ordem, 1),
            prioridade: photoStart + k,
          }),
        );
        transcriptions.push({ job: { transcricaoId, usuarioId: i.aluno.id, lote: ref }, priority: photoStart + k });
      }
      await insertBatchItems(c, loteId, rows);
      if (refs.length) await setBatchSchool(c, loteId, escolaId);
      const corrections = texts.map((i, k) => {
        const e = essays.get(i.ordem)!;
        return {
          job: {
            correcaoId: e.correcaoId,
            redacaoId: e.redacaoId,
            usuarioId: i.aluno.id,
            lote: ref,
            atividade: correctionActivityOf(ctx),
          },
          priority: textStart + k,
        };
      });
      return { loteId, corrections, transcriptions, credits, skipped: skipped.length, escolaId };
    });
  } catch (err) {
    // Nothing was written: give the credits back.
    for (const r of reserved) await refundEventually(deps.credits, r, deps.logger);
    throw err;
  }
  if (!created) {
    for (const r of reserved) await refundEventually(deps.credits, r, deps.logger);
    return reused(deps.pool, (await batchByFile(deps.pool, atividadeId, user.id, hash))!);
  }
  // After the commit. A lost enqueue is found by the reconciler (the rows are the truth).
  await enqueueFairly(deps, { escolaId: created.escolaId, professorId: user.id }, created).catch((err: unknown) =>
    deps.logger.error(
      { err, loteId: created.loteId },
      'falha ao enfileirar itens do lote; o reconciliador tentará de novo',
    ),
  );
  return {
    lote_id: created.loteId,
    total: parsed.itens.length,
    ja_enviadas: created.skipped,
    erros: parsed.erros,
    reutilizado: false,
    creditos_disponiveis: created.credits,
  };
}

async function reused(pool: Pool, loteId: number): Promise<BatchCreated> {
  const { total, ja, erros } = await batchSummary(pool, loteId);
  return { lote_id: loteId, total, ja_enviadas: ja, erros, reutilizado: true, creditos_disponiveis: null };
}

const itemRow = (
  loteId: number,
  i: ParsedItem & { ordem: number },
  etapa: NewBatchItem['etapa'],
  extra: Partial<NewBatchItem> & { prioridade: number },
): NewBatchItem => ({
  lote_id: loteId,
  ordem: i.ordem,
  origem: i.origem,
  aluno: i.aluno,
  etapa,
  titulo: i.titulo,
  ...extra,
});

/** A photo and its pending transcription, owned by the student (the teacher pays through the item's reference). */
const insertPhoto = (c: Db, i: ParsedItem, ref: string) =>
  insertPhotoTranscription(
    c,
    { usuarioId: i.aluno.id, nome: i.imagem!.nome.slice(0, 200), mime: i.imagem!.mime, conteudo: i.imagem!.buffer },
    ref,
  );

// ---------------------------------------------------------------- reading a batch

/** The item's status, derived from its essay (the one truth): an essay graded by the teacher afterwards is done too. */
export function itemStatus(i: Pick<LoadedItem, 'etapa' | 'redacao_status' | 'transcricao_status'>): BatchItemStatus {
  if (i.etapa !== 'enviada') return i.etapa;
  switch (i.redacao_status) {
    case 'processando':
    case 'falhou':
    case 'em_revisao':
    case 'concluida':
      return i.redacao_status;
    case 'corrigida_professor':
      return 'concluida';
    default:
      return 'pendente';
  }
}

/** The batch's sender, the room's teacher or an admin may read it; anyone else is told it does not exist. */
export async function loadBatchRow(
  deps: Pick<BatchDeps, 'pool' | 'classroom'>,
  user: AuthUser,
  loteId: number,
): Promise<LoteRow> {
  if (user.tipo === 'estudante') throw new AppError('forbidden', BATCH_MESSAGES.forbidden);
  const lote = await getBatchRow(deps.pool, loteId);
  if (!lote) throw new AppError('not_found', BATCH_MESSAGES.notFound);
  if (user.tipo === 'admin' || lote.professor_id === user.id) return lote;
  const ctx = await deps.classroom.activityContext(lote.atividade_id, user.id);
  if (!ctx?.professor) throw new AppError('not_found', BATCH_MESSAGES.notFound);
  return lote;
}

/** Throughput now (jobs finished per second over the last 5 minutes), for the estimated wait; null when idle. */
type Pace = { correction: number | null; transcription: number | null };
let paceCache: { at: number; pool: Pool; value: Promise<Pace> } | undefined;
function pace(pool: Pool): Promise<Pace> {
  // Read at most every 5 s per process: every pending essay's status poll asks for it.
  if (paceCache && paceCache.pool === pool && Date.now() - paceCache.at < 5_000) return paceCache.value;
  const value = recentlyFinished(pool).then(({ c, t }) => {
    const per = (n: number) => (n > 0 ? n / 300 : null);
    return { correction: per(c), transcription: per(t) };
  });
  paceCache = { at: Date.now(), pool, value };
  value.catch(() => (paceCache = undefined));
  return value;
}

/** Where one waiting correction stands: jobs ahead of it and the wait that means at the current pace. */
export async function correctionWait(
  pool: Pool,
  queues: BatchQueues,
  jobId: string,
): Promise<{ posicao_fila: number | null; espera_estimada_s: number | null }> {
  const [pos, rate] = await Promise.all([
    queues.positions('correction', [jobId]).catch(() => new Map<string, number>()),
    pace(pool),
  ]);
  const p = pos.get(jobId);
  return {
    posicao_fila: p ?? null,
    espera_estimada_s: p !== undefined && rate.correction ? Math.ceil((p + 1) / rate.correction) : null,
  };
}

export async function getBatch(deps: BatchDeps, user: AuthUser, loteId: number): Promise<Batch> {
  const lote = await loadBatchRow(deps, user, loteId);
  const items = await loadBatchItems(deps.pool, loteId);
  const statuses = items.map(itemStatus);
  const waitingCorrections = items
    .filter((_, k) => statuses[k] === 'pendente' && items[k]!.correcao_id)
    .map((i) => correctionJobId(i.correcao_id!));
  const waitingTranscriptions = items
    .filter((_, k) => statuses[k] === 'transcrevendo' && items[k]!.transcricao_id)
    .map((i) => transcriptionJobId(i.transcricao_id!));
  const [posC, posT, rate] = await Promise.all([
    deps.queues.positions('correction', waitingCorrections).catch(() => new Map<string, number>()),
    deps.queues.positions('transcription', waitingTranscriptions).catch(() => new Map<string, number>()),
    pace(deps.pool),
  ]);
  const itens: BatchItem[] = items.map((i, k) => {
    const status = statuses[k]!;
    const pos =
      status === 'pendente' && i.correcao_id
        ? posC.get(correctionJobId(i.correcao_id))
        : status === 'transcrevendo' && i.transcricao_id
          ? posT.get(transcriptionJobId(i.transcricao_id))
          : undefined;
    const perSecond = status === 'transcrevendo' ? rate.transcription : rate.correction;
    return {
      ordem: i.ordem,
      origem: i.origem,
      aluno: { id: i.aluno_id, nome: i.aluno_nome, email: i.aluno_email, numero: i.aluno_numero },
      status,
      redacao_id: i.redacao_id,
      nota_total:
        status === 'zerada'
          ? 0
          : status === 'concluida' || status === 'em_revisao' || status === 'ja_enviada'
            ? i.nota_geral_enem
            : null,
      motivo_zero: status === 'zerada' ? (i.motivo_zero ?? null) : null,
      linhas_escritas: i.linhas_escritas ?? null,
      evidencia_folha: i.evidencia_folha ?? null,
      erro: status === 'falhou' ? (i.erro ?? i.correcao_erro?.message ?? 'Falha ao corrigir a redação.') : null,
      aviso: status === 'aguardando_digitacao' ? BATCH_MESSAGES.awaitsTyping : null,
      transcricao_id: status === 'aguardando_digitacao' ? i.transcricao_id : null,
      posicao_fila: pos ?? null,
      espera_estimada_s: pos !== undefined && perSecond ? Math.ceil((pos + 1) / perSecond) : null,
    };
  });
  const count = (s: BatchItemStatus) => statuses.filter((x) => x === s).length;
  const waits = itens.map((i) => i.espera_estimada_s).filter((w): w is number => w !== null);
  return {
    id: lote.id,
    atividade_id: lote.atividade_id,
    professor_id: lote.professor_id,
    formato: lote.formato,
    nome_arquivo: lote.nome_arquivo,
    criado_em: lote.criado_em.toISOString(),
    total: items.length,
    concluidas: count('concluida') + count('em_revisao'),
    falhas: count('falhou'),
    pendentes: count('pendente') + count('processando') + count('transcrevendo'),
    ja_enviadas: count('ja_enviada'),
    zeradas: count('zerada'),
    aguardando_digitacao: count('aguardando_digitacao'),
    erros: lote.erros,
    espera_estimada_s: waits.length ? Math.max(...waits) : null,
    itens,
  };
}

/** The batches of an activity, newest first (the board lists them). */
export async function listBatches(deps: BatchDeps, user: AuthUser, atividadeId: number) {
  await authorizeActivity(deps.classroom, user, atividadeId);
  const ids = await batchIdsOfActivity(deps.pool, atividadeId, 20);
  const batches = await Promise.all(ids.map((id) => getBatch(deps, user, id)));
  return batches.map(({ itens: _itens, ...summary }) => summary);
}

// ---------------------------------------------------------------- retry

/**
 * Sends the failed items again (all, or the `ordens` given): a new correction of the same essay, or a new OCR of the
 * same photo when it failed before becoming an essay. One new credit per item, reserved together (402 → nothing).
 */
export async function retryFailed(
  deps: BatchDeps,
  user: AuthUser,
  loteId: number,
  ordens?: number[],
): Promise<{ reenviadas: number; creditos_disponiveis: number }> {
  const lote = await loadBatchRow(deps, user, loteId);
  const isWanted = (i: { ordem: number }) => !ordens?.length || ordens.includes(i.ordem);
  // The credits are reserved before the transaction (no remote call inside one), for the items failed when read; a
  // retry running at the same time may take some of them first. The references carry this request's nonce, so the
  // credits this request does not use are its own to give back, never the other retry's.
  const candidates = (await loadBatchItems(deps.pool, loteId)).filter((i) => itemStatus(i) === 'falhou' && isWanted(i));
  if (!candidates.length) throw new AppError('conflict', BATCH_MESSAGES.noFailed);
  const nonce = randomUUID().slice(0, 8);
  const planned = new Map(
    candidates.map((i) => [
      i.id,
      { tentativa: i.tentativa + 1, referencia: `${creditRef(loteId, i.ordem, i.tentativa + 1)}-${nonce}` },
    ]),
  );
  const credit = await deps.credits.reserveItems(
    lote.professor_id,
    candidates.map((i) => ({
      referencia: planned.get(i.id)!.referencia,
      motivo: `Lote ${loteId}: nova tentativa para ${i.aluno_nome}`,
    })),
    { schoolPool: true },
  );
  const used = new Set<string>();
  let committed = false;
  try {
    const out = await withTransaction(deps.pool, async (c) => {
      const owner = await lockBatch(c, loteId);
      const failed = (await loadBatchItems(c, loteId)).filter(
        (i) => itemStatus(i) === 'falhou' && planned.get(i.id)?.tentativa === i.tentativa + 1,
      );
      if (!failed.length) throw new AppError('conflict', BATCH_MESSAGES.noFailed);
      const [textStart, photoStart] = await Promise.all([
        firstPriority(deps, lote.professor_id, 'correction'),
        firstPriority(deps, lote.professor_id, 'transcription'),
      ]);
      const ref = { id: loteId, professorId: lote.professor_id };
      const corrections: { job: CorrectionJob; priority: number }[] = [];
      const transcriptions: { job: TranscriptionJob; priority: number }[] = [];
      for (const [k, i] of failed.entries()) {
        const { tentativa, referencia } = planned.get(i.id)!;
        used.add(referencia);
        if (i.redacao_id) {
          const correcaoId = await recorrectEssay(c, i.redacao_id, referencia);
          await resendItemCorrection(c, i.id, { tentativa, ref: referencia, prioridade: textStart + k });
          corrections.push({
            job: { correcaoId, redacaoId: i.redacao_id, usuarioId: i.aluno_id, lote: ref },
            priority: textStart + k,
          });
        } else {
          const transcricaoId = await retranscribe(c, i.transcricao_id!, referencia, i.id);
          await resendItemTranscription(c, i.id, {
            transcricaoId,
            tentativa,
            ref: referencia,
            prioridade: photoStart + k,
          });
          transcriptions.push({ job: { transcricaoId, usuarioId: i.aluno_id, lote: ref }, priority: photoStart + k });
        }
      }
      return { corrections, transcriptions, reenviadas: failed.length, escolaId: owner?.escola_id ?? null };
    });
    committed = true;
    const unused = [...planned.values()].filter((p) => !used.has(p.referencia));
    for (const p of unused) await refundEventually(deps.credits, p.referencia, deps.logger);
    await enqueueFairly(deps, { escolaId: out.escolaId, professorId: lote.professor_id }, out);
    return { reenviadas: out.reenviadas, creditos_disponiveis: credit.creditos_disponiveis + unused.length };
  } catch (err) {
    // Rolled back: give every credit back (after the commit the rows hold the used ones and the reconciler enqueues
    // what was lost).
    if (!committed) for (const p of planned.values()) await refundEventually(deps.credits, p.referencia, deps.logger);
    throw err;
  }
}

// ---------------------------------------------------------------- photos: after their OCR

/**
 * Batch photos whose transcription ended: the text becomes the student's essay with a pending correction (under the
 * item's credit reservation) and joins the queue at the item's priority; a failed OCR (already refunded by the OCR
 * worker) or a text the rules refuse (refunded here) fails the item. Safe with several replicas (SKIP LOCKED) and
 * after a crash (the rows are the truth), so it runs on a short timer. Returns the items it moved.
 */
export async function advanceTranscribedItems(
  deps: Pick<BatchDeps, 'pool' | 'credits' | 'queues' | 'logger'>,
  limit = 50,
): Promise<number> {
  const refunds: string[] = [];
  const jobs = await withTransaction(deps.pool, async (c) => {
    const rows = await lockTranscribedItems(c, deps.queues.prefix, limit);
    const out: { owner: QueueOwner; job: CorrectionJob; priority: number }[] = [];
    for (const r of rows) {
      const texto = (r.resultado?.texto ?? '').trim();
      // An unreadable page is held for typing beside the photo: never graded from noise, its credit given back.
      const illegible = r.t_status !== 'falhou' && r.resultado?.legivel === false;
      // The ENEM's rules, not a failure (issue 54): a blank or insufficient sheet that was read is a 0 with its reason, not
      // charged (an unreadable one waits for typing instead). A ruled sheet's own count of written lines decides.
      const zero = r.t_status === 'falhou' || illegible ? null : enemZeroReason(texto, r.resultado?.folha);
      if (zero) {
        await zeroBatchItem(c, r.id, zero);
        refunds.push(r.referencia_credito);
        continue;
      }
      if (illegible) {
        await holdBatchItemForTyping(c, r.id);
        refunds.push(r.referencia_credito);
        continue;
      }
      const problem =
        r.t_status === 'falhou' ? (r.t_erro?.message ?? 'Não foi possível ler a foto.') : essayProblemOf(texto);
      if (problem) {
        await failBatchItem(c, r.id, r.t_status === 'falhou' ? problem : `Texto reconhecido na foto: ${problem}`);
        if (r.t_status !== 'falhou') refunds.push(r.referencia_credito);
        continue;
      }
      const essays = await insertBatchEssays(
        c,
        {
          atividade_id: r.atividade_id,
          proposta_tematica_id: r.proposta_tematica_id,
          status_entrega: r.status_entrega,
        },
        [
          {
            ordem: r.ordem,
            alunoId: r.aluno_id,
            titulo: r.titulo,
            texto,
            ref: r.referencia_credito,
            chave: `lote-${r.lote_id}-${r.ordem}-${r.tentativa}`,
          },
        ],
        { transcricaoId: r.transcricao_id, arquivoId: r.arquivo_id },
      );
      const e = essays.get(r.ordem)!;
      await markItemSent(c, r.id, e.redacaoId);
      out.push({
        owner: { escolaId: r.escola_id, professorId: r.professor_id },
        job: {
          correcaoId: e.correcaoId,
          redacaoId: e.redacaoId,
          usuarioId: r.aluno_id,
          lote: { id: r.lote_id, professorId: r.professor_id },
        },
        priority: r.prioridade,
      });
    }
    return { out, moved: rows.length };
  });
  for (const ref of refunds) await refundEventually(deps.credits, ref, deps.logger);
  // Into the correction queue in the school-then-teacher order, like the batch's text items.
  const byOwner = new Map<string, { owner: QueueOwner; jobs: { job: CorrectionJob; priority: number }[] }>();
  for (const { owner, job, priority } of jobs.out) {
    const key = `${owner.escolaId}:${owner.escolaId === null ? owner.professorId : ''}`;
    const group = byOwner.get(key) ?? byOwner.set(key, { owner, jobs: [] }).get(key)!;
    group.jobs.push({ job, priority });
  }
  for (const { owner, jobs: list } of byOwner.values()) await placeBatchWork(deps, owner, 'correction', list);
  return jobs.moved;
}

/** Runs the advance every `intervalMs` (one at a time); stop() ends it. */
export function startBatchAdvancer(
  deps: Pick<BatchDeps, 'pool' | 'credits' | 'queues' | 'logger'>,
  intervalMs: number,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    advanceTranscribedItems(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, 'avanço dos lotes falhou'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
