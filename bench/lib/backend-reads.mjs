// The backend's own reads and encodings, from its build, for the bench's stand-in servers
// (baseline-server.mjs, stack-floor-server.mjs): their SQL and bodies are the site's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './site.mjs';

const fromBackend = (file) => import(pathToFileURL(path.join(repoRoot, 'backend/dist', file)).href);

export const { toProfileView } = await fromBackend('profiles/profile-view.js');
export const { readProfileRow } = await fromBackend('profiles/profiles.repository.js');
export const { readDirectoryCards, readDirectoryVersion } = await fromBackend(
  'directory/directory.repository.js',
);
export const { encodeSnapshot, etagMatches } = await fromBackend('directory/directory-snapshot.js');
