import { z } from './zod.js';
import type { Analysis } from './correction.js';
import { COMPETENCY_LEVELS } from './scores.js';

/**
 * Teacher as third rater (activities with tipo_correcao 'revisao'): an AI grade the engine is unsure of waits for the
 * room's teacher before the student sees it. ENEM's own rule for a third rating: two gradings more than 80 points apart
 * in a competency, or more than 100 in the total; with one grading, a plausible range wider than 80 points.
 */
export const REVIEW_RANGE_LIMIT = 80;
export const REVIEW_TOTAL_LIMIT = 100;

export const REVIEW_MESSAGES = {
  held: 'Sua redação está em revisão pelo professor. A nota aparece aqui assim que ele a liberar.',
  notHeld: 'Esta redação não está aguardando revisão.',
  released: 'Nota liberada para o estudante.',
  grades: 'Informe as cinco notas (0, 40, 80, 120, 160 ou 200).',
} as const;

/** Why a grading needs the teacher (Portuguese, shown in the review queue), or null when it can be released. */
export function reviewHoldReason(analysis: Pick<Analysis, 'competencias' | 'dupla_correcao'>): string | null {
  const reasons: string[] = [];
  const gradings = analysis.dupla_correcao?.notas ?? [];
  if (gradings.length >= 2) {
    const [a, b] = gradings as [number[], number[]];
    const apart = a
      .map((n, i) => Math.abs(n - (b[i] ?? n)))
      .map((d, i) => (d > REVIEW_RANGE_LIMIT ? `C${i + 1}` : null))
      .filter(Boolean);
    const total = Math.abs(a.reduce((s, n) => s + n, 0) - b.reduce((s, n) => s + n, 0));
    if (apart.length)
      reasons.push(`as duas correções divergem mais de ${REVIEW_RANGE_LIMIT} pontos em ${apart.join(', ')}`);
    if (total > REVIEW_TOTAL_LIMIT) reasons.push(`as duas correções divergem ${total} pontos no total`);
  }
  const wide = analysis.competencias.filter(
    (c) => c.confianca && c.confianca.faixa[1] - c.confianca.faixa[0] > REVIEW_RANGE_LIMIT,
  );
  if (wide.length)
    reasons.push(
      `nota incerta em ${wide.map((c) => `C${c.numero_competencia} (${c.confianca!.faixa[0]}–${c.confianca!.faixa[1]})`).join(', ')}`,
    );
  return reasons.length ? `IA incerta: ${reasons.join('; ')}.` : null;
}

/** Who decided the grade the student sees. */
export type GradeDecider = 'ia' | 'professor';

/** An essay waiting in a teacher's review queue. */
export type ReviewQueueItem = {
  redacao_id: number;
  titulo: string;
  estudante: { id: number; nome: string } | null;
  atividade: { id: number; titulo: string; sala_nome: string } | null;
  motivo: string;
  nota_ia: number | null;
  data_envio: string;
};

const level = z.coerce
  .number()
  .refine((n) => (COMPETENCY_LEVELS as readonly number[]).includes(n), REVIEW_MESSAGES.grades);
/** POST /redacoes/{id}/liberacao: keep the AI's grades (no notas) or give the five, with an optional comment. */
export const releaseGradeSchema = z.object({
  notas: z.array(level, { error: REVIEW_MESSAGES.grades }).length(5, REVIEW_MESSAGES.grades).optional(),
  comentario: z.string().trim().max(5000, 'O comentário deve ter no máximo 5000 caracteres').optional(),
});

/**
 * The teacher's inbox (issue 46): what waits for the teacher of a room — appeals to decide, grades held for review (or
 * awaiting a manual grade) and late submissions not yet reviewed — oldest first.
 */
export type PendenciaTipo = 'recurso' | 'revisao' | 'atrasada';
export type Pendencia = {
  tipo: PendenciaTipo;
  redacao_id: number;
  titulo: string;
  estudante: { id: number; nome: string } | null;
  atividade: { id: number; titulo: string; sala_id: number; sala_nome: string } | null;
  /** When it started waiting: the appeal's date, else the submission's. */
  data: string;
  /** Why (the contested competency, the reason the grade is held). */
  detalhe: string;
  recurso_id: number | null;
};
export type Pendencias = {
  contagens: { recursos: number; revisoes: number; atrasadas: number; total: number };
  itens: Pendencia[];
};
export const PENDENCIA_LABEL: Record<PendenciaTipo, string> = {
  recurso: 'Recurso',
  revisao: 'Revisão',
  atrasada: 'Entrega atrasada',
};
export const pendenciasQuerySchema = z.object({
  atividade_id: z.coerce.number().int().positive().optional(),
  sala_id: z.coerce.number().int().positive().optional(),
});
