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
