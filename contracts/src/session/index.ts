export * from './session-length.js';
export * from './session-signal.js';
