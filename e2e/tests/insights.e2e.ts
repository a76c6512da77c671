import { expect as jestExpect } from '@jest/globals';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { confirmEmailForCookie } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';
import { profileBody } from '../support/profiles';
import type { Accommodation, AccommodationTown, Attending } from '@reunion/contracts';

// Insights (/admin) through the shell, on profiles seeded through the API: the cards' numbers,
// filtering and sorting the table, the CSV of what the table shows, the Attendance Summary tab
// with its charts drawn from the same figures, and the error state when the API fails.

let site: Site;
let browser: Browser;
let page: Page;

interface Classmate {
  firstName: string;
  lastName: string;
  company: string | null;
  attending: Attending;
  parisGathering: Attending;
  accommodation: Accommodation;
  accommodationTown: AccommodationTown | null;
  arrivalDate: string | null;
  departureDate: string | null;
  dietaryRequirements?: string;
  status?: 'draft' | 'published';
}

// Published: 5. Reunion yes: Ada, Grace, Hedy = 3 (60%). Paris yes: Ada, Marie = 2 (40%).
// Top accommodation: Hôtel de Londres, 2. Nights (arrival ≤ night < departure, Alan says no):
// 25:0 26:1 27:3 28:4 29:1 30:0. Drafty's draft must change none of it.
const classmates: Classmate[] = [
  {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines',
    attending: 'yes',
    parisGathering: 'yes',
    accommodation: 'Hôtel de Londres',
    accommodationTown: 'Fontainebleau',
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-29',
    // For the organisers only: the classmate viewing this page gets an empty column.
    dietaryRequirements: 'Vegetarian',
  },
  {
    firstName: 'Grace',
    lastName: 'Hopper',
    // What a spreadsheet would run as a formula: the CSV must neutralise it.
    company: '=HYPERLINK("http://evil.test","click")',
    attending: 'yes',
    parisGathering: 'no',
    accommodation: 'Hôtel de Londres',
    accommodationTown: 'Fontainebleau',
    arrivalDate: '2025-06-27',
    departureDate: '2025-06-30',
  },
  {
    firstName: 'Alan',
    lastName: 'Turing',
    company: 'Bletchley',
    attending: 'no',
    parisGathering: 'maybe',
    accommodation: 'Airbnb',
    accommodationTown: 'Avon',
    arrivalDate: null,
    departureDate: null,
  },
  {
    firstName: 'Marie',
    lastName: 'Curie',
    company: null,
    attending: 'maybe',
    parisGathering: 'yes',
    accommodation: 'Mercure Château de Fontainebleau',
    accommodationTown: 'Fontainebleau',
    arrivalDate: '2025-06-27',
    departureDate: '2025-06-29',
  },
  {
    firstName: 'Hedy',
    lastName: 'Lamarr',
    company: 'Frequency Hopping',
    attending: 'yes',
    parisGathering: 'no',
    accommodation: 'Not yet decided',
    accommodationTown: null,
    arrivalDate: '2025-06-28',
    departureDate: '2025-06-29',
  },
  {
    firstName: 'Drafty',
    lastName: 'Draft',
    company: 'Unfinished',
    attending: 'yes',
    parisGathering: 'yes',
    accommodation: 'Airbnb',
    accommodationTown: 'Other',
    arrivalDate: '2025-06-25',
    departureDate: '2025-06-30',
    status: 'draft',
  },
];

const emailOf = (classmate: Classmate) => `${classmate.firstName.toLowerCase()}@class2005.test`;

function classmateProfile(classmate: Classmate) {
  return profileBody({ ...classmate, email: emailOf(classmate) });
}

/** Registers an account from Node and saves its profile (the site's own API calls). */
async function seed(classmate: Classmate): Promise<void> {
  const registered = await fetch(`${site.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: emailOf(classmate),
      password: 'secret-1',
      classPassword: CLASS_PASSWORD,
    }),
  });
  jestExpect(registered.status).toBe(201);
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  // The profile shows the account's own address at once once the account has confirmed it.
  await confirmEmailForCookie(site, emailOf(classmate), cookie);
  const created = await fetch(`${site.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(classmateProfile(classmate)),
  });
  jestExpect(created.status).toBe(201);
}

beforeAll(async () => {
  site = await startSite();
  for (const classmate of classmates) await seed(classmate);
  // One journey fails the insights call with route(): no service worker may take it.
  browser = await openBrowser({ serviceWorkers: 'block' });
  page = browser.page;
  await page.goto(`${site.url}/auth`);
  // The viewer signs up inside the page, so the browser holds the session cookie.
  const status = await page.evaluate(async (classPassword) => {
    const response = await fetch('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@class2005.test', password: 'secret-1', classPassword }),
    });
    return response.status;
  }, CLASS_PASSWORD);
  jestExpect(status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const card = (title: string): Locator => page.getByRole('group', { name: title });

/** The first cell of each row of the profiles table, once it equals `expected`. */
async function expectNames(expected: string[]): Promise<void> {
  await page.waitForFunction(
    (names) => {
      const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
      const shown = [...rows].map((row) => row.querySelector('td')?.textContent);
      return JSON.stringify(shown) === JSON.stringify(names);
    },
    expected,
    { timeout: 10_000 },
  );
}

async function chooseFilter(label: string, option: string): Promise<void> {
  const select = page.getByLabel(label);
  await select.click();
  // The other filter's list may still be fading out: pick from the list this control owns.
  const listId = await select.getAttribute('aria-controls');
  await page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) })
    .locator(`.ant-select-item-option[title="${option}"]`)
    .click();
}

/** The data cells of the row named `rowName` in the table captioned `caption`. */
async function figures(caption: string, rowName: string): Promise<string[]> {
  const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  const row = table.locator('tr', {
    has: page.locator('th[scope="row"]', { hasText: new RegExp(`^${rowName}$`) }),
  });
  return row.locator('td').allTextContents();
}

/**
 * Drawn bar sizes (SVG boxes) of one chart as multiples of the smallest, zero-size bars left
 * out. The bars grow in with an animation, so sizes are read until two reads agree.
 */
async function barRatios(figureText: string, dimension: 'width' | 'height'): Promise<number[]> {
  const bars = page
    .locator('figure', { hasText: figureText })
    .locator('.recharts-bar-rectangle path');
  await bars.first().waitFor();
  const read = async () =>
    (
      await bars.evaluateAll(
        (paths, key) =>
          paths.map((path) => (path as SVGGraphicsElement).getBBox()[key as 'width' | 'height']),
        dimension,
      )
    ).filter((size) => size > 0.5);
  let previous: number[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const sizes = await read();
    if (sizes.length > 0 && JSON.stringify(sizes) === JSON.stringify(previous)) {
      const smallest = Math.min(...sizes);
      return sizes.map((size) => Math.round(size / smallest));
    }
    previous = sizes;
    await page.waitForTimeout(200);
  }
  throw new Error(`the bars of '${figureText}' never settled: ${JSON.stringify(previous)}`);
}

test('the cards count the published profiles of the seed', async () => {
  await page.goto(`${site.url}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Insights', exact: true }).waitFor();
  await card('Total Profiles').getByText('5', { exact: true }).waitFor();
  await card('Attending Reunion').getByText('3', { exact: true }).waitFor();
  await card('Attending Reunion').getByText('60% of total').waitFor();
  await card('Attending Paris').getByText('2', { exact: true }).waitFor();
  await card('Attending Paris').getByText('40% of total').waitFor();
  await card('Top Accommodation').getByText('Hôtel de Londres').waitFor();
  await card('Top Accommodation').getByText('2 alumni').waitFor();
});

test('the table lists the published profiles and filters them', async () => {
  await expectNames(['Hedy Lamarr', 'Marie Curie', 'Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
  const ada = page.locator('.ant-table-tbody tr', { hasText: 'Ada Lovelace' });
  jestExpect(await ada.locator('td').allTextContents()).toEqual([
    'Ada Lovelace',
    'ada@class2005.test',
    'Analytical Engines',
    'Attending',
    'Attending',
    'Jun 26',
    'Hôtel de Londres',
  ]);
  // Dietary requirements are for the organisers: a classmate's page never receives them, and
  // shows no column that would always be empty.
  jestExpect(await page.locator('.ant-table-thead th').allTextContents()).not.toContain(
    'Dietary requirements',
  );

  const search = page.getByPlaceholder('Search by name or email...');
  await search.fill('GRACE@');
  await expectNames(['Grace Hopper']);
  await search.fill('nobody at all');
  await page.getByText('No profiles found matching your criteria.').waitFor();
  await search.fill('');
  await chooseFilter('Reunion Attendance', 'Not Attending');
  await expectNames(['Alan Turing']);
  await chooseFilter('Paris Attendance', 'Attending');
  await page.getByText('No profiles found matching your criteria.').waitFor();
  await chooseFilter('Paris Attendance', 'All');
  await chooseFilter('Reunion Attendance', 'Attending');
  await expectNames(['Hedy Lamarr', 'Grace Hopper', 'Ada Lovelace']);
});

test('the CSV holds the table as filtered and sorted, formulas neutralised', async () => {
  // Still filtered to Attending; sorted by name, A to Z.
  await page.locator('th.ant-table-cell', { hasText: /^Name$/ }).click();
  await expectNames(['Ada Lovelace', 'Grace Hopper', 'Hedy Lamarr']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  jestExpect(download.suggestedFilename()).toMatch(/^reunion-insights-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  jestExpect(text.split('\r\n')).toEqual([
    '\uFEFFName,Email,Company,Reunion,Paris,Arrival,Accommodation',
    'Ada Lovelace,ada@class2005.test,Analytical Engines,Attending,Attending,2025-06-26,Hôtel de Londres',
    `Grace Hopper,grace@class2005.test,"'=HYPERLINK(""http://evil.test"",""click"")",Attending,Not Attending,2025-06-27,Hôtel de Londres`,
    'Hedy Lamarr,hedy@class2005.test,Frequency Hopping,Attending,Not Attending,2025-06-28,Not yet decided',
    '',
  ]);
});

test('the Attendance Summary tab, reached from the keyboard, gives counts, percentages and charts', async () => {
  await page.getByRole('tab', { name: 'All Profiles' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 2, name: 'Attendance' }).waitFor();

  jestExpect(await figures('Reunion Attendance', 'Attending')).toEqual(['3', '60%']);
  jestExpect(await figures('Reunion Attendance', 'Not Attending')).toEqual(['1', '20%']);
  jestExpect(await figures('Reunion Attendance', 'Maybe')).toEqual(['1', '20%']);
  jestExpect(await figures('Paris Attendance', 'Attending')).toEqual(['2', '40%']);
  jestExpect(await figures('By accommodation', 'Hôtel de Londres')).toEqual(['2', '40%']);
  jestExpect(await figures('By accommodation', 'Airbnb')).toEqual(['1', '20%']);
  jestExpect(await figures('By town', 'Fontainebleau')).toEqual(['3', '60%']);
  await page.getByText('Not yet decided: 1 (20%)').waitFor();
  jestExpect(await figures('Nights from 25 to 30 June', 'Jun 27')).toEqual(['3', '2', '0']);
  jestExpect(await figures('Nights from 25 to 30 June', 'Jun 28')).toEqual(['4', '1', '0']);
  jestExpect(await figures('Nights from 25 to 30 June', 'Jun 29')).toEqual(['1', '0', '3']);

  // The charts draw the same figures: nights 1, 3, 4, 1 as bar heights; the stacked
  // attendance bars Reunion 3/1/1 and Paris 2/1/2 as widths.
  jestExpect(await barRatios('Classmates in town each night', 'height')).toEqual([1, 3, 4, 1]);
  jestExpect((await barRatios('Attendance for each event', 'width')).sort()).toEqual([
    1, 1, 1, 2, 2, 3,
  ]);
  jestExpect(await barRatios('By accommodation.', 'width')).toEqual([2, 1, 1]);
});

test('a failing API shows the error alert, and Refresh Page reloads into the figures', async () => {
  // Reached from another page, the figures are asked by the browser (a page load of /admin
  // comes with those its server fetched).
  await page.goto(`${site.url}/`);
  await page.route('**/api/insights', (route) => route.abort());
  await page.getByRole('link', { name: 'Insights' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading profiles' });
  await alert.waitFor();
  await alert
    .getByText('There was a problem loading the profile data. Please try refreshing the page.')
    .waitFor();
  await page.unroute('**/api/insights');
  await alert.getByRole('button', { name: 'Refresh Page' }).click();
  await card('Total Profiles').getByText('5', { exact: true }).waitFor();
});
