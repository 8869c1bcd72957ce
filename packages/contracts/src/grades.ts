// One official grade per essay (issue 46): what every screen, export and API shows. Decided only by the essay store
// (packages/essay-domain/src/store/grades.ts); docs/architecture.md "One official grade" has the precedence.
import type { Climb } from './correction.js';
import { climbAtGrade } from './enem-levels.js';
import { z } from './zod.js';

/** Where the grade in force came from. `dupla_correcao`: a human double grading (no flow writes it yet). */
export const GRADE_SOURCES = ['ia', 'professor', 'recurso', 'dupla_correcao'] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];
export const gradeSourceSchema = z.enum(GRADE_SOURCES);

export const GRADE_SOURCE_LABEL: Record<GradeSource, string> = {
  ia: 'Nota da IA',
  professor: 'Revisão do professor',
  recurso: 'Decisão de recurso',
  dupla_correcao: 'Dupla correção humana',
};

/**
 * The official grade as the API adds it to an essay's payloads, beside the existing fields (which now carry it too):
 * `nota_oficial` the total, `notas_oficiais` C1–C5 (null when the teacher gave only a total), `origem_nota` its source,
 * and the AI's own total (`nota_ia`) so a screen may say "a IA sugeriu 480". All null while no grade is decided.
 */
export type OfficialGradeFields = {
  nota_oficial: number | null;
  notas_oficiais: number[] | null;
  origem_nota: GradeSource | null;
  nota_ia: number | null;
};

/** The five official grades, or the AI's where the teacher gave only a total (shown beside "a IA sugeriu"). */
export function competencyGradesInForce(
  official: Pick<OfficialGradeFields, 'notas_oficiais'>,
  ai: (number | null)[],
): (number | null)[] {
  return official.notas_oficiais ?? ai;
}

/**
 * The justification under a grade in force other than the AI's: it opens with the grade shown and says the reading that
 * follows is the AI's, for its own grade — so "5 × 40 = 200" is never read as the explanation of a 120 shown above it.
 * The engine's "Nota 200 (desempenho excelente)." opening is replaced; another engine's text is kept whole after it.
 */
export function justificationAtGrade(
  justificativa: string,
  ai: number,
  official: number,
  what = 'a nota oficial desta redação',
): string {
  const reading = justificativa.replace(/^Nota \d+ \([^)]*\)\.\s*/u, '');
  return `Nota ${official}, ${what}. A correção automática sugeriu ${ai}; o que ela leu, para essa nota: ${reading}`;
}

/**
 * An analysis with each competency's grade replaced by the official one: the correction page, the PDF and the share
 * link read their per-competency grades from the analysis, so they show the grade in force; the AI's stays in
 * `nota_ia_competencia`.
 */
export function analysisWithOfficialGrades<
  A extends { competencias: { numero_competencia: number; nota_competencia: number; justificativa_nota?: string }[] },
>(analysis: A, notas: number[] | null): A {
  if (!notas || !Array.isArray(analysis?.competencias)) return analysis;
  return {
    ...analysis,
    competencias: analysis.competencias.map((c) => {
      const official = notas[c.numero_competencia - 1];
      if (official === undefined || official === c.nota_competencia) return c;
      // The climb follows the grade in force (its levels; at 200 no step to climb).
      const climb = (c as { proximo_nivel?: Climb }).proximo_nivel;
      return {
        ...c,
        nota_competencia: official,
        nota_ia_competencia: c.nota_competencia,
        ...(typeof c.justificativa_nota === 'string'
          ? { justificativa_nota: justificationAtGrade(c.justificativa_nota, c.nota_competencia, official) }
          : {}),
        ...(climb ? { proximo_nivel: climbAtGrade(climb, c.numero_competencia as 1 | 2 | 3 | 4 | 5, official) } : {}),
      };
    }),
  };
}

/** A grade sheet's columns (per activity or per room), in order. */
export const GRADE_SHEET_COLUMNS = [
  'Estudante',
  'E-mail',
  'Atividade',
  'C1',
  'C2',
  'C3',
  'C4',
  'C5',
  'Nota oficial',
  'Origem da nota',
  'Nota da IA',
  'Situação',
  'Entrega',
] as const;
export const GRADE_SHEET_FORMATS = ['csv', 'xlsx'] as const;
export const gradeSheetQuerySchema = z.object({
  formato: z.enum(GRADE_SHEET_FORMATS, { message: 'Formato inválido: use csv ou xlsx' }).default('csv'),
});
