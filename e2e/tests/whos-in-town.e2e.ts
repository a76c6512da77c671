import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { registerAccount, type Account, createProfile } from '../support/accounts';
import { choose } from '../support/antd-select';
import { openBrowser, type Browser } from '../support/browser';
import { profileBody } from '../support/profiles';
import { startSite, type Site } from '../support/site';

// Issue 20, who's in town when: the event page's day-by-day view, filtered by town, with names
// linking to profiles; and a profile's "also staying at" card.

let site: Site;
let browser: Browser;
let page: Page;
const ids: Record<string, number> = {};

async function classmate(name: string, fields: Parameters<typeof profileBody>[0]): Promise<void> {
  const account: Account = { email: `${name.toLowerCase()}@class2005.test`, password: 'secret-1' };
  await registerAccount(page, site, account);
  ids[name] = await createProfile(
    page,
    profileBody({ firstName: name, lastName: 'Traveller', ...fields }),
  );
}

/** The day cards' headings, in order. */
const dayHeadings = () =>
  page.locator('#whos-in-town').getByRole('heading', { level: 3 }).allTextContents();

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  page = browser.page;
  const hotel = { accommodation: 'Hôtel de Londres', accommodationTown: 'Fontainebleau' } as const;
  await classmate('Ada', { ...hotel, arrivalDate: '2025-06-26', departureDate: '2025-06-28' });
  await classmate('Bea', { ...hotel, arrivalDate: '2025-06-27', departureDate: '2025-06-29' });
  await classmate('Cy', {
    accommodation: 'Airbnb',
    accommodationTown: 'Barbizon',
    arrivalDate: '2025-06-28',
    departureDate: '2025-06-28',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('the event page counts who is in town each day, by town, and names them', async () => {
  await page.goto(`${site.url}/event-details`);
  const section = page.locator('#whos-in-town');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('heading', { level: 3 }).first().waitFor();
  jestExpect(await dayHeadings()).toEqual([
    'Thursday, June 26: 1 classmate',
    'Friday, June 27: 2 classmates',
    'Saturday, June 28: 3 classmates',
    'Sunday, June 29: 1 classmate',
  ]);
  const saturday = section.getByRole('group', { name: 'Saturday, June 28: 3 classmates' });
  await saturday.getByText('Fontainebleau 2 · Barbizon 1').waitFor();
  await saturday.getByText('Who is there').click();
  await saturday.getByRole('link', { name: 'Cy Traveller' }).click();
  await page.waitForURL(`${site.url}/profile/${ids.Cy}`);
});

test('the town filter keeps the days and people of that town', async () => {
  await page.goto(`${site.url}/event-details`);
  const section = page.locator('#whos-in-town');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('heading', { level: 3 }).first().waitFor();
  await choose(page, 'Town', 'Barbizon');
  jestExpect(await dayHeadings()).toEqual(['Saturday, June 28: 1 classmate']);
});

test('a profile names who stays at the same hotel on the same nights', async () => {
  await page.goto(`${site.url}/profile/${ids.Ada}`);
  const card = page.getByRole('heading', {
    name: 'Also staying at Hôtel de Londres on the same nights',
  });
  await card.scrollIntoViewIfNeeded();
  await card.waitFor();
  await page.getByText('Bea Traveller: the night of Friday, June 27').waitFor();
});
