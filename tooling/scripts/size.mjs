// `npm run size`: gzip budgets over the built files (run `npm run build` first); exits 1 when one
// is exceeded. What is measured (figures: bench/RESULTS.md, "First load"):
// - the shell on /auth: the JS React needs to take over the page the server drew, and the JS
//   until the sign-in form is live (shell/dist/first-load.json, written by
//   tooling/rspack/first-load.mjs from the chunk graph). Neither delays the first paint any
//   more: the HTML carries the page; they delay what a tap does and load the phone's CPU.
// - the shell's antd stylesheet, which every page links and a first visit's first paint waits
//   for (bench/RESULTS.md, "antd styles as a stylesheet").
// - each section page: the section's remoteEntry plus the exposed page's own sync chunks from
//   its mf-manifest.json (what the shell provides is the shell's, not the section's).
// No script of any of them may hold zod, and no script at all, lazy chunks included, all of zod
// (size-checks.mjs, zodMarks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { remotes, repoRoot } from './parts.mjs';
import { scriptsMarked, sectionChecks, shellChecks, verdict, zodMarks } from './size-checks.mjs';

function readJson(file) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @returns {import('./size-checks.mjs').SizeCheck[]} */
function checks() {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const result = shellChecks(
    shellDist,
    fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8'),
    readJson(path.join(shellDist, 'first-load.json')),
  );
  for (const remote of remotes) {
    const dist = path.join(repoRoot, remote, 'dist');
    result.push(...sectionChecks(remote, dist, readJson(path.join(dist, 'mf-manifest.json'))));
  }
  return result;
}

let failed = 0;
for (const check of checks()) {
  const files = check.files.map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));
  const { ok, line } = verdict(
    check,
    files.reduce((sum, { source }) => sum + zlib.gzipSync(source, { level: 9 }).length, 0),
    scriptsMarked(
      zodMarks.any,
      files.filter(({ file }) => file.endsWith('.js')),
    ),
  );
  if (!ok) failed += 1;
  console.log(line);
}
// Every script the browser may load, lazy chunks included: none may hold all of zod.
const builtScripts = ['shell', ...remotes].flatMap((app) => {
  const dist = path.join(repoRoot, app, 'dist');
  return fs
    .readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dist, name));
});
const wholeZod = scriptsMarked(
  zodMarks.whole,
  builtScripts.map((file) => ({ file, source: fs.readFileSync(file, 'utf8') })),
);
for (const file of wholeZod) {
  failed += 1;
  console.log(
    `FAIL ${path.relative(repoRoot, file)} holds all of zod, every locale: its namespace is used as a value somewhere`,
  );
}
if (wholeZod.length === 0)
  console.log(`ok   no script holds all of zod (${builtScripts.length} scripts)`);
if (failed > 0) {
  console.error(`${failed} check(s) failed (bench/RESULTS.md says what is measured).`);
  process.exit(1);
}
