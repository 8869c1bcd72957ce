export { createProposalApp, MIGRATIONS_DIR } from './app.js';
export type { ProposalDeps } from './app.js';
export { classroomPort, type ClassroomPort } from './domain/remote.js';
