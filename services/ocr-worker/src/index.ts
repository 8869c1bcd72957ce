// Package entry: the OCR engine (the queue worker's main.ts lives beside it).
export * from './engine/index.js';
