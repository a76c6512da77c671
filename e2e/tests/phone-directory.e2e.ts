import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { Attending } from '@reunion/contracts';
import { postJson, registerForCookie } from '../support/accounts';
import { choose } from '../support/antd-select';
import { openBrowser, type Browser } from '../support/browser';
import { profileBody } from '../support/profiles';
import { startSite, type Site } from '../support/site';

// Issue 28, item 6: Find Classmates on a 360 × 740 phone shows classmates on its first screen.
// The filters and the sort fold behind one "Filters" button, which says how many filters are in
// use; the search box stays in sight. A desktop shows the filters as before, with no button.

const PHONE = { width: 360, height: 740 };

let site: Site;
let phone: Browser;
let page: Page;

const classmates: { firstName: string; attending: Attending }[] = [
  { firstName: 'Ada', attending: 'yes' },
  { firstName: 'Grace', attending: 'no' },
  { firstName: 'Katherine', attending: 'yes' },
  { firstName: 'Marie', attending: 'maybe' },
  { firstName: 'Alan', attending: 'yes' },
  { firstName: 'Hedy', attending: 'no' },
  { firstName: 'Emmy', attending: 'yes' },
];

/** Signs the browser in with a session cookie made by the test (`name=value; …`). */
async function signIn(browser: Browser, cookie: string): Promise<void> {
  await browser.context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url: site.url };
    }),
  );
}

/** Opens Find Classmates and waits for its cards. */
async function openDirectory(on: Page): Promise<void> {
  await on.goto(`${site.url}/search`);
  await on.getByTestId('classmate-card').first().waitFor();
}

const filtersButton = (on: Page) => on.getByRole('button', { name: /^Filters/ });

/** The first card's top, from the top of the page (the page is not scrolled). */
function firstCardTop(on: Page): Promise<number> {
  return on.evaluate(() => {
    const card = document.querySelector('[data-testid="classmate-card"]');
    if (!card) throw new Error('no card');
    return card.getBoundingClientRect().top + window.scrollY;
  });
}

beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_REGISTER_PER_IP: '100' } });
  for (const { firstName, attending } of classmates) {
    const cookie = await registerForCookie(
      site,
      `${firstName.toLowerCase()}@class2005.test`,
      'secret-1',
    );
    const created = await postJson(
      site,
      '/api/profiles',
      profileBody({ firstName, company: `${firstName} & Co`, attending }),
      cookie,
    );
    jestExpect(created.status).toBe(201);
  }
  // A newly registered classmate: their e-mail not confirmed yet, so the notice asking for it
  // sits above the page too, as it does on a real first visit.
  const viewer = await registerForCookie(site, 'viewer@class2005.test', 'secret-1');
  phone = await openBrowser({ viewport: PHONE, mobile: true });
  page = phone.page;
  await signIn(phone, viewer);
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await site?.stop();
});

describe('on a 360 × 740 phone', () => {
  test('the first card starts on the first screen, the filters folded behind one button', async () => {
    await openDirectory(page);
    jestExpect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    await page.getByRole('searchbox', { name: 'Search classmates' }).waitFor();
    jestExpect(await page.getByRole('combobox', { name: 'Industry' }).isVisible()).toBe(false);
    jestExpect(await page.getByRole('combobox', { name: 'Sort by' }).isVisible()).toBe(false);

    const button = filtersButton(page);
    jestExpect(await button.textContent()).toBe('Filters');
    jestExpect(await button.evaluate((element) => element.tagName)).toBe('BUTTON');
    jestExpect(await button.getAttribute('aria-expanded')).toBe('false');
    const panelId = await button.getAttribute('aria-controls');
    jestExpect(await page.locator(`[id="${panelId}"]`).getAttribute('aria-label')).toBe(
      'Filters and sort',
    );
    const box = await button.boundingBox();
    jestExpect(box?.width).toBeGreaterThanOrEqual(44);
    jestExpect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('the button opens the filters, counts the one chosen, and folds them again from the keyboard', async () => {
    await openDirectory(page);
    const button = filtersButton(page);
    await button.tap();
    jestExpect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('combobox', { name: 'Industry' }).waitFor();

    await choose(page, 'Attendees', 'Attending Reunion');
    await page.waitForURL((url) => url.searchParams.get('attendees') === 'reunion');
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="classmate-card"]').length === 4,
    );

    await button.focus();
    await page.keyboard.press('Enter');
    jestExpect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('combobox', { name: 'Industry' }).waitFor({ state: 'hidden' });
    jestExpect(await button.textContent()).toBe('Filters (1)');
    await page.keyboard.press('Space');
    await page.getByRole('combobox', { name: 'Industry' }).waitFor();
  });

  test('the search box clears with a 44 px button that shows only while it holds text', async () => {
    await openDirectory(page);
    const search = page.getByRole('searchbox', { name: 'Search classmates' });
    const clear = page.getByRole('button', { name: 'Clear search' });
    jestExpect(await clear.isVisible()).toBe(false);
    await search.tap();
    await page.keyboard.type('Hedy');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="classmate-card"]').length === 1,
    );
    const box = await clear.boundingBox();
    jestExpect(box?.width).toBeGreaterThanOrEqual(44);
    jestExpect(box?.height).toBeGreaterThanOrEqual(44);
    await clear.tap();
    jestExpect(await search.inputValue()).toBe('');
    jestExpect(await clear.isVisible()).toBe(false);
    jestExpect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="classmate-card"]').length > 1,
    );
  });
});

test('on a desktop the filters show without the button', async () => {
  const desktop = await openBrowser();
  try {
    await signIn(desktop, await registerForCookie(site, 'desk@class2005.test', 'secret-1'));
    await openDirectory(desktop.page);
    for (const label of ['Industry', 'Attendees', 'Country', 'Kids', 'Sort by'])
      jestExpect(await desktop.page.getByRole('combobox', { name: label }).isVisible()).toBe(true);
    jestExpect(await filtersButton(desktop.page).count()).toBe(0);
  } finally {
    await desktop.close();
  }
});
