// `npm run bench:first-load`: what Chromium fetches to show each page, measured in the browser.
// The built site runs on loopback (bench/lib/site.mjs); for /auth (signed out) and /, /search,
// /event-details, /photos, /admin (signed in), a fresh page is loaded with the cache off, and every
// script the page fetched before its own content was visible is listed with its gzip size (level
// 9, as `npm run size` counts) and where it came from (the shell or a section). `npm run size`
// computes the shell's first load from the chunk graph; this is the check that the graph and
// the browser agree. Writes bench/results-first-load.json (not committed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, log, repoRoot, requireBuilt, round, signUp, startSite } from './lib/site.mjs';

/** Each page and the element that says its own content is on screen. */
const pages = [
  { path: '/auth', ready: 'role=tab[name="Login"]', signedIn: false },
  { path: '/', ready: 'role=heading[name="Reunion Event Details"]', signedIn: true },
  { path: '/search', ready: 'role=heading[name="Find Classmates"]', signedIn: true },
  { path: '/event-details', ready: 'role=heading[name="Detailed Schedule"]', signedIn: true },
  { path: '/photos', ready: 'role=heading[name="Class of 2005J Photo Album"]', signedIn: true },
  { path: '/admin', ready: 'role=heading[name="Insights"]', signedIn: true },
];

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built file a script URL names: /x.js → shell/dist, /remotes/<name>/x.js → <name>/dist. */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/(mf-[a-z]+)\/(.+)$/.exec(pathname);
  return remote
    ? path.join(repoRoot, remote[1], 'dist', remote[2])
    : path.join(repoRoot, 'shell', 'dist', pathname.slice(1));
}

const gzipKiB = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

async function measure(context, url, page) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** @type {{ url: string, at: number }[]} */
  const scripts = [];
  const started = Date.now();
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), at: Date.now() - started });
  });
  await tab.goto(`${url}${page.path}`);
  await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
  const readyAt = Date.now() - started;
  const fcp = await tab.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await tab.close();
  const files = scripts
    .filter((script) => script.at <= readyAt)
    .map((script) => {
      const file = builtFile(script.url);
      return {
        url: new URL(script.url).pathname,
        from: path.relative(repoRoot, file).split(path.sep)[0],
        kib: round(gzipKiB(file)),
      };
    });
  /** @type {Record<string, number>} */
  const byPart = {};
  for (const file of files) byPart[file.from] = round((byPart[file.from] ?? 0) + file.kib);
  return {
    page: page.path,
    scripts: files.length,
    totalKiB: round(files.reduce((sum, file) => sum + file.kib, 0)),
    byPart,
    readyMs: readyAt,
    fcpMs: fcp === null ? null : Math.round(fcp),
    files,
  };
}

requireBuilt(['backend/dist/main.js', 'shell/dist/index.html']);
const site = await startSite();
const profileDir = fs.mkdtempSync(path.join(repoRoot, '.bench-chromium-'));
let context;
try {
  const cookies = await signUp(site.url);
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
  });
  const results = [];
  for (const page of pages) {
    await context.clearCookies();
    if (page.signedIn) {
      await context.addCookies(
        cookies.map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: site.url };
        }),
      );
    }
    const result = await measure(context, site.url, page);
    log(
      `${page.path}: ${result.totalKiB} KiB gzip in ${result.scripts} scripts ` +
        `(${Object.entries(result.byPart)
          .map(([part, kib]) => `${part} ${kib}`)
          .join(', ')}), content at ${result.readyMs} ms, FCP ${result.fcpMs} ms`,
    );
    results.push(result);
  }
  const out = path.join(repoRoot, 'bench', 'results-first-load.json');
  fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
  log(`written ${path.relative(repoRoot, out)}`);
} finally {
  await context?.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  await site.stop();
}
