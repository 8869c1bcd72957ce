import { createHash } from 'node:crypto';
import {
  BATCH_MESSAGES,
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
import { AppError, safeFileName, withTransaction, type Logger, type Pool, type PoolClient } from '@argumenta/platform';
import { refundEventually, type ActivityContext, type ClassroomPort, type CreditsPort, type RosterStudent } from '@argumenta/essay-domain';
import type { BatchQueues } from '../../queues.js';
import { ownBatch, placeBatchWork, type QueueOwner } from './fairness.js';
import { essayProblemOf, type ParsedItem } from './parse.js';
import { parseBatchOffThread } from './parse-thread.js';

export type BatchDeps = { pool: Pool; credits: CreditsPort; classroom: ClassroomPort; queues: BatchQueues; logger: Logger };
export type BatchOptions = { substituir: boolean; separador: BatchSeparator; paginasPorRedacao: number };

/** Teacher of the activity's room or an admin; a student or another room's teacher is refused (403), an unknown activity 404. */
export async function authorizeActivity(classroom: ClassroomPort, user: AuthUser, atividadeId: number): Promise<ActivityContext> {
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
async function firstPriority(deps: BatchDeps, professorId: number, queue: 'correction' | 'transcription'): Promise<number> {
  const [floor, ahead] = await Promise.all([
    deps.queues.lowestWaitingPriority(queue),
    deps.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM essay.lote_itens i JOIN essay.lotes l ON l.id = i.lote_id LEFT JOIN essay.redacoes r ON r.id = i.redacao_id
        WHERE l.professor_id = $1 AND (i.etapa = 'transcrevendo' OR (i.etapa = 'enviada' AND r.status = 'pendente'))`,
      [professorId],
    ),
  ]);
  return floor + (ahead.rows[0]?.n ?? 0);
}

/** A batch's new jobs into both queues, each placed by the school-then-teacher order. */
function enqueueFairly(deps: BatchDeps, owner: QueueOwner, jobs: { corrections: { job: CorrectionJob; priority: number }[]; transcriptions: { job: TranscriptionJob; priority: number }[] }) {
  return Promise.all([placeBatchWork(deps, owner, 'correction', jobs.corrections), placeBatchWork(deps, owner, 'transcription', jobs.transcriptions)]);
}

type NewEssay = { ordem: number; aluno: RosterStudent; titulo: string; texto: string; ref: string; chave: string };

/** Writes the essays and their pending corrections of a set of text items (a few statements whatever the count). */
async function insertEssays(c: PoolClient, lote: { atividade_id: number; proposta_tematica_id: number | null; status_entrega: string | null }, items: NewEssay[], extra?: { tipo: 'imagem'; transcricaoId: number; arquivoId: number }) {
  if (!items.length) return new Map<number, { redacaoId: number; correcaoId: number }>();
  const essays = await c.query<{ id: number; chave_idempotencia: string }>(
    `INSERT INTO essay.redacoes (usuario_id, titulo, texto_original, texto_ocr, transcricao_id, tipo_envio, arquivo_id, atividade_id, proposta_tematica_id, status_entrega, chave_idempotencia, status)
     SELECT u, t, x, CASE WHEN $4::boolean THEN x END, $5, $6, $7, $8, $9, $10, k, 'pendente' FROM unnest($1::int[], $2::text[], $3::text[], $11::text[]) AS v(u, t, x, k)
     RETURNING id, chave_idempotencia`,
    [
      items.map((i) => i.aluno.id),
      items.map((i) => i.titulo),
      items.map((i) => i.texto),
      Boolean(extra), // a photo's essay starts as what the OCR read
      extra?.transcricaoId ?? null,
      extra?.tipo ?? 'texto',
      extra?.arquivoId ?? null,
      lote.atividade_id,
      lote.proposta_tematica_id,
      lote.status_entrega,
      items.map((i) => i.chave),
    ],
  );
  const essayByKey = new Map(essays.rows.map((r) => [r.chave_idempotencia, r.id]));
  const corrections = await c.query<{ id: number; redacao_id: number }>(
    `INSERT INTO essay.correcoes (redacao_id, referencia_credito) SELECT r, f FROM unnest($1::int[], $2::text[]) AS v(r, f) RETURNING id, redacao_id`,
    [items.map((i) => essayByKey.get(i.chave)!), items.map((i) => i.ref)],
  );
  await c.query(`UPDATE essay.redacoes r SET correcao_atual_id = v.c FROM unnest($1::int[], $2::int[]) AS v(r, c) WHERE r.id = v.r`, [
    corrections.rows.map((x) => x.redacao_id),
    corrections.rows.map((x) => x.id),
  ]);
  const correctionByEssay = new Map(corrections.rows.map((x) => [x.redacao_id, x.id]));
  return new Map(items.map((i) => [i.ordem, { redacaoId: essayByKey.get(i.chave)!, correcaoId: correctionByEssay.get(essayByKey.get(i.chave)!)! }]));
}

/**
 * POST /atividades/{id}/lotes. The whole file is validated first (a file that cannot be read creates nothing); every
 * valid item becomes the student's submission with a pending correction (a photo: a transcription first), and one
 * credit per item is reserved from the teacher in the same transaction (not enough → 402, nothing stored). The same
 * file sent again to the same activity answers the batch it created (no duplicates). A student who had already
 * submitted is reported (ja_enviada) and not replaced unless `substituir`.
 */
export async function createBatch(deps: BatchDeps, user: AuthUser, atividadeId: number, file: { buffer: Buffer; originalname: string }, opts: BatchOptions): Promise<BatchCreated> {
  const ctx = await authorizeActivity(deps.classroom, user, atividadeId);
  const hash = createHash('sha256').update(file.buffer).digest('hex');
  const again = await deps.pool.query<{ id: number }>('SELECT id FROM essay.lotes WHERE atividade_id = $1 AND professor_id = $2 AND hash_arquivo = $3', [atividadeId, user.id, hash]);
  if (again.rows[0]) return reused(deps.pool, again.rows[0].id);

  const roster = await deps.classroom.roster(atividadeId);
  if (!roster.length) throw new AppError('unprocessable', BATCH_MESSAGES.emptyRoster);
  const parsed = await parseBatchOffThread(file.buffer, roster, atividadeId, { separador: opts.separador, paginasPorRedacao: opts.paginasPorRedacao });

  const prior = await deps.pool.query<{ usuario_id: number; id: number }>(
    `SELECT DISTINCT ON (usuario_id) usuario_id, id FROM essay.redacoes WHERE atividade_id = $1 AND usuario_id = ANY($2::int[]) ORDER BY usuario_id, data_envio DESC, id DESC`,
    [atividadeId, parsed.itens.map((i) => i.aluno.id)],
  );
  const submitted = new Map(prior.rows.map((r) => [r.usuario_id, r.id]));
  const late = ctx.atividade.data_limite !== null && new Date(ctx.atividade.data_limite).getTime() < Date.now();
  const [textStart, photoStart] = await Promise.all([firstPriority(deps, user.id, 'correction'), firstPriority(deps, user.id, 'transcription')]);

  const reserved: string[] = [];
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
      const lote = await c.query<{ id: number }>(
        `INSERT INTO essay.lotes (atividade_id, professor_id, formato, nome_arquivo, hash_arquivo, substituir, proposta_tematica_id, status_entrega, erros, fila)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT (atividade_id, professor_id, hash_arquivo) DO NOTHING RETURNING id`,
        [atividadeId, user.id, parsed.formato, safeFileName(file.originalname, 'lote'), hash, opts.substituir, ctx.atividade.proposta_tematica_id, late ? 'late' : 'no_prazo', JSON.stringify(parsed.erros), deps.queues.prefix],
      );
      // The same file sent twice at once: the other request created it.
      if (!lote.rows[0]) return null;
      const loteId = lote.rows[0].id;
      const meta = { atividade_id: atividadeId, proposta_tematica_id: ctx.atividade.proposta_tematica_id, status_entrega: late ? 'late' : 'no_prazo' };
      const ref = { id: loteId, professorId: user.id };

      const items = parsed.itens.map((item, i) => ({ ...item, ordem: i + 1 }));
      const skipped = items.filter((i) => submitted.has(i.aluno.id) && !opts.substituir);
      const texts = items.filter((i) => !skipped.includes(i) && i.texto !== undefined);
      const photos = items.filter((i) => !skipped.includes(i) && i.imagem !== undefined);

      const essays = await insertEssays(
        c,
        meta,
        texts.map((i) => ({ ordem: i.ordem, aluno: i.aluno, titulo: i.titulo, texto: i.texto!, ref: creditRef(loteId, i.ordem, 1), chave: `lote-${loteId}-${i.ordem}` })),
      );
      const rows: ItemRow[] = [];
      for (const i of skipped) rows.push(itemRow(loteId, i, 'ja_enviada', { redacaoId: submitted.get(i.aluno.id)!, prioridade: 0 }));
      texts.forEach((i, k) => rows.push(itemRow(loteId, i, 'enviada', { redacaoId: essays.get(i.ordem)!.redacaoId, ref: creditRef(loteId, i.ordem, 1), prioridade: textStart + k })));
      const transcriptions: { job: TranscriptionJob; priority: number }[] = [];
      for (const [k, i] of photos.entries()) {
        const transcricaoId = await insertPhoto(c, i, creditRef(loteId, i.ordem, 1));
        rows.push(itemRow(loteId, i, 'transcrevendo', { transcricaoId, ref: creditRef(loteId, i.ordem, 1), prioridade: photoStart + k }));
        transcriptions.push({ job: { transcricaoId, usuarioId: i.aluno.id, lote: ref }, priority: photoStart + k });
      }
      await insertItems(c, rows);
      await c.query(`UPDATE essay.transcricoes t SET lote_item_id = i.id FROM essay.lote_itens i WHERE i.lote_id = $1 AND t.id = i.transcricao_id`, [loteId]);

      // Reserve last, just before commit: a refusal (402) rolls every row back.
      const refs = rows.filter((r) => r.ref).map((r) => ({ referencia: r.ref!, motivo: `Lote ${loteId}: redação de ${r.aluno.nome}` }));
      let credits: number | null = null;
      let escolaId: number | null = null;
      if (refs.length) {
        const res = await deps.credits.reserveItems(user.id, refs, { schoolPool: true });
        reserved.push(...refs.map((r) => r.referencia));
        credits = res.creditos_disponiveis;
        escolaId = res.escola_id ?? null;
        await c.query('UPDATE essay.lotes SET escola_id = $2 WHERE id = $1', [loteId, escolaId]);
      }
      const corrections = texts.map((i, k) => {
        const e = essays.get(i.ordem)!;
        return { job: { correcaoId: e.correcaoId, redacaoId: e.redacaoId, usuarioId: i.aluno.id, lote: ref }, priority: textStart + k };
      });
      return { loteId, corrections, transcriptions, credits, skipped: skipped.length, escolaId };
    });
  } catch (err) {
    // The transaction failed after the credits were reserved: give them back.
    for (const r of reserved) await refundEventually(deps.credits, r, deps.logger);
    throw err;
  }
  if (!created) {
    const twin = await deps.pool.query<{ id: number }>('SELECT id FROM essay.lotes WHERE atividade_id = $1 AND professor_id = $2 AND hash_arquivo = $3', [atividadeId, user.id, hash]);
    return reused(deps.pool, twin.rows[0]!.id);
  }
  // After the commit. A lost enqueue is found by the reconciler (the rows are the truth).
  await enqueueFairly(deps, { escolaId: created.escolaId, professorId: user.id }, created).catch((err: unknown) =>
    deps.logger.error({ err, loteId: created.loteId }, 'falha ao enfileirar itens do lote; o reconciliador tentará de novo'),
  );
  return { lote_id: created.loteId, total: parsed.itens.length, ja_enviadas: created.skipped, erros: parsed.erros, reutilizado: false, creditos_disponiveis: created.credits };
}

async function reused(pool: Pool, loteId: number): Promise<BatchCreated> {
  const { rows } = await pool.query<{ total: number; ja: number; erros: BatchProblem[] }>(
    `SELECT (SELECT count(*)::int FROM essay.lote_itens WHERE lote_id = $1) AS total, (SELECT count(*)::int FROM essay.lote_itens WHERE lote_id = $1 AND etapa = 'ja_enviada') AS ja, erros
       FROM essay.lotes WHERE id = $1`,
    [loteId],
  );
  return { lote_id: loteId, total: rows[0]!.total, ja_enviadas: rows[0]!.ja, erros: rows[0]!.erros, reutilizado: true, creditos_disponiveis: null };
}

type ItemRow = {
  lote_id: number;
  ordem: number;
  origem: string;
  aluno: RosterStudent;
  etapa: string;
  titulo: string;
  redacaoId?: number;
  transcricaoId?: number;
  ref?: string;
  prioridade: number;
};
const itemRow = (loteId: number, i: ParsedItem & { ordem: number }, etapa: string, extra: Partial<ItemRow> & { prioridade: number }): ItemRow => ({
  lote_id: loteId,
  ordem: i.ordem,
  origem: i.origem,
  aluno: i.aluno,
  etapa,
  titulo: i.titulo,
  ...extra,
});

async function insertItems(c: PoolClient, rows: ItemRow[]) {
  await c.query(
    `INSERT INTO essay.lote_itens (lote_id, ordem, origem, aluno_id, aluno_nome, aluno_email, aluno_numero, etapa, titulo, redacao_id, transcricao_id, referencia_credito, prioridade)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::int[], $11::int[], $12::text[], $13::int[])`,
    [
      rows.map((r) => r.lote_id),
      rows.map((r) => r.ordem),
      rows.map((r) => r.origem),
      rows.map((r) => r.aluno.id),
      rows.map((r) => r.aluno.nome),
      rows.map((r) => r.aluno.email),
      rows.map((r) => r.aluno.numero),
      rows.map((r) => r.etapa),
      rows.map((r) => r.titulo),
      rows.map((r) => r.redacaoId ?? null),
      rows.map((r) => r.transcricaoId ?? null),
      rows.map((r) => r.ref ?? null),
      rows.map((r) => r.prioridade),
    ],
  );
}

/** A photo and its pending transcription, owned by the student (the teacher pays through the item's reference). */
async function insertPhoto(c: PoolClient, i: ParsedItem, ref: string): Promise<number> {
  const a = await c.query<{ id: number }>('INSERT INTO essay.arquivos (usuario_id, nome, mime, tamanho, conteudo) VALUES ($1,$2,$3,$4,$5) RETURNING id', [
    i.aluno.id,
    i.imagem!.nome.slice(0, 200),
    i.imagem!.mime,
    i.imagem!.buffer.length,
    i.imagem!.buffer,
  ]);
  const t = await c.query<{ id: number }>('INSERT INTO essay.transcricoes (usuario_id, arquivo_id, referencia_credito) VALUES ($1, $2, $3) RETURNING id', [i.aluno.id, a.rows[0]!.id, ref]);
  return t.rows[0]!.id;
}

// ---------------------------------------------------------------- reading a batch

type LoadedItem = {
  id: number;
  ordem: number;
  origem: string;
  aluno_id: number;
  aluno_nome: string;
  aluno_email: string;
  aluno_numero: number;
  etapa: 'transcrevendo' | 'enviada' | 'ja_enviada' | 'falhou';
  titulo: string;
  redacao_id: number | null;
  transcricao_id: number | null;
  tentativa: number;
  prioridade: number;
  erro: string | null;
  redacao_status: string | null;
  correcao_id: number | null;
  correcao_status: string | null;
  correcao_erro: { message?: string } | null;
  nota_geral_enem: number | null;
  analise: unknown;
  c_notas: (number | null)[] | null;
  transcricao_status: string | null;
};
export type LoteRow = { id: number; atividade_id: number; professor_id: number; formato: 'csv' | 'zip' | 'pdf'; nome_arquivo: string; criado_em: Date; erros: BatchProblem[] };

export async function loadItems(db: Pool | PoolClient, loteId: number): Promise<LoadedItem[]> {
  const { rows } = await db.query<LoadedItem>(
    `SELECT i.*, r.status AS redacao_status, c.id AS correcao_id, c.status AS correcao_status, c.erro AS correcao_erro, c.nota_geral_enem,
            ARRAY[c.c1_nota, c.c2_nota, c.c3_nota, c.c4_nota, c.c5_nota] AS c_notas, t.status AS transcricao_status
       FROM essay.lote_itens i
       LEFT JOIN essay.redacoes r ON r.id = i.redacao_id
       LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id
       LEFT JOIN essay.transcricoes t ON t.id = i.transcricao_id
      WHERE i.lote_id = $1 ORDER BY i.ordem`,
    [loteId],
  );
  return rows;
}

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
export async function loadBatchRow(deps: Pick<BatchDeps, 'pool' | 'classroom'>, user: AuthUser, loteId: number): Promise<LoteRow> {
  if (user.tipo === 'estudante') throw new AppError('forbidden', BATCH_MESSAGES.forbidden);
  const { rows } = await deps.pool.query<LoteRow>('SELECT id, atividade_id, professor_id, formato, nome_arquivo, criado_em, erros FROM essay.lotes WHERE id = $1', [loteId]);
  const lote = rows[0];
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
  const value = pool
    .query<{ c: number; t: number }>(
      `SELECT (SELECT count(*)::int FROM essay.correcoes WHERE data_correcao > now() - interval '5 minutes') AS c,
              (SELECT count(*)::int FROM essay.transcricoes WHERE concluida_em > now() - interval '5 minutes') AS t`,
    )
    .then(({ rows }) => {
      const per = (n: number) => (n > 0 ? n / 300 : null);
      return { correction: per(rows[0]!.c), transcription: per(rows[0]!.t) };
    });
  paceCache = { at: Date.now(), pool, value };
  value.catch(() => (paceCache = undefined));
  return value;
}

/** Where one waiting correction stands: jobs ahead of it and the wait that means at the current pace. */
export async function correctionWait(pool: Pool, queues: BatchQueues, jobId: string): Promise<{ posicao_fila: number | null; espera_estimada_s: number | null }> {
  const [pos, rate] = await Promise.all([queues.positions('correction', [jobId]).catch(() => new Map<string, number>()), pace(pool)]);
  const p = pos.get(jobId);
  return { posicao_fila: p ?? null, espera_estimada_s: p !== undefined && rate.correction ? Math.ceil((p + 1) / rate.correction) : null };
}

export async function getBatch(deps: BatchDeps, user: AuthUser, loteId: number): Promise<Batch> {
  const lote = await loadBatchRow(deps, user, loteId);
  const items = await loadItems(deps.pool, loteId);
  const statuses = items.map(itemStatus);
  const waitingCorrections = items.filter((_, k) => statuses[k] === 'pendente' && items[k]!.correcao_id).map((i) => correctionJobId(i.correcao_id!));
  const waitingTranscriptions = items.filter((_, k) => statuses[k] === 'transcrevendo' && items[k]!.transcricao_id).map((i) => transcriptionJobId(i.transcricao_id!));
  const [posC, posT, rate] = await Promise.all([
    deps.queues.positions('correction', waitingCorrections).catch(() => new Map<string, number>()),
    deps.queues.positions('transcription', waitingTranscriptions).catch(() => new Map<string, number>()),
    pace(deps.pool),
  ]);
  const itens: BatchItem[] = items.map((i, k) => {
    const status = statuses[k]!;
    const pos = status === 'pendente' && i.correcao_id ? posC.get(correctionJobId(i.correcao_id)) : status === 'transcrevendo' && i.transcricao_id ? posT.get(transcriptionJobId(i.transcricao_id)) : undefined;
    const perSecond = status === 'transcrevendo' ? rate.transcription : rate.correction;
    return {
      ordem: i.ordem,
      origem: i.origem,
      aluno: { id: i.aluno_id, nome: i.aluno_nome, email: i.aluno_email, numero: i.aluno_numero },
      status,
      redacao_id: i.redacao_id,
      nota_total: status === 'concluida' || status === 'em_revisao' || status === 'ja_enviada' ? i.nota_geral_enem : null,
      erro: status === 'falhou' ? (i.erro ?? i.correcao_erro?.message ?? 'Falha ao corrigir a redação.') : null,
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
    erros: lote.erros,
    espera_estimada_s: waits.length ? Math.max(...waits) : null,
    itens,
  };
}

/** The batches of an activity, newest first (the board lists them). */
export async function listBatches(deps: BatchDeps, user: AuthUser, atividadeId: number) {
  await authorizeActivity(deps.classroom, user, atividadeId);
  const { rows } = await deps.pool.query<{ id: number }>('SELECT id FROM essay.lotes WHERE atividade_id = $1 ORDER BY criado_em DESC, id DESC LIMIT 20', [atividadeId]);
  const batches = await Promise.all(rows.map((r) => getBatch(deps, user, r.id)));
  return batches.map(({ itens: _itens, ...summary }) => summary);
}

// ---------------------------------------------------------------- retry

/**
 * Sends the failed items again (all, or the `ordens` given): a new correction of the same essay, or a new OCR of the
 * same photo when it failed before becoming an essay. One new credit per item, reserved together (402 → nothing).
 */
export async function retryFailed(deps: BatchDeps, user: AuthUser, loteId: number, ordens?: number[]): Promise<{ reenviadas: number; creditos_disponiveis: number }> {
  const lote = await loadBatchRow(deps, user, loteId);
  const reserved: string[] = [];
  let committed = false;
  try {
    const out = await withTransaction(deps.pool, async (c) => {
      const owner = await c.query<{ escola_id: number | null }>('SELECT escola_id FROM essay.lotes WHERE id = $1 FOR UPDATE', [loteId]);
      const failed = (await loadItems(c, loteId)).filter((i) => itemStatus(i) === 'falhou' && (!ordens?.length || ordens.includes(i.ordem)));
      if (!failed.length) throw new AppError('conflict', BATCH_MESSAGES.noFailed);
      const [textStart, photoStart] = await Promise.all([firstPriority(deps, lote.professor_id, 'correction'), firstPriority(deps, lote.professor_id, 'transcription')]);
      const ref = { id: loteId, professorId: lote.professor_id };
      const corrections: { job: CorrectionJob; priority: number }[] = [];
      const transcriptions: { job: TranscriptionJob; priority: number }[] = [];
      const refs: { referencia: string; motivo: string }[] = [];
      for (const [k, i] of failed.entries()) {
        const tentativa = i.tentativa + 1;
        const referencia = creditRef(loteId, i.ordem, tentativa);
        refs.push({ referencia, motivo: `Lote ${loteId}: nova tentativa para ${i.aluno_nome}` });
        if (i.redacao_id) {
          const corr = await c.query<{ id: number }>('INSERT INTO essay.correcoes (redacao_id, referencia_credito) VALUES ($1, $2) RETURNING id', [i.redacao_id, referencia]);
          await c.query(`UPDATE essay.redacoes SET correcao_atual_id = $2, status = 'pendente' WHERE id = $1`, [i.redacao_id, corr.rows[0]!.id]);
          await c.query(`UPDATE essay.lote_itens SET tentativa = $2, referencia_credito = $3, prioridade = $4, erro = NULL WHERE id = $1`, [i.id, tentativa, referencia, textStart + k]);
          corrections.push({ job: { correcaoId: corr.rows[0]!.id, redacaoId: i.redacao_id, usuarioId: i.aluno_id, lote: ref }, priority: textStart + k });
        } else {
          const t = await c.query<{ id: number }>(
            `INSERT INTO essay.transcricoes (usuario_id, arquivo_id, referencia_credito, lote_item_id) SELECT usuario_id, arquivo_id, $2, $3 FROM essay.transcricoes WHERE id = $1 RETURNING id`,
            [i.transcricao_id, referencia, i.id],
          );
          await c.query(`UPDATE essay.lote_itens SET etapa = 'transcrevendo', transcricao_id = $2, tentativa = $3, referencia_credito = $4, prioridade = $5, erro = NULL WHERE id = $1`, [
            i.id,
            t.rows[0]!.id,
            tentativa,
            referencia,
            photoStart + k,
          ]);
          transcriptions.push({ job: { transcricaoId: t.rows[0]!.id, usuarioId: i.aluno_id, lote: ref }, priority: photoStart + k });
        }
      }
      const credit = await deps.credits.reserveItems(lote.professor_id, refs, { schoolPool: true });
      reserved.push(...refs.map((r) => r.referencia));
      return { corrections, transcriptions, reenviadas: failed.length, creditos_disponiveis: credit.creditos_disponiveis, escolaId: owner.rows[0]?.escola_id ?? null };
    });
    committed = true;
    await enqueueFairly(deps, { escolaId: out.escolaId, professorId: lote.professor_id }, out);
    return { reenviadas: out.reenviadas, creditos_disponiveis: out.creditos_disponiveis };
  } catch (err) {
    // Rolled back after the reservation: give the credits back (after the commit the rows hold them and the reconciler
    // enqueues what was lost).
    if (!committed) for (const r of reserved) await refundEventually(deps.credits, r, deps.logger);
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
export async function advanceTranscribedItems(deps: Pick<BatchDeps, 'pool' | 'credits' | 'queues' | 'logger'>, limit = 50): Promise<number> {
  const refunds: string[] = [];
  const jobs = await withTransaction(deps.pool, async (c) => {
    const { rows } = await c.query<{
      id: number;
      lote_id: number;
      ordem: number;
      tentativa: number;
      aluno_id: number;
      titulo: string;
      referencia_credito: string;
      prioridade: number;
      transcricao_id: number;
      t_status: string;
      resultado: { texto?: string } | null;
      t_erro: { message?: string } | null;
      arquivo_id: number;
      atividade_id: number;
      professor_id: number;
      escola_id: number | null;
      proposta_tematica_id: number | null;
      status_entrega: string | null;
    }>(
      `SELECT i.id, i.lote_id, i.ordem, i.tentativa, i.aluno_id, i.titulo, i.referencia_credito, i.prioridade, i.transcricao_id, t.status AS t_status, t.resultado,
              t.erro AS t_erro, t.arquivo_id, l.atividade_id, l.professor_id, l.escola_id, l.proposta_tematica_id, l.status_entrega
         FROM essay.lote_itens i JOIN essay.transcricoes t ON t.id = i.transcricao_id JOIN essay.lotes l ON l.id = i.lote_id
        WHERE i.etapa = 'transcrevendo' AND t.status IN ('concluida', 'falhou') AND ${ownBatch(2)}
        ORDER BY i.id LIMIT $1 FOR UPDATE OF i SKIP LOCKED`,
      [limit, deps.queues.prefix],
    );
    const out: { owner: QueueOwner; job: CorrectionJob; priority: number }[] = [];
    for (const r of rows) {
      const texto = (r.resultado?.texto ?? '').trim();
      const problem = r.t_status === 'falhou' ? (r.t_erro?.message ?? 'Não foi possível ler a foto.') : essayProblemOf(texto);
      if (problem) {
        await c.query(`UPDATE essay.lote_itens SET etapa = 'falhou', erro = $2 WHERE id = $1`, [r.id, r.t_status === 'falhou' ? problem : `Texto reconhecido na foto: ${problem}`]);
        if (r.t_status !== 'falhou') refunds.push(r.referencia_credito);
        continue;
      }
      const aluno = { id: r.aluno_id, nome: '', email: '', numero: 0 };
      const essays = await insertEssays(
        c,
        { atividade_id: r.atividade_id, proposta_tematica_id: r.proposta_tematica_id, status_entrega: r.status_entrega },
        [{ ordem: r.ordem, aluno, titulo: r.titulo, texto, ref: r.referencia_credito, chave: `lote-${r.lote_id}-${r.ordem}-${r.tentativa}` }],
        { tipo: 'imagem', transcricaoId: r.transcricao_id, arquivoId: r.arquivo_id },
      );
      const e = essays.get(r.ordem)!;
      await c.query(`UPDATE essay.lote_itens SET etapa = 'enviada', redacao_id = $2 WHERE id = $1`, [r.id, e.redacaoId]);
      out.push({
        owner: { escolaId: r.escola_id, professorId: r.professor_id },
        job: { correcaoId: e.correcaoId, redacaoId: e.redacaoId, usuarioId: r.aluno_id, lote: { id: r.lote_id, professorId: r.professor_id } },
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
export function startBatchAdvancer(deps: Pick<BatchDeps, 'pool' | 'credits' | 'queues' | 'logger'>, intervalMs: number) {
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
