export { createProposalApp, MIGRATIONS_DIR } from './app.js';
export type { ProposalDeps } from './app.js';
export {
  classroomPort,
  transcriberPort,
  TRANSCRIBE_TIMEOUT_MS,
  type ClassroomPort,
  type TranscriberPort,
} from './domain/remote.js';
export { seedThemeBank, BANK_CREATOR_ID, type SeedResult } from './domain/bank.js';
export { seedEnemThemes, ENEM_THEMES, type EnemTheme } from './domain/enem.js';
export { composeProposalService } from './compose.js';
export { proposalEnvSchema, type ProposalConfig } from './config.js';
