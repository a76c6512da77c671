import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  callApi,
  createProfile,
  registerAccount,
  logOutFromMenu,
  signIn,
} from '../support/accounts';
import { profileBody } from '../support/profiles';
import { openBrowser, type Browser } from '../support/browser';
import { startHoldingProxy, type HoldingProxy } from '../support/holding-proxy';
import { keptAddresses, keptBeyondPublicFiles, programmeKept } from '../support/offline-copies';
import { repoRoot, startSite, type Site } from '../support/site';

// The programme on the day, with no signal (docs/offline.md): after one signed-in visit
// /event-details opens offline, from the copy the service worker kept; logging out deletes it.

let site: Site;
let browser: Browser;
let page: Page;
const account = { email: 'offline@class2005.test', password: 'secret-1-long' };

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser({ mobile: true, viewport: { width: 360, height: 740 } });
  page = browser.page;
  await registerAccount(page, site, account);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const offlineNote = () => page.getByRole('status').filter({ hasText: 'No connection' });

test('one signed-in visit keeps the programme; offline it opens with a note of when', async () => {
  // Other pages register no service worker (docs/offline.md).
  await page.goto(`${site.url}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  jestExpect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([]);

  await page.goto(`${site.url}/event-details`);
  await page.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
  await programmeKept(page);
  // Online the page is the network's: no note.
  jestExpect(await offlineNote().count()).toBe(0);

  await browser.context.setOffline(true);
  try {
    await page.goto(`${site.url}/event-details`);
    await offlineNote().waitFor();
    jestExpect(await offlineNote().textContent()).toMatch(
      /as this device kept it on [A-Z][a-z]+ \d{1,2} at \d{2}:\d{2}/,
    );
    // The schedule, the venues and their addresses, and who to ask.
    for (const text of [
      'Welcome Reception and Dinner',
      'Campus Tour',
      'Boulevard de Constance, 77300 Fontainebleau',
      'Reunion secretariat',
      '+33 1 99 00 20 05',
    ])
      await page.getByText(text).first().waitFor();

    // The calendar file is written in the browser: it downloads with no network.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' }).click(),
    ]);
    const ics = fs.readFileSync(await download.path(), 'utf8');
    jestExpect(ics).toContain('BEGIN:VCALENDAR');
    jestExpect(ics).toContain('SUMMARY:Welcome Reception and Dinner');
  } finally {
    await browser.context.setOffline(false);
  }
});

/** The shell's chunks of antd's Drawer, which the phone's menu is drawn with (first-load.json). */
function drawerFiles(): string[] {
  const firstLoad = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'shell/dist/first-load.json'), 'utf8'),
  ) as { shares: Record<string, string[]> };
  const files = firstLoad.shares['antd/es/drawer'] ?? [];
  if (files.length === 0) throw new Error('first-load.json names no chunk for antd/es/drawer');
  return files;
}

/** Waits until the worker has written every file of its keep: the kept list stops growing. */
async function keptSettled(at: Page): Promise<void> {
  let before = -1;
  let now = (await keptAddresses(at)).length;
  while (now !== before) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    before = now;
    now = (await keptAddresses(at)).length;
  }
}

test("offline on a phone, the kept programme's menu opens: its links, and Logout; the programme stays whole down to its end", async () => {
  // A phone that never opened the menu online: nothing of it in the browser's own cache either.
  const phone = await openBrowser({ mobile: true, viewport: { width: 360, height: 740 } });
  const at = phone.page;
  try {
    await registerAccount(at, site, {
      email: 'offline.menu@class2005.test',
      password: 'secret-1-long',
    });
    await at.goto(`${site.url}/event-details`);
    await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
    await programmeKept(at);
    // Before: never kept, the menu's code not being among the files the page had loaded. (Some
    // of the chunks the build lists for the Drawer may come with the page's own.)
    const drawer = drawerFiles();
    const keptDrawer = async () =>
      (await keptAddresses(at)).filter((entry) =>
        drawer.some((file) => entry.endsWith(`/${file}`)),
      );
    const deadline = Date.now() + 15_000;
    while ((await keptDrawer()).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    jestExpect(await keptDrawer()).not.toEqual([]);
    await keptSettled(at);

    await phone.context.setOffline(true);
    try {
      await at.goto(`${site.url}/event-details`);
      await at.getByRole('status').filter({ hasText: 'No connection' }).waitFor();
      await at.getByRole('button', { name: 'Open menu' }).click();
      // Before: 'This page could not be loaded' in place of the whole page (ChunkLoadError).
      const menu = at.getByRole('dialog', { name: 'Menu' });
      for (const link of ['Home', 'Search', 'Event Details', 'Insights', 'Class Gift', 'Photos'])
        await menu.getByRole('link', { name: link, exact: true }).waitFor();
      jestExpect(await at.getByText('This page could not be loaded').count()).toBe(0);
      await at.getByText('Welcome Reception and Dinner').first().waitFor();
      // The drawer itself, from the kept copy: not the links shown when its code cannot come.
      await at.locator('.ant-drawer-open').waitFor();
      jestExpect(await at.locator('.plain-mobile-menu').count()).toBe(0);

      // Down to the end of the kept programme: Who's in town, whose code comes only when it is
      // seen, says it could not load. Before: the whole programme gave way to 'Event Details is
      // not available right now'.
      await at.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      for (let step = 0; step < 40; step += 1) {
        await at.mouse.wheel(0, 400);
        await at.waitForTimeout(100);
      }
      const whosInTown = at.getByRole('region', { name: "Who's in Town When" });
      await whosInTown.getByText('Could not load who is in town. Try again later.').waitFor();
      await at.getByRole('heading', { name: 'Contact Information' }).waitFor();
      jestExpect(await at.getByText('is not available right now').count()).toBe(0);

      // Logout: the device forgets the member at once; the server's sign-out waits for a signal.
      await at.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('button', { name: /Logout/ }).click();
      await at.waitForURL(`${site.url}/auth`);
      await at.getByRole('alert').filter({ hasText: 'Logout failed' }).waitFor();
      jestExpect(await keptBeyondPublicFiles(at)).toEqual([]);
    } finally {
      await phone.context.setOffline(false);
    }
  } finally {
    await phone.close();
  }
}, 120_000);

/** The browser's resource timing buffer: it records this many files, then drops the rest. */
const RESOURCE_TIMING_BUFFER = 250;

test("after a long visit (an album's worth of thumbnails), the programme reached from the menu still opens offline", async () => {
  const phone = await openBrowser({ mobile: true, viewport: { width: 360, height: 740 } });
  const at = phone.page;
  try {
    await registerAccount(at, site, {
      email: 'long.visit@class2005.test',
      password: 'secret-1-long',
    });
    await at.goto(`${site.url}/`);
    await at.getByRole('heading', { level: 1 }).first().waitFor();
    // An album scrolled to its 13th page asks for 300 thumbnails (/api/files/…): API answers,
    // never kept, but each one a resource the browser records.
    const recorded = await at.evaluate(async (count) => {
      for (let start = 0; start < count; start += 50)
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            fetch(`/api/remotes?thumbnail=${start + i}`).then((answer) => answer.text()),
          ),
        );
      return performance.getEntriesByType('resource').length;
    }, 300);
    console.info(`resources recorded before the programme: ${recorded}`);
    jestExpect(recorded).toBe(RESOURCE_TIMING_BUFFER);

    // Then the programme, from the menu: its section's code comes after the buffer was full.
    await at.getByRole('button', { name: 'Open menu' }).click();
    await at
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Event Details', exact: true })
      .click();
    await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
    await programmeKept(at);
    await keptSettled(at);
    // What the browser's own cache holds it may drop at any time: offline, the worker answers.
    const devtools = await phone.context.newCDPSession(at);
    await devtools.send('Network.clearBrowserCache');

    await phone.context.setOffline(true);
    try {
      await at.goto(`${site.url}/event-details`);
      await at.getByRole('status').filter({ hasText: 'No connection' }).waitFor();
      // Before: the section's code was not kept, and the page gave way to its error card.
      await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
      await at.getByText('Welcome Reception and Dinner').first().waitFor();
      await at.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' }).waitFor();
      jestExpect(await at.getByText('is not available right now').count()).toBe(0);
    } finally {
      await phone.context.setOffline(false);
    }
  } finally {
    await phone.close();
  }
}, 120_000);

test('on a flaky signal, a menu whose drawer could not be fetched still shows its links, and the next tap fetches it', async () => {
  // No service worker: Playwright fails no request that the worker takes.
  const phone = await openBrowser({
    mobile: true,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const at = phone.page;
  try {
    await registerAccount(at, site, {
      email: 'flaky.menu@class2005.test',
      password: 'secret-1-long',
    });
    await at.goto(`${site.url}/event-details`);
    await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
    // The signal drops as the visitor reaches for the menu: every script fetched from now fails.
    await at.route('**/*.js', (route) => route.abort('internetdisconnected'));
    const menuButton = at.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = at.getByRole('dialog', { name: 'Menu' });
    for (const link of ['Home', 'Search', 'Event Details', 'Insights', 'Class Gift', 'Photos'])
      await menu.getByRole('link', { name: link, exact: true }).waitFor();
    await menu.getByRole('button', { name: /Logout/ }).waitFor();
    jestExpect(await at.locator('.ant-drawer').count()).toBe(0);
    jestExpect(await at.getByText('This page could not be loaded').count()).toBe(0);
    await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();

    // The signal is back: the next tap fetches the drawer's code again, and the drawer opens.
    await at.unroute('**/*.js');
    await menuButton.click();
    await at.locator('.ant-drawer-open').getByRole('link', { name: 'Photos' }).waitFor();
    jestExpect(await at.locator('.plain-mobile-menu').count()).toBe(0);
  } finally {
    await phone.close();
  }
}, 120_000);

test('nothing of the API is kept, and no other page', async () => {
  const kept = await keptAddresses(page);
  jestExpect(kept.filter((entry) => entry.includes(' /api/'))).toEqual([]);
  const pages = kept.filter((entry) => entry.startsWith('reunion-offline-programme '));
  jestExpect(pages).toEqual(['reunion-offline-programme /event-details']);
  // Every other entry is a site file: a name with an extension.
  jestExpect(
    kept.filter((entry) => !pages.includes(entry) && !/\.[a-z0-9]+$/i.test(entry)),
  ).toEqual([]);
});

test('nor a page at an address that looks like a file, nor the API spelled in capitals', async () => {
  const profileId = await createProfile(page, profileBody({ firstName: 'Ada', lastName: 'Byron' }));
  // Addresses a chat link could carry: the server draws the member's page for them.
  for (const address of [`/profile/${profileId}-deadbeef.js`, `/profile/${profileId}.html`]) {
    const response = await page.goto(`${site.url}${address}`);
    jestExpect(response?.headers()['content-type']).toMatch(/^text\/html/);
  }
  // The server's routes ignore case: this is the API all the same.
  const status = await page.evaluate(async () => (await fetch('/API/openapi.json')).status);
  jestExpect(status).toBe(200);
  const kept = await keptAddresses(page);
  jestExpect(kept.filter((entry) => /\/profile\/|\/api\//i.test(entry))).toEqual([]);
});

test('a page an earlier worker kept as a file goes when a new worker takes over', async () => {
  const planted = `/profile/1-0123abcd.js`;
  await page.evaluate(async (address) => {
    const cache = await caches.open('reunion-offline-files');
    await cache.put(
      address,
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    );
    // The next visit to the programme registers the worker afresh.
    await (await navigator.serviceWorker.getRegistration())?.unregister();
  }, planted);
  await page.goto(`${site.url}/event-details`);
  await page.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      timeout: 30_000,
    },
  );
  const deadline = Date.now() + 10_000;
  while ((await keptAddresses(page)).some((entry) => entry.endsWith(planted))) {
    if (Date.now() > deadline) throw new Error(`${planted} is still kept`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The site's own files are still kept.
  jestExpect(
    (await keptAddresses(page)).some((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry)),
  ).toBe(true);
});

test('Logout deletes the kept programme: offline the page is gone', async () => {
  await page.goto(`${site.url}/event-details`);
  await logOutFromMenu(page, site);
  // Only public files may be kept again, as /auth loads them.
  jestExpect(await keptBeyondPublicFiles(page)).toEqual([]);

  await browser.context.setOffline(true);
  try {
    // The browser's own error page: nothing of the programme is left to show.
    const opened = await page
      .goto(`${site.url}/event-details`)
      .then(() => 'opened')
      .catch((error: Error) => error.message);
    jestExpect(opened).toMatch(/net::ERR_/);
  } finally {
    await browser.context.setOffline(false);
  }
});

test('a session ended elsewhere: the sign-in page forgets the kept programme', async () => {
  await signIn(page, site, account);
  await page.goto(`${site.url}/event-details`);
  await page.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
  await programmeKept(page);
  // As when the session expires, or a password reset elsewhere signs this device out.
  await browser.context.clearCookies();
  await page.goto(`${site.url}/event-details`);
  await page.waitForURL(/\/auth/);
  const deadline = Date.now() + 15_000;
  while ((await keptBeyondPublicFiles(page)).length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  jestExpect(await keptBeyondPublicFiles(page)).toEqual([]);
});

/**
 * The programme page through `proxy`, signed in, asking the worker to keep it at once: as when
 * the visitor switches to another app (the page hidden), rather than after 10 s.
 */
async function onProgrammeKeepingNow(at: Page, proxy: HoldingProxy): Promise<void> {
  await signIn(at, { ...site, url: proxy.url }, account);
  await at.goto(`${proxy.url}/event-details`);
  await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
  await at.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
}

/**
 * Logout from the menu; resolves with how long the server's sign-out took to be done, /auth
 * showing. Waits longer than a locator's 10 s, so that a slow logout fails on the time it took.
 */
async function logOutTimed(at: Page, proxy: HoldingProxy): Promise<number> {
  const clicked = Date.now();
  await at.getByRole('button', { name: 'Open menu' }).click();
  await at
    .getByRole('dialog')
    .getByRole('button', { name: /Logout/ })
    .click();
  await at.waitForURL(`${proxy.url}/auth`, { timeout: 30_000 });
  await at.getByText('You have been logged out successfully').first().waitFor({ timeout: 30_000 });
  return Date.now() - clicked;
}

/** The worker's keep of the programme page: a fetch, not a visit (no text/html in Accept). */
const theWorkersKeep = (request: IncomingMessage) =>
  request.url === '/event-details' && !(request.headers.accept ?? '').includes('text/html');

/**
 * Once the held keep has been answered (or given up by the worker), what it wrote: the worker
 * writes the page as its last bytes arrive, so a write is looked for a little longer.
 */
async function keptOnceDelivered(at: Page, proxy: HoldingProxy): Promise<string[]> {
  await proxy.delivered();
  const deadline = Date.now() + 2_000;
  let kept = await keptBeyondPublicFiles(at);
  while (kept.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    kept = await keptBeyondPublicFiles(at);
  }
  return kept;
}

test('Logout while the worker still downloads the page to keep: the page it gets is not kept', async () => {
  const proxy = await startHoldingProxy(site.url, theWorkersKeep);
  try {
    await onProgrammeKeepingNow(page, proxy);
    await proxy.held();
    // Held past the Logout (and past the 10 s it waited for a keep, before).
    const tookMs = await logOutTimed(page, proxy);
    proxy.release();
    // Before: the member's page, written after Logout deleted the caches.
    jestExpect(await keptOnceDelivered(page, proxy)).toEqual([]);
    jestExpect(tookMs).toBeLessThan(5_000);
  } finally {
    await proxy.stop();
  }
});

test("Logout in one tab while another tab's keep is on its way: that page is not kept either", async () => {
  const proxy = await startHoldingProxy(site.url, theWorkersKeep);
  const other = await browser.context.newPage();
  try {
    await onProgrammeKeepingNow(other, proxy);
    await proxy.held();
    // Another page: the browser holds a second request for /event-details behind the first.
    await page.goto(`${proxy.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await logOutTimed(page, proxy);
    // The other tab goes before its keep is answered (its own forget with it).
    await other.close();
    proxy.release();
    jestExpect(await keptOnceDelivered(page, proxy)).toEqual([]);
  } finally {
    if (!other.isClosed()) await other.close();
    await proxy.stop();
  }
});

test('Logout does not wait for the service worker to register (a slow /sw.js on a first visit)', async () => {
  const proxy = await startHoldingProxy(site.url, (request) => request.url === '/sw.js');
  try {
    await onProgrammeKeepingNow(page, proxy);
    await proxy.held();
    // Before: Logout waited for /sw.js, as long as it took (the proxy's 45 s here).
    jestExpect(await logOutTimed(page, proxy)).toBeLessThan(5_000);
    jestExpect((await callApi(page, 'GET', '/api/user')).text).not.toContain(account.email);
  } finally {
    await proxy.stop();
  }
});
