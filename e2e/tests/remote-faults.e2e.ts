import { albumMessages } from '@reunion/contracts';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../shell/src/remotes/loadTimeout';
import { registerAccount } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { createRemoteServer, type RemoteServer } from '../support/remote-server';
import { repoRoot, startSite, type Site } from '../support/site';

/**
 * Sections served from their own origin (REMOTES pointing at absolute URLs), by real servers on
 * loopback that are stopped, hung and brought back: the shell shows its error card within its
 * load timeout, the rest of the site keeps working, and "Try again" loads the section once its
 * server is back, without reloading the page.
 */
let photos: RemoteServer;
let directory: RemoteServer;
let site: Site;
let browser: Browser;
let page: Page;

/** Time for the page and the runtime around the loader's own timeout, on a loaded 2-core machine. */
const SLACK_MS = 5_000;

beforeAll(async () => {
  photos = await createRemoteServer(path.join(repoRoot, 'mf-photos/dist'));
  directory = await createRemoteServer(path.join(repoRoot, 'mf-directory/dist'));
  site = await startSite({
    env: {
      REMOTES: JSON.stringify({
        'mf-photos': photos.manifestUrl,
        'mf-directory': directory.manifestUrl,
      }),
    },
  });
  browser = await openBrowser();
  page = browser.page;
  await registerAccount(page, site, { email: 'ada@class2005.test', password: 'secret-1' });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await photos?.stop();
  await directory?.stop();
});

const errorCard = () => page.getByTestId('remote-error');
const tryAgain = () => errorCard().getByRole('button', { name: 'Try again' });

/** Marks the document, so a later check can tell a full reload (marker gone) from none. */
async function markDocument(): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
}

const sameDocument = () =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Milliseconds from now until the error card is visible. */
async function timeToErrorCard(start: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await start();
  await errorCard().waitFor({ timeout: REMOTE_LOAD_TIMEOUT_MS + SLACK_MS });
  return Date.now() - started;
}

test('the page allows scripts and manifests from the sections served elsewhere', async () => {
  const response = await fetch(`${site.url}/photos`, { headers: { accept: 'text/html' } });
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  for (const server of [photos, directory]) {
    expect(directive('script-src')).toContain(server.origin);
    expect(directive('connect-src')).toContain(server.origin);
  }
});

test('a section whose server is down shows the error card at once; Try again loads it once it is up', async () => {
  // Nothing listens on the album's port: the connection is refused.
  const elapsed = await timeToErrorCard(() => page.goto(`${site.url}/photos`));
  console.info(`remote down: error card after ${elapsed} ms`);
  // A refused connection is an error, not a wait (measured: under half a second).
  expect(elapsed).toBeLessThan(REMOTE_LOAD_TIMEOUT_MS);
  await errorCard().getByText('It could not be reached or failed to start.').waitFor();
  await markDocument();

  // The rest of the site works: the header takes us to another section and back.
  await page.getByRole('banner').getByRole('link', { name: 'Event Details' }).first().click();
  await page.getByRole('heading', { level: 1, name: '20-Year Reunion' }).waitFor();
  await page.goBack();
  await tryAgain().waitFor();

  await photos.up('serve');
  await tryAgain().click();
  await page.getByRole('heading', { level: 1, name: albumMessages.title, exact: true }).waitFor();
  expect(await sameDocument()).toBe(true);
  expect(photos.served).toContain('/mf-manifest.json?retry=1');
  expect(photos.served.some((url) => url.startsWith('/remoteEntry'))).toBe(true);
});

test('a section whose server accepts and never answers shows the error card at its timeout; the site works meanwhile', async () => {
  await directory.up('hang');
  await page.goto(`${site.url}/`);
  await markDocument();

  // While the directory hangs, another section loads in the same page.
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).first().click();
  await page.getByTestId('remote-skeleton').waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Event Details' }).first().click();
  await page.getByRole('heading', { level: 1, name: '20-Year Reunion' }).waitFor();
  expect(directory.held()).toBeGreaterThan(0);

  const elapsed = await timeToErrorCard(() =>
    page.getByRole('banner').getByRole('link', { name: 'Search' }).first().click(),
  );
  console.info(`remote hung: error card after ${elapsed} ms (timeout ${REMOTE_LOAD_TIMEOUT_MS})`);
  // It is the loader's timeout that ended the wait, not an early failure.
  expect(elapsed).toBeGreaterThanOrEqual(REMOTE_LOAD_TIMEOUT_MS - 1_000);
  await errorCard().getByText('It is taking too long to answer.').waitFor();

  // Back, with the hung connections still open: the retry does not wait behind them.
  directory.setMode('serve');
  const retried = Date.now();
  await tryAgain().click();
  await page.getByRole('heading', { level: 1, name: 'Find Classmates', exact: true }).waitFor();
  console.info(`remote hung: loaded ${Date.now() - retried} ms after Try again`);
  expect(directory.held()).toBeGreaterThan(0);
  expect(await sameDocument()).toBe(true);
}, 90_000);

test('a section whose entry script never arrives shows the error card; the retry is not stuck behind that script', async () => {
  // The manifest answers, the script it names is held open forever.
  // Up whether or not an earlier test brought it up: this test runs alone too.
  await photos.up('hang-entry');
  const servedBefore = photos.served.length;
  const elapsed = await timeToErrorCard(() => page.goto(`${site.url}/photos`));
  console.info(`remote entry hung: error card after ${elapsed} ms`);
  expect(elapsed).toBeGreaterThanOrEqual(REMOTE_LOAD_TIMEOUT_MS - 1_000);
  expect(photos.held()).toBeGreaterThan(0);
  await markDocument();

  photos.setMode('serve');
  const retried = Date.now();
  await tryAgain().click();
  await page.getByRole('heading', { level: 1, name: albumMessages.title, exact: true }).waitFor();
  console.info(`remote entry hung: loaded ${Date.now() - retried} ms after Try again`);
  expect(await sameDocument()).toBe(true);
  // The retry asked for the entry script anew rather than waiting on the held request.
  const servedNow = photos.served.slice(servedBefore);
  expect(servedNow.some((url) => /^\/remoteEntry[^/]*\.js\?retry=1$/.test(url))).toBe(true);
}, 90_000);

test("a section whose pages' code never arrives shows the error card; Try again asks for that code anew", async () => {
  // The manifest and the entry answer; the page's chunks are held open forever.
  await photos.up('hang-chunks');
  const elapsed = await timeToErrorCard(() => page.goto(`${site.url}/photos`));
  console.info(`remote chunks hung: error card after ${elapsed} ms`);
  expect(photos.held()).toBeGreaterThan(0);
  await markDocument();

  photos.setMode('serve');
  const servedBefore = photos.served.length;
  const retried = Date.now();
  await tryAgain().click();
  // Before: the retried entry's runtime asked for the very addresses that hung, the browser
  // handed it those requests, and the card came back 15 s later.
  await page.getByRole('heading', { level: 2, name: 'Class Photos' }).waitFor();
  console.info(`remote chunks hung: loaded ${Date.now() - retried} ms after Try again`);
  expect(await sameDocument()).toBe(true);
  const servedNow = photos.served.slice(servedBefore);
  expect(
    servedNow.some((url) => /^\/__federation_expose_PhotoAlbum[^/]*\.js\?retry=1-0$/.test(url)),
  ).toBe(true);
}, 90_000);
