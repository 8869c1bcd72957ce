export { createEssayApp, MIGRATIONS_DIR } from './app.js';
export type { EssayDeps } from './app.js';
export { createQueues } from './queues.js';
export { classroomPort, creditsPort, proposalsPort, PROPOSALS_TIMEOUT_MS, usersPort, type ActivityContext, type ClassroomPort, type ProposalsPort } from './ports.js';
export { parseAnalysis, renderReport } from './domain/pdf.js';
export { reconcileStuckJobs } from './domain/reconcile.js';
export { applyCompetencyGrade } from './domain/appeals.js';
