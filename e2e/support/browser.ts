import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out, and this machine's
// closed network refuses it (STACK.md).
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
}

/** A fresh Chromium profile (no cookies), closed and removed by `close()`. */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  // Shorter than a test's timeout, so a missing element fails with the locator's name.
  context.setDefaultTimeout(10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
