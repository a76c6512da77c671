export * from './release-manifest.schema.js';
export * from './compatibility.js';
export * from './admin-remotes.schema.js';
