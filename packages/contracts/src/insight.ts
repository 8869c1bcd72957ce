import { C1_TYPING_TIP, type Analysis } from './correction.js';

/** What a class gets wrong most, per room or activity (teacher's diagnosis). */
export type ClassProblem = {
  chave: string;
  competencia: 1 | 2 | 3 | 4 | 5;
  rotulo: string;
  /** Distinct students with the problem in at least one essay. */
  estudantes: number;
  exemplos: { redacao_id: number; estudante_id: number; estudante_nome?: string; trecho: string | null }[];
};
export type ClassInsight = {
  total_redacoes: number;
  problemas: ClassProblem[];
  /** Per competency, how many essays sit at each ENEM level. */
  distribuicao: { competencia: number; niveis: { nivel: number; redacoes: number }[] }[];
  /** Students whose last three graded essays here did not improve (the last total is not above the first). */
  sem_melhora: { estudante_id: number; estudante_nome?: string; notas: number[] }[];
};

const INTERVENTION_LABEL = {
  agente: 'agente',
  acao: 'ação',
  meio_modo: 'meio/modo',
  finalidade: 'finalidade',
  detalhamento: 'detalhamento',
} as const;
const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The problems one correction names, as stable groups: C1 deviations by type, C2/C3 by aspect, C4 by cohesion
 * problem, C5 by missing intervention element ("C5 · sem agente"). Each at most once per essay.
 */
export function problemsOf(
  analysis: Pick<Analysis, 'competencias'>,
): { chave: string; competencia: ClassProblem['competencia']; rotulo: string; trecho: string | null }[] {
  const out = new Map<
    string,
    { chave: string; competencia: ClassProblem['competencia']; rotulo: string; trecho: string | null }
  >();
  const add = (competencia: ClassProblem['competencia'], label: string | undefined, trecho?: string) => {
    if (!label?.trim()) return;
    const rotulo = `C${competencia} · ${label.trim()}`;
    const chave = key(rotulo);
    if (!out.has(chave)) out.set(chave, { chave, competencia, rotulo, trecho: trecho?.trim() || null });
  };
  for (const c of analysis.competencias) {
    // Typing tips are not deviations: never one of a class's problems.
    if (c.numero_competencia === 1)
      c.pontos_a_melhorar_detalhados_c1
        .filter((p) => p.tipo_desvio_c1 !== C1_TYPING_TIP)
        .forEach((p) => add(1, p.tipo_desvio_c1, p.trecho_problematico_c1));
    if (c.numero_competencia === 2)
      c.pontos_a_melhorar_detalhados_c2.forEach((p) => add(2, p.aspecto_avaliado_c2, p.trecho_problematico_c2));
    if (c.numero_competencia === 3)
      c.pontos_a_melhorar_detalhados_c3.forEach((p) => add(3, p.aspecto_avaliado_c3, p.trecho_problematico_c3));
    if (c.numero_competencia === 4)
      c.pontos_a_melhorar_detalhados_c4.forEach((p) => add(4, p.tipo_problema_coesao_c4, p.trecho_problematico_c4));
    if (c.numero_competencia === 5) {
      for (const [el, label] of Object.entries(INTERVENTION_LABEL)) {
        if (!c.avaliacao_proposta_intervencao[el as keyof typeof INTERVENTION_LABEL]?.presente) add(5, `sem ${label}`);
      }
    }
  }
  return [...out.values()];
}
