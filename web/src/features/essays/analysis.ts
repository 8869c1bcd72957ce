import type { Analysis, CompetencyAnalysis, Confidence, InterventionEvaluation } from '@argumenta/contracts';
import { COMPETENCY_NAMES, findingOffset, withoutStruckFindings } from '@argumenta/contracts';

/** A competency as the feedback screen reads it: every field optional-safe. */
export type CompetencyView = {
  n: 1 | 2 | 3 | 4 | 5;
  nome: string;
  nota: number;
  justificativa: string;
  positivos: string[];
  melhorias: ImprovementView[];
  confianca?: Confidence;
  intervencao?: InterventionEvaluation;
  direitosHumanos?: string;
  /** The climb: level reached, next level, steps (at 200: what made it excellent). */
  climb?: { nivel: string; proximo: string | null; passos: string[] };
};
export type ImprovementView = {
  key: string;
  fields: { label: string; value: string }[];
  trecho: string | null;
  /** Where the engine found the passage in the essay (`inicio_trecho_cN`); null or absent when it did not say. */
  inicio?: number | null;
};
export type AnalysisView = {
  tese: string;
  comentarios: string;
  sugestoes: string[];
  competencias: CompetencyView[];
  anulacao?: string;
};

// Field labels of improvement items (spec 3, Improvement-item fields), in reading order.
const IMPROVEMENT_LABELS: Record<string, string> = {
  tipo_desvio_c1: 'Tipo de desvio',
  explicacao_erro_c1: 'Explicação',
  sugestao_correcao_gramatical_c1: 'Sugestão de correção',
  aspecto_avaliado_c2: 'Aspecto avaliado',
  descricao_problema_c2: 'Problema',
  sugestao_melhoria_c2: 'Sugestão',
  aspecto_avaliado_c3: 'Aspecto avaliado',
  descricao_problema_c3: 'Problema',
  sugestao_melhoria_c3: 'Sugestão',
  tipo_problema_coesao_c4: 'Problema de coesão',
  descricao_problema_c4: 'Problema',
  sugestao_melhoria_c4: 'Sugestão',
  explicacao_erro_c5: 'Explicação',
  sugestao_melhoria_c5: 'Sugestão',
};

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Spec 3: analise_detalhada may be an object, a JSON string, or plain text (= comentarios_gerais). `struck`: the
 * engine's findings a teacher struck out (`c1:3`), left out as the share link leaves them out.
 */
export function parseAnalysis(raw: unknown, struck: readonly string[] = []): AnalysisView {
  let obj: Partial<Analysis> & Record<string, unknown> = {};
  if (typeof raw === 'string') {
    const t = raw.trim();
    try {
      const parsed: unknown = JSON.parse(t);
      if (parsed && typeof parsed === 'object') obj = parsed as typeof obj;
      else obj = { comentarios_gerais: t };
    } catch {
      obj = { comentarios_gerais: t };
    }
  } else if (raw && typeof raw === 'object') obj = raw as typeof obj;
  obj = withoutStruckFindings(obj, struck);

  const competencias = arr(obj.competencias)
    .map((c) => toCompetency(c as CompetencyAnalysis & Record<string, unknown>))
    .filter((c): c is CompetencyView => c !== null)
    .sort((a, b) => a.n - b.n);

  return {
    tese: str(obj.tese_identificada),
    comentarios: str(obj.comentarios_gerais),
    sugestoes: arr(obj.sugestoes_gerais).map(str).filter(Boolean),
    competencias,
    anulacao: obj.anulacao ? str((obj.anulacao as { motivo?: unknown }).motivo) : undefined,
  };
}

function toCompetency(c: Record<string, unknown>): CompetencyView | null {
  const n = Number(c.numero_competencia);
  if (![1, 2, 3, 4, 5].includes(n)) return null;
  const num = n as CompetencyView['n'];
  const melhorias = arr(c[`pontos_a_melhorar_detalhados_c${n}`])
    .map((item, i) => toImprovement(item as Record<string, unknown>, num, i))
    .filter((m): m is ImprovementView => m !== null);
  const dh = c.respeito_direitos_humanos as { observacao_dh?: unknown } | undefined;
  return {
    n: num,
    nome: str(c.nome_competencia) || COMPETENCY_NAMES[num],
    nota: Number(c.nota_competencia) || 0,
    justificativa: str(c.justificativa_nota),
    positivos: arr(c[`pontos_positivos_c${n}`]).map(str).filter(Boolean),
    melhorias,
    confianca: c.confianca as Confidence | undefined,
    intervencao: num === 5 ? (c.avaliacao_proposta_intervencao as InterventionEvaluation | undefined) : undefined,
    direitosHumanos: dh ? str(dh.observacao_dh) : undefined,
    climb: toClimb(c.proximo_nivel),
  };
}

function toClimb(v: unknown): CompetencyView['climb'] {
  if (!v || typeof v !== 'object') return undefined;
  const c = v as Record<string, unknown>;
  const passos = arr(c.passos).map(str).filter(Boolean);
  if (!passos.length) return undefined;
  return { nivel: str(c.nivel), proximo: typeof c.proximo === 'string' ? c.proximo : null, passos };
}

/** Spec 5: an improvement item is shown only if at least one of its text fields is non-empty. */
export function toImprovement(item: Record<string, unknown>, n: number, i: number): ImprovementView | null {
  if (!item || typeof item !== 'object') return null;
  const trecho = str(item[`trecho_problematico_c${n}`]).trim();
  const fields = Object.keys(IMPROVEMENT_LABELS)
    .filter((k) => k.endsWith(`_c${n}`))
    .map((k) => ({ label: IMPROVEMENT_LABELS[k], value: str(item[k]).trim() }))
    .filter((f) => f.value);
  if (!fields.length && !trecho) return null;
  return { key: `c${n}-${i}`, fields, trecho: trecho || null, inicio: findingOffset(item, n) };
}

export type Highlight = { start: number; end: number; key: string; n: number };
export type Segment = { text: string; highlight?: Highlight };

const norm = (s: string) => s.replace(/[“”"'‘’]/g, '"').toLowerCase();

/**
 * Places each quoted excerpt in the essay text: the free occurrence nearest to where the engine found it, or the first
 * free one when it did not say (overlaps dropped).
 */
export function locateHighlights(text: string, competencias: CompetencyView[]): Highlight[] {
  const lower = norm(text);
  const out: Highlight[] = [];
  for (const c of competencias) {
    for (const m of c.melhorias) {
      if (!m.trecho || m.trecho.length < 2) continue;
      const needle = norm(m.trecho.replace(/^[.…\s"]+|[.…\s"]+$/g, ''));
      if (!needle) continue;
      const near = m.inicio ?? 0;
      let best: number | null = null;
      for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        if (out.some((h) => at < h.end && end > h.start)) continue;
        if (best === null || Math.abs(at - near) < Math.abs(best - near)) best = at;
      }
      if (best !== null) out.push({ start: best, end: best + needle.length, key: m.key, n: c.n });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export function segmentText(text: string, highlights: Highlight[]): Segment[] {
  const segs: Segment[] = [];
  let pos = 0;
  for (const h of highlights) {
    if (h.start > pos) segs.push({ text: text.slice(pos, h.start) });
    segs.push({ text: text.slice(h.start, h.end), highlight: h });
    pos = h.end;
  }
  if (pos < text.length) segs.push({ text: text.slice(pos) });
  return segs;
}

/** 'confiança 72 % (faixa 120–160)' */
/**
 * How sure the engine is of a grade. A student reads it as a likely grade and its plausible range ("confiança 15 %"
 * read as "the AI is unsure of everything"); a teacher keeps the number.
 */
export function confidenceLabel(
  c: Confidence | undefined,
  nota: number,
  audience: 'estudante' | 'professor',
): string | null {
  if (!c || typeof c.probabilidade !== 'number') return null;
  const faixa = Array.isArray(c.faixa) && c.faixa.length === 2 ? c.faixa : null;
  if (audience === 'estudante') {
    if (!faixa || faixa[0] === faixa[1]) return `nota provável ${nota}`;
    return `nota provável ${nota}, pode variar entre ${faixa[0]} e ${faixa[1]}`;
  }
  return `confiança ${Math.round(c.probabilidade * 100)} %${faixa ? ` (faixa ${faixa[0]}–${faixa[1]})` : ''}`;
}
