export { createClassroomApp, MIGRATIONS_DIR, PROPOSAL_TIMEOUT_MS } from './app.js';
export type { ClassroomDeps } from './app.js';
export { composeClassroomService } from './compose.js';
export { classroomEnvSchema, type ClassroomConfig } from './config.js';
