// `npm run size`: gzip budgets over the built files (run `npm run build` first); exits 1 when one
// is exceeded. What is measured (figures and targets: bench/RESULTS.md):
// - shell: the JS before the first paint of /auth — index.html's scripts plus the chunks listed in
//   shell/dist/first-load.json (written by tooling/rspack/first-load.mjs from the chunk graph).
// - each section page: the section's remoteEntry plus the exposed page's own sync chunks from
//   its mf-manifest.json, minus the shared singletons' chunks (the shell provides those).
// Budgets sit about 5% above the figures measured when they were set, so a regression fails;
// the targets (250 KiB shell, 60 KiB per section) are the goal, not yet the gate.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { remotes, repoRoot } from './parts.mjs';

/**
 * Budgets in KiB of gzip (level 9, as a server's static compression would send), per check:
 * the figures measured on 2026-11-22 plus about 5%.
 */
const budgets = {
  shell: 680, // measured 647.7
  'mf-directory ./FindClassmates': 78, // 74.5
  'mf-profile ./EditProfile': 82, // 78.2
  'mf-profile ./ProfileDetail': 78, // 74.0
  'mf-profile ./CreateProfile': 81, // 77.5
  'mf-event ./EventPage': 65, // 62.2
  'mf-event ./ClassGift': 35, // 33.4
  'mf-photos ./PhotoAlbum': 66, // 62.9
  'mf-insights ./Insights': 65, // 61.7
};

const kib = (bytes) => bytes / 1024;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function readJson(file) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @returns {{ name: string, budget: number, files: string[] }[]} */
function checks() {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => m[1]);
  const firstLoad = readJson(path.join(shellDist, 'first-load.json')).files;
  const shellFiles = [...new Set([...htmlScripts, ...firstLoad])];
  const result = [
    {
      name: 'shell (first load of /auth)',
      budget: budgets.shell,
      files: shellFiles.map((f) => path.join(shellDist, f)),
    },
  ];
  for (const remote of remotes) {
    const dist = path.join(repoRoot, remote, 'dist');
    const manifest = readJson(path.join(dist, 'mf-manifest.json'));
    const sharedFiles = new Set(manifest.shared.flatMap((s) => s.assets.js.sync));
    for (const expose of manifest.exposes) {
      const own = expose.assets.js.sync.filter((file) => !sharedFiles.has(file));
      const name = `${remote} ${expose.path}`;
      const budget = budgets[name];
      // A new exposed page must get a budget of its own rather than pass unmeasured.
      if (budget === undefined)
        throw new Error(`No size budget for ${name} (tooling/scripts/size.mjs)`);
      result.push({
        name,
        budget,
        files: [manifest.metaData.remoteEntry.name, ...own].map((f) => path.join(dist, f)),
      });
    }
  }
  return result;
}

let failed = 0;
for (const check of checks()) {
  const size = kib(check.files.reduce((sum, file) => sum + gzipSize(file), 0));
  const ok = size <= check.budget;
  if (!ok) failed += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${check.name.padEnd(36)} ${size.toFixed(1).padStart(7)} KiB gzip` +
      ` (budget ${check.budget} KiB, ${check.files.length} files)`,
  );
}
if (failed > 0) {
  console.error(`${failed} budget(s) exceeded (bench/RESULTS.md says what is measured).`);
  process.exit(1);
}
