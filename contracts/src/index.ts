export * from './auth.js';
export * from './user.js';
export * from './remotes.js';
