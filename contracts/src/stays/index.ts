export * from './town-stays.js';
export * from './stay-companions.js';
export * from './town-stays.schema.js';
