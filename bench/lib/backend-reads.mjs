// The backend's own reads and encodings, from its build, for the bench's stand-in servers
// (baseline-server.mjs, stack-floor-server.mjs): their SQL and bodies are the site's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './site.mjs';

const fromBackend = (file) => import(pathToFileURL(path.join(repoRoot, 'backend/dist', file)).href);

export const { sessionAndUserStatement, sessionClock } = await fromBackend(
  'auth/session/session-read.js',
);
/** Prepared as the site prepares its signed-in reads: the stand-ins do the same database work. */
export const { runPrepared, typeormPool } = await fromBackend('database/prepared-statement.js');
/** The site's keeping of the user read with a session, for the floor's store and deserializer. */
export const { keepUserReadWithSession, userReadWithSession } = await fromBackend(
  'auth/session/user-read-with-session.js',
);
/**
 * A signed-in request's one read, the site's own statement: the session and the user it names,
 * every column (the baseline uses only the id). What both stand-ins do per request first.
 */
export const READ_SESSION_AND_USER = sessionAndUserStatement(
  'u.id, u.username, u.email, u.username_key, u.email_key, u.username_skeleton, u.email_confirmed_at, u.password_hash, u.created_at, u.updated_at',
);

export const { toProfileView } = await fromBackend('profiles/profile-view.js');
export const { PROFILE_BY_ID, readProfileRow } = await fromBackend(
  'profiles/profiles.repository.js',
);
export const { DIRECTORY_VERSION, readDirectoryCards, readDirectoryVersion } = await fromBackend(
  'directory/directory.repository.js',
);
export const { encodeSnapshot, etagMatches } = await fromBackend('directory/directory-snapshot.js');
