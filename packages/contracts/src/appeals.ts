import { z } from './zod.js';

/**
 * Appeals (recursos): a student contests one competency of a corrected essay, once, with a reason. The room's
 * teacher decides for an activity essay; a free essay's appeal is re-graded by the AI with the reason as context.
 */
export const APPEAL_REASON_MIN = 20;
export const APPEAL_REASON_MAX = 1000;
export const APPEAL_STATUSES = ['pendente', 'aceito', 'rejeitado'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** Who decided: the room's teacher, or the AI re-grading a free essay. */
export type AppealDecider = 'professor' | 'ia';

export const APPEAL_MESSAGES = {
  competency: 'Escolha a competência contestada (1 a 5).',
  reasonShort: `Explique o motivo do recurso com pelo menos ${APPEAL_REASON_MIN} caracteres.`,
  reasonLong: `O motivo do recurso deve ter no máximo ${APPEAL_REASON_MAX} caracteres.`,
  notCorrected: 'Só é possível contestar uma redação com correção concluída.',
  already: 'Você já contestou esta competência nesta redação.',
  notFound: 'Recurso não encontrado',
  decided: 'Este recurso já foi decidido.',
  onlyTeacher: 'Apenas o professor da sala pode decidir este recurso.',
  grade: 'A nova nota deve ser 0, 40, 80, 120, 160 ou 200.',
  sameGrade: 'Para aceitar o recurso, informe uma nota diferente da atual; para manter a nota, rejeite-o.',
  decision: 'Escolha aceitar ou rejeitar o recurso.',
  commentNeeded: 'Explique a decisão ao estudante (comentário de pelo menos 5 caracteres).',
  createdTeacher: 'Recurso enviado ao professor da sala.',
  createdAi: 'Recurso enviado: a IA vai reavaliar a competência considerando o seu motivo.',
} as const;

export const appealCreateSchema = z.object({
  competencia: z.coerce
    .number({ error: APPEAL_MESSAGES.competency })
    .int(APPEAL_MESSAGES.competency)
    .min(1, APPEAL_MESSAGES.competency)
    .max(5, APPEAL_MESSAGES.competency),
  motivo: z
    .string({ error: APPEAL_MESSAGES.reasonShort })
    .trim()
    .min(APPEAL_REASON_MIN, APPEAL_MESSAGES.reasonShort)
    .max(APPEAL_REASON_MAX, APPEAL_MESSAGES.reasonLong),
});
export type AppealCreate = z.infer<typeof appealCreateSchema>;

const level = z.coerce
  .number({ error: APPEAL_MESSAGES.grade })
  .int(APPEAL_MESSAGES.grade)
  .refine((n) => n >= 0 && n <= 200 && n % 40 === 0, APPEAL_MESSAGES.grade);

/** The teacher accepts with a new grade or rejects; either way the student reads the comment. */
const comentario = z
  .string({ error: APPEAL_MESSAGES.commentNeeded })
  .trim()
  .min(5, APPEAL_MESSAGES.commentNeeded)
  .max(2000, 'O comentário deve ter no máximo 2000 caracteres');
export const appealDecisionSchema = z.discriminatedUnion(
  'decisao',
  [
    z.object({ decisao: z.literal('aceito'), nota_nova: level, comentario }),
    z.object({ decisao: z.literal('rejeitado'), comentario }),
  ],
  { error: APPEAL_MESSAGES.decision },
);
export type AppealDecision = z.infer<typeof appealDecisionSchema>;

export type Appeal = {
  id: number;
  redacao_id: number;
  competencia: 1 | 2 | 3 | 4 | 5;
  motivo: string;
  status: AppealStatus;
  nota_original: number;
  nota_nova: number | null;
  comentario: string | null;
  decidido_por: AppealDecider | null;
  /** Who decides: the room's teacher (activity essay) or the AI (free essay). */
  decide: AppealDecider;
  criado_em: string;
  decidido_em: string | null;
};

/** The AI re-grade of a free essay's appeal runs on the correction queue (jobs carry ids only). */
export const appealJobSchema = z.object({
  recursoId: z.number().int().positive(),
  redacaoId: z.number().int().positive(),
  usuarioId: z.number().int().positive(),
  requestId: z.string().optional(),
});
export type AppealJob = z.infer<typeof appealJobSchema>;
export const appealJobId = (recursoId: number) => `recurso-${recursoId}`;

/** What the engine is told when it re-grades a contested competency (the student's reason as context). */
export function appealInstructions(competencia: number, motivo: string, previous?: string | null): string {
  const lines = [
    previous?.trim() ?? '',
    `RECURSO DO ESTUDANTE sobre a Competência ${competencia}: "${motivo}".`,
    `Reavalie a Competência ${competencia} com atenção a esse argumento; mantenha a nota se ele não se sustentar no texto.`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** Rewrites: a new version of a corrected essay, graded blind; the comparison the feedback shows. */
export type VersionComparison = {
  anterior: {
    id: number;
    titulo: string;
    texto: string;
    nota_geral_enem: number | null;
    notas: (number | null)[];
    data_envio: string;
  };
  atual: {
    id: number;
    titulo: string;
    texto: string;
    nota_geral_enem: number | null;
    notas: (number | null)[];
    data_envio: string;
  };
  competencias: {
    competencia: number;
    antes: number | null;
    depois: number | null;
    delta: number | null;
    justificativa_antes: string | null;
    justificativa_depois: string | null;
    /** What changed in this competency's evidence and why its grade moved or did not (null without both analyses). */
    mudanca: string | null;
  }[];
  /** Every version of the chain, oldest first (the history groups them). */
  versoes: { id: number; versao: number; nota_geral_enem: number | null; data_envio: string }[];
};

export const REWRITE_MESSAGES = {
  invalid: 'ID da versão anterior inválido',
  notFound: 'Versão anterior não encontrada',
  notCorrected: 'Só é possível reescrever uma redação com correção concluída.',
  noPrevious: 'Esta redação não é uma nova versão de outra.',
} as const;
