import type { Locator, Page } from 'playwright-core';

/**
 * Opens `url` and waits until the page is what a person sees once it has settled: the network
 * idle (the section's chunks and data are in), the page scrolled through to its end and back
 * (parts below the first screen are drawn when they come into view, and some then fetch their
 * data), and no spinner or skeleton left, the site's own or antd's.
 */
export async function visitSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scrolled through again while anything is still loading: a part taken over on the way down
  // may ask for its data only once its own place is on screen, which a first quick pass (or a
  // slow machine) can miss, as a person scrolling back to it would not.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const loading = () =>
      document.querySelector('.spinner, .ant-spin-spinning, .ant-skeleton-active') !== null;
    for (let pass = 0; pass < 5; pass++) {
      for (let y = 0; y < document.documentElement.scrollHeight && y < 50_000; y += 300) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!loading()) break;
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
      document.querySelector('.spinner, .ant-spin-spinning, .ant-skeleton-active') === null,
  );
}

/**
 * Waits until `locator` has stopped moving: no animation running on the page and its box where
 * it was at the previous poll (antd's slides start a frame or two after the element appears, and
 * a box measured mid-slide is somewhere it never rests).
 */
export async function waitUntilStill(page: Page, locator: Locator): Promise<void> {
  let last = '';
  for (let poll = 0; poll < 100; poll++) {
    const box = JSON.stringify(await locator.boundingBox());
    const moving = await page.evaluate(() => document.getAnimations().length > 0);
    if (box === last && !moving) return;
    last = box;
    await page.waitForTimeout(100);
  }
  throw new Error('still moving after 10 s');
}
