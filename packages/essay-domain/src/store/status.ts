import type { EssayStatus } from '@argumenta/contracts';

/**
 * The essay's life (redacoes.status), every move the code makes and no other. The AI correction: pendente → processando →
 * concluida | em_revisao | falhou, back to pendente when the provider asks to wait. A manual activity's essay waits for
 * its teacher (aguardando_professor → corrigida_professor). A held grade (em_revisao) is released by the teacher
 * (→ concluida). Sending an essay again (a re-correction, the teacher's "Corrigir", a batch retry) starts over from any
 * state. pendente → concluida: a job's attempt that finishes after a twin attempt of the same job put the essay back in
 * the queue (a stalled job run twice). A self-move (processando → processando on a retried attempt) is allowed where listed.
 */
export const ESSAY_TRANSITIONS = {
  pendente: ['pendente', 'processando', 'concluida', 'em_revisao', 'falhou', 'aguardando_professor'],
  processando: ['processando', 'pendente', 'concluida', 'em_revisao', 'falhou', 'aguardando_professor'],
  concluida: ['pendente', 'aguardando_professor'],
  falhou: ['pendente', 'aguardando_professor'],
  aguardando_professor: ['aguardando_professor', 'corrigida_professor', 'pendente'],
  corrigida_professor: ['pendente', 'aguardando_professor'],
  em_revisao: ['concluida', 'pendente', 'aguardando_professor'],
} as const satisfies Record<EssayStatus, readonly EssayStatus[]>;

/** A correction's or a transcription's job state (correcoes.status, transcricoes.status, exportacoes.status). */
export type JobStatus = 'pendente' | 'processando' | 'concluida' | 'falhou';

/**
 * SQL: the row's job is still in flight (waiting or running). Only such a row may move: two copies of one job can run
 * at once (the queue lost it and the reconciler enqueued it again while the first still ran), and the later one must
 * never move a finished row back.
 */
export const inFlight = (column = 'status') => `${column} IN ('pendente', 'processando')`;

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: EssayStatus,
    readonly to: EssayStatus,
  ) {
    super(`transição de status inválida: ${from} → ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function canTransition(from: EssayStatus, to: EssayStatus): boolean {
  return (ESSAY_TRANSITIONS[from] as readonly EssayStatus[]).includes(to);
}

/** Throws IllegalTransitionError when `to` is not a move the essay may make from `from`. */
export function assertTransition(from: EssayStatus, to: EssayStatus): void {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
}

/** The states an essay may be in to move to `to`: the guard a status UPDATE carries (`status = ANY(...)`). */
export function statusesBefore(to: EssayStatus): EssayStatus[] {
  return (Object.keys(ESSAY_TRANSITIONS) as EssayStatus[]).filter((from) => canTransition(from, to));
}
