import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { versionOfManifestUrl } from '@reunion/contracts';
import { runningEmbeddedPostgresUrl } from '../../backend/src/database/running-postgres-url';
import { registerAccount } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { ALBUM_INTRO, ALBUM_PAGE, withEditedSource } from '../support/edited-release';
import { runRepoScript } from '../support/repo-script';
import { startSite, type Site } from '../support/site';

// Canary releases (docs/sections.md, "Canary releases") in Chromium against the built site: a
// release of the album offered to half the visitors, each visitor a fresh visitor cookie on the
// same signed-in member. Judged after 4 visitors (CANARY_MIN_LOADS) and promotable at once.

const HEALTHY = 'Canary 7.8.1 says hello.';
const BROKEN = 'Canary 7.8.0 broke on mount';

let site: Site;
/** A second backend on the first one's PostgreSQL and releases, as a replica behind a proxy. */
let replica: Site;
let browser: Browser;
let page: Page;
let scratch: string;
let releasesDir: string;

const run = (script: string, args: string[]) =>
  runRepoScript(script, args, { dataDir: site.dataDir, releasesDir }, 180_000);

/** Releases the album with `replacement` for its intro line. */
function releaseAlbum(version: string, replacement: string): void {
  withEditedSource(ALBUM_PAGE, ALBUM_INTRO, replacement, () =>
    run('tooling/scripts/release.mjs', ['mf-photos', '--version', version]),
  );
}

/** A new visitor: the same member, without the visitor cookie the site gave the last one. */
async function newVisitor(): Promise<void> {
  await browser.context.clearCookies({ name: 'reunion.visitor' });
}

/** The album's version this visitor is handed (the registry, as the shell reads it). */
async function handedVersion(): Promise<string> {
  const url = await page.evaluate(async () => {
    const registry = (await (await fetch('/api/remotes')).json()) as Record<string, string>;
    return registry['mf-photos'] ?? '';
  });
  return versionOfManifestUrl(url);
}

/** Opens the album and waits until it has either shown its intro or its error card. */
async function openAlbum(): Promise<'intro' | 'error'> {
  await page.goto(`${site.url}/photos`);
  const intro = page.locator('#photo-album-title');
  const error = page.getByTestId('remote-error');
  await intro.or(error).first().waitFor({ timeout: 20_000 });
  // The beacon leaves once the page mounted: give it its moment before the next visitor.
  await page.waitForTimeout(300);
  return (await error.isVisible()) ? 'error' : 'intro';
}

/** `npm run remotes -- canaries`: the running canaries and how the last ones ended. */
const canaries = () => run('backend/scripts/remotes.mjs', ['canaries']);

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-canary-'));
  releasesDir = path.join(scratch, 'releases');
  const siteEnv = {
    RELEASES_DIR: releasesDir,
    CANARY_MIN_LOADS: '4',
    CANARY_MARGIN_PERCENT: '5',
    CANARY_WINDOW_MINUTES: '0',
    // Every visitor here is one member on 127.0.0.1.
    RATE_LIMIT_CANARY_VISITORS_PER_IP: '1000',
    RATE_LIMIT_CANARY_FAILURES_PER_IP: '1000',
    RATE_LIMIT_CANARY_VISITORS_PER_MEMBER: '1000',
    RATE_LIMIT_CANARY_FAILURES_PER_MEMBER: '1000',
  };
  site = await startSite({ env: siteEnv });
  const databaseUrl = runningEmbeddedPostgresUrl(site.dataDir);
  if (!databaseUrl) throw new Error('the first site has no running PostgreSQL');
  replica = await startSite({ databaseUrl, env: siteEnv });
  browser = await openBrowser();
  page = browser.page;
  await registerAccount(page, site, { email: 'visitor@class2005.test', password: 'secret-1' });
  releaseAlbum('7.8.0', `{(() => { throw new Error('${BROKEN}'); })()}`);
  releaseAlbum('7.8.1', HEALTHY);
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await replica?.stop();
  await site?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('a canary that throws on mount is rolled back by itself; visitors on the active version never see it', async () => {
  run('backend/scripts/remotes.mjs', ['canary', 'mf-photos', '7.8.0', '50']);
  const seen: { version: string; shown: string }[] = [];
  for (let visit = 0; visit < 40 && seen.filter((s) => s.version === '7.8.0').length < 4; visit++) {
    await newVisitor();
    await page.goto(`${site.url}/`);
    const version = await handedVersion();
    seen.push({ version, shown: await openAlbum() });
  }
  const canary = seen.filter((s) => s.version === '7.8.0');
  const active = seen.filter((s) => s.version === 'default');
  jestExpect(canary).toHaveLength(4);
  jestExpect(canary.every((s) => s.shown === 'error')).toBe(true);
  jestExpect(active.every((s) => s.shown === 'intro')).toBe(true);

  // The fourth failure rolled it back: the same visitor gets the active album on reload.
  jestExpect(await handedVersion()).toBe('default');
  jestExpect(await openAlbum()).toBe('intro');
  const listed = canaries();
  jestExpect(listed).toMatch(/No canary running/);
  jestExpect(listed).toMatch(/mf-photos 7\.8\.0 rolled back by the judge/);
}, 180_000);

test('a visitor keeps their version across reloads and replicas, and a flood of fake failures rolls nothing back', async () => {
  run('backend/scripts/remotes.mjs', ['canary', 'mf-photos', '7.8.1', '50']);
  let version = 'default';
  for (let visit = 0; visit < 40 && version !== '7.8.1'; visit++) {
    await newVisitor();
    await page.goto(`${site.url}/`);
    version = await handedVersion();
  }
  jestExpect(version).toBe('7.8.1');
  for (let reload = 0; reload < 3; reload++) {
    await page.reload();
    jestExpect(await handedVersion()).toBe('7.8.1');
  }
  // The other replica (the same host, so the same cookies) hands the same visitor the same.
  await page.goto(`${replica.url}/photos`);
  jestExpect(await handedVersion()).toBe('7.8.1');
  await page.getByText(HEALTHY).waitFor();
  // 60 failure reports: 30 beacons from this visitor, 30 from visitors the site never signed
  // (with this member's session), and 30 from no one signed in.
  const failed = JSON.stringify({ section: 'mf-photos', version: '7.8.1', outcome: 'failed' });
  const beacons = await page.evaluate(async (body) => {
    let sent = 0;
    for (let i = 0; i < 30; i++)
      if (
        navigator.sendBeacon('/api/remotes/loads', new Blob([body], { type: 'application/json' }))
      )
        sent++;
    return sent;
  }, failed);
  jestExpect(beacons).toBe(30);
  const session = (await browser.context.cookies())
    .filter(({ name }) => name !== 'reunion.visitor')
    .map(({ name, value }) => `${name}=${value}`);
  const forge = (cookies: string[]) =>
    fetch(`${site.url}/api/remotes/loads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; ') },
      body: failed,
    });
  for (let i = 0; i < 30; i++) {
    const visitor = `reunion.visitor=s%3Amade-up-${i}.forged`;
    jestExpect((await forge([...session, visitor])).status).toBe(200);
    jestExpect((await forge([visitor])).status).toBe(401);
  }
  await page.waitForTimeout(1000);
  const listed = canaries();
  jestExpect(listed).toMatch(/mf-photos: 7\.8\.1 to 50 %/);
  jestExpect(listed).toMatch(/canary 1\/1 failed/);
}, 180_000);

test('a healthy canary is promoted by the team: every visitor gets it', async () => {
  // Healthy visitors report their loads (4 are judged; the window is 0: promotable at once).
  for (let visit = 0, healthy = 0; visit < 40 && healthy < 4; visit++) {
    await newVisitor();
    await page.goto(`${site.url}/`);
    if ((await handedVersion()) === '7.8.1' && (await openAlbum()) === 'intro') healthy++;
  }
  jestExpect(canaries()).toMatch(/mf-photos: 7\.8\.1 to 50 %/);
  jestExpect(run('backend/scripts/remotes.mjs', ['promote', 'mf-photos'])).toMatch(
    /active version/,
  );
  for (let visit = 0; visit < 3; visit++) {
    await newVisitor();
    await page.goto(`${site.url}/photos`);
    await page.getByText(HEALTHY).waitFor();
  }
  jestExpect(canaries()).toMatch(/mf-photos 7\.8\.1 promoted by cli:/);
}, 180_000);
