import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { registerAccount } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { startSite, type Site } from '../support/site';

// Issue 20's loose ends in the browser: the footer shows the addresses and the social
// representatives the site is configured with and nothing where none is set (no placeholder, no
// WhatsApp link without a number), on a server-rendered page; the profile form states the photo
// limit its check applies.

let browser: Browser;
let page: Page;

/** The footer's links on the home page, as the server rendered it, for a signed-in member. */
async function footerLinks(site: Site): Promise<string[]> {
  await registerAccount(page, site, { email: 'ada@class2005.test', password: 'secret-1' });
  await page.goto(`${site.url}/`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { name: 'Quick Links' }).waitFor();
  return footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

test('a site with no addresses configured shows none in its footer', async () => {
  const site = await startSite();
  try {
    const links = await footerLinks(site);
    jestExpect(links.filter((href) => /^(mailto:|https?:)/.test(href))).toEqual([]);
    const text = (await page.getByRole('contentinfo').textContent()) ?? '';
    jestExpect(text).not.toMatch(/example\.org|Technical support|Reunion team:|representative/i);
  } finally {
    await site.stop();
  }
}, 120_000);

/** A name of the longest a representative may have, in one word: it must wrap on a phone. */
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 100);

test('a configured site links its mailbox, its group and WhatsApp support, and names its representatives', async () => {
  const site = await startSite({
    env: {
      SITE_CONTACT_EMAIL: 'team@reunion.test',
      SITE_INSTAGRAM_URL: 'https://www.instagram.com/class2005',
      SITE_SUPPORT_WHATSAPP: '+33 6 12 34 56 78',
      SITE_LINKEDIN_REPRESENTATIVE: 'Ada Lovelace',
      SITE_INSTAGRAM_REPRESENTATIVE: LONG_NAME,
    },
  });
  try {
    const links = await footerLinks(site);
    jestExpect(links).toEqual(
      jestExpect.arrayContaining([
        'mailto:team@reunion.test',
        'https://www.instagram.com/class2005',
        'https://wa.me/33612345678',
      ]),
    );
    jestExpect(links.some((href) => href.includes('facebook'))).toBe(false);
    const representatives = page
      .getByRole('contentinfo')
      .getByRole('list', { name: 'Social media representatives' })
      .getByRole('listitem');
    jestExpect(await representatives.allTextContents()).toEqual([
      'LinkedIn: Ada Lovelace',
      `Instagram: ${LONG_NAME}`,
    ]);

    // On a 360 px phone the longest name wraps: no line of the footer is wider than its box
    // (which clips it on a phone: content-visibility) or the screen, and the page does not
    // scroll sideways.
    await page.setViewportSize({ width: 360, height: 760 });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const tooWide = await page
      .getByRole('contentinfo')
      .locator('li, p')
      .evaluateAll((lines) =>
        lines
          .filter(
            (line) =>
              line.scrollWidth > line.clientWidth + 1 ||
              line.getBoundingClientRect().right > window.innerWidth,
          )
          .map((line) => line.textContent),
      );
    jestExpect(tooWide).toEqual([]);
    jestExpect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The profile form states the limits its check applies (docs/photos.md).
    await page.goto(`${site.url}/create-profile`);
    await page.getByText(/\(JPEG, PNG, WebP or GIF, up to 25 MB each\)/).waitFor();
  } finally {
    await site.stop();
  }
}, 120_000);
