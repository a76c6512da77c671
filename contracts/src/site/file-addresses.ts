/**
 * A bundler's content hash in a file name ("main.3f9a1c2b.js", "123.3f9a1c2b7d.css"): such a
 * file never changes under its name. The server lets browsers keep it for a year; the service
 * worker serves it from its cache first.
 */
export const CONTENT_HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** A file's address: its last part has an extension (favicon.png). A page's address has none. */
export const FILE_ADDRESS = /\.[^/]*$/;
