import { z } from './zod.js';
import { gradeLevelSchema as gradeLevel } from './correction.js';
import { MAX_ID } from './envelope.js';
import type { EssayStatus } from './essays.js';
import type { GradeSource } from './grades.js';

/** Spec 8 Classrooms / Activities wording, shared by the classroom service and the web. */
export const CLASSROOM_MESSAGES = {
  nameRequired: 'Nome da sala é obrigatório',
  notFound: 'Sala não encontrada',
  forbidden: 'Você não tem permissão para acessar esta página.',
  codeRequired: 'Informe o código de acesso da sala',
  codeInvalid: 'Código inválido ou sala não encontrada',
  inactive: 'Esta sala está inativa e não aceita novos estudantes.',
  joined: 'Você entrou na sala com sucesso!',
  alreadyMember: 'Você já participa desta sala.',
  onlyStudentsJoin: 'Apenas estudantes podem ingressar em salas.',
  /** Issue 16: a room belongs to its teacher's school, and a student to one school. */
  otherSchool: 'Esta sala pertence a outra escola. Peça à coordenação da sua escola o código de uma sala dela.',
  created: 'Sala criada com sucesso!',
  updated: 'Configurações atualizadas com sucesso!',
  deleted: 'Sala excluída com sucesso!',
  codeRegenerated: 'Novo código de acesso gerado!',
  studentRemoved: 'Estudante removido da sala.',
  studentNotFound: 'Estudante não encontrado nesta sala',
  invalidId: 'ID da sala inválido',
  /** Issue 54: a teacher or the school's coordinator adds the school's students to a room. */
  rosterOtherSchool: 'Só estudantes da escola desta sala podem ser adicionados a ela.',
  rosterEmpty: 'Selecione pelo menos um estudante',
  rosterAdded: (n: number) => (n === 1 ? '1 estudante adicionado à sala.' : `${n} estudantes adicionados à sala.`),
} as const;

/** POST /salas/:id/estudantes (issue 54): students by id, at most a class of 200 at once. */
export const addRoomStudentsSchema = z.object({
  estudantes: z
    .array(
      z.coerce
        .number()
        .int('ID de estudante inválido')
        .positive('ID de estudante inválido')
        .max(MAX_ID, 'ID de estudante inválido'),
    )
    .min(1, 'Selecione pelo menos um estudante')
    .max(200, 'No máximo 200 estudantes por vez'),
});
/** A student of the room's school the picker offers (issue 54). */
export type RosterCandidate = { id: number; nome: string; email: string; matricula: string | null; na_sala: boolean };

export const ACTIVITY_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  themeRequired: 'Tema é obrigatório',
  deadlineRequired: 'Data limite é obrigatória',
  deadlineFuture: 'Data limite deve ser futura',
  deadlineInvalid: 'Data limite inválida',
  roomRequired: 'ID da sala é obrigatório',
  scoreRange: 'A pontuação máxima deve estar entre 1 e 1000',
  typeInvalid: 'Tipo de atividade inválido',
  correctionTypeInvalid: 'Tipo de correção inválido',
  notFound: 'Atividade não encontrada',
  invalidId: 'ID da atividade inválido',
  created: 'Atividade criada com sucesso!',
  updated: 'Atividade atualizada com sucesso!',
  deleted: 'Atividade excluída com sucesso!',
  deleteHasSubmissions: (n: number) =>
    `Esta atividade tem ${n} ${n === 1 ? 'redação enviada' : 'redações enviadas'}. Confirme para excluí-la mesmo assim.`,
  deleteUnknown: 'Não foi possível verificar as entregas desta atividade agora. Confirme para excluí-la mesmo assim.',
  late: 'O prazo desta atividade terminou e ela não aceita entregas atrasadas.',
  notMember: 'Você não participa da sala desta atividade.',
  noSubmissions: 'Nenhuma submissão encontrada para esta atividade.',
  submissionNotFound: 'Submissão não encontrada',
  reviewRange: 'A nota do professor deve estar entre 0 e 1000',
  reviewGrades: 'Informe as cinco notas por competência (0, 40, 80, 120, 160 ou 200).',
  reviewSaved: 'Revisão salva com sucesso!',
} as const;

export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_INPUT_MAX = 10;
/** Spec 2.8: last-activity thresholds for the student list (days). */
export const STUDENT_ACTIVITY_DAYS = { recent: 1, moderate: 7 } as const;
/** Spec 9: dashboard list sizes. */
export const DASHBOARD_LIMITS = {
  recent_activities: 4,
  recent_corrections: 3,
  pending_activities: 4,
  salas: 4,
} as const;

export const ACTIVITY_TYPES = ['redacao', 'exercicio', 'prova', 'trabalho'] as const;
/** revisao: AI correction, held for the room's teacher when the AI is unsure (teacher as third rater). */
export const CORRECTION_TYPES = ['automatica', 'revisao', 'manual'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

const optText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string().max(max).optional(),
  );

export const createSalaSchema = z.object({
  nome: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: CLASSROOM_MESSAGES.nameRequired })
      .trim()
      .min(1, CLASSROOM_MESSAGES.nameRequired)
      .max(120, 'Nome da sala deve ter no máximo 120 caracteres'),
  ),
  descricao: optText(2000),
  ativa: z.boolean({ error: 'ativa deve ser verdadeiro ou falso' }).default(true),
});
/** PUT: each field optional (no defaults: an omitted field keeps its value). */
export const updateSalaSchema = z.object({
  nome: createSalaSchema.shape.nome.optional(),
  descricao: optText(2000),
  ativa: z.boolean({ error: 'ativa deve ser verdadeiro ou falso' }).optional(),
});
export const joinSalaSchema = z.object({
  codigo_acesso: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: CLASSROOM_MESSAGES.codeRequired })
      .trim()
      .toUpperCase()
      .min(1, CLASSROOM_MESSAGES.codeRequired)
      .max(ACCESS_CODE_INPUT_MAX, CLASSROOM_MESSAGES.codeInvalid),
  ),
});

const deadline = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.union([z.string(), z.date()], { error: ACTIVITY_MESSAGES.deadlineRequired }).transform((v, ctx) => {
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.deadlineInvalid });
      return z.NEVER;
    }
    return d;
  }),
);
const positiveIdOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: 'Proposta inválida' })
    .int('Proposta inválida')
    .positive('Proposta inválida')
    .max(MAX_ID, 'Proposta inválida')
    .nullable(),
);

export const EXAM_MINUTES = { min: 10, max: 330 } as const;
const EXAM_MINUTES_MESSAGE = `A prova deve durar de ${EXAM_MINUTES.min} a ${EXAM_MINUTES.max} minutos`;
/** An exam activity's length, or null (not an exam). */
const examMinutes = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number({ error: EXAM_MINUTES_MESSAGE })
    .int(EXAM_MINUTES_MESSAGE)
    .min(EXAM_MINUTES.min, EXAM_MINUTES_MESSAGE)
    .max(EXAM_MINUTES.max, EXAM_MINUTES_MESSAGE)
    .nullable(),
);

const examAutoSubmit = z.boolean({ error: 'prova_envio_automatico deve ser verdadeiro ou falso' });

/** Spec 3 Atividade (create form) + spec 5 messages. `prazo_entrega` is accepted as an alias of data_limite. */
const activityFields = {
  titulo: z.preprocess(
    (v) => v ?? '',
    z.string().trim().min(1, ACTIVITY_MESSAGES.titleRequired).max(200, 'Título deve ter no máximo 200 caracteres'),
  ),
  tema: z.preprocess(
    (v) => v ?? '',
    z.string().trim().min(1, ACTIVITY_MESSAGES.themeRequired).max(500, 'Tema deve ter no máximo 500 caracteres'),
  ),
  descricao: optText(5000),
  instrucoes_especiais: optText(5000),
  data_limite: deadline,
  aceita_entregas_atrasadas: z.boolean().default(false),
  tipo: z.enum(ACTIVITY_TYPES, { error: ACTIVITY_MESSAGES.typeInvalid }).default('redacao'),
  tipo_correcao: z.enum(CORRECTION_TYPES, { error: ACTIVITY_MESSAGES.correctionTypeInvalid }).default('automatica'),
  pontuacao_maxima: z.coerce
    .number({ error: ACTIVITY_MESSAGES.scoreRange })
    .int(ACTIVITY_MESSAGES.scoreRange)
    .min(1, ACTIVITY_MESSAGES.scoreRange)
    .max(1000, ACTIVITY_MESSAGES.scoreRange)
    .default(1000),
  proposta_tematica_id: positiveIdOrNull.default(null),
  prova_minutos: examMinutes.default(null),
  prova_envio_automatico: examAutoSubmit.default(false),
};
const withDeadlineAlias = (v: unknown) => {
  if (v && typeof v === 'object' && !('data_limite' in v) && 'prazo_entrega' in v)
    return { ...v, data_limite: (v as { prazo_entrega: unknown }).prazo_entrega };
  return v;
};
export const createAtividadeSchema = z.preprocess(
  withDeadlineAlias,
  z.object({
    sala_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: ACTIVITY_MESSAGES.roomRequired })
        .int(ACTIVITY_MESSAGES.roomRequired)
        .positive(ACTIVITY_MESSAGES.roomRequired)
        .max(MAX_ID, ACTIVITY_MESSAGES.roomRequired),
    ),
    ...activityFields,
  }),
);
/** PUT: every field optional, none may be blanked; sala_id cannot change. */
export const updateAtividadeSchema = z.preprocess(
  withDeadlineAlias,
  z.object({
    titulo: activityFields.titulo.optional(),
    tema: activityFields.tema.optional(),
    descricao: activityFields.descricao,
    instrucoes_especiais: activityFields.instrucoes_especiais,
    data_limite: deadline.optional(),
    aceita_entregas_atrasadas: z.boolean().optional(),
    tipo: z.enum(ACTIVITY_TYPES, { error: ACTIVITY_MESSAGES.typeInvalid }).optional(),
    tipo_correcao: z.enum(CORRECTION_TYPES, { error: ACTIVITY_MESSAGES.correctionTypeInvalid }).optional(),
    pontuacao_maxima: z.coerce
      .number({ error: ACTIVITY_MESSAGES.scoreRange })
      .int(ACTIVITY_MESSAGES.scoreRange)
      .min(1, ACTIVITY_MESSAGES.scoreRange)
      .max(1000, ACTIVITY_MESSAGES.scoreRange)
      .optional(),
    proposta_tematica_id: positiveIdOrNull.optional(),
    prova_minutos: examMinutes.optional(),
    prova_envio_automatico: examAutoSubmit.optional(),
  }),
);
/**
 * A teacher's review: the total (0–1000), or the grade of each competency (issue 11: 0, 40 … 200 each; the total is
 * then their sum), or both when they agree. Grades per competency of an essay written for a proposal become one of
 * the proposal's graded references, which the engine calibrates with.
 */
export const revisaoSchema = z
  .object({
    nota_professor: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: ACTIVITY_MESSAGES.reviewRange })
        .int(ACTIVITY_MESSAGES.reviewRange)
        .min(0, ACTIVITY_MESSAGES.reviewRange)
        .max(1000, ACTIVITY_MESSAGES.reviewRange)
        .optional(),
    ),
    notas_professor: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .tuple([gradeLevel, gradeLevel, gradeLevel, gradeLevel, gradeLevel], { error: ACTIVITY_MESSAGES.reviewGrades })
        .optional(),
    ),
    comentario_professor: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.string().trim().max(5000, 'O comentário deve ter no máximo 5000 caracteres'),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.nota_professor === undefined && !v.notas_professor)
      ctx.addIssue({ code: 'custom', path: ['nota_professor'], message: ACTIVITY_MESSAGES.reviewRange });
    const sum = v.notas_professor?.reduce((a, b) => a + b, 0);
    if (sum !== undefined && v.nota_professor !== undefined && sum !== v.nota_professor)
      ctx.addIssue({
        code: 'custom',
        path: ['nota_professor'],
        message: `A nota total deve ser a soma das cinco competências (${sum}).`,
      });
  })
  .transform((v) => ({ ...v, nota_professor: v.nota_professor ?? v.notas_professor!.reduce((a, b) => a + b, 0) }));
export type CreateSalaInput = z.infer<typeof createSalaSchema>;
export type CreateAtividadeInput = z.infer<typeof createAtividadeSchema>;
export type UpdateAtividadeInput = z.infer<typeof updateAtividadeSchema>;
export type RevisaoInput = z.infer<typeof revisaoSchema>;

/** Spec 3 Sala. codigo_acesso is null for students (only the teacher/admin see it). */
export type Sala = {
  id: number;
  nome: string;
  descricao: string | null;
  ativa: boolean;
  codigo_acesso: string | null;
  professor_id: number;
  professor_nome: string;
  estudantes_count: number;
  total_alunos: number;
  total_atividades: number;
  data_criacao: string;
};

/** Spec 3 Classroom student. */
export type ClassroomStudent = {
  id: number;
  nome: string;
  email: string;
  ultima_atividade: string | null;
  data_entrada: string;
  total_submissoes: number;
  media_notas: number | null;
  total_atividades_concluidas: number;
};

export type ActivityStatus = 'ativa' | 'finalizada';
export type DeliveryStatus = 'no_prazo' | 'late';

/** Spec 3 Atividade (list view) + the create-form fields; student fields when a student asks. */
export type Atividade = {
  id: number;
  sala_id: number;
  sala_nome: string;
  titulo: string;
  tema: string;
  descricao: string | null;
  instrucoes_especiais: string | null;
  tipo: ActivityType;
  tipo_correcao: CorrectionType;
  data_limite: string;
  prazo_entrega: string;
  aceita_entregas_atrasadas: boolean;
  pontuacao_maxima: number;
  proposta_tematica_id: number | null;
  /** Exam conditions (issue 50): minutes from the student's first opening of the editor; null = not an exam. */
  prova_minutos: number | null;
  prova_envio_automatico: boolean;
  status: ActivityStatus;
  total_submissoes: number;
  redacoes_corrigidas: number;
  media_nota: number | null;
  data_criacao: string;
  /** Student only. */
  minha_redacao_id?: number | null;
  revisado?: boolean;
};

/** Spec 3 Atividade (detail). */
export type AtividadeDetalhe = Atividade & {
  professor_id: number;
  professor_nome: string;
  total_redacoes: number;
  total_estudantes: number;
  pode_enviar?: boolean;
  minha_redacao_titulo?: string | null;
  data_envio?: string | null;
  status_entrega?: DeliveryStatus | null;
  correcao_id?: number | null;
  /** The official grade (contracts/grades.ts) and its source. */
  pontuacao_total?: number | null;
  origem_nota?: GradeSource | null;
  data_correcao?: string | null;
  feedback_geral?: string | null;
  status_correcao_professor?: boolean;
  nota_professor?: number | null;
  /** The teacher's grade per competency, when given (issue 11). */
  notas_professor?: number[] | null;
  comentario_professor?: string | null;
  tem_submissao?: boolean;
  /** The student's essay status: aguardando_professor when the activity is corrected by its teacher (manual). */
  status_redacao?: EssayStatus | null;
};

/** Spec 3 Submission + review and student details. */
export type Submissao = {
  id: number;
  estudante_id: number;
  estudante_nome: string;
  estudante_email: string | null;
  titulo: string;
  data_envio: string;
  status_entrega: DeliveryStatus;
  correcao_id: number | null;
  /** The official grade (null while undecided), C1–C5 of it, its source and the AI's total. */
  nota: number | null;
  notas?: (number | null)[] | null;
  origem_nota?: GradeSource | null;
  nota_ia?: number | null;
  status: string;
  nota_professor: number | null;
  /** The teacher's grade per competency, when given (issue 11). */
  notas_professor: number[] | null;
  comentario_professor: string | null;
  data_revisao: string | null;
  revisado: boolean;
};
export type SubmissoesResponse = {
  atividade: {
    id: number;
    titulo: string;
    sala_id: number;
    sala_nome: string;
    data_limite: string;
    pontuacao_maxima: number;
    status: ActivityStatus;
  };
  submissoes: Submissao[];
  /** Room members with no submission yet. */
  nao_enviaram: { estudante_id: number; estudante_nome: string; estudante_email: string | null }[];
  estatisticas: {
    total_estudantes: number;
    total_enviadas: number;
    total_corrigidas: number;
    total_revisadas: number;
    total_atrasadas: number;
    media_nota: number | null;
  };
};

/** Per-classroom competency averages (essay internal endpoint 7); our addition to the spec. */
export type CompetenciasSala = {
  total_corrigidas: number;
  media: {
    c1: number | null;
    c2: number | null;
    c3: number | null;
    c4: number | null;
    c5: number | null;
    total: number | null;
  };
};

/** Spec 3 Dashboard response, plus credits and which parts could not be loaded. */
export type DashboardActivity = {
  id: number;
  titulo: string;
  sala_id: number;
  sala_nome: string;
  data_limite: string;
  status: ActivityStatus;
  minha_redacao_id: number | null;
  total_submissoes?: number;
};
export type DashboardCorrection = {
  id: number;
  redacao_id: number;
  redacao_titulo: string;
  atividade_id: number | null;
  sala_nome: string | null;
  data_correcao: string;
  pontuacao_total: number;
};
export type DashboardSala = Pick<
  Sala,
  | 'id'
  | 'nome'
  | 'descricao'
  | 'ativa'
  | 'professor_nome'
  | 'estudantes_count'
  | 'total_alunos'
  | 'total_atividades'
  | 'data_criacao'
>;
export type DashboardStats = {
  total_salas: number;
  total_atividades: number;
  total_estudantes: number;
  total_correcoes: number;
  atividades_realizadas: number;
  redacoes_corrigidas_ia: number;
  redacoes_transcritas: number;
};
export type Dashboard = {
  visao: 'estudante' | 'professor';
  stats: DashboardStats;
  salas: DashboardSala[];
  recent_activities: DashboardActivity[];
  recent_corrections: DashboardCorrection[];
  pending_activities: DashboardActivity[];
  creditos_disponiveis: number | null;
  creditos_totais_usados: number | null;
  /** Parts that failed to load ('salas', 'redacoes', 'creditos'); the rest is still shown. */
  indisponivel: string[];
};

/** Internal: what the essay service asks about an activity before accepting a submission. */
export type AtividadeContexto = {
  atividade: {
    id: number;
    titulo: string;
    tema: string;
    descricao: string | null;
    instrucoes_especiais: string | null;
    proposta_tematica_id: number | null;
    sala_id: number;
    sala_nome: string;
    data_limite: string;
    aceita_entregas_atrasadas: boolean;
    tipo_correcao: CorrectionType;
    professor_id: number;
  };
  membro: boolean;
  professor: boolean;
};

/**
 * Internal: what the essay service asks the classroom before it serves an activity's submissions (list, zip,
 * diagnosis). Classroom answers only when the caller manages the activity's room (its teacher or an admin), with the
 * errors of the public route (404 no such activity, 403 another teacher or a student); the essays are the essay
 * service's own.
 */
export type AtividadeGestao = {
  atividade: SubmissoesResponse['atividade'];
  /** The room's members, in no order. */
  estudante_ids: number[];
};
/** Internal: the same for a room's diagnosis and competency averages: the activities whose essays are counted. */
export type SalaGestao = { sala_id: number; sala_nome: string; atividade_ids: number[] };

/**
 * Internal classroom dashboard pieces (composed by the gateway). The student's part: their rooms and **every** activity
 * of those rooms, newest first, without the student's own deliveries — the gateway marks them from the essay service's
 * summary it reads in parallel (one internal call fewer than the classroom asking the essay service itself). `aberta`:
 * the activity accepts a submission now.
 */
export type PainelEstudanteInterno = {
  stats: Pick<DashboardStats, 'total_salas'>;
  salas: DashboardSala[];
  atividades: (Omit<DashboardActivity, 'minha_redacao_id' | 'total_submissoes'> & { aberta: boolean })[];
};
/** The essay service's part of the student dashboard (`/internal/redacoes/usuario/{id}/resumo`). */
export type ResumoRedacoesInterno = {
  redacoes_corrigidas: number;
  redacoes_transcritas: number;
  correcoes_recentes: Omit<DashboardCorrection, 'sala_nome'>[];
  /** The student's latest essay for each activity they sent one to. */
  entregas: { atividade_id: number; redacao_id: number }[];
};
export type PainelProfessorInterno = {
  stats: Pick<DashboardStats, 'total_salas' | 'total_atividades' | 'total_estudantes' | 'total_correcoes'>;
  salas: DashboardSala[];
  recent_activities: DashboardActivity[];
  pending_activities: DashboardActivity[];
  parcial: boolean;
};
