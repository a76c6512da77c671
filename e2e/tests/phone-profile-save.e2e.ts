import { expect as jestExpect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { profileMessages } from '@reunion/contracts';
import { aProfileBody } from '@reunion/contracts/testing';
import { createProfile, registerAccount } from '../support/accounts';
import { choose } from '../support/antd-select';
import { openBrowser, type Browser } from '../support/browser';
import { startSite, type Site } from '../support/site';

// What a phone (360 × 740, touch) shows after tapping a profile form's button at the bottom of
// the form: the answer must be on the screen, and focused, not somewhere above it
// (docs/profiles.md, "Validation"; docs/pages.md, "Create profile").

let site: Site;
let browser: Browser;
let page: Page;

const PHONE = { width: 360, height: 740 };

const field = (label: string) => page.getByLabel(label, { exact: true });

/** Whether the whole of `locator` is on the screen, below the site's sticky header. */
async function inSight(locator: Locator): Promise<boolean> {
  const header = await page.locator('.site-header').boundingBox();
  const found = await locator.boundingBox();
  if (!header || !found) return false;
  return found.y >= header.y + header.height && found.y + found.height <= PHONE.height;
}

/** Whether the focused element is `locator`'s or one just around it (not the page, nor <main>). */
const focusedOn = (locator: Locator) =>
  locator.evaluate((element) => {
    const focused = document.activeElement;
    return !!focused && !focused.matches('body, main') && focused.contains(element);
  });

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser({ viewport: PHONE, mobile: true });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test("Save with a kid's age left unchosen: the server's message under each age, the first focused", async () => {
  await registerAccount(page, site, { email: 'phone.parent@example.com', password: 'parent-1' });
  const id = await createProfile(
    page,
    aProfileBody({ firstName: 'Kit', lastName: 'Parent', kidsCount: 0, kidsAges: [] }),
  );
  await page.goto(`${site.url}/profile/edit/${id}`);
  await choose(page, 'Number of Kids Coming', '2');
  // Save checks only the required fields (docs/profiles.md, "Validation"): the server refuses.
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const messages = page.getByRole('main').getByText(profileMessages.kidAgeRequired);
  await messages.nth(1).waitFor();
  jestExpect(await messages.count()).toBe(2);
  const firstAge = field('Age of Child 1');
  await page.waitForFunction(
    (id) => document.activeElement?.id === id,
    await firstAge.getAttribute('id'),
  );
  jestExpect(await inSight(firstAge)).toBe(true);
  jestExpect(await inSight(messages.first())).toBe(true);
});

test('Submit Profile tapped at the bottom: the published banner is on the screen and focused', async () => {
  await registerAccount(page, site, {
    email: 'phone.newcomer@example.com',
    password: 'newcomer-1',
  });
  await page.goto(`${site.url}/create-profile`);
  await field('First Name').fill('Nina');
  await field('Last Name').fill('Newcomer');
  await choose(page, 'Country', 'France', 'Fran');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Submit Profile' }).tap();

  // The page moves on to /search 2 s after publishing, so this is checked at once.
  await page.getByRole('heading', { level: 1, name: 'Edit My Profile' }).waitFor();
  const banner = page.getByRole('main').getByRole('alert');
  // Focus is given once the panel is drawn (an effect), a moment after the heading shows; until
  // then the body has it, the button tapped being gone.
  await page
    .waitForFunction(() => !document.activeElement?.matches('body'), undefined, { timeout: 1_000 })
    .catch(() => undefined);
  jestExpect(page.url()).toBe(`${site.url}/create-profile`);
  jestExpect(await focusedOn(banner)).toBe(true);
  jestExpect(await inSight(banner)).toBe(true);
  jestExpect(await inSight(page.getByRole('link', { name: 'Continue to Profiles' }))).toBe(true);
});
