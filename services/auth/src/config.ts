import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@argumenta/platform';
import type { OidcSettings } from './domain/oidc.js';

export const authEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4001),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(24 * 3600),
  ESSAY_SERVICE_URL: z.string().url().default('http://127.0.0.1:4003'),
  /** Account deletion erases each service's part through its internal route (issue 38). */
  CLASSROOM_SERVICE_URL: z.string().url().default('http://127.0.0.1:4002'),
  PROPOSAL_SERVICE_URL: z.string().url().default('http://127.0.0.1:4004'),
  /** Days between a deletion request and the erasure (a login within them cancels one's own request); 0 erases at once. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** How often the erasure job looks for accounts whose grace period ended. */
  ACCOUNT_DELETION_SWEEP_SECONDS: z.coerce.number().int().positive().default(300),
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
});
export type AuthConfig = z.infer<typeof authEnvSchema>;

/** The SSO settings when enabled; a half-configured SSO stops the service at start with the missing keys named. */
export function oidcSettings(config: AuthConfig): OidcSettings | undefined {
  if (!config.OIDC_ISSUER) return undefined;
  const missing = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const).filter((k) => !config[k]);
  if (missing.length) throw new Error(`Configuração inválida: OIDC_ISSUER definido sem ${missing.join(', ')}`);
  if (config.NODE_ENV === 'production' && !config.OIDC_ISSUER.startsWith('https:')) throw new Error('Configuração inválida: OIDC_ISSUER deve usar https em produção');
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
export const loadAuthConfig = () => loadConfig(authEnvSchema);
