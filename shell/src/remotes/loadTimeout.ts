/**
 * How long a section may take to load before the error card shows (measured: a server that
 * accepts and never answers gave no error for over 70 s). In a file of its own, free of the
 * Module Federation runtime, so the browser tests can hold the built shell to it.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;
