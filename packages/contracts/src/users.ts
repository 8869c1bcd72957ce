import { z } from './zod.js';

/** `coordenador` manages one school (issue 16); admins manage every school. */
export const ROLES = ['estudante', 'professor', 'coordenador', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int().positive(),
  nome: z.string(),
  email: z.string(),
  tipo: roleSchema,
  creditos_disponiveis: z.number().int(),
  creditos_totais_usados: z.number().int(),
  data_criacao: z.string().optional(),
  /** The school the account belongs to (every account belongs to one; existing ones to the default school). */
  escola_id: z.number().int().positive().optional(),
  /** When the account will be erased (a deletion was asked for and the grace period runs); absent otherwise. */
  exclusao_agendada_para: z.string().optional(),
  /** The networks of schools the person coordinates (issue 54; profile only, absent when none). */
  redes: z.array(z.number().int().positive()).optional(),
});
export type User = z.infer<typeof userSchema>;

/** Claims of the RS256 session token. `sub` is the user id as a string (JWT convention). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  tipo: roleSchema,
  nome: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** What a verified request carries as `req.user`. */
export type AuthUser = { id: number; tipo: Role; nome: string };

/** A notification in the app (issue 46): an appeal decided, a grade the teacher changed or released. */
export const NOTIFICATION_TYPES = ['recurso_decidido', 'nota_alterada', 'nota_liberada'] as const;
export type NotificacaoTipo = (typeof NOTIFICATION_TYPES)[number];
export type Notificacao = {
  id: number;
  tipo: NotificacaoTipo;
  titulo: string;
  texto: string;
  /** A path in the web app. */
  link: string | null;
  criada_em: string;
  lida_em: string | null;
};
export type Notificacoes = { notificacoes: Notificacao[]; nao_lidas: number };
/** What a service sends to notify someone (POST /internal/notificacoes on the auth service). */
export const notificationCreateSchema = z.object({
  usuario_id: z.number().int().positive(),
  tipo: z.enum(NOTIFICATION_TYPES),
  titulo: z.string().trim().min(1).max(200),
  texto: z.string().trim().min(1).max(2000),
  link: z
    .string()
    .regex(/^\/[^/\\]/, 'link deve ser um caminho do aplicativo')
    .max(300)
    .nullable()
    .default(null),
});
export type NotificationCreate = z.input<typeof notificationCreateSchema>;
