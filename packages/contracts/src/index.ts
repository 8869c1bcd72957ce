export * from './envelope.js';
export * from './users.js';
export * from './auth.js';
export * from './correction.js';
export * from './jobs.js';
export * from './socket.js';
export * from './transcription.js';
export * from './essays.js';
