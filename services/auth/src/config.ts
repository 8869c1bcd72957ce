import { z } from 'zod';
import { commonEnv, loadConfig, port, type Logger } from '@argumenta/platform';
import type { OidcSettings } from './domain/oidc.js';
import { DEFAULT_MAIL_FROM, NO_SMTP_ERROR, smtpUrlFrom, type MailSettings } from './domain/mailer.js';
import type { PasswordResetSettings } from './domain/password-reset.js';

export const authEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4001),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600),
  ESSAY_SERVICE_URL: z.string().url().default('http://127.0.0.1:4003'),
  /** Account deletion erases each service's part through its internal route (issue 38). */
  CLASSROOM_SERVICE_URL: z.string().url().default('http://127.0.0.1:4002'),
  PROPOSAL_SERVICE_URL: z.string().url().default('http://127.0.0.1:4004'),
  /** Days between a deletion request and the erasure (a login within them cancels one's own request); 0 erases at once. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** How often the erasure job looks for accounts whose grace period ended. */
  ACCOUNT_DELETION_SWEEP_SECONDS: z.coerce.number().int().positive().default(300),
  /** The audit trail's own retention: entries older than this are deleted by the same job (default five years). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(1825),
  /** Password guessing: failures per account+address and per account within the window lock the account. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  LOGIN_LOCK_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Password checks at once per replica, and logins waiting for one; past both a login is answered 503 (hashing-ceiling.ts). */
  LOGIN_HASH_CONCURRENCY: z.coerce.number().int().positive().default(4),
  LOGIN_HASH_QUEUE: z.coerce.number().int().min(0).default(200),
  /** Single sign-on ("Entrar com a conta da escola"): off unless OIDC_ISSUER is set. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The public callback, through the gateway: https://<host>/api/auth/oidc/retorno (registered at the provider). */
  OIDC_REDIRECT_URI: z.string().url().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** A claim naming the user's school (INEP code or name); otherwise the e-mail domain decides. */
  OIDC_SCHOOL_CLAIM: z.string().optional(),
  /** A claim whose value 'professor' makes a first login a teacher (anything else: estudante). */
  OIDC_ROLE_CLAIM: z.string().optional(),
  /** Password reset by e-mail: the SMTP relay (SMTP_URL, or SMTP_HOST/PORT/USER/PASS/SECURE) and the sender. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: z.stringbool().default(false),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** The web app's public origin: the reset link in the mail points there. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** Reset requests per e-mail address and per client address within the window (unknown addresses count too). */
  PASSWORD_RESET_PER_EMAIL: z.coerce.number().int().positive().default(3),
  PASSWORD_RESET_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
});
export type AuthConfig = z.infer<typeof authEnvSchema>;

/** The SSO settings when enabled; a half-configured SSO stops the service at start with the missing keys named. */
export function oidcSettings(config: AuthConfig): OidcSettings | undefined {
  if (!config.OIDC_ISSUER) return undefined;
  const missing = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const).filter((k) => !config[k]);
  if (missing.length) throw new Error(`Configuração inválida: OIDC_ISSUER definido sem ${missing.join(', ')}`);
  if (config.NODE_ENV === 'production' && !config.OIDC_ISSUER.startsWith('https:'))
    throw new Error('Configuração inválida: OIDC_ISSUER deve usar https em produção');
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID!,
    clientSecret: config.OIDC_CLIENT_SECRET!,
    redirectUri: config.OIDC_REDIRECT_URI!,
    scopes: config.OIDC_SCOPES,
    schoolClaim: config.OIDC_SCHOOL_CLAIM,
    roleClaim: config.OIDC_ROLE_CLAIM,
  };
}
/**
 * Where the reset mail goes. Without SMTP_URL/SMTP_HOST: outside production, the local mail catcher of `npm start`
 * (SMTP on 127.0.0.1:1025); in production, nothing configured is said at start and each send fails and is logged.
 */
export function mailSettings(config: AuthConfig, logger: Logger): MailSettings {
  const smtpUrl = smtpUrlFrom(config);
  if (smtpUrl || config.NODE_ENV !== 'production')
    return { smtpUrl: smtpUrl ?? 'smtp://127.0.0.1:1025', from: config.MAIL_FROM };
  logger.error(`${NO_SMTP_ERROR}: os e-mails de redefinição de senha não serão enviados`);
  return { from: config.MAIL_FROM };
}

export const passwordResetSettings = (config: AuthConfig): PasswordResetSettings => ({
  ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
  perEmail: config.PASSWORD_RESET_PER_EMAIL,
  perAddress: config.PASSWORD_RESET_PER_ADDRESS,
  windowSeconds: config.PASSWORD_RESET_WINDOW_SECONDS,
  publicUrl: config.PUBLIC_URL,
});
export const loadAuthConfig = () => loadConfig(authEnvSchema);
