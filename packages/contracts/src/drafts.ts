import { z } from './zod.js';
import { ESSAY_MAX_CHARS } from './essays.js';
import { MAX_ID } from './envelope.js';
import { writingProcessSchema, type WritingProcess } from './writingProcess.js';

/**
 * Drafts (issue 50): what a student is writing, kept by the essay service so it survives a reload, a dead battery or
 * another device. Never charged. A save names the version it edited (`versao_base`); when another tab or device saved in
 * between, the later save still wins and the version it replaced is kept in the draft's history (`conflito: true`).
 */
/** Room for a text being written past the essay's limit (the student trims it before sending). */
export const DRAFT_MAX_CHARS = ESSAY_MAX_CHARS * 3;
/** How many earlier versions a draft keeps (the oldest go first). */
export const DRAFT_VERSIONS_KEPT = 30;
/** A save older than this since the last kept version is kept too, so the history shows how the text grew. */
export const DRAFT_SNAPSHOT_MINUTES = 10;
/** Drafts one student may keep. */
export const DRAFTS_PER_STUDENT = 50;
/** A draft's key, given by the device that began it (a UUID from the web client). */
export const DRAFT_KEY_MAX = 100;
const draftKey = z
  .string()
  .min(8, 'Chave de rascunho inválida')
  .max(DRAFT_KEY_MAX, 'Chave de rascunho inválida')
  .regex(/^[A-Za-z0-9_-]+$/, 'Chave de rascunho inválida');

export const DRAFT_MESSAGES = {
  invalidId: 'ID do rascunho inválido',
  notFound: 'Rascunho não encontrado',
  tooLong: `O rascunho pode ter no máximo ${DRAFT_MAX_CHARS} caracteres`,
  tooMany: `Você já tem ${DRAFTS_PER_STUDENT} rascunhos: exclua algum antes de começar outro.`,
  activity: 'Atividade não encontrada',
  saved: 'Rascunho salvo',
  conflict: 'Este rascunho foi salvo em outro aparelho ou aba: a outra versão ficou no histórico.',
  deleted: 'Rascunho excluído',
  sent: 'Este rascunho já foi enviado para correção.',
} as const;

const id = z.coerce.number().int().positive().max(MAX_ID);
const draftFields = {
  titulo: z.string().max(200, 'O título pode ter no máximo 200 caracteres').default(''),
  texto: z.string().max(DRAFT_MAX_CHARS, DRAFT_MESSAGES.tooLong).default(''),
  processo: writingProcessSchema
    .nullable()
    .optional()
    .describe('o registro do processo de escrita até aqui (segue o rascunho para outro aparelho)'),
};
export const draftCreateSchema = z.object({
  ...draftFields,
  chave: draftKey
    .optional()
    .describe(
      'a chave que o aparelho deu ao rascunho: a mesma chave de novo salva sobre ele; a de um rascunho já enviado é recusada (410)',
    ),
  atividade_id: id.nullable().optional(),
  proposta_tematica_id: id.nullable().optional(),
});
export const draftSaveSchema = z.object({
  ...draftFields,
  proposta_tematica_id: id.nullable().optional(),
  versao_base: z
    .number({ error: 'versao_base deve ser um número inteiro' })
    .int('versao_base deve ser um número inteiro')
    .min(0, 'versao_base deve ser um número inteiro')
    .optional()
    .describe('a versão que este salvamento editou; outra mais nova vai para o histórico'),
});

/** The `rascunho_chave` of a submission (POST /redacoes/submeter): the draft it was written in. */
export const submittedDraftKeySchema = draftKey;

export type DraftView = {
  id: number;
  chave: string;
  titulo: string;
  texto: string;
  atividade_id: number | null;
  proposta_tematica_id: number | null;
  versao: number;
  processo: WritingProcess | null;
  criado_em: string;
  atualizado_em: string;
};
export type DraftListItem = Omit<DraftView, 'texto' | 'processo'> & { trecho: string; caracteres: number };
export type DraftVersionView = {
  versao: number;
  titulo: string;
  texto: string;
  motivo: 'conflito' | 'periodica';
  salvo_em: string;
};
export type DraftSaveResult = { rascunho: DraftView; conflito: boolean };
