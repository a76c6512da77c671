import type { Download, Page, Request } from 'playwright-core';
import { openBrowser, type Browser } from './browser';

/**
 * The speeds a journey that acts early runs at: Lighthouse's phone (its CPU four times slower)
 * and a machine at full speed, where the window before the take-over is shorter but still there.
 */
export const SPEEDS = [
  { speed: 'a phone with a 4× slower CPU', cpuSlowdown: 4 },
  { speed: 'no slowdown', cpuSlowdown: 1 },
] as const;

/**
 * A 360 × 740 phone that does not wait for anything: it acts the moment a control shows. Set
 * in `timezoneId` when given (the machine's zone otherwise).
 */
export function openHurriedPhone(cpuSlowdown: number, timezoneId?: string): Promise<Browser> {
  return openBrowser({
    timezoneId,
    mobile: true,
    viewport: { width: 360, height: 740 },
    settle: false,
    cpuSlowdown,
    // Journeys hold the page's scripts with route(): no service worker may take them.
    serviceWorkers: 'block',
  });
}

/**
 * Starts loading `url` and returns at once: the journey then waits for the control it wants,
 * not for the page's scripts. (The navigation's own promise is dropped: a later navigation
 * cancels it.)
 */
export function startLoading(page: Page, url: string): void {
  page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
}

/**
 * Whether React has taken the page over, but for the parts it takes over only when they are
 * seen: no take-over marker outside those parts is still pending (contracts' TAKE_OVER). Run in
 * the page, so it names nothing of this module (a function run there is sent alone).
 *
 * Given a selector (null: none): null while that element is not on screen, then `early`, whether the page was
 * still waiting to be taken over in that frame.
 */
function takenOver(shown: string | null): boolean | { early: boolean } | null {
  if (shown !== null) {
    const element = document.querySelector(shown);
    if (!element || element.getClientRects().length === 0) return null;
  }
  const root = document.getElementById('root');
  const over =
    !!root &&
    Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
    [...root.querySelectorAll('template[data-take-over="pending"]')].every((marker) =>
      marker.closest('[data-take-over-region]'),
    );
  return shown === null ? over : { early: !over };
}

export function pageIsTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(takenOver, null).then((over) => over === true);
}

/**
 * Keeps the page's own script (the shell's main.*.js, which takes the page over) from arriving
 * until the returned function is called: for a journey that must do several things while the
 * page still waits, whatever the machine's speed.
 */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function pageTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(takenOver, null);
}

/**
 * Waits until the element `selector` names is on screen, and says whether the page was still
 * waiting to be taken over in the frame it first showed: a view a tap shows at once, not once
 * React has taken the page over. Looked at in the page every frame (a look from here afterwards
 * could come after a take-over that followed the view).
 */
export async function shownBeforeTakeOver(page: Page, selector: string): Promise<boolean> {
  const shown = await page.waitForFunction(takenOver, selector, { polling: 'raf' });
  return ((await shown.jsonValue()) as { early: boolean }).early;
}

/**
 * Whether the element `selector` names is on screen in any frame of the next `ms`, looked at in
 * the page every frame: a view that flashes back for a moment counts.
 */
export function onScreenWithin(page: Page, selector: string, ms: number): Promise<boolean> {
  return page.evaluate(
    ([selector, ms]) =>
      new Promise<boolean>((resolve) => {
        const end = performance.now() + ms;
        const look = () => {
          if ((document.querySelector(selector)?.getClientRects().length ?? 0) > 0)
            return resolve(true);
          if (performance.now() > end) return resolve(false);
          requestAnimationFrame(look);
        };
        look();
      }),
    [selector, ms] as const,
  );
}

/** Where watchFirstTap keeps, in the tab's sessionStorage, when the first tap came. */
const FIRST_TAP_KEY = 'e2e.first-tap';

/**
 * From the next page loaded on, notes whether the first tap's click (what a tap does is done on
 * it; a tap's pointerdown may come before a take-over its click comes after) came before the
 * take-over, as the page saw it; the returned function reads it (null: no tap yet). Playwright
 * taps only once the control holds still, which on a slowed phone can take until the take-over is
 * done: a check made from here before the tap cannot say. Kept in the tab's sessionStorage, so a
 * page the tap opens (a link the browser follows) still has it; noted by a script the browser
 * runs in every page before the page's own (the CSP does not apply to it). Given a `key`
 * (KeyboardEvent.key), the first press of that key instead of the first tap.
 */
export async function watchFirstTap(
  page: Page,
  key?: string,
): Promise<() => Promise<'early' | 'late' | null>> {
  const type = key === undefined ? 'click' : 'keydown';
  await page.addInitScript(`addEventListener(${JSON.stringify(type)}, (event) => {
    if (${JSON.stringify(key ?? null)} !== null && event.key !== ${JSON.stringify(key ?? null)}) return;
    if (sessionStorage.getItem(${JSON.stringify(FIRST_TAP_KEY)}) !== null) return;
    const over = (${takenOver.toString()})(null);
    sessionStorage.setItem(${JSON.stringify(FIRST_TAP_KEY)}, over ? 'late' : 'early');
  }, true);`);
  return () =>
    page.evaluate((key) => sessionStorage.getItem(key) as 'early' | 'late' | null, FIRST_TAP_KEY);
}

/**
 * On a slowed phone, that the page is still waiting to be taken over when the journey acts: the
 * journey then tests what it says, not a page that was ready first.
 */
export async function expectStillWaiting(page: Page, cpuSlowdown: number): Promise<void> {
  if (cpuSlowdown > 1) expect(await pageIsTakenOver(page)).toBe(false);
}

/** Every download the page starts, counted from now. */
export function countDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

/** Waits until `downloads` (countDownloads) holds one, which may have started already. */
export async function aDownload(page: Page, downloads: Download[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (downloads.length === 0) {
    if (Date.now() > deadline) throw new Error('no download within 20 s');
    await page.waitForTimeout(100);
  }
}

/** Every request the page makes that `matches`, counted from now. */
export function countRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) requests.push(request);
  });
  return requests;
}

/** Every address the page asked for, from now (a password must never be in one). */
export function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

/** Lets a moment pass in which a doubled action would show (a second download, request…). */
export function aMomentLater(page: Page): Promise<void> {
  return page.waitForTimeout(1_500);
}

/**
 * A phone's keyboard, which composes every word (Android's do): the word so far shows in the
 * focused field as a composition the keyboard may still change, until it is committed. Chromium's
 * emulated input method, through the DevTools protocol.
 */
export async function phoneKeyboard(page: Page): Promise<{
  compose(word: string): Promise<void>;
  commit(word: string): Promise<void>;
}> {
  const devtools = await page.context().newCDPSession(page);
  return {
    async compose(word) {
      await devtools.send('Input.imeSetComposition', {
        text: word,
        selectionStart: word.length,
        selectionEnd: word.length,
      });
    },
    async commit(word) {
      await devtools.send('Input.insertText', { text: word });
    },
  };
}
