export * from './rsvp-nudge-paths.js';
export * from './rsvp-nudges.schema.js';
