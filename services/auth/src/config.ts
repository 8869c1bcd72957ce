import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@argumenta/platform';

export const authEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4001),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(24 * 3600),
  ESSAY_SERVICE_URL: z.string().url().default('http://127.0.0.1:4003'),
});
export type AuthConfig = z.infer<typeof authEnvSchema>;
export const loadAuthConfig = () => loadConfig(authEnvSchema);
