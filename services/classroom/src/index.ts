export { createClassroomApp, MIGRATIONS_DIR } from './app.js';
export type { ClassroomDeps } from './app.js';
