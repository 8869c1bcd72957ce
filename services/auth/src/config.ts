import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@argumenta/platform';

export const authEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4001),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(24 * 3600),
  ESSAY_SERVICE_URL: z.string().url().default('http://127.0.0.1:4003'),
  /** Password guessing: failures per account+address and per account within the window lock the account. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  LOGIN_LOCK_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
});
export type AuthConfig = z.infer<typeof authEnvSchema>;
export const loadAuthConfig = () => loadConfig(authEnvSchema);
