export * from './site-links.schema.js';
export * from './reunion-facts.js';
export * from './file-addresses.js';
