import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
  NAME_MIN,
  PASSWORD_MIN,
  ROLES,
  SCHOOL_MESSAGES,
  type Role,
} from '@argumenta/contracts';
import type { AddCredits, NewUser } from './api';

/** escola_id: '' = the default school (issue 54: a coordinator needs a real one, chosen in the form). */
export type NewUserForm = {
  nome: string;
  email: string;
  senha: string;
  tipo: string;
  creditos: string;
  escola_id?: string;
};
export type NewUserErrors = Partial<Record<keyof NewUserForm, string>>;
export type CreditsForm = { usuario_id: string; quantidade: string; descricao: string };
export type CreditsErrors = Partial<Record<keyof CreditsForm, string>>;

export const ADMIN_MESSAGES = {
  roleInvalid: 'Selecione um tipo de usuário',
  creditsInvalid: 'Créditos devem ser um número inteiro',
  creditsNegative: 'Créditos não podem ser negativos',
  userIdInvalid: 'Informe o ID do usuário (número inteiro a partir de 1)',
  amountInvalid: 'A quantidade deve ser pelo menos 1',
  descriptionLong: 'A descrição deve ter no máximo 200 caracteres',
} as const;

type Result<T, E> = { ok: true; data: T } | { ok: false; errors: E };
const isInt = (v: string) => /^-?\d+$/.test(v.trim());

/** Spec 5 Admin create user: nome, email (pattern), senha (min 6), creditos (integer, min 0). */
export function validateNewUser(v: NewUserForm): Result<NewUser, NewUserErrors> {
  const errors: NewUserErrors = {};
  const nome = v.nome.trim();
  const email = v.email.trim().toLowerCase();
  if (!nome) errors.nome = AUTH_MESSAGES.nameRequired;
  else if (nome.length < NAME_MIN) errors.nome = AUTH_MESSAGES.nameShort;
  if (!email) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;
  if (!v.senha) errors.senha = AUTH_MESSAGES.passwordRequired;
  else if (v.senha.length < PASSWORD_MIN) errors.senha = AUTH_MESSAGES.passwordShort;
  if (!(ROLES as readonly string[]).includes(v.tipo)) errors.tipo = ADMIN_MESSAGES.roleInvalid;
  if (v.tipo === 'coordenador' && !v.escola_id) errors.escola_id = SCHOOL_MESSAGES.coordinatorNeedsSchool;
  if (!isInt(v.creditos)) errors.creditos = ADMIN_MESSAGES.creditsInvalid;
  else if (Number(v.creditos) < 0) errors.creditos = ADMIN_MESSAGES.creditsNegative;
  if (Object.keys(errors).length) return { ok: false, errors };
  const data: NewUser = { nome, email, senha: v.senha, tipo: v.tipo as Role, creditos: Number(v.creditos) };
  if (v.escola_id) data.escola_id = Number(v.escola_id);
  return { ok: true, data };
}

/** Spec 5 Add credits: usuario id min 1, quantidade min 1, descricao optional. */
export function validateAddCredits(v: CreditsForm): Result<AddCredits, CreditsErrors> {
  const errors: CreditsErrors = {};
  if (!isInt(v.usuario_id) || Number(v.usuario_id) < 1) errors.usuario_id = ADMIN_MESSAGES.userIdInvalid;
  if (!isInt(v.quantidade) || Number(v.quantidade) < 1) errors.quantidade = ADMIN_MESSAGES.amountInvalid;
  const descricao = v.descricao.trim();
  if (descricao.length > 200) errors.descricao = ADMIN_MESSAGES.descriptionLong;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    data: { usuario_id: Number(v.usuario_id), quantidade: Number(v.quantidade), ...(descricao ? { descricao } : {}) },
  };
}
