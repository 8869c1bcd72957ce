import { z } from 'zod';
import { userSchema } from './users.js';

// Messages are the spec's (section 5, Registration / Login).
export const AUTH_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameShort: 'Nome deve ter pelo menos 2 caracteres',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordShort: 'Senha deve ter pelo menos 6 caracteres',
  confirmRequired: 'Confirmação de senha é obrigatória',
  confirmMismatch: 'Senhas não coincidem',
  fillAll: 'Por favor, preencha todos os campos',
  invalidCredentials: 'Email ou senha incorretos',
  emailTaken: 'Este email já está cadastrado',
  /** Too many wrong passwords for one account (from this address, or from anywhere). */
  tooManyAttempts: (minutes: number) => `Muitas tentativas de login sem sucesso para esta conta. Aguarde ${minutes} minutos e tente novamente, ou peça ao professor para redefinir sua senha.`,
} as const;

/** Single sign-on with the school network's identity provider (issue 16). */
export const SSO_LABEL = 'Entrar com a conta da escola';

/** Set by the gateway on every proxied request: the client's address as the gateway resolved it. */
export const CLIENT_IP_HEADER = 'x-argumenta-client-ip';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const DEFAULT_CREDITS = 50;

const str = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string());

export const registerSchema = z
  .object({
    name: str.pipe(z.string().trim().min(1, AUTH_MESSAGES.nameRequired).min(NAME_MIN, AUTH_MESSAGES.nameShort)),
    email: str.pipe(
      z.string().trim().toLowerCase().min(1, AUTH_MESSAGES.emailRequired).regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
    ),
    password: str.pipe(z.string().min(1, AUTH_MESSAGES.passwordRequired).min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort)),
    confirmPassword: str.pipe(z.string().min(1, AUTH_MESSAGES.confirmRequired)),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.confirmMismatch });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: str.pipe(z.string().trim().toLowerCase().min(1, AUTH_MESSAGES.fillAll)),
  password: str.pipe(z.string().min(1, AUTH_MESSAGES.fillAll)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionSchema = z.object({ user: userSchema, token: z.string() });
export type Session = z.infer<typeof sessionSchema>;

/** Internal credits API (auth service). `referencia` makes each operation idempotent. */
export const creditOperationSchema = z.object({
  usuario_id: z.number().int().positive(),
  referencia: z.string().min(1).max(200),
  quantidade: z.number().int().positive().default(1),
  motivo: z.string().max(200).optional(),
  /** Charge the payer's school pool first, then the person (activity essays, bulk batches; issue 16). */
  creditos_escola: z.boolean().optional(),
});
export type CreditOperation = z.infer<typeof creditOperationSchema>;
