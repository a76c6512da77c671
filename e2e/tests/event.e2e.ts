import fs from 'node:fs';
import { expect as jestExpect } from '@jest/globals';
import type { Download, Page } from 'playwright-core';
import { registerAccount } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { startSite, type Site } from '../support/site';

// Issue 3's journeys through the shell: the event page's sections, both calendar downloads with
// Paris times in UTC, the Google link, the subscribable feed (fetched as a calendar app does,
// without cookies), the closing call to action, and the class gift page.

let site: Site;
let browser: Browser;
let page: Page;

/** The UIDs of the downloaded full calendar, to compare with the feed's. */
let downloadedUids: string[] = [];

const toast = () => page.getByTestId('toast').last();

/** The text of a downloaded file. */
async function downloadedText(download: Download): Promise<string> {
  return fs.readFileSync(await download.path(), 'utf8');
}

/** iCalendar lines with folded continuations (RFC 5545 §3.1) joined back. */
function unfold(ics: string): string[] {
  return ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

function uidsOf(ics: string): string[] {
  return unfold(ics)
    .filter((line) => line.startsWith('UID:'))
    .map((line) => line.slice('UID:'.length));
}

/** The VEVENT whose SUMMARY is `title`, as its unfolded lines. */
function eventLines(ics: string, title: string): string[] {
  const lines = unfold(ics);
  const events: string[][] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else current?.push(line);
  }
  const found = events.find((event) => event.includes(`SUMMARY:${title}`));
  if (!found) throw new Error(`no VEVENT "${title}" in:\n${ics}`);
  return found;
}

/** YYYYMMDD of a moment in Paris. */
function parisDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return parts.replaceAll('-', '');
}

async function openEventPage(): Promise<void> {
  await page.goto(`${site.url}/event-details`);
  await page.getByRole('heading', { level: 1, name: '20-Year Reunion' }).waitFor();
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  page = browser.page;
  await registerAccount(page, site, { email: 'grace@class2005.test', password: 'secret-1' });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('the event page shows its sections, the overview dates and the refund tiers', async () => {
  await openEventPage();
  // Inside the shell's layout.
  await page.getByRole('banner').getByText('20-Year Reunion').waitFor();

  for (const name of [
    'Schedule Overview',
    'Venue Information',
    'Detailed Schedule',
    'Accommodation Options',
    'Registration Information',
    'Contact Information',
    'Join Your Classmates',
  ]) {
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  }
  // The anchors other pages and the venue text link to.
  await page
    .locator('section#schedule')
    .getByRole('heading', { level: 2, name: 'Detailed Schedule' })
    .waitFor();
  await page
    .locator('section#accommodation')
    .getByRole('heading', { level: 2, name: 'Accommodation Options' })
    .waitFor();

  // Headings in order: one h1, and no level skipped on the way down.
  const levels = await page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
    );
  jestExpect(levels.length).toBeGreaterThan(10);
  jestExpect(levels[0]).toBe(1);
  jestExpect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) jestExpect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });

  const overview = page.getByRole('region', { name: 'Schedule Overview' });
  for (const [day, date] of [
    ['Thursday', '26th of June'],
    ['Friday', '27th of June'],
    ['Saturday', '28th of June'],
    ['Sunday', '29th of June'],
  ] as const) {
    const card = overview.getByRole('listitem').filter({ hasText: day });
    await card.getByText(date, { exact: true }).waitFor();
  }
  // A long day is cut at 60 characters with an ellipsis.
  await overview
    .getByText('Campus Tour, Lectures by Faculty, Class Lunch, Class Photo, ...', { exact: true })
    .waitFor();
  await overview.getByText('Paris Pre-Reunion Gathering', { exact: true }).waitFor();

  const registration = page.getByRole('region', { name: 'Registration Information' });
  for (const tier of [
    'Cancellation before 26 May 2025: 50% refund',
    'Cancellation from 27 May to 20 June 2025: 25% refund',
    'Cancellation after 20 June 2025: No refund',
  ]) {
    await registration.getByRole('listitem').filter({ hasText: tier }).waitFor();
  }
  await registration.getByText(/30\.00 euro including VAT/).waitFor();
});

test("the page-level 'Add to Outlook (.ics)' downloads the whole programme in UTC", async () => {
  const before = new Date();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' }).click(),
  ]);
  const after = new Date();
  await toast().getByText('Calendar download started').waitFor();
  await toast()
    .getByText('Complete and up-to-date schedule with all latest changes has been downloaded.')
    .waitFor();

  // The date (YYYYMMDD) and a 4-digit suffix (docs/pages.md, "Calendar files").
  const name = download.suggestedFilename();
  const match = /^class_of_2005_reunion_schedule_(\d{8})_(\d{4})\.ics$/.exec(name);
  if (!match) throw new Error(`unexpected file name ${name}`);
  jestExpect([parisDate(before), parisDate(after)]).toContain(match[1]);

  const ics = await downloadedText(download);
  jestExpect(ics).toMatch(/^BEGIN:VCALENDAR/);
  // Thursday's bistro evening at 19:00 in Paris is 17:00 UTC (summer time), one hour long.
  const bistro = eventLines(ics, 'Paris Pre-Reunion Gathering');
  jestExpect(bistro).toContain('DTSTART:20250626T170000Z');
  jestExpect(bistro).toContain('DTEND:20250626T180000Z');
  // The Saturday party ends after midnight: clamped to 23:59 Paris (21:59 UTC).
  const party = eventLines(ics, 'Class Party');
  jestExpect(party).toContain('DTSTART:20250628T180000Z');
  jestExpect(party).toContain('DTEND:20250628T215900Z');

  downloadedUids = uidsOf(ics);
  jestExpect(downloadedUids).toHaveLength(11);
  jestExpect(new Set(downloadedUids).size).toBe(downloadedUids.length);
});

test("one activity's popover downloads its own .ics and links to Google in Paris time", async () => {
  const title = 'Welcome Reception and Dinner';
  const card = page
    .getByRole('region', { name: 'Detailed Schedule' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: title, exact: true }) });
  const trigger = card.getByRole('button', { name: `Add to calendar: ${title}` });
  await trigger.click();
  jestExpect(await trigger.getAttribute('aria-expanded')).toBe('true');

  const google = card.getByRole('link', { name: 'Add to Google' });
  const googleUrl = new URL((await google.getAttribute('href')) ?? '');
  jestExpect(googleUrl.origin + googleUrl.pathname).toBe(
    'https://calendar.google.com/calendar/render',
  );
  jestExpect(googleUrl.searchParams.get('action')).toBe('TEMPLATE');
  jestExpect(googleUrl.searchParams.get('text')).toBe(title);
  jestExpect(googleUrl.searchParams.get('ctz')).toBe('Europe/Paris');
  jestExpect(googleUrl.searchParams.get('dates')).toBe('20250627T170000Z/20250627T213000Z');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Add to Outlook (.ics)', exact: true }).click(),
  ]);
  await toast().getByText('Event added to calendar').waitFor();
  await toast().getByText(title, { exact: true }).waitFor();
  jestExpect(download.suggestedFilename()).toBe('welcome_reception_and_dinner.ics');
  const ics = await downloadedText(download);
  jestExpect(uidsOf(ics)).toHaveLength(1);
  const lines = eventLines(ics, title);
  // 19:00 – 23:30 in Paris.
  jestExpect(lines).toContain('DTSTART:20250627T170000Z');
  jestExpect(lines).toContain('DTEND:20250627T213000Z');
  // The same entry as in the full file, so a calendar app updates rather than duplicates it.
  jestExpect(downloadedUids).toContain(uidsOf(ics)[0]);

  // The popover closes and gives focus back to its trigger (keyboard users stay in place).
  await card.getByRole('link', { name: 'Add to Google' }).waitFor({ state: 'hidden' });
  jestExpect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
});

test("'Subscribe' is a webcal link to the feed, which calendar apps fetch without cookies", async () => {
  const subscribe = page.getByRole('link', {
    name: 'Subscribe to the schedule in your calendar app',
  });
  const host = new URL(site.url).host;
  jestExpect(await subscribe.getAttribute('href')).toBe(`webcal://${host}/api/calendar.ics`);

  // Node's fetch: no cookies, as a calendar app polls.
  const first = await fetch(`${site.url}/api/calendar.ics`);
  jestExpect(first.status).toBe(200);
  jestExpect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
  const feed = await first.text();
  const second = await fetch(`${site.url}/api/calendar.ics`);
  jestExpect(second.status).toBe(200);
  const again = await second.text();

  // Stable UIDs: the same on every poll, and the same as the page's download.
  jestExpect(uidsOf(again)).toEqual(uidsOf(feed));
  jestExpect([...uidsOf(feed)].sort()).toEqual([...downloadedUids].sort());
  jestExpect(eventLines(feed, 'Paris Pre-Reunion Gathering')).toContain('DTSTART:20250626T170000Z');
});

test("the closing 'Search Classmates' goes to /browse", async () => {
  const closing = page.getByRole('region', { name: 'Join Your Classmates' });
  jestExpect(
    await closing.getByRole('link', { name: 'Create Your Profile' }).getAttribute('href'),
  ).toBe('/create-profile');
  await closing.getByRole('link', { name: 'Search Classmates' }).click();
  await page.waitForURL(`${site.url}/browse`);
  await page.getByRole('heading', { name: 'Find Classmates', exact: true }).waitFor();
});

test('the class gift page shows the scholarship figures, Donate Now and named recognition', async () => {
  await page.goto(`${site.url}/class-gift`);
  await page.getByRole('heading', { level: 1, name: 'Class Gift', exact: true }).waitFor();
  await page.getByText('Our 20-year class gift: scholarships for the next generation').waitFor();

  const apply = page
    .locator('.ant-card')
    .filter({ hasText: 'of applicants apply for scholarships' });
  jestExpect(await apply.textContent()).toContain('70%');
  const receive = page.locator('.ant-card').filter({ hasText: 'of them receive one' });
  jestExpect(await receive.textContent()).toContain('40%');
  await page
    .getByText(
      'Around 70% of applicants apply for a scholarship, yet only around 40% of them receive one.',
      { exact: false },
    )
    .waitFor();

  const donate = page.getByRole('link', { name: /^Donate Now/ });
  jestExpect(await donate.getAttribute('href')).toMatch(/^https:\/\//);
  jestExpect(await donate.getAttribute('target')).toBe('_blank');
  await page.getByText('Gifts of 10,000 euro or more qualify for named recognition.').waitFor();
  await page.getByText('Every donor is recognised in the class honor roll.').waitFor();
  jestExpect(
    await page.getByRole('link', { name: /classgift\.2005@/ }).getAttribute('href'),
  ).toMatch(/^mailto:/);
});
