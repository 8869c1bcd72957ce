import { z } from './zod.js';

/** The C1 item type of a typing tip (spacing around punctuation): listed for the student, never an ENEM deviation. */
export const C1_TYPING_TIP = 'digitação';

const text = z.string();
const nota = z.number().int().min(0).max(200);

/** How sure the engine is of a competency's level (not in the spec: our addition). */
export const confidenceSchema = z.object({
  probabilidade: z.number().min(0).max(1),
  faixa: z.tuple([nota, nota]),
});
export type Confidence = z.infer<typeof confidenceSchema>;

/**
 * The climb (issue 48, our addition to the spec): the official descriptor of the level reached, the next level's
 * (null at 200), and the steps, tied to the student's own passages, that reach it — at 200, what made it excellent.
 */
export const climbSchema = z.object({
  nivel: text,
  proximo: text.nullable(),
  passos: z.array(text).min(1),
});
export type Climb = z.infer<typeof climbSchema>;

const base = {
  nome_competencia: text,
  nota_competencia: nota,
  justificativa_nota: text,
  confianca: confidenceSchema.optional(),
  proximo_nivel: climbSchema.optional(),
};

/**
 * `inicio_trecho_cN`: where the item's passage starts in the essay's text as the engine received it (a UTF-16 offset),
 * which tells apart the occurrences of a passage that recurs ("a", "mas", a word misspelt twice). Optional: the
 * OpenAI-compatible engine does not give it, nor do older corrections. A reader looks for the passage at the offset,
 * else at its occurrence nearest to it (the text the reader holds may differ slightly).
 */
const passageStart = z.number().int().min(0).optional();

export const improvementC1Schema = z.object({
  tipo_desvio_c1: text,
  trecho_problematico_c1: text,
  inicio_trecho_c1: passageStart,
  explicacao_erro_c1: text,
  sugestao_correcao_gramatical_c1: text,
});
export const improvementC2Schema = z.object({
  aspecto_avaliado_c2: text,
  descricao_problema_c2: text,
  sugestao_melhoria_c2: text,
  trecho_problematico_c2: text.optional(),
  inicio_trecho_c2: passageStart,
});
export const improvementC3Schema = z.object({
  aspecto_avaliado_c3: text,
  descricao_problema_c3: text,
  sugestao_melhoria_c3: text,
  trecho_problematico_c3: text.optional(),
  inicio_trecho_c3: passageStart,
});
export const improvementC4Schema = z.object({
  tipo_problema_coesao_c4: text,
  trecho_problematico_c4: text,
  inicio_trecho_c4: passageStart,
  descricao_problema_c4: text,
  sugestao_melhoria_c4: text,
});
export const improvementC5Schema = z.object({
  explicacao_erro_c5: text,
  sugestao_melhoria_c5: text,
  trecho_problematico_c5: text.optional(),
  inicio_trecho_c5: passageStart,
});

const element = z.object({ presente: z.boolean(), descricao: text, trecho: text.optional() });
export const interventionSchema = z.object({
  acao: element,
  agente: element,
  meio_modo: element,
  finalidade: element,
  detalhamento: element,
});
export type InterventionEvaluation = z.infer<typeof interventionSchema>;
export const INTERVENTION_ELEMENTS = ['agente', 'acao', 'meio_modo', 'finalidade', 'detalhamento'] as const;

export const competencyC1Schema = z.object({
  numero_competencia: z.literal(1),
  ...base,
  pontos_positivos_c1: z.array(text),
  pontos_a_melhorar_detalhados_c1: z.array(improvementC1Schema),
});
export const competencyC2Schema = z.object({
  numero_competencia: z.literal(2),
  ...base,
  pontos_positivos_c2: z.array(text),
  pontos_a_melhorar_detalhados_c2: z.array(improvementC2Schema),
});
export const competencyC3Schema = z.object({
  numero_competencia: z.literal(3),
  ...base,
  pontos_positivos_c3: z.array(text),
  pontos_a_melhorar_detalhados_c3: z.array(improvementC3Schema),
});
export const competencyC4Schema = z.object({
  numero_competencia: z.literal(4),
  ...base,
  pontos_positivos_c4: z.array(text),
  pontos_a_melhorar_detalhados_c4: z.array(improvementC4Schema),
});
export const competencyC5Schema = z.object({
  numero_competencia: z.literal(5),
  ...base,
  pontos_positivos_c5: z.array(text),
  pontos_a_melhorar_detalhados_c5: z.array(improvementC5Schema),
  avaliacao_proposta_intervencao: interventionSchema,
  respeito_direitos_humanos: z.object({ observacao_dh: text, violacao_detectada: z.boolean().optional() }),
});

export const COMPETENCY_SCHEMAS = {
  1: competencyC1Schema,
  2: competencyC2Schema,
  3: competencyC3Schema,
  4: competencyC4Schema,
  5: competencyC5Schema,
} as const;

export const competencySchema = z.discriminatedUnion('numero_competencia', [
  competencyC1Schema,
  competencyC2Schema,
  competencyC3Schema,
  competencyC4Schema,
  competencyC5Schema,
]);
export type CompetencyAnalysis = z.infer<typeof competencySchema>;
export type CompetencyC1 = z.infer<typeof competencyC1Schema>;
export type CompetencyC2 = z.infer<typeof competencyC2Schema>;
export type CompetencyC3 = z.infer<typeof competencyC3Schema>;
export type CompetencyC4 = z.infer<typeof competencyC4Schema>;
export type CompetencyC5 = z.infer<typeof competencyC5Schema>;

/** One competency's grade: an official level (0, 40 … 200). */
export const gradeLevelSchema = z
  .number()
  .int()
  .min(0)
  .max(200)
  .refine((n) => n % 40 === 0, 'A nota de cada competência deve ser 0, 40, 80, 120, 160 ou 200.');

/** An essay of a proposal with trusted grades (corpus raters or a teacher): the engine calibrates with these. */
export const referenciaCorrigidaSchema = z.object({
  id: z.string().optional(),
  texto: z.string().min(1),
  notas: z.tuple([gradeLevelSchema, gradeLevelSchema, gradeLevelSchema, gradeLevelSchema, gradeLevelSchema]),
});
export type ReferenciaCorrigida = z.infer<typeof referenciaCorrigidaSchema>;

/** How the grades were calibrated with the proposal's references (shown to the student and the teacher). */
export const calibracaoSchema = z.object({
  referencias: z.number().int().min(0),
  /** e.g. "calibrada com 9 redações corrigidas desta proposta". */
  descricao: text,
  /** Points added to each competency's raw prediction before snapping to a level. */
  deslocamento: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]).optional(),
});
export type Calibracao = z.infer<typeof calibracaoSchema>;

/** The `analise_detalhada` of the spec's Feedback response (section 3). */
export const analysisSchema = z.object({
  tese_identificada: text,
  comentarios_gerais: text,
  sugestoes_gerais: z.array(text),
  competencias: z.array(competencySchema).length(5),
  /** Engine that produced it ('local' | 'openai' | …) and, for double grading, which rule decided. */
  motor: z.string().optional(),
  dupla_correcao: z.object({ regra: z.enum(['media', 'terceira_correcao']), notas: z.array(z.array(nota)) }).optional(),
  /** Set when the essay was annulled (score 0): the reason shown to the student. */
  anulacao: z.object({ motivo: text }).optional(),
  /** Set when the grades were calibrated with the proposal's graded references. */
  calibracao: calibracaoSchema.optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export function totalScore(analysis: Pick<Analysis, 'competencias'>): number {
  return analysis.competencias.reduce((sum, c) => sum + c.nota_competencia, 0);
}

/** What any correction engine receives. Everything the proposal and activity add is optional. */
export type CorrectionInput = {
  texto: string;
  titulo?: string | null;
  proposta?: { titulo: string; texto_apoio?: string | null } | null;
  instrucoes_especiais?: string | null;
  /**
   * Graded essays of the same proposal: the local engine calibrates its grades with them; the OpenAI-compatible one
   * shows the model the nearest few with their grades.
   */
  referencias?: ReferenciaCorrigida[] | null;
};

export const CORRECTION_PHASES = ['reading', 'competencies', 'grades', 'feedback'] as const;
export type CorrectionPhase = (typeof CORRECTION_PHASES)[number];
export type CorrectionProgress = { phase: CorrectionPhase; percent: number; message: string };
export type ReportProgress = (progress: CorrectionProgress) => void | Promise<void>;

/** The interface every engine implements (local corrector, OpenAI-compatible, double grading). */
export interface CorrectionEngine {
  readonly name: string;
  correct(input: CorrectionInput, reportProgress: ReportProgress, signal?: AbortSignal): Promise<Analysis>;
}
