// Shared by the essay service and its workers (correction, OCR): never one service importing another.
export * from './ports.js';
export * from './images.js';
export * from './store/index.js';
