import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { aProfileBody } from '@reunion/contracts/testing';
import {
  createProfile,
  registerAccount,
  registerAdministrator,
  signIn,
  type Account,
} from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { enlargeText, textDamage, type TextDamage } from '../support/enlarged-text';
import { visitSettled } from '../support/settled-page';
import { ADMIN_EMAIL, startSite, type Site } from '../support/site';

// A classmate who reads with the browser's text at 200 % (WCAG 1.4.4) loses nothing: on every
// main page, on a 360 × 640 phone, in a 1280 × 900 window and on a 1280 px touch screen, no
// text is cut off by its box or drawn over other text, the header's parts neither collide nor
// leave the screen, and the header, at the top of the screen on every page, takes at most a
// third of it; at the usual text size too. docs/pages.md, "Text at 200 %". The pages are
// seen as an administrator with a published profile (the widest header: the Super Admin badge),
// Create Profile as a new member (with the notice asking to confirm the e-mail address), and
// the sign-in page signed out. Nor does the page grow wider than the screen, to be scrolled
// sideways under a thumb (WCAG 1.4.10): phone-layout.e2e checks every route at the usual size,
// this one the main pages with their text at 200 %, where one-line buttons and long words grow.

let site: Site;
const admin: Account = { email: ADMIN_EMAIL, password: 'enlarged-admin-1' };
const member: Account = { email: 'enlarged.member@example.com', password: 'enlarged-member-1' };
let profileId = 0;

type Viewport = { width: number; height: number };

const SCREENS = [
  { name: 'phone', viewport: { width: 360, height: 640 }, mobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, mobile: false },
  // As wide, with a finger: links and buttons are 44 px targets there, as on a phone.
  { name: 'touch screen', viewport: { width: 1280, height: 800 }, mobile: true },
] as const;

/** What `path` shows damaged at its usual text size, and what more 200 % text did to it. */
async function damageAt(
  page: Page,
  path: string,
  screen: Viewport,
): Promise<Record<string, TextDamage>> {
  await visitSettled(page, `${site.url}${path}`);
  const usual = await textDamage(page, screen);
  await enlargeText(page, 2);
  // Read until two readings agree: antd lays some parts out again when their size changes.
  let last = '';
  for (let reading = 0; reading < 20; reading++) {
    const damage = await textDamage(page, screen);
    const now = JSON.stringify(damage);
    if (now === last) return { [path]: usual, [`${path}, text at 200 %`]: damage };
    last = now;
    await page.waitForTimeout(150);
  }
  throw new Error(`${path} kept changing`);
}

/** Each page's damage, only the pages with some, so a failure names them all at once. */
async function damageOf(page: Page, paths: string[], screen: Viewport) {
  const found: Record<string, Partial<TextDamage>> = {};
  for (const path of paths)
    for (const [seen, damage] of Object.entries(await damageAt(page, path, screen))) {
      const faults = Object.fromEntries(Object.entries(damage).filter(([, list]) => list.length));
      if (Object.keys(faults).length) found[seen] = faults;
    }
  return found;
}

beforeAll(async () => {
  site = await startSite();
  const setUp = await openBrowser();
  try {
    await registerAccount(setUp.page, site, member);
    await registerAdministrator(setUp.page, site, admin);
    // Long words, and a hotel whose name fills a phone's Select at 200 %. The company is one
    // word of 63 letters (a German law's name), wider than a phone's card at any text size.
    profileId = await createProfile(
      setUp.page,
      aProfileBody({
        firstName: 'Maximiliana',
        lastName: 'Featherstonehaugh-Worthington',
        company: 'Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz',
        accommodation: 'Hôtel de Londres',
      }),
    );
  } finally {
    await setUp.close();
  }
});

afterAll(async () => {
  await site?.stop();
});

describe.each(SCREENS)('$name', ({ viewport, mobile }) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ viewport, mobile });
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('no text cut off or drawn over other text, and the header fits, at the usual size and with text at 200 %', async () => {
    const page = browser.page;
    const found = await damageOf(page, ['/auth'], viewport);

    await signIn(page, site, member);
    Object.assign(found, await damageOf(page, ['/create-profile'], viewport));

    await signIn(page, site, admin);
    Object.assign(
      found,
      await damageOf(
        page,
        [
          '/',
          '/search',
          `/profile/${profileId}`,
          `/profile/edit/${profileId}`,
          '/event-details',
          '/photos',
          '/admin',
        ],
        viewport,
      ),
    );
    jestExpect(found).toEqual({});
  }, 240_000);
});
