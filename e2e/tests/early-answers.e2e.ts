import { expect as jestExpect } from '@jest/globals';
import type { CDPSession } from 'playwright-core';
import { registerAccount } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { startSite, type Site } from '../support/site';

// An upload the server refuses before it has all arrived (docs/api.md, "Answers before the
// body"). Chromium reads an answer only once it has sent the whole body, or once sending it
// fails: the server must keep taking the body for a while after its answer (and not close the
// connection under it), and must not wait for a body of any size before it answers. Before,
// a photo over the limit was answered only once all of it had been sent.

let site: Site;
let browser: Browser;
let devtools: CDPSession;

const MB = 1024 * 1024;
/** A phone's upload on decent mobile data. */
const UPLOAD_BYTES_PER_SECOND = 2 * MB;
/** A video picked by mistake: 50 s to send whole at that pace. */
const HUGE_BYTES = 100 * MB;
/** The answer's wait: well under what sending it all takes, with room for a loaded machine. */
const ANSWERED_WITHIN_MS = 35_000;

interface Outcome {
  /** The answer, when one came within the wait. */
  status?: number;
  json?: unknown;
  /** What fetch threw instead (a dropped connection is `TypeError: Failed to fetch`). */
  failed?: string;
  ms: number;
}

/** POST /api/photos from the page, as the album's own upload sends it (FormData, `photo`). */
function uploadFromPage(bytes: number, withinMs: number): Promise<Outcome> {
  return browser.page.evaluate(
    async ({ bytes, withinMs }) => {
      const form = new FormData();
      form.append(
        'photo',
        new File([new Uint8Array(bytes)], 'holiday.jpg', { type: 'image/jpeg' }),
      );
      const startedAt = performance.now();
      const upload = fetch('/api/photos', { method: 'POST', body: form }).then(
        async (response) => ({
          status: response.status,
          json: (await response.json()) as unknown,
          ms: performance.now() - startedAt,
        }),
        (error: unknown) => ({ failed: String(error), ms: performance.now() - startedAt }),
      );
      const waited = new Promise<{ ms: number }>((resolve) =>
        setTimeout(() => resolve({ ms: performance.now() - startedAt }), withinMs),
      );
      return Promise.race([upload, waited]);
    },
    { bytes, withinMs },
  );
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser({ settle: false });
  await registerAccount(browser.page, site, {
    email: 'ada@class2005.test',
    password: 'early-secret-1',
  });
  devtools = await browser.context.newCDPSession(browser.page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * MB,
    uploadThroughput: UPLOAD_BYTES_PER_SECOND,
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test("a photo far over the limit gets the album's own 413, naming it, while it is still being sent", async () => {
  const outcome = await uploadFromPage(HUGE_BYTES, ANSWERED_WITHIN_MS);
  jestExpect(outcome).toMatchObject({
    status: 413,
    json: { error: 'The photo is larger than 10 MB.' },
  });
  // Well before the whole body could have left: 50 s at this pace.
  jestExpect(outcome.ms).toBeLessThan(ANSWERED_WITHIN_MS);
}, 90_000);
