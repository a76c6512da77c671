import type { Page } from 'playwright-core';

// What the site's service worker keeps for the programme offline (docs/offline.md), as a page of
// the site sees it.

/** The names of the caches the site made, and every address kept in them. */
export function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        kept.push(`${name} ${new URL(request.url).pathname}`);
    }
    return kept;
  });
}

/**
 * What is kept beyond the site's public files (scripts, styles, icons, in the two file caches),
 * which the sign-in page itself may have kept again by then: the programme page, say.
 */
export async function keptBeyondPublicFiles(page: Page): Promise<string[]> {
  return (await keptAddresses(page)).filter(
    (entry) => !/^reunion-offline-(latest-)?files /.test(entry),
  );
}

/** Waits until the worker has kept the programme page (the visit asks for it after 10 s). */
export async function programmeKept(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  // Polled from here: waitForFunction does not wait for a predicate's promise.
  while (
    !(await page.evaluate(async () => {
      const cache = await caches.open('reunion-offline-programme');
      return (await cache.match('/event-details')) !== undefined;
    }))
  ) {
    if (Date.now() > deadline) throw new Error('the programme was not kept within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
