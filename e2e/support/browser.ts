import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out, and this machine's
// closed network refuses it.
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

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** Default: a desktop window, 1280 × 900. */
  viewport?: { width: number; height: number };
  /** A phone: touch, and the mobile viewport meta tag honoured. */
  mobile?: boolean;
  /**
   * Whether `goto` and `reload` wait for the page to settle (the default). False for journeys
   * that act the moment a control shows, as a hurried visitor does.
   */
  settle?: boolean;
  /** Slows the page's CPU this many times (Lighthouse's phone: 4). */
  cpuSlowdown?: number;
  /**
   * 'block' for journeys that fail or hold requests with `route()`: Playwright routes no request
   * that the site's service worker (docs/offline.md) takes. Default: allowed, as for a visitor.
   */
  serviceWorkers?: 'allow' | 'block';
  /** The phone's time zone, as an IANA name ('Europe/Paris'). Default: the machine's. */
  timezoneId?: string;
}

/**
 * A server-rendered page shows at once, and its scripts arrive after it has loaded (the page's
 * inline loader): a click at that moment would reach markup nothing listens to yet. A journey
 * acts as a person who reads first: after each page load it waits until the scripts have
 * arrived (the network quiet) and the browser is idle (hydration done). Best effort: a page
 * whose section never answers still gets its turn.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => resolve(), { timeout: 2_000 });
        }),
    )
    .catch(() => undefined);
}

function settleAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (page.url().startsWith('http')) await settle(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await settle(page);
    return response;
  };
}

/** A fresh Chromium profile (no cookies), closed and removed by `close()`. */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  // Shorter than a test's timeout, so a missing element fails with the locator's name.
  context.setDefaultTimeout(10_000);
  if (options.settle ?? true) {
    for (const open of context.pages()) settleAfterLoads(open);
    context.on('page', settleAfterLoads);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  if (options.cpuSlowdown) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  }
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
