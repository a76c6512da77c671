export * from './release-manifest.schema.js';
export * from './compatibility.js';
export * from './admin-remotes.schema.js';
export * from './canary.schema.js';
export * from './canary-judge.js';
export * from './manifest-version.js';
