// `npm run dev`: the backend, the shell's dev server and every section's, all hot-reloading;
// open http://127.0.0.1:3100.
// `npm run dev -w mf-photos` (or `npm run dev -- mf-photos`): only that section's dev server,
// mounted in the real shell the backend serves (http://localhost:3000): the backend is started
// if it is not running, and told through DATA_DIR/dev-remotes.json to hand the shell this
// section's dev manifest. The other sections keep their builds (or releases); none is built.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { devPorts } from '../rspack/create-config.mjs';
import { buildParts, isStale } from './build-parts.mjs';
import { devPlan, partsForBackend } from './dev-plan.mjs';
import { addDevRemotes, removeDevRemotes } from './dev-remotes-file.mjs';
import { parts, remotes, repoRoot } from './parts.mjs';

const { everything, sections, unknown } = devPlan(process.argv.slice(2), remotes);
if (unknown.length > 0) {
  console.error(`[dev] unknown section(s): ${unknown.join(', ')}. Sections: ${remotes.join(', ')}`);
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);
const apiUrl = process.env.API_URL || `http://127.0.0.1:${port}`;
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR || '.data');
const children = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
/** Polls `url` for up to `seconds`; bounded so a broken server fails the script, not hangs it. */
async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(url)) return true;
    await sleep(250);
  }
  return false;
}

function start(label, command, args, cwd) {
  const env = { ...process.env, API_URL: apiUrl };
  // Mounted in the built shell (production React): see create-config.mjs.
  if (!everything && label !== 'backend') env.REUNION_DEV_IN_BUILT_SHELL = '1';
  const child = spawn(command, args, { cwd, stdio: 'inherit', env });
  child.on('exit', (code) => {
    if (!stopping) console.error(`[dev] ${label} stopped (${code}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  removeDevRemotes(dataDir, sections);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

// The backend: reuse a running one (`npm start` in another terminal), else start it. Only the
// parts it needs are built: contracts, itself, and the shell it serves in one-section mode.
if (!(await answers(`${apiUrl}/health/live`))) {
  const stale = parts.filter(
    (part) => partsForBackend(everything).includes(part.name) && isStale(part),
  );
  if (stale.length > 0) {
    console.log(`[dev] building ${stale.map((part) => part.name).join(', ')}…`);
    await buildParts(stale);
  }
  start('backend', process.execPath, [path.join(repoRoot, 'backend/dist/main.js')], repoRoot);
  if (!(await waitFor(`${apiUrl}/health/live`, 60))) {
    console.error(`[dev] the backend did not answer on ${apiUrl}`);
    stop(1);
  }
}

const rspack = path.join(repoRoot, 'node_modules/.bin/rspack');
if (everything) start('shell', rspack, ['serve'], path.join(repoRoot, 'shell'));
for (const name of sections) start(name, rspack, ['serve'], path.join(repoRoot, name));

const manifests = Object.fromEntries(
  sections.map((name) => [name, `http://127.0.0.1:${devPorts[name]}/mf-manifest.json`]),
);
for (const [name, url] of Object.entries(manifests)) {
  if (!(await waitFor(url, 180))) {
    console.error(`[dev] ${name}'s dev server did not serve ${url}`);
    stop(1);
  }
}
addDevRemotes(dataDir, manifests);
const site = everything ? `http://127.0.0.1:${devPorts.shell}` : `http://localhost:${port}`;
console.log(
  `\n[dev] ready: open ${site} — ${sections.join(', ')} from their dev servers (Ctrl-C stops)\n`,
);
