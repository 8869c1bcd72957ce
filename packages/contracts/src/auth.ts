import { z } from './zod.js';
import { MAX_ID, type ErrorCode } from './envelope.js';
import { roleSchema, userSchema } from './users.js';

// Messages are the spec's (section 5, Registration / Login).
export const AUTH_MESSAGES = {
  /** Issue 54: an account an admin suspended. */
  suspended: 'Esta conta está suspensa. Procure a coordenação da sua escola.',
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
  /** Deleting a user or changing a role ends their sessions first; when that cannot be recorded, nothing changes. */
  sessionsNotEnded:
    'Não foi possível encerrar as sessões deste usuário agora. Nada foi alterado; tente novamente em instantes.',
  emailTaken: 'Este email já está cadastrado',
  /** Too many wrong passwords for one account (from this address, or from anywhere). */
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas de login sem sucesso para esta conta. Aguarde ${minutes} minutos e tente novamente, ou use "Esqueceu sua senha?" para receber um link de redefinição.`,
} as const;

/** Single sign-on with the school network's identity provider (issue 16). */
export const SSO_LABEL = 'Entrar com a conta da escola';
/**
 * The school login's browser binding: the web app sends a random `navegador` to /api/auth/oidc/iniciar and keeps it in
 * the tab's sessionStorage; /auth/sso takes a token only with the same value beside it (login CSRF).
 */
export const SSO_BROWSER_NONCE = /^[\w-]{22,128}$/;
export const SSO_DISABLED = 'O login com a conta da escola não está configurado.';
export const SSO_NOT_STARTED_HERE =
  'Este login com a conta da escola não foi iniciado neste navegador. Entre pelo botão da página de login.';

/** Set by the gateway on every proxied request: the client's address as the gateway resolved it. */
export const CLIENT_IP_HEADER = 'x-argumenta-client-ip';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const DEFAULT_CREDITS = 50;

/** RFC 5321's longest address; a longer one is not an e-mail (and would not fit the login index). */
export const EMAIL_MAX = 254;

const str = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string());

const emailField = str.pipe(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
);
/** A new password and its confirmation: the same rules at registration and at a password reset. */
const newPasswordFields = {
  password: str.pipe(
    z
      .string()
      .min(1, AUTH_MESSAGES.passwordRequired)
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort)
      .max(200, 'Senha deve ter no máximo 200 caracteres'),
  ),
  confirmPassword: str.pipe(z.string().min(1, AUTH_MESSAGES.confirmRequired)),
};
const confirmationMatches: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [(v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.confirmMismatch }];

export const registerSchema = z
  .object({
    name: str.pipe(
      z
        .string()
        .trim()
        .min(1, AUTH_MESSAGES.nameRequired)
        .min(NAME_MIN, AUTH_MESSAGES.nameShort)
        .max(200, 'Nome deve ter no máximo 200 caracteres'),
    ),
    email: emailField,
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * Password reset by e-mail ("Esqueceu sua senha?"). The request is answered with the same message whether or not the
 * address has an account; the link's token is single use, expires, and is refused with 410 once used or expired (400
 * when it is not a token of ours at all).
 */
export const PASSWORD_RESET_MESSAGES = {
  requested: (minutes: number) =>
    `Se existir uma conta com este e-mail, enviamos para ele um link para redefinir a senha. O link vale por ${minutes} minutos; confira também a caixa de spam.`,
  tokenInvalid: 'Link de redefinição de senha inválido. Peça um novo link em "Esqueceu sua senha?".',
  tokenExpired: 'Este link de redefinição de senha expirou. Peça um novo link em "Esqueceu sua senha?".',
  tokenUsed:
    'Este link de redefinição de senha já foi usado ou foi substituído. Peça um novo link em "Esqueceu sua senha?".',
  done: 'Senha redefinida com sucesso! Entre com a nova senha.',
  tooMany: (minutes: number) => `Muitos pedidos de redefinição de senha. Aguarde ${minutes} minutos e tente novamente.`,
  /** Refused for this e-mail: the links already sent to it (if it has an account) still work, so that is the way in. */
  tooManyForEmail: (minutes: number) =>
    `Já enviamos vários links de redefinição para este e-mail há pouco. Se existir uma conta com ele, use o link mais recente da caixa de entrada (ou do spam); para pedir outro, aguarde ${minutes} minutos.`,
  mailSubject: 'Redefinição de senha do Argumenta',
} as const;

/** The web path the mailed link opens, with `?token=` (an alias of /auth/reset-password). */
export const RESET_PASSWORD_PATH = '/redefinir-senha';

/** The token in a reset link: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /auth/esqueci-senha. */
export const passwordResetRequestSchema = z.object({ email: emailField });

/** POST /auth/redefinir-senha. */
export const passwordResetSchema = z
  .object({
    token: str.pipe(z.string().regex(RESET_TOKEN_PATTERN, PASSWORD_RESET_MESSAGES.tokenInvalid)),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const loginSchema = z.object({
  email: str.pipe(
    z.string().trim().toLowerCase().min(1, AUTH_MESSAGES.fillAll).max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid),
  ),
  password: str.pipe(z.string().min(1, AUTH_MESSAGES.fillAll).max(1000, AUTH_MESSAGES.invalidCredentials)),
  /** The token a former login from this browser answered: its own failures count apart (login-guard.ts). */
  dispositivo: z.string().max(200, AUTH_MESSAGES.invalidCredentials).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionSchema = z.object({ user: userSchema, token: z.string(), dispositivo: z.string().optional() });
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

/** Most reservations one `reservar-varias` call carries (a larger burst is sent in several calls). */
export const CREDIT_OPERATIONS_MAX = 500;
/**
 * Many users' reservations in one call (a class submitting together): each is the same operation as one
 * `creditOperationSchema` and is decided on its own; a decided refusal (no credits, another user's reference) comes
 * back as that item's `erro`, anything undecided fails the whole call.
 */
export const creditOperationsSchema = z.object({
  reservas: z.array(creditOperationSchema).min(1).max(CREDIT_OPERATIONS_MAX),
});
export type CreditOperationOutcome =
  { creditos_disponiveis: number } | { erro: { codigo: ErrorCode; mensagem: string } };

/** Most credits one admin operation adds (a typo of extra zeros must not overflow the balance). */
export const CREDITS_MAX_PER_OPERATION = 100_000;

/** POST /admin/usuarios and each row of /admin/usuarios/lote. */
export const newUserSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(2, 'Nome deve ter pelo menos 2 caracteres')
    .max(200, 'Nome deve ter no máximo 200 caracteres'),
  email: z.string().trim().toLowerCase().max(EMAIL_MAX, 'Email inválido').regex(EMAIL_PATTERN, 'Email inválido'),
  senha: z
    .string()
    .min(6, 'Senha deve ter pelo menos 6 caracteres')
    .max(200, 'Senha deve ter no máximo 200 caracteres'),
  tipo: roleSchema.default('estudante'),
  creditos: z.coerce
    .number()
    .int()
    .min(0, 'Créditos não podem ser negativos')
    .max(CREDITS_MAX_PER_OPERATION, `Créditos devem ser no máximo ${CREDITS_MAX_PER_OPERATION}`)
    .default(DEFAULT_CREDITS),
  instituicao: z.string().max(200).optional(),
  disciplina: z.string().max(200).optional(),
  /** The school (issue 16); without it the account goes into the default school. */
  escola_id: z.coerce.number().int().positive('Escola inválida').max(MAX_ID, 'Escola inválida').optional(),
});

/** POST /admin/creditos/adicionar. */
export const addCreditsSchema = z.object({
  usuario_id: z.coerce.number().int().min(1, 'Usuário inválido').max(MAX_ID, 'Usuário inválido'),
  quantidade: z.coerce
    .number()
    .int()
    .min(1, 'A quantidade deve ser pelo menos 1')
    .max(CREDITS_MAX_PER_OPERATION, `A quantidade deve ser no máximo ${CREDITS_MAX_PER_OPERATION}`),
  descricao: z.string().max(200).optional(),
});

/** POST /admin/usuarios/lote: the rows of a CSV parsed in the browser (each row is checked on its own). */
export const USERS_BATCH_MAX = 2000;
/** Issue 54: the import file's bytes in base64 (a ~700 KB file at most, under the 1 MB JSON limit); simular = preview. */
export const usersImportSchema = z.object({
  arquivo: z.string().min(1, 'Envie o arquivo CSV').max(1_000_000, 'Arquivo grande demais (máximo 700 KB)'),
  simular: z.boolean().optional(),
});
/**
 * Issue 54: POST /admin/usuarios/importar-oneroster — a OneRoster-style set (users.csv, classes.csv, enrollments.csv),
 * each file's bytes in base64, into one school.
 */
export const ONEROSTER_FILES = ['users.csv', 'classes.csv', 'enrollments.csv'] as const;
export const usersOneRosterImportSchema = z.object({
  arquivos: z
    .array(
      z.object({
        nome: z.string().trim().min(1, 'Arquivo sem nome').max(200, 'Nome de arquivo longo demais'),
        conteudo: z.string().min(1, 'Arquivo vazio').max(1_000_000, 'Arquivo grande demais (máximo 700 KB)'),
      }),
    )
    .min(1, 'Envie os arquivos users.csv, classes.csv e enrollments.csv')
    .max(6, 'Envie no máximo 6 arquivos'),
  escola_id: z.number().int().positive('Escolha a escola').max(MAX_ID, 'Escola inválida'),
  simular: z.boolean().optional(),
});
/** Issue 54: POST /admin/usuarios/{id}/suspender; `suspensa: false` reactivates. */
export const suspendUserSchema = z.object({ suspensa: z.boolean().default(true) });
/** PATCH /admin/usuarios/{id} (issue 54): what an admin corrects of an account; the school and role move apart. */
export const editUserSchema = z
  .object({
    nome: newUserSchema.shape.nome.optional(),
    email: newUserSchema.shape.email.optional(),
    /** The school's student id; empty or null clears it. */
    matricula: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(50, 'Matrícula deve ter no máximo 50 caracteres').nullable().optional(),
    ),
  })
  .refine((v) => v.nome !== undefined || v.email !== undefined || v.matricula !== undefined, {
    message: 'Nada para alterar',
  });
export const usersBatchSchema = z.object({
  usuarios: z.array(z.record(z.string(), z.unknown())).min(1).max(USERS_BATCH_MAX),
});
