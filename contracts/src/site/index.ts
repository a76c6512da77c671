export * from './site-links.schema.js';
