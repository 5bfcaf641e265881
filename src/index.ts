// Package root: classes and types only. Importing it registers nothing (see ./define.ts).
export * from './engine/index.js';
