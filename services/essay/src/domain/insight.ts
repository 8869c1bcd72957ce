import {
  COMPETENCY_LEVELS,
  problemsOf,
  type Analysis,
  type ClassInsight,
  type ClassProblem,
} from '@argumenta/contracts';

export type GradedSubmission = {
  id: number;
  usuario_id: number;
  data_envio: Date;
  nota_geral_enem: number | null;
  notas: (number | null)[];
  analise_detalhada: unknown;
};

/** A graded submission as the store reads it: its five grades in columns. */
export type GradedRow = Omit<GradedSubmission, 'notas'> & Record<`c${1 | 2 | 3 | 4 | 5}_nota`, number | null>;

/** The class diagnosis straight from the store's rows. */
export const classInsightOfRows = (rows: GradedRow[]): ClassInsight =>
  classInsight(
    rows.map((s) => ({
      id: s.id,
      usuario_id: s.usuario_id,
      data_envio: s.data_envio,
      nota_geral_enem: s.nota_geral_enem,
      notas: [s.c1_nota, s.c2_nota, s.c3_nota, s.c4_nota, s.c5_nota],
      analise_detalhada: s.analise_detalhada,
    })),
  );

const EXAMPLES = 3;
const TOP = 15;

/** The class diagnosis of a set of graded submissions (each student's latest per activity). */
export function classInsight(subs: GradedSubmission[]): ClassInsight {
  const graded = subs.filter((s) => s.nota_geral_enem !== null && s.analise_detalhada);
  const problems = new Map<string, ClassProblem & { alunos: Set<number> }>();
  for (const s of graded) {
    const analysis = s.analise_detalhada as Analysis;
    if (!Array.isArray(analysis.competencias)) continue;
    for (const p of problemsOf(analysis)) {
      const entry = problems.get(p.chave) ?? {
        chave: p.chave,
        competencia: p.competencia,
        rotulo: p.rotulo,
        estudantes: 0,
        exemplos: [],
        alunos: new Set<number>(),
      };
      entry.alunos.add(s.usuario_id);
      if (entry.exemplos.length < EXAMPLES && !entry.exemplos.some((e) => e.estudante_id === s.usuario_id))
        entry.exemplos.push({ redacao_id: s.id, estudante_id: s.usuario_id, trecho: p.trecho });
      problems.set(p.chave, entry);
    }
  }
  const problemas = [...problems.values()]
    .map(({ alunos, ...p }) => ({ ...p, estudantes: alunos.size }))
    .sort((a, b) => b.estudantes - a.estudantes || a.competencia - b.competencia || a.rotulo.localeCompare(b.rotulo))
    .slice(0, TOP);

  const distribuicao = [1, 2, 3, 4, 5].map((competencia) => ({
    competencia,
    niveis: COMPETENCY_LEVELS.map((nivel) => ({
      nivel,
      redacoes: graded.filter((s) => s.notas[competencia - 1] === nivel).length,
    })),
  }));

  const byStudent = new Map<number, GradedSubmission[]>();
  for (const s of graded) byStudent.set(s.usuario_id, [...(byStudent.get(s.usuario_id) ?? []), s]);
  const sem_melhora = [...byStudent.entries()]
    .map(([estudante_id, list]) => ({
      estudante_id,
      notas: list
        .sort((a, b) => a.data_envio.getTime() - b.data_envio.getTime() || a.id - b.id)
        .slice(-3)
        .map((s) => s.nota_geral_enem!),
    }))
    .filter((s) => s.notas.length === 3 && s.notas[2]! <= s.notas[0]!);

  return { total_redacoes: graded.length, problemas, distribuicao, sem_melhora };
}
