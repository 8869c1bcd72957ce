import { z } from './zod.js';

/** Data protection (LGPD, issue 38): account deletion, the privacy notice, and what each service erases. */
export const PRIVACY_MESSAGES = {
  passwordRequired: 'Informe sua senha para confirmar a exclusão da conta.',
  wrongPassword: 'Senha incorreta. A exclusão da conta não foi agendada.',
  ssoAccount: 'Esta conta entra pela escola (login único): peça a exclusão ao coordenador da sua escola.',
  scheduled: (date: string) =>
    `Exclusão da conta agendada para ${date}. Para cancelar, entre novamente na plataforma até lá.`,
  erased: 'Sua conta e seus dados pessoais foram excluídos.',
  cancelledByLogin: 'Login realizado com sucesso! A exclusão agendada da sua conta foi cancelada.',
  /** To the coordinator (or admin) who deleted a student: about the student, not "your account". */
  schoolScheduled: (nome: string, date: string) =>
    `A conta de ${nome} será excluída em ${date}. Até lá, você pode cancelar a exclusão na lista de estudantes.`,
  schoolErased: (nome: string) => `A conta de ${nome} e os seus dados pessoais foram excluídos.`,
  schoolCancelled: (nome: string) => `Exclusão da conta de ${nome} cancelada.`,
  notScheduled: 'Esta conta não tem exclusão agendada.',
  notAMember: 'Esta pessoa não pertence a esta escola.',
  onlyStudents: 'Pela escola, apenas contas de estudantes podem ser excluídas.',
  alreadyErased: 'Esta conta já foi excluída.',
  adminSelf: 'Contas de administrador não podem ser excluídas por aqui.',
} as const;

/** The privacy notice's version: recorded with each registration (bumped whenever /privacidade changes in substance). */
export const PRIVACY_POLICY_VERSION = '2026-11-28';

/** Shown in place of an erased person's name wherever a school's or a teacher's figures still list the row. */
export const ERASED_NAME = 'Conta excluída';
/** An erased account's e-mail: unique per row, never deliverable (.invalid is reserved, RFC 2606). */
export const erasedEmail = (id: number) => `conta-excluida-${id}@anonimo.invalid`;

export const deletionRequestSchema = z.object({
  senha: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().min(1, PRIVACY_MESSAGES.passwordRequired).max(1000, PRIVACY_MESSAGES.wrongPassword),
  ),
});

/** What a service erased for one person (internal POST /internal/titulares/:id/apagar). */
export type ErasureReport = { servico: string; apagados: Record<string, number>; redacoes?: number[] };
/** The internal erase route every service with personal data answers (idempotent: a second call erases nothing). */
export const erasePath = (usuarioId: number) => `/internal/titulares/${usuarioId}/apagar`;

/** The export of one person's data (ZIP with dados.json and redacoes.html), built on this BullMQ queue. */
export const EXPORT_QUEUE = 'exportacao';
export const exportJobId = (exportacaoId: number) => `exportacao-${exportacaoId}`;
export const EXPORT_MESSAGES = {
  requested: 'Exportação iniciada. O arquivo ficará pronto em instantes.',
  notFound: 'Exportação não encontrada.',
  notReady: 'A exportação ainda não está pronta.',
  failed: 'Não foi possível gerar a exportação. Tente novamente.',
  forbidden: 'Você só pode exportar os seus dados ou os de estudantes da sua escola.',
} as const;
export const exportRequestSchema = z.object({
  /** Another person's data: a coordinator for a student of their school (or an admin). Absent: one's own. */
  usuario_id: z
    .number({ error: 'usuario_id deve ser o número de um usuário' })
    .int('usuario_id deve ser o número de um usuário')
    .positive('usuario_id deve ser o número de um usuário')
    .optional(),
});
export type ExportStatus = {
  id: number;
  usuario_id: number;
  status: 'pendente' | 'processando' | 'concluida' | 'falhou';
  progresso: { percent: number; message: string } | null;
  criada_em: string;
  concluida_em: string | null;
  expira_em: string;
  tamanho: number | null;
};
/** What the auth service holds about a person, for their export (internal GET /internal/titulares/:id/dados). */
export type PersonalDataAuth = {
  usuario: Record<string, unknown>;
  escola: Record<string, unknown> | null;
  movimentos_credito: Record<string, unknown>[];
  reservas_credito: Record<string, unknown>[];
};

/** Audit trail (issue 38): one entry per sensitive action; ids only, never names or texts. */
export const AUDIT_ACTIONS = [
  'redacao.lida_por_outro',
  'nota.alterada',
  'nota.liberada',
  'recurso.decidido',
  'creditos.adicionados',
  'papel.alterado',
  'dados.exportacao_pedida',
  'conta.exclusao_pedida',
  'conta.exclusao_cancelada',
  'conta.excluida',
  'retencao.alterada',
  'retencao.aplicada',
  'integridade.consultada',
  'marcacao.criada',
  'marcacao.alterada',
  'marcacao.removida',
  'usuarios.importados',
  'conta.suspensa',
  'conta.reativada',
  'senha.temporaria',
  'cota.definida',
  'regra_corretor.alterada',
  'rede.criada',
  'rede.escola_alterada',
  'rede.coordenacao_alterada',
  'usuario.editado',
  'usuario.movido',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditEntrySchema = z.object({
  acao: z.enum(AUDIT_ACTIONS),
  ator_id: z.number().int().positive().nullable().optional(),
  ator_papel: z.string().max(40).nullable().optional(),
  alvo_usuario_id: z.number().int().positive().nullable().optional(),
  recurso: z.string().max(200).nullable().optional(),
  detalhes: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).optional(),
  ip: z.string().max(100).nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditRecord = AuditEntry & {
  id: string;
  criado_em: string;
  escola_id: number | null;
  /** Names as they are now (an erased account: "Conta excluída"); null for the system or no one. */
  ator_nome?: string | null;
  alvo_nome?: string | null;
  hash: string;
  hash_anterior: string | null;
};
export const AUDIT_MESSAGES = {
  forbidden: 'Você não tem permissão para ver a auditoria desta escola.',
  periodInvalid: 'Período inválido: use datas no formato AAAA-MM-DD, com o início antes do fim',
  actionInvalid: 'Ação inválida',
} as const;
/** GET …/auditoria: a page of the trail, narrowed by person, action and period; `formato=csv` for a spreadsheet. */
const blankIsAbsent = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s);
export const auditQuerySchema = z.object({
  limite: z.coerce.number().int().min(1).max(500).optional(),
  antes: z.string().regex(/^\d+$/).optional(),
  pessoa: blankIsAbsent(z.string().trim().max(100).optional()),
  acao: blankIsAbsent(z.enum(AUDIT_ACTIONS, { message: AUDIT_MESSAGES.actionInvalid }).optional()),
  desde: blankIsAbsent(z.iso.date({ message: AUDIT_MESSAGES.periodInvalid }).optional()),
  ate: blankIsAbsent(z.iso.date({ message: AUDIT_MESSAGES.periodInvalid }).optional()),
  formato: z.enum(['json', 'csv']).optional(),
});

/**
 * Retention per school (issue 38): a school keeps its students' essays and photos for `retencao_meses` months after
 * each essay was sent (null: kept until the account is deleted); a periodic job of the essay service erases the older
 * ones' contents and reports what it erased.
 */
export const RETENTION_MAX_MONTHS = 120;
export const RETENTION_MESSAGES = {
  invalid: `Informe o prazo de retenção em meses: um número inteiro de 1 a ${RETENTION_MAX_MONTHS}, ou vazio para guardar sem prazo.`,
  forbidden: 'Você não tem permissão para ver ou alterar a retenção de dados desta escola.',
  saved: 'Prazo de retenção salvo.',
  cleared: 'Retenção desativada: as redações ficam guardadas até a exclusão da conta.',
} as const;
export const retentionSettingSchema = z.object({
  retencao_meses: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: RETENTION_MESSAGES.invalid })
      .int(RETENTION_MESSAGES.invalid)
      .min(1, RETENTION_MESSAGES.invalid)
      .max(RETENTION_MAX_MONTHS, RETENTION_MESSAGES.invalid)
      .nullable(),
  ),
});
/** What one retention run erased in one school (the counts of eraseEssayContents). */
export type RetentionRunReport = { escola_id: number; redacoes: number; apagados: Record<string, number> };
/** GET/PUT /api/escolas/:id/retencao: the setting, when the job last ran for the school and its last erasure. */
export type RetentionStatus = {
  escola_id: number;
  retencao_meses: number | null;
  executada_em: string | null;
  ultima_remocao: (RetentionRunReport & { em: string }) | null;
};
/** For the essay service's sweep (internal GET /internal/retencao): each school with a setting and its members. */
export type RetentionPolicy = { escola_id: number; retencao_meses: number; usuarios: number[] };
export const RETENTION_POLICIES_PATH = '/internal/retencao';
export const RETENTION_REPORT_PATH = '/internal/retencao/relatorio';
