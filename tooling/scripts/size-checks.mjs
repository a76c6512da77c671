// What `npm run size` (size.mjs) measures and how it judges it, from the built files' lists:
// which files make up each page's load, against which budget.
import path from 'node:path';

/**
 * Budgets in KiB of gzip (level 9, as a server's static compression would send). The sections'
 * 60 KiB is issue 9's target; the shell's are their figures when set (hydration 2026-11-25,
 * the sign-in form 2026-11-23) plus about 5%, so neither grows unseen.
 */
export const SECTION_PAGE = 60;
export const budgets = {
  shellHydration: 275,
  shellSignInForm: 355,
  // Render-blocking on a first visit (cached after): every page's first paint waits for it.
  antdStylesheet: 48,
};

/** @typedef {{ name: string, budget: number, files: string[] }} SizeCheck */

/** The scripts a page's HTML loads, as paths relative to the folder it is served from. */
export function scriptsOf(html) {
  return [...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => m[1]);
}

/** The antd stylesheet index.html links (tooling/rspack/antd-stylesheet.mjs). */
export function antdStylesheetOf(html) {
  const link = /<link href="\/(antd\.[0-9a-f]{8}\.css)" rel="stylesheet">/.exec(html);
  if (!link?.[1]) throw new Error('index.html links no antd stylesheet: run `npm run build`');
  return link[1];
}

/**
 * The shell's checks on /auth: the HTML's scripts plus the chunks first-load.json lists for
 * hydration and for the sign-in form (tooling/rspack/first-load.mjs), each file once; and the
 * antd stylesheet every page links.
 * @param {string} shellDist
 * @param {string} html shell/dist/index.html
 * @param {{ hydration: string[], signInForm: string[] }} firstLoad
 * @returns {SizeCheck[]}
 */
export function shellChecks(shellDist, html, firstLoad) {
  const htmlScripts = scriptsOf(html);
  /** @param {string[]} files */
  const inShell = (files) =>
    [...new Set([...htmlScripts, ...files])].map((f) => path.join(shellDist, f));
  return [
    {
      name: 'shell: /auth, hydration',
      budget: budgets.shellHydration,
      files: inShell(firstLoad.hydration),
    },
    {
      name: 'shell: /auth, sign-in form usable',
      budget: budgets.shellSignInForm,
      files: inShell(firstLoad.signInForm),
    },
    {
      name: 'shell: antd stylesheet',
      budget: budgets.antdStylesheet,
      files: [path.join(shellDist, antdStylesheetOf(html))],
    },
  ];
}

/**
 * One check per page a section exposes: its remoteEntry plus the page's own sync chunks from
 * its mf-manifest.json; the shared singletons' chunks are the shell's to load, not the section's.
 * @param {string} remote
 * @param {string} dist
 * @param {{ metaData: { remoteEntry: { name: string } }, shared: { assets: { js: { sync: string[] } } }[], exposes: { path: string, assets: { js: { sync: string[] } } }[] }} manifest
 * @returns {SizeCheck[]}
 */
export function sectionChecks(remote, dist, manifest) {
  const sharedFiles = new Set(manifest.shared.flatMap((s) => s.assets.js.sync));
  return manifest.exposes.map((expose) => ({
    name: `${remote} ${expose.path}`,
    budget: SECTION_PAGE,
    files: [
      manifest.metaData.remoteEntry.name,
      ...expose.assets.js.sync.filter((file) => !sharedFiles.has(file)),
    ].map((f) => path.join(dist, f)),
  }));
}

/**
 * How a built script shows that it holds zod, by what minifying leaves as it is:
 * - `any`: zod's core keeps each schema's internals under `_zod`. No first load may hold zod: it
 *   was the largest module a page evaluated, and no first screen needs it (README, "Pages
 *   rendered on the server", Decision 5). Importing anything from a module that builds a schema
 *   at its top brings it back.
 * - `whole`: a phrase of its Dutch locale (plain ASCII), standing for all of its locales. No
 *   script at all, lazy chunks included, may hold it: zod's namespace used as a value (`{ z }`
 *   handed around) keeps the whole of zod, which made a lazy chunk of 92 KiB gzip where the
 *   builders a page calls weigh 28 (bench/RESULTS.md, "The field table without zod").
 */
export const zodMarks = { any: /\._zod\b/, whole: /Ongeldige invoer/ };

/**
 * The files of the scripts whose source matches `mark`.
 * @param {RegExp} mark
 * @param {{ file: string, source: string }[]} scripts
 */
export function scriptsMarked(mark, scripts) {
  return scripts.filter((script) => mark.test(script.source)).map((script) => script.file);
}

/**
 * Whether a check's files, `bytes` of gzip together, are within its budget and free of zod, and
 * its report line.
 * @param {SizeCheck} check
 * @param {number} bytes
 * @param {string[]} [withZod] the check's files that hold zod (zodMarks.any)
 */
export function verdict(check, bytes, withZod = []) {
  const size = bytes / 1024;
  const ok = size <= check.budget && withZod.length === 0;
  const zod =
    withZod.length > 0 ? `, loads zod: ${withZod.map((f) => path.basename(f)).join(' ')}` : '';
  return {
    ok,
    line:
      `${ok ? 'ok  ' : 'FAIL'} ${check.name.padEnd(36)} ${size.toFixed(1).padStart(7)} KiB gzip` +
      ` (budget ${check.budget} KiB, ${check.files.length} files${zod})`,
  };
}
