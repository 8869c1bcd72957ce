// From evidence to the five grades: fitted model, then the official graders' rules that override it.
import type { Calibracao, Confidence } from '@argumenta/contracts';
import type { TextAnalysis } from './analysis.js';
import {
  allocateLevels,
  confidence,
  levelOf,
  levelProbabilities,
  predictCompetency,
  type ModelParams,
} from './model.js';
import { textModel, type TextModelParams } from './textmodel.js';

export const TEXT_FEATURES = ['text_c1', 'text_c2', 'text_c3', 'text_c4', 'text_c5', 'text_total'];
export const POS_MODEL_FEATURES = ['pos_c1', 'pos_c2', 'pos_c3', 'pos_c4', 'pos_c5', 'pos_total'];

/** The analysis features plus the n-gram models' predictions (text and part of speech, those the parameters carry). */
export function modelFeatures(
  a: Pick<TextAnalysis, 'features' | 'doc'> & Partial<Pick<TextAnalysis, 'pos'>>,
  params: ModelParams,
): Record<string, number> {
  if (!params.text && !params.pos) return a.features;
  const f = { ...a.features };
  const add = (model: TextModelParams | undefined, input: string, names: string[]) => {
    if (!model) return;
    const p = textModel(model).predict(input);
    names.forEach((k, i) => {
      if (p[i] !== undefined) f[k] = p[i];
    });
  };
  add(params.text, a.doc.text, TEXT_FEATURES);
  add(params.pos, a.pos ?? '', POS_MODEL_FEATURES);
  return f;
}

export type Grades = {
  notas: [number, number, number, number, number];
  confiancas: Confidence[];
  /** Rule that changed a model grade, per competency (for the justification). */
  regras: (string | undefined)[];
  /** Set when the grades were calibrated with the proposal's graded references. */
  calibracao?: Calibracao;
  /** The model's continuous predictions before the cut into levels (absent for an annulled essay). */
  continuas?: number[];
};

/** Official rule for C5: 40 points per valid element of the intervention proposal. */
export function interventionScore(a: Pick<TextAnalysis, 'c5'>): number {
  if (a.c5.direitosHumanos) return 0;
  return 40 * a.c5.validos;
}

const C5_MISSED_ELEMENTS_SLACK = 80;

/**
 * Tangenciamento (the essay touches the subject, not the theme), as the Cartilha do Participante grades it: C2 at level 1
 * ("apresenta o assunto, tangenciando o tema"), C3 at most level 1 (facts and opinions "pouco relacionados ao tema") and
 * C5 at most level 1 (a proposal "relacionada ao assunto"); C1 and C4 are graded as usual.
 */
export const TANGENT_LEVEL = 40;
export function tangentRule(a: Pick<TextAnalysis, 'c2'>): string | undefined {
  const t = a.c2.tema;
  if (t.situacao !== 'tangencia') return undefined;
  return t.fonte === 'titulo'
    ? 'Tangenciamento do tema (julgado pelo título da redação, sem proposta): C2 fica no nível 1 e C3 e C5 no máximo no nível 1.'
    : 'Tangenciamento do tema da proposta: C2 fica no nível 1 e C3 e C5 no máximo no nível 1.';
}

export function grade(a: TextAnalysis, params: ModelParams): Grades {
  return gradeFrom(a, params, a.anulacao ? [] : predictions(a, params));
}

/** Each competency's continuous prediction, before cut points and rules. */
export function predictions(a: TextAnalysis, params: ModelParams): number[] {
  const f = modelFeatures(a, params);
  return params.competencies.map((m) => predictCompetency(m, params, f));
}

/** The grades from given continuous predictions (`grade` with its own; the lab's experiments move them first). */
export function gradeFrom(a: TextAnalysis, params: ModelParams, ys: number[]): Grades {
  if (a.anulacao) {
    return {
      notas: [0, 0, 0, 0, 0],
      confiancas: Array.from({ length: 5 }, () => ({ probabilidade: 0.9, faixa: [0, 0] as [number, number] })),
      regras: Array(5).fill(a.anulacao.motivo),
    };
  }
  const notas = [0, 0, 0, 0, 0] as Grades['notas'];
  const confiancas: Confidence[] = [];
  const regras: (string | undefined)[] = [];
  const allocated = params.allocation ? allocateLevels(ys, params.allocation) : undefined;
  params.competencies.forEach((m, i) => {
    const y = ys[i];
    let level = allocated ? allocated[i] : levelOf(y, m.thresholds);
    let rule: string | undefined;
    const cap = (max: number, why: string) => {
      if (level > max) {
        level = max;
        rule = why;
      }
    };
    if (i === 0 && a.c1.desvios.length > 2) cap(160, 'Nota 200 em C1 admite no máximo dois desvios.');
    if (i === 3) {
      if (a.doc.paragraphs.length <= 1) cap(80, 'Texto sem divisão em parágrafos tem C4 limitada a 80.');
      if (a.c4.entreParagrafos < 2)
        cap(160, 'Nota 200 em C4 exige conectivos argumentativos entre parágrafos em pelo menos dois pontos.');
    }
    if (i === 4) {
      if (a.c5.direitosHumanos) cap(0, 'Proposta que desrespeita os direitos humanos recebe 0 em C5.');
      const rule5 = interventionScore(a);
      // The official count of elements bounds the grade, with room for elements the reading missed: a ceiling of
      // count + 40 held 31 of the 38 essays it capped below their human grade; + 80 is better on grouped CV.
      if (level > rule5 + C5_MISSED_ELEMENTS_SLACK)
        cap(rule5 + C5_MISSED_ELEMENTS_SLACK, 'Nota de C5 limitada pelos elementos da proposta encontrados.');
    }
    const tangent = tangentRule(a);
    if (tangent && (i === 2 || i === 4)) cap(TANGENT_LEVEL, tangent);
    if (tangent && i === 1) {
      level = TANGENT_LEVEL;
      rule = tangent;
    }
    if (a.features.gaming > 0.25)
      cap(80, 'Texto com trechos de palavras soltas, repetições ou cópia dos textos motivadores.');
    notas[i] = level;
    regras.push(rule);
    const conf = confidence(level, levelProbabilities(y, m));
    confiancas.push(
      rule ? { probabilidade: conf.probabilidade, faixa: [Math.min(conf.faixa[0], level), level] } : conf,
    );
  });
  return { notas, confiancas, regras, continuas: ys };
}
