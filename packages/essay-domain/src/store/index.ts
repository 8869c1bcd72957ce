/**
 * The essay store: every read and write of the essay schema (essay.*) and every essay status transition, as named
 * operations with typed rows. Each takes a Db — the pool, or the client of the caller's transaction. Only migrations
 * write essay.* otherwise (scripts/test/essay-store.test.ts keeps it so).
 */
export * from './db.js';
export * from './status.js';
export * from './essays.js';
export * from './corrections.js';
export * from './transcriptions.js';
export * from './appeals.js';
export * from './batches.js';
export * from './shares.js';
export * from './exports.js';
export * from './personal-data.js';
export * from './submissions.js';
export * from './credits.js';
export * from './grades.js';
export * from './integrity.js';
export * from './drafts.js';
export * from './inbox.js';
export * from './marks.js';
