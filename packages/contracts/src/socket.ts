import type { CorrectionPhase } from './correction.js';
import type { TranscriptionPhase } from './jobs.js';
import type { BatchProgressEvent } from './batches.js';

/** Socket.io contract shared by gateway and web: events go to the owner's room only. */
export type CorrectionProgressEvent = {
  redacaoId: number;
  correcaoId: number;
  jobId: string;
  phase: CorrectionPhase;
  percent: number;
  message: string;
};
export type CorrectionCompletedEvent = {
  redacaoId: number;
  correcaoId: number;
  jobId: string;
  nota_geral_enem: number;
};
export type JobFailedEvent = { jobId: string; code: string; message: string; retryable: boolean };
export type CorrectionFailedEvent = JobFailedEvent & { redacaoId: number; correcaoId: number };
export type TranscriptionProgressEvent = {
  transcricaoId: number;
  jobId: string;
  phase: TranscriptionPhase;
  percent: number;
  message: string;
};
export type TranscriptionCompletedEvent = { transcricaoId: number; jobId: string };
export type TranscriptionFailedEvent = JobFailedEvent & { transcricaoId: number };

export interface ServerToClientEvents {
  'correction:progress': (e: CorrectionProgressEvent) => void;
  'correction:completed': (e: CorrectionCompletedEvent) => void;
  'correction:failed': (e: CorrectionFailedEvent) => void;
  'transcription:progress': (e: TranscriptionProgressEvent) => void;
  'transcription:completed': (e: TranscriptionCompletedEvent) => void;
  'transcription:failed': (e: TranscriptionFailedEvent) => void;
  /** To the teacher who sent a batch: one of its items finished (or failed). */
  'lote:progress': (e: BatchProgressEvent) => void;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}
export type SocketData = { userId: number; tipo: string };

export const userRoom = (userId: number) => `user:${userId}`;
