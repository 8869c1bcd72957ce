export { createAuthApp, MIGRATIONS_DIR } from './app.js';
export type { AuthDeps } from './app.js';
