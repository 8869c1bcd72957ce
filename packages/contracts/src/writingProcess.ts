import { z } from './zod.js';
import { ESSAY_MAX_CHARS } from './essays.js';

/**
 * The writing-process record (issue 50): how an essay's text came to be, kept with the essay and shown to its teachers
 * (and to its author; never to other students). Recorded by the editor as the student writes — counts and a few
 * samples, never every keystroke — saved with the draft (so it follows the draft to another device) and handed in with
 * the essay. It is what the student's browser reports: evidence for a conversation, not proof.
 */
export const WRITING_PROCESS_LIMITS = {
  /** A pause longer than this is not counted as time spent writing. */
  idleSeconds: 60,
  /** A pause longer than this starts a new writing session. */
  sessionGapMinutes: 5,
  sessions: 60,
  /** The largest pastes kept, each with up to pasteChars of its text. */
  pastes: 5,
  pasteChars: 2000,
  /** Points of the length timeline: one at most every timelineSeconds; past `timeline` points, every other is dropped. */
  timeline: 120,
  timelineSeconds: 30,
  /** Texts kept along the way: one at most every versionMinutes. */
  versions: 8,
  versionMinutes: 10,
} as const;

const L = WRITING_PROCESS_LIMITS;
const count = z.number().int().min(0).max(10_000_000);
const at = z.iso.datetime({ offset: true });

export const writingProcessSchema = z.object({
  /** Seconds spent writing (pauses over idleSeconds not counted). */
  tempo_ativo_s: count,
  sessoes: z.array(z.object({ inicio: at, fim: at, ativo_s: count })).max(L.sessions),
  /** Characters typed, pasted (or dropped) and deleted. */
  digitados: count,
  colados: count,
  apagados: count,
  colagens: z.array(z.object({ em: at, caracteres: count, texto: z.string().max(L.pasteChars) })).max(L.pastes),
  linha_do_tempo: z.array(z.object({ em: at, caracteres: count })).max(L.timeline + 1),
  versoes: z.array(z.object({ em: at, texto: z.string().max(ESSAY_MAX_CHARS * 3) })).max(L.versions),
});
export type WritingProcess = z.infer<typeof writingProcessSchema>;
/** At most this many bytes of JSON (a submission's `processo` field). */
export const WRITING_PROCESS_MAX_BYTES = 120_000;
