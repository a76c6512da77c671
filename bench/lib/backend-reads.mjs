// The backend's own reads and encodings, from its build, for the bench's stand-in servers
// (baseline-server.mjs, stack-floor-server.mjs): their SQL and bodies are the site's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './site.mjs';

const fromBackend = (file) => import(pathToFileURL(path.join(repoRoot, 'backend/dist', file)).href);

/**
 * The signed-in user's read, every column as the site's SignedInGuard reads them: what both
 * stand-ins do per request after the session.
 */
export const READ_USER_SQL =
  'SELECT id, username, email, username_key, email_key, username_skeleton, email_confirmed_at, password_hash, created_at, updated_at FROM users WHERE id = $1';

export const { toProfileView } = await fromBackend('profiles/profile-view.js');
export const { readProfileRow } = await fromBackend('profiles/profiles.repository.js');
export const { readDirectoryCards, readDirectoryVersion } = await fromBackend(
  'directory/directory.repository.js',
);
export const { encodeSnapshot, etagMatches } = await fromBackend('directory/directory-snapshot.js');
