// DATA_DIR/dev-remotes.json: the sections served by local dev servers right now. The backend
// reads it on every GET /api/remotes (outside production), so the real shell loads those
// sections from their dev servers with no backend restart (backend/src/remotes/dev-remotes.ts).
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} dataDir */
const fileIn = (dataDir) => path.join(dataDir, 'dev-remotes.json');

/** @param {string} dataDir @returns {Record<string, string>} */
function read(dataDir) {
  try {
    return JSON.parse(fs.readFileSync(fileIn(dataDir), 'utf8'));
  } catch {
    return {};
  }
}

/** @param {string} dataDir @param {Record<string, string>} entries */
export function addDevRemotes(dataDir, entries) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileIn(dataDir), JSON.stringify({ ...read(dataDir), ...entries }, null, 2));
}

/** Removes `names`, and the file once empty, so the built or released sections return. */
export function removeDevRemotes(dataDir, names) {
  const left = read(dataDir);
  for (const name of names) delete left[name];
  if (Object.keys(left).length === 0) fs.rmSync(fileIn(dataDir), { force: true });
  else fs.writeFileSync(fileIn(dataDir), JSON.stringify(left, null, 2));
}
