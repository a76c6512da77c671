import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  callApi,
  confirmProfileEmail,
  registerAccount,
  registerAdministrator,
  signIn,
  type Account,
  createProfile,
} from '../support/accounts';
import { choose, selected } from '../support/antd-select';
import { openBrowser, type Browser } from '../support/browser';
import { detailPairs } from '../support/profile-page';
import { profileBody } from '../support/profiles';
import { ADMIN_EMAIL, startSite, type Site } from '../support/site';

// Issue 20, contact privacy: the owner chooses on the edit form who sees each contact detail;
// a classmate's page then carries no trace of what is hidden, an administrator's page carries
// what is shared with the organisers, and the owner's page says who sees what.

let site: Site;
let browser: Browser;
let page: Page;

const ada: Account = { email: 'ada@class2005.test', password: 'secret-1' };
const grace: Account = { email: 'grace@class2005.test', password: 'secret-2' };
const admin: Account = { email: ADMIN_EMAIL, password: 'secret-3' };
const PRIVATE_EMAIL = 'ada.private@analytical.test';
const PHONE = '+44 7700 900123';
let profileId = 0;

async function openProfile(): Promise<void> {
  await page.goto(`${site.url}/profile/${profileId}`);
  await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
  await page.locator('#main-content').getByRole('heading', { name: 'Contact' }).waitFor();
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  page = browser.page;
  await registerAccount(page, site, grace);
  await registerAdministrator(page, site, admin);
  await registerAccount(page, site, ada);
  profileId = await createProfile(
    page,
    profileBody({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: PRIVATE_EMAIL,
      phoneNumber: PHONE,
      city: 'Barbizon',
    }),
  );
  // A new address shows once its owner opens the link mailed to it (docs/profiles.md).
  await confirmProfileEmail(page, site, PRIVATE_EMAIL);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('the owner chooses who sees the e-mail and the phone, and the page says so', async () => {
  await page.goto(`${site.url}/profile/edit/${profileId}`);
  await page.getByRole('heading', { level: 1, name: 'Edit Your Profile' }).waitFor();
  await page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>('#profile_firstName')?.value ?? '') !== '',
  );
  jestExpect(await selected(page, 'Who can see your email')).toBe('Classmates');
  await choose(page, 'Who can see your email', 'Organisers only');
  await choose(page, 'Who can see your phone number', 'Only me');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByTestId('toast').last().getByText('Profile Saved').waitFor();

  await openProfile();
  jestExpect(await detailPairs(page)).toMatchObject({
    Email: `${PRIVATE_EMAIL} Organisers only`,
    Phone: `${PHONE} Only me`,
    Location: 'Barbizon, France',
  });
});

test('a classmate gets neither the e-mail nor the phone, in the page or from the API', async () => {
  await signIn(page, site, grace);
  await openProfile();
  const pairs = await detailPairs(page);
  jestExpect(pairs).toMatchObject({ Location: 'Barbizon, France' });
  jestExpect(pairs).not.toHaveProperty('Email');
  jestExpect(pairs).not.toHaveProperty('Phone');
  // Not merely hidden: the server-rendered page, its data and the API answer lack them.
  const html = await page.content();
  jestExpect(html).not.toContain(PRIVATE_EMAIL);
  jestExpect(html).not.toContain('7700 900123');
  const answer = await callApi(page, 'GET', `/api/profiles/${profileId}`);
  jestExpect(answer.text).not.toContain(PRIVATE_EMAIL);
  jestExpect(answer.text).not.toContain('7700 900123');
});

test('an administrator sees the e-mail shared with the organisers, never the private phone', async () => {
  await signIn(page, site, admin);
  await openProfile();
  const pairs = await detailPairs(page);
  jestExpect(pairs).toMatchObject({ Email: `${PRIVATE_EMAIL} Organisers only` });
  jestExpect(pairs).not.toHaveProperty('Phone');
  jestExpect(await page.content()).not.toContain('7700 900123');
});
