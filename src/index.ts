// Package root: classes and types only. Importing it registers nothing (see ./define.ts).
// The element class is exported from './element.js' so that this entry also loads in Node without a DOM.
export * from './engine/index.js';
