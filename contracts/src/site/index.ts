export * from './site-links.schema.js';
export * from './site-links-path.js';
