import { z } from './zod.js';
import { MAX_ID } from './envelope.js';

/** School networks (issue 16): schools, their members, the coordinator's dashboard and the school's credit pool. */
export const SCHOOL_ROLES = ['coordenador', 'professor', 'estudante'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export const SCHOOL_MESSAGES = {
  nameRequired: 'Nome da escola é obrigatório',
  inepInvalid: 'Código INEP deve ter 8 dígitos',
  domainInvalid: 'Domínio de e-mail inválido (ex.: escola.sp.gov.br)',
  nameTaken: 'Já existe uma escola com este nome',
  inepTaken: 'Já existe uma escola com este código INEP',
  domainTaken: 'Outra escola já usa este domínio de e-mail',
  notFound: 'Escola não encontrada',
  userNotFound: 'Usuário não encontrado',
  roleInvalid: 'Papel inválido: use coordenador, professor ou estudante',
  adminNotMember: 'Administradores gerenciam todas as escolas e não podem ser membros de uma escola',
  forbiddenPanel: 'Você não tem permissão para ver o painel desta escola.',
  /** The default school gathers unplaced accounts: nobody coordinates it (a coordinator there would see them all). */
  coordinatorNeedsSchool: 'Coordenadores precisam de uma escola cadastrada (a escola padrão não tem coordenação).',
  periodInvalid: 'Período inválido: use datas no formato AAAA-MM-DD, com o início antes do fim',
} as const;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

export const newSchoolSchema = z.object({
  nome: z.preprocess((v) => v ?? '', z.string().trim().min(1, SCHOOL_MESSAGES.nameRequired).max(200)),
  codigo_inep: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{8}$/, SCHOOL_MESSAGES.inepInvalid)
      .optional(),
  ),
  rede: optionalText(200),
  dominio_email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/^@/, '') || undefined : v),
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, SCHOOL_MESSAGES.domainInvalid)
      .optional(),
  ),
});
export type NewSchool = z.infer<typeof newSchoolSchema>;

export const schoolMemberSchema = z.object({
  usuario_id: z.coerce
    .number({ message: SCHOOL_MESSAGES.userNotFound })
    .int()
    .positive(SCHOOL_MESSAGES.userNotFound)
    .max(MAX_ID, SCHOOL_MESSAGES.userNotFound),
  papel: z.enum(SCHOOL_ROLES, { message: SCHOOL_MESSAGES.roleInvalid }),
});

/** POST /escolas/{id}/creditos: credits added to a school's pool. */
export const schoolCreditsSchema = z.object({
  quantidade: z.coerce
    .number({ message: 'A quantidade deve ser pelo menos 1' })
    .int('A quantidade deve ser um número inteiro')
    .min(1, 'A quantidade deve ser pelo menos 1')
    .max(1_000_000, 'Quantidade grande demais'),
  descricao: z.string().trim().max(200).optional(),
});

export type Escola = {
  id: number;
  nome: string;
  codigo_inep: string | null;
  rede: string | null;
  dominio_email: string | null;
  padrao: boolean;
  data_criacao: string;
  /** Credits of the school's pool (charged before the person's own). */
  creditos: number;
  creditos_usados: number;
  total_coordenadores: number;
  total_professores: number;
  total_estudantes: number;
};
export type MembroEscola = {
  id: number;
  nome: string;
  email: string;
  tipo: string;
  matricula?: string | null;
  suspensa?: boolean;
  /** A deletion the school scheduled and not yet carried out (the grace period): when it runs. */
  exclusao_agendada_para?: string | null;
};

type Medias = {
  c1: number | null;
  c2: number | null;
  c3: number | null;
  c4: number | null;
  c5: number | null;
  total: number | null;
};
export type MediaGrupo = { redacoes_corrigidas: number; media: Medias };

/** The coordinator's dashboard of one school (GET /escolas/{id}/painel). */
export type PainelEscola = {
  escola: Pick<Escola, 'id' | 'nome' | 'codigo_inep' | 'rede' | 'creditos' | 'creditos_usados'>;
  periodo: { desde: string; ate: string };
  totais: {
    salas: number;
    professores: number;
    estudantes: number;
    redacoes_periodo: number;
    revisoes_pendentes: number;
  };
  salas: ({
    id: number;
    nome: string;
    professor_id: number;
    professor_nome: string;
    estudantes: number;
    atividades: number;
  } & MediaGrupo)[];
  atividades: ({ id: number; titulo: string; sala_id: number; sala_nome: string } & MediaGrupo)[];
  professores: { id: number; nome: string; email: string; salas: number; revisoes_pendentes: number }[];
  estudantes: { id: number; nome: string; email: string }[];
  problemas: { chave: string; competencia: number; rotulo: string; estudantes: number }[];
  /** Parts another service could not answer (the rest is still shown). */
  indisponivel: string[];
};

/** What the essay service computes for a school's dashboard (POST /internal/redacoes/escola). */
export const schoolEssayQuerySchema = z.object({
  usuario_ids: z.array(z.number().int().positive()).max(20_000),
  atividade_ids: z.array(z.number().int().positive()).max(20_000),
  revisor_ids: z.array(z.number().int().positive()).max(5_000),
  desde: z.string(),
  ate: z.string(),
});
export type SchoolEssayQuery = z.infer<typeof schoolEssayQuerySchema>;
export type SchoolEssayStats = {
  redacoes_periodo: number;
  /** Sums, not averages, so the gateway can aggregate activities into rooms exactly. */
  por_atividade: {
    atividade_id: number;
    corrigidas: number;
    soma: { c1: number; c2: number; c3: number; c4: number; c5: number; total: number };
  }[];
  problemas: { chave: string; competencia: number; rotulo: string; estudantes: number }[];
  /** Held for a teacher's decision: em_revisao by reviewer, aguardando_professor by activity. */
  em_revisao: { revisor_id: number; total: number }[];
  aguardando_professor: { atividade_id: number; total: number }[];
};

/** Issue 54: PUT /escolas/{id}/cotas/{usuarioId} — a teacher's monthly quota on the school's pool; null removes it. */
export const schoolQuotaSchema = z.object({
  limite: z
    .number({ message: 'A cota deve ser um número de créditos' })
    .int('A cota deve ser um número inteiro')
    .min(0, 'A cota não pode ser negativa')
    .max(1_000_000, 'Cota grande demais')
    .nullable(),
});
/** One line of a school's credit ledger: who, what, when, for which activity or batch (the reason names it). */
export type SchoolLedgerEntry = {
  id: number;
  criado_em: string;
  tipo: 'inicial' | 'reserva' | 'confirmacao' | 'estorno' | 'adicao';
  delta: number;
  usuario_id: number | null;
  usuario_nome: string | null;
  motivo: string | null;
  referencia: string | null;
};
export type SchoolQuota = { usuario_id: number; nome: string; limite: number | null; usados_mes: number };
/** GET /escolas/{id}/creditos: the pool, its ledger (newest first) and each teacher's month on it. */
export type SchoolCredits = {
  escola_id: number;
  creditos: number;
  creditos_usados: number;
  movimentos: SchoolLedgerEntry[];
  professores: SchoolQuota[];
};
/** GET /auth/creditos: who pays the caller's corrections — the school's pool (and their quota on it), then themselves. */
export type MyCredits = {
  pessoais: number;
  escola: { id: number; nome: string; creditos: number } | null;
  cota: { limite: number; usados_mes: number } | null;
};
export const CREDIT_QUOTA_MESSAGES = {
  exhausted: (usados: number, limite: number, pedido: number) =>
    `Sua cota de créditos da escola acabou: ${usados} de ${limite} usados este mês e este envio precisa de ${pedido}. Peça à coordenação para aumentar a cota.`,
  notTeacher: 'A cota vale só para professores desta escola.',
  set: (limite: number | null) => (limite === null ? 'Cota removida.' : `Cota definida: ${limite} créditos por mês.`),
} as const;
