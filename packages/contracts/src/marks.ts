import { z } from './zod.js';
import { C1_TYPING_TIP, type Analysis } from './correction.js';
import { ESSAY_MAX_CHARS } from './essays.js';

/**
 * The teacher's pen (issue 51): marks anchored to an essay's text — character offsets plus the quoted passage, so a mark
 * is found again if the offsets drift — with a competency, a margin comment and an optional rewrite. The engine's
 * findings become suggested marks the teacher accepts, edits or strikes; every decision is kept as labelled data.
 */
export const MARK_ORIGINS = ['professor', 'ia'] as const;
export type MarkOrigin = (typeof MARK_ORIGINS)[number];
/** sugerida: the engine's, not reviewed yet; aceita/riscada: a teacher's decision on it; professor: a teacher's own. */
export const MARK_STATES = ['sugerida', 'aceita', 'riscada', 'professor'] as const;
export type MarkState = (typeof MARK_STATES)[number];
export const MARK_DECISIONS = ['aceita', 'editada', 'riscada', 'adicionada', 'removida'] as const;
export type MarkDecision = (typeof MARK_DECISIONS)[number];

export const MARK_LIMITS = { comment: 2000, rewrite: 2000, passage: 2000, category: 80, bankText: 1000 } as const;

export const MARK_MESSAGES = {
  notFound: 'Marcação não encontrada.',
  invalidId: 'ID da marcação inválido',
  forbidden: 'Apenas o professor da sala, a coordenação da escola ou um administrador marcam a redação.',
  passage: 'O trecho marcado não corresponde ao texto da redação.',
  range: 'Selecione um trecho do texto (início antes do fim, dentro da redação).',
  competency: 'Escolha a competência (1 a 5).',
  notAi: 'Só as marcações automáticas são aceitas ou riscadas.',
  created: 'Marcação criada.',
  updated: 'Marcação atualizada.',
  removed: 'Marcação removida.',
  bankNotFound: 'Comentário não encontrado no banco.',
  bankForbidden: 'Apenas professores e a coordenação usam o banco de comentários.',
  bankSchool: 'Apenas a coordenação da escola cura os comentários da escola.',
  bankCreated: 'Comentário salvo no banco.',
  bankRemoved: 'Comentário removido do banco.',
} as const;

const competencia = z.coerce
  .number({ error: MARK_MESSAGES.competency })
  .int(MARK_MESSAGES.competency)
  .min(1, MARK_MESSAGES.competency)
  .max(5, MARK_MESSAGES.competency);
const offset = z
  .number({ error: MARK_MESSAGES.range })
  .int(MARK_MESSAGES.range)
  .min(0, MARK_MESSAGES.range)
  .max(ESSAY_MAX_CHARS * 2, MARK_MESSAGES.range);
const bankId = z.number().int().positive().max(2_147_483_647);

export const markCreateSchema = z.object({
  inicio: offset,
  fim: offset,
  trecho: z.string().min(1, MARK_MESSAGES.range).max(MARK_LIMITS.passage),
  competencia,
  comentario: z.string().trim().max(MARK_LIMITS.comment).default(''),
  reescrita: z.string().trim().max(MARK_LIMITS.rewrite).nullable().optional(),
  /** What kind of problem (a C1 deviation's type, as the engine names them), when the teacher says. */
  categoria: z.string().trim().max(MARK_LIMITS.category).nullable().optional(),
  /** The bank comment used (its usage count goes up). */
  comentario_banco_id: bankId.optional(),
});
export type MarkCreate = z.infer<typeof markCreateSchema>;

/** estado: accept or strike one of the engine's marks; the other fields edit a mark (an engine's edited one is accepted). */
export const markUpdateSchema = z.object({
  estado: z.enum(['aceita', 'riscada']).optional(),
  competencia: competencia.optional(),
  comentario: z.string().trim().max(MARK_LIMITS.comment).optional(),
  reescrita: z.string().trim().max(MARK_LIMITS.rewrite).nullable().optional(),
  categoria: z.string().trim().max(MARK_LIMITS.category).nullable().optional(),
  comentario_banco_id: bankId.optional(),
});
export type MarkUpdate = z.infer<typeof markUpdateSchema>;

export type Mark = {
  id: number;
  redacao_id: number;
  origem: MarkOrigin;
  estado: MarkState;
  inicio: number;
  fim: number;
  trecho: string;
  competencia: 1 | 2 | 3 | 4 | 5;
  categoria: string | null;
  comentario: string;
  reescrita: string | null;
  /** The engine's finding it came from (`c1:3`: competency 1, fourth item of the analysis); null: a teacher's. */
  chave_ia: string | null;
  /** The engine's mark nobody reviewed yet: the student reads it as automatic. */
  automatica: boolean;
  /** Whether the offsets still point at the quoted passage (false: found again elsewhere, or not at all). */
  ancorada: boolean;
  atualizada_em: string;
};

/** C1 deviations as the student's tally counts them: the teacher-confirmed, the unreviewed automatic, the teacher's. */
export type C1Tally = { total: number; confirmados: number; automaticos: number; do_professor: number };

export type MarksView = {
  redacao_id: number;
  /** revisor: a teacher/coordinator/admin (sees struck marks too); estudante: the author's view. */
  visao: 'revisor' | 'estudante';
  /** Whether a teacher reviewed the engine's marks (none is left suggested). */
  revisada: boolean;
  marcacoes: Mark[];
  desvios_c1: C1Tally;
  /** The engine's findings the teacher struck (`c1:3`…), so the correction's lists leave them out too. */
  riscadas: string[];
};

/** The engine's findings of a correction, as marks to suggest (its analysis quotes each passage). */
export type AiFinding = {
  chave: string;
  competencia: 1 | 2 | 3 | 4 | 5;
  trecho: string;
  categoria: string;
  comentario: string;
  reescrita: string | null;
  /** Where the engine found the passage in the essay's text (`inicio_trecho_cN`); null when it did not say. */
  inicio: number | null;
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** What a quoted passage is trimmed of at its ends (blank space, quotes, ellipses). */
const PASSAGE_EDGES = /^[.…\s"“”]+|[.…\s"“”]+$/g;
const PASSAGE_LEAD = /^[.…\s"“”]*/;

/** Where the engine found an improvement item's passage (`inicio_trecho_cN`): a character offset, or null. */
export function findingOffset(item: Record<string, unknown>, n: number): number | null {
  const at = item[`inicio_trecho_c${n}`];
  return typeof at === 'number' && Number.isInteger(at) && at >= 0 ? at : null;
}

/** Every finding that quotes a passage, keyed by competency and position in the analysis (stable for a correction). */
export function aiFindingsOf(analysis: Pick<Analysis, 'competencias'> | null | undefined): AiFinding[] {
  const out: AiFinding[] = [];
  for (const c of analysis?.competencias ?? []) {
    const n = c.numero_competencia as AiFinding['competencia'];
    const items = ((c as Record<string, unknown>)[`pontos_a_melhorar_detalhados_c${n}`] ?? []) as Record<
      string,
      unknown
    >[];
    items.forEach((item, i) => {
      const quoted = item[`trecho_problematico_c${n}`];
      const q = typeof quoted === 'string' ? quoted : '';
      const trecho = q.replace(PASSAGE_EDGES, '');
      if (trecho.length < 2) return;
      // The offset is the quote's: the passage starts as many characters later as were trimmed off the quote's start.
      const at = findingOffset(item, n);
      const inicio = at === null ? null : at + PASSAGE_LEAD.exec(q)![0].length;
      const categoria =
        n === 1
          ? str(item.tipo_desvio_c1)
          : n === 4
            ? str(item.tipo_problema_coesao_c4)
            : n === 5
              ? 'proposta de intervenção'
              : str(item[`aspecto_avaliado_c${n}`]);
      const comentario =
        n === 1
          ? str(item.explicacao_erro_c1)
          : n === 5
            ? str(item.explicacao_erro_c5)
            : str(item[`descricao_problema_c${n}`]);
      const reescrita = n === 1 ? str(item.sugestao_correcao_gramatical_c1) : str(item[`sugestao_melhoria_c${n}`]);
      out.push({
        chave: `c${n}:${i}`,
        competencia: n,
        trecho,
        categoria,
        comentario,
        reescrita: reescrita || null,
        inicio,
      });
    });
  }
  return out;
}

/** A typing tip (spacing around punctuation) is shown but never counts as an ENEM deviation. */
export const countsAsC1Deviation = (m: Pick<Mark, 'competencia' | 'categoria'>) =>
  m.competencia === 1 && m.categoria !== C1_TYPING_TIP;

/** The student's C1 tally of the marks they see (struck ones are already gone from their view). */
export function c1TallyOf(marks: Pick<Mark, 'competencia' | 'categoria' | 'origem' | 'estado'>[]): C1Tally {
  const c1 = marks.filter((m) => countsAsC1Deviation(m) && m.estado !== 'riscada');
  const confirmados = c1.filter((m) => m.origem === 'ia' && m.estado === 'aceita').length;
  const automaticos = c1.filter((m) => m.estado === 'sugerida').length;
  const do_professor = c1.filter((m) => m.origem === 'professor').length;
  return { total: confirmados + automaticos + do_professor, confirmados, automaticos, do_professor };
}

/**
 * Where a quoted passage is in the text now: at its offsets if they still hold it, else its occurrence nearest to
 * them (case-insensitive), else null.
 */
export function anchorPassage(text: string, trecho: string, inicio: number): { inicio: number; fim: number } | null {
  if (!trecho) return null;
  if (text.slice(inicio, inicio + trecho.length) === trecho) return { inicio, fim: inicio + trecho.length };
  const hay = text.toLowerCase();
  const needle = trecho.toLowerCase();
  let best: number | null = null;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    if (best === null || Math.abs(at - inicio) < Math.abs(best - inicio)) best = at;
  }
  return best === null ? null : { inicio: best, fim: best + trecho.length };
}

/** The comment bank (issue 51): the platform's starter set, a school's (curated by its coordinator), a teacher's own. */
export const BANK_SCOPES = ['padrao', 'escola', 'pessoal'] as const;
export type BankScope = (typeof BANK_SCOPES)[number];
export const bankCreateSchema = z.object({
  competencia,
  texto: z.string().trim().min(3, 'Escreva o comentário (3 caracteres ou mais).').max(MARK_LIMITS.bankText),
  escopo: z.enum(['escola', 'pessoal']).default('pessoal'),
});
export const bankQuerySchema = z.object({
  competencia: competencia.optional(),
  busca: z.string().max(200).optional(),
});
export type BankComment = {
  id: number;
  competencia: 1 | 2 | 3 | 4 | 5;
  texto: string;
  escopo: BankScope;
  usos: number;
  /** Whether the caller may remove it (their own; the school's for its coordinator; any for an admin). */
  removivel: boolean;
};

/**
 * The analysis without the findings a teacher struck out (keys `c1:3`, as `aiFindingsOf` numbers them): what a share
 * link shows. Anything that is not an analysis with competencies is returned as it is.
 */
export function withoutStruckFindings<A>(analysis: A, struck: readonly string[]): A {
  const a = analysis as { competencias?: unknown } | null;
  if (!struck.length || !a || typeof a !== 'object' || !Array.isArray(a.competencias)) return analysis;
  const gone = new Set(struck);
  return {
    ...a,
    competencias: a.competencias.map((c: Record<string, unknown>) => {
      const n = Number(c.numero_competencia);
      const key = `pontos_a_melhorar_detalhados_c${n}`;
      const items = c[key];
      return Array.isArray(items) ? { ...c, [key]: items.filter((_, i) => !gone.has(`c${n}:${i}`)) } : c;
    }),
  } as A;
}

/**
 * A school switches off a C1 rule of the engine whose precision there — of its suggested marks the school's teachers
 * decided on, the share they kept — fell below the threshold (issue 51). At least `minDecisions` decisions: one strike
 * is not a measure. A switched-off rule's unreviewed marks are no longer shown nor counted for the school's essays.
 */
export const RULE_SWITCH = { precisionBelow: 0.5, minDecisions: 3 } as const;
export const RULE_SWITCH_MESSAGES = {
  forbidden: 'Apenas a coordenação da escola ou um administrador ligam e desligam regras do corretor.',
  aboveThreshold: `Só é possível desligar uma regra com ao menos ${RULE_SWITCH.minDecisions} decisões de professores da escola e precisão abaixo de ${RULE_SWITCH.precisionBelow * 100} %.`,
  rule: 'Informe a regra (como o relatório de precisão a nomeia).',
  state: 'Informe se a regra fica ativa (true) ou desligada (false).',
  switchedOff: 'Regra desligada para a escola.',
  switchedOn: 'Regra religada para a escola.',
} as const;
export const ruleSwitchSchema = z.object({
  regra: z
    .string({ error: RULE_SWITCH_MESSAGES.rule })
    .trim()
    .min(1, RULE_SWITCH_MESSAGES.rule)
    .max(MARK_LIMITS.category),
  ativa: z.boolean({ error: RULE_SWITCH_MESSAGES.state }),
});
export type RuleSwitch = z.infer<typeof ruleSwitchSchema>;
/** One engine rule as the teachers judged it: the last decision on each of its marks (`npm run corretor:marcas`). */
export type RulePrecision = {
  competencia: number;
  regra: string;
  aceitas: number;
  editadas: number;
  riscadas: number;
  /** (accepted + edited) / decided; null when nothing was decided. */
  precisao: number | null;
};
/** One C1 rule as a school's teachers judged it, and whether the school switched it off. */
export type SchoolRule = Omit<RulePrecision, 'competencia'> & {
  decididas: number;
  ativa: boolean;
  /** Below the threshold with enough decisions: the school may switch it off. */
  pode_desligar: boolean;
  desligada_em: string | null;
};
export type SchoolRules = { escola_id: number; limiar: typeof RULE_SWITCH; regras: SchoolRule[] };

/** Whether a C1 rule's figures in a school allow switching it off. */
export const ruleMaySwitchOff = (r: { decididas: number; precisao: number | null }) =>
  r.decididas >= RULE_SWITCH.minDecisions && r.precisao !== null && r.precisao < RULE_SWITCH.precisionBelow;

/** An engine's mark nobody reviewed of a rule the school switched off: not shown, not counted (accepted ones stay). */
export const hiddenBySwitchedOffRule = (
  m: Pick<Mark, 'origem' | 'estado' | 'competencia' | 'categoria'>,
  off: ReadonlySet<string>,
) => m.origem === 'ia' && m.estado === 'sugerida' && Number(m.competencia) === 1 && off.has(m.categoria ?? '');

/**
 * After a rewrite (issue 51): whether the new version addressed each mark of the previous one that a teacher stands
 * behind (their own marks and the engine's they accepted). A mark is still present when its passage is still in the
 * new text (anywhere: moved text counts as present; a passage re-wrapped over lines too, since runs of blank space
 * compare as one), and addressed when it is gone or changed (a fixed accent, a rewritten phrase). When a passage
 * occurs several times and the rewrite removed some, each occurrence left in the new text is matched to the old one
 * whose surroundings it keeps best, and the marks on the unmatched ones count as addressed.
 */
export type MarkFollowUp<M> = { marcacao: M; situacao: 'corrigida' | 'presente' };

/** The marks a rewrite is checked against: the teachers' own and the engine's a teacher accepted. */
export const marksToAddress = <M extends Pick<Mark, 'origem' | 'estado'>>(marks: readonly M[]): M[] =>
  marks.filter((m) => m.origem === 'professor' || (m.origem === 'ia' && m.estado === 'aceita'));

const CONTEXT = 24;
const collapse = (s: string) => s.replace(/\s+/g, ' ');
function occurrences(hay: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) at.push(i);
  return at;
}
/** How much of an occurrence's surroundings another keeps: the common end of what precedes, start of what follows. */
function kept(a: string, i: number, b: string, j: number, len: number): number {
  let n = 0;
  while (n < CONTEXT && i - n - 1 >= 0 && j - n - 1 >= 0 && a[i - n - 1] === b[j - n - 1]) n++;
  let m = 0;
  while (m < CONTEXT && i + len + m < a.length && a[i + len + m] === b[j + len + m]) m++;
  return n + m;
}

export function followUpMarks<M extends Pick<Mark, 'origem' | 'estado' | 'trecho' | 'inicio'>>(
  marks: readonly M[],
  antes: string,
  depois: string,
): MarkFollowUp<M>[] {
  const before = collapse(antes);
  const after = collapse(depois);
  return marksToAddress(marks).map((marcacao) => {
    const needle = collapse(marcacao.trecho).trim();
    const now = needle ? occurrences(after, needle) : [];
    const was = occurrences(before, needle);
    if (!now.length) return { marcacao, situacao: 'corrigida' };
    if (now.length >= was.length) return { marcacao, situacao: 'presente' };
    // Which old occurrence is the mark's: the one nearest its offset (collapsed as the text was).
    const offset = collapse(antes.slice(0, marcacao.inicio)).length;
    const mine = was.reduce((best, i) => (Math.abs(i - offset) < Math.abs(best - offset) ? i : best), was[0]!);
    // Each occurrence left claims the old one whose surroundings it keeps best (ties: the same relative place).
    const claimed = new Set(
      now.map((j) =>
        was.reduce((best, i) => {
          const d = kept(before, i, after, j, needle.length) - kept(before, best, after, j, needle.length);
          const nearer =
            Math.abs(i / before.length - j / after.length) < Math.abs(best / before.length - j / after.length);
          return d > 0 || (d === 0 && nearer) ? i : best;
        }, was[0]!),
      ),
    );
    return { marcacao, situacao: claimed.has(mine) ? 'presente' : 'corrigida' };
  });
}
