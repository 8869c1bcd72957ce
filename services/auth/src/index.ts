export { createAuthApp, MIGRATIONS_DIR } from './app.js';
export type { AuthDeps } from './app.js';
export type { OidcSettings } from './domain/oidc.js';
export { SSO_MESSAGES } from './domain/oidc.js';
export { eraseDueAccounts, type ErasurePorts } from './domain/deletion.js';
export { authSigningKey, composeAuthService } from './compose.js';
export { authEnvSchema, type AuthConfig } from './config.js';
