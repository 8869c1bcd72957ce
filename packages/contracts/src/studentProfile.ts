import type { EssayStatus } from './essays.js';
import type { GradeSource } from './grades.js';

/**
 * GET /api/estudantes/{id}/perfil: a student as a teacher of their rooms sees them (an admin: in every room). Only
 * the essays handed in to those rooms' activities; a free essay of the student is theirs alone.
 */
export type StudentProfile = {
  estudante: { id: number; nome: string; email: string };
  salas: { id: number; nome: string }[];
  /** Latest essay per activity, newest first. Grades are the ones in force (the teacher's when they decided). */
  redacoes: StudentProfileEssay[];
  /** Appeals still waiting for a decision, and essays held for the teacher's review. */
  pendencias: {
    recursos: { id: number; redacao_id: number; competencia: number; criado_em: string }[];
    revisoes: { redacao_id: number; titulo: string }[];
  };
  /** What the class diagnosis says about this student: their recurring problems and how many classmates share each. */
  diagnostico: {
    problemas: { chave: string; competencia: number; rotulo: string; redacoes: number; colegas: number }[];
    /** Among the students whose last three graded essays here did not improve. */
    sem_melhora: boolean;
  };
};
export type StudentProfileEssay = {
  id: number;
  titulo: string;
  atividade_id: number;
  atividade_titulo: string;
  sala_id: number;
  data_envio: string;
  status: EssayStatus;
  nota_geral_enem: number | null;
  /** C1–C5, null before a grade exists. The official grade (contracts/grades.ts). */
  notas: (number | null)[];
  origem_nota?: GradeSource | null;
};
/** What the essay service returns for the profile (the classroom adds names, rooms and activities' titles). */
export type StudentProfileInterno = {
  redacoes: Omit<StudentProfileEssay, 'atividade_titulo' | 'sala_id'>[];
  recursos: StudentProfile['pendencias']['recursos'];
  diagnostico: StudentProfile['diagnostico'];
};

export const STUDENT_PROFILE_MESSAGES = {
  invalidId: 'ID do estudante inválido',
  notYourStudent: 'Este estudante não está em nenhuma das suas salas.',
  notFound: 'Estudante não encontrado em nenhuma sala.',
} as const;
