// The backend's own reads and encodings, from its build, for the bench's stand-in servers
// (baseline-server.mjs, stack-floor-server.mjs): their SQL and bodies are the site's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './site.mjs';

const fromBackend = (file) => import(pathToFileURL(path.join(repoRoot, 'backend/dist', file)).href);

/**
 * A signed-in request's one read: its unexpired session row (connect-pg-simple's own condition)
 * joined to the user the session names, every column, as the site's session store reads them
 * (backend/src/auth/session/session-store.ts). What both stand-ins do per request first.
 */
export const READ_SESSION_AND_USER_SQL = `SELECT s.sess, u.id, u.username, u.email, u.username_key,
    u.email_key, u.username_skeleton, u.email_confirmed_at, u.password_hash, u.created_at,
    u.updated_at
  FROM "session" s
  LEFT JOIN users u ON u.id = CASE
    WHEN s.sess #>> '{passport,user}' ~ '^[1-9][0-9]{0,8}$'
    THEN (s.sess #>> '{passport,user}')::int END
  WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

/** connect-pg-simple's clock for the `expire` check: whole seconds, rounded up. */
export const nowInSeconds = () => Math.ceil(Date.now() / 1000);

export const { toProfileView } = await fromBackend('profiles/profile-view.js');
export const { readProfileRow } = await fromBackend('profiles/profiles.repository.js');
export const { readDirectoryCards, readDirectoryVersion } = await fromBackend(
  'directory/directory.repository.js',
);
export const { encodeSnapshot, etagMatches } = await fromBackend('directory/directory-snapshot.js');
