export { createClassroomApp, MIGRATIONS_DIR, PROPOSAL_TIMEOUT_MS } from './app.js';
export type { ClassroomDeps } from './app.js';
