import type { Page } from 'playwright-core';
import pg from 'pg';
import { registerForCookie, postJson } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import {
  expectStillWaiting,
  openHurriedPhone,
  pageTakenOver,
  SPEEDS,
  startLoading,
} from '../support/early-input';
import { pngImage } from '../support/png';
import { profileBody } from '../support/profiles';
import { startSharedPostgres, type SharedPostgres } from '../support/shared-postgres';
import { ADMIN_EMAIL, startSite, type Site } from '../support/site';

// A phone set to another time zone than the server's takes the album over without a mismatch
// (docs/pages.md, "Dates and times"). A photo shared at 23:30 UTC on Friday 28 November is
// shared on Saturday 29 November in Paris and in Tokyo: drawn in the phone's own zone, its card
// differed from the server's, React drew it again and the tap held meanwhile was dropped.

let postgres: SharedPostgres;
let site: Site;
let browser: Browser;
let page: Page;
let classmate: string;
let profileId: number;

const CAPTION = 'Late night in Fontainebleau';
/** Friday 28 November 2025 in UTC (and in New York), Saturday 29 November in Paris and Tokyo. */
const SHARED_AT = '2025-11-28T23:30:00Z';

beforeAll(async () => {
  postgres = await startSharedPostgres();
  site = await startSite({ databaseUrl: postgres.url });
  classmate = await registerForCookie(site, 'ada@class2005.test', 'zones-secret-1');
  // Calendar days, which no zone may move: Thursday 26 to Sunday 29 June.
  const body = profileBody({
    firstName: 'Ada',
    attending: 'yes',
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-29',
  });
  const created = await postJson(site, '/api/profiles', body, classmate);
  expect(created.status).toBe(201);
  profileId = ((await created.json()) as { id: number }).id;
  const form = new FormData();
  form.append(
    'photo',
    new Blob([new Uint8Array(pngImage(64, 48))], { type: 'image/png' }),
    'late.png',
  );
  form.append('caption', CAPTION);
  const uploaded = await fetch(`${site.url}/api/photos`, {
    method: 'POST',
    headers: { cookie: classmate },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  // The upload's time is the server's clock: set to the one this test needs, whenever it runs.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(`UPDATE "album_photos" SET "upload_date" = $1`, [SHARED_AT]);
  } finally {
    await client.end();
  }
  // The first page the server draws loads the section's server code: not in a journey's time.
  expect((await fetch(`${site.url}/photos`, { headers: { cookie: classmate } })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
});

/** Every error the page reports from now: React's hydration mismatch (#418) among them. */
function recordErrors(on: Page): string[] {
  const errors: string[] = [];
  on.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  on.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signedIn(cookie = classmate): Promise<void> {
  await browser.context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url: site.url };
    }),
  );
}

describe.each(
  SPEEDS.flatMap((speed) =>
    ['Europe/Paris', 'Asia/Tokyo'].map((timezoneId) => ({ ...speed, timezoneId })),
  ),
)('a phone in $timezoneId, on $speed', ({ cpuSlowdown, timezoneId }) => {
  beforeEach(async () => {
    browser = await openHurriedPhone(cpuSlowdown, timezoneId);
    page = browser.page;
  });
  afterEach(async () => {
    await browser?.close();
  });

  test('a photo card tapped as soon as it shows opens the viewer, with no mismatch', async () => {
    await signedIn();
    const errors = recordErrors(page);
    startLoading(page, `${site.url}/photos`);
    const card = page.getByRole('button', { name: `View photo: ${CAPTION}, shared by Ada` });
    await card.waitFor();
    await expectStillWaiting(page, cpuSlowdown);
    await card.tap();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('img', { name: CAPTION }).waitFor({ timeout: 20_000 });
    // The day and time in France, the same on every phone and on the server.
    await viewer
      .getByText('Uploaded Saturday, November 29, 2025 at 12:30 AM (Paris time)')
      .waitFor();
    await pageTakenOver(page);
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: CAPTION })
        .getByText(/^Shared by/)
        .textContent(),
    ).toBe('Shared by Ada Classmate • Nov 29, 2025');
    expect(errors).toEqual([]);
  });
});

test('a phone west of Greenwich shows the same day as Paris', async () => {
  browser = await openHurriedPhone(1, 'America/New_York');
  page = browser.page;
  try {
    await signedIn();
    const errors = recordErrors(page);
    startLoading(page, `${site.url}/photos`);
    await page.getByText('Shared by Ada Classmate • Nov 29, 2025').waitFor();
    await pageTakenOver(page);
    await page.getByRole('button', { name: `View photo: ${CAPTION}, shared by Ada` }).tap();
    await page
      .getByRole('dialog')
      .getByText('Uploaded Saturday, November 29, 2025 at 12:30 AM (Paris time)')
      .waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

/** Scrolls to the end of the page a screen at a time, so that every part is taken over. */
async function scrollThrough(on: Page): Promise<void> {
  for (let screen = 0; screen < 40; screen++) {
    const atEnd = await on.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await on.waitForTimeout(150);
    if (atEnd) break;
  }
  await on.waitForFunction(() => !document.querySelector('template[data-take-over="pending"]'));
}

test.each(['Asia/Tokyo', 'America/Los_Angeles'])(
  'in %s every page is taken over without a mismatch, and calendar days stay on their day',
  async (timezoneId) => {
    browser = await openBrowser({
      mobile: true,
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
      timezoneId,
    });
    page = browser.page;
    try {
      await signedIn();
      const errors = recordErrors(page);
      const paths = [
        '/',
        '/search',
        `/profile/${profileId}`,
        '/event-details',
        '/admin',
        '/photos',
      ];
      for (const path of paths) {
        await page.goto(`${site.url}${path}`);
        await scrollThrough(page);
        expect([path, errors]).toEqual([path, []]);
      }
      await page.goto(`${site.url}/search`);
      await page
        .getByRole('link', { name: /Ada Classmate/ })
        .getByText('Arriving: Thu, Jun 26')
        .waitFor();
      await page.goto(`${site.url}/profile/${profileId}`);
      await page.getByText('Thursday, June 26').first().waitFor();
      await page.getByText('Sunday, June 29').first().waitFor();
    } finally {
      await browser.close();
    }
  },
);

test("in Asia/Tokyo the organisers' tables print their times on France's clock and say so, with no mismatch", async () => {
  // An administrator (ADMIN_EMAILS, address confirmed), a reminder mailed to Ada and a canary
  // ended, both at SHARED_AT: 00:30 on 29 November in Paris, 08:30 in Tokyo.
  const admin = await registerForCookie(site, ADMIN_EMAIL, 'zones-admin-secret-1');
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(`UPDATE "users" SET "email_confirmed_at" = now() WHERE "email" = $1`, [
      ADMIN_EMAIL,
    ]);
    await client.query(
      `INSERT INTO "rsvp_nudges" ("profile_id", "deadline", "events", "sent_at", "unsubscribe_token_hash")
       VALUES ($1, '2025-06-01', ARRAY['attending'], $2, repeat('a', 64))`,
      [profileId, SHARED_AT],
    );
    await client.query(
      `INSERT INTO "remote_canary_outcomes" ("name", "version", "base_version", "share",
         "auto_promote", "started_at", "started_by", "ending", "ended_at", "ended_by",
         "canary_loads", "canary_failures", "base_loads", "base_failures")
       VALUES ('mf-photos', '9.9.9', NULL, 10, false, $1, $2, 'stopped', $1, $2, 0, 0, 0, 0)`,
      [SHARED_AT, ADMIN_EMAIL],
    );
  } finally {
    await client.end();
  }

  browser = await openBrowser({ timezoneId: 'Asia/Tokyo' });
  page = browser.page;
  try {
    await signedIn(admin);
    const errors = recordErrors(page);
    await page.goto(`${site.url}/admin`);
    await scrollThrough(page);
    const reminders = page.locator('.ant-card', { hasText: 'RSVP reminders' });
    const reminded = reminders.getByRole('row', { name: /Ada Classmate/ });
    await reminded.waitFor();
    await reminded.getByText('Saturday, November 29, 2025 at 12:30 AM', { exact: true }).waitFor();
    await reminders.getByRole('columnheader', { name: 'Reminded (Paris time)' }).waitFor();
    const canaries = page.locator('.ant-card', { hasText: 'Canary releases' });
    const ended = canaries.getByRole('row', { name: /9\.9\.9/ });
    await ended.getByText('Saturday, November 29, 2025 at 12:30 AM', { exact: true }).waitFor();
    await canaries.getByRole('columnheader', { name: 'Ended (Paris time)' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
