import type { Page } from 'playwright-core';
import {
  registerAccount,
  registerAdministrator,
  type Account,
  createProfile,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { visitSettled } from '../support/settled-page';
import { openBrowser, type Browser } from '../support/browser';
import { ADMIN_EMAIL, SIGNED_IN_ROUTES, startSite, type Site } from '../support/site';
import { profileBody } from '../support/profiles';

// Issue 9: axe-core finds no violation on any route, signed out and signed in. The admin signs
// in (so /admin renders its real page) and publishes one profile, so the detail and edit pages
// have something to show.

let site: Site;
let browser: Browser;
let page: Page;
let profileId = 0;

const admin: Account = { email: ADMIN_EMAIL, password: 'secret-axe-1' };

/** A published profile with a role and an arrival, for the detail and edit pages. */
const profile = profileBody({
  firstName: 'Ada',
  lastName: 'Lovelace',
  industry: 'Technology',
  parisGathering: 'yes',
  currentRole: 'Partner',
  company: 'Lovelace & Co',
  arrivalDate: '2025-06-26',
});

/** Opens `path` and waits until it has settled, so axe sees the page a person sees. */
function visit(path: string): Promise<void> {
  return visitSettled(page, `${site.url}${path}`);
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('signed out', () => {
  test('/auth', async () => {
    await visit('/auth');
    await expectNoAxeViolations(page, '/auth');
  });

  test('the forgot-password card', async () => {
    await visit('/auth');
    await page.getByText('Forgotten your password?').click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await expectNoAxeViolations(page, '/auth (forgot password)');
  });

  test('/auth/reset-password without a token', async () => {
    await visit('/auth/reset-password');
    await expectNoAxeViolations(page, '/auth/reset-password');
  });

  test('a 404 path', async () => {
    await visit('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await expectNoAxeViolations(page, '/no/such/page');
  });
});

describe('signed in, address not yet confirmed', () => {
  test('/ with the confirmation notice', async () => {
    await registerAccount(page, site, {
      email: 'unconfirmed@reunion.test',
      password: 'secret-axe-2',
    });
    await visit('/');
    await page.getByRole('button', { name: 'send the link again' }).waitFor();
    await expectNoAxeViolations(page, '/ (confirmation notice)');
  });
});

describe('signed in', () => {
  beforeAll(async () => {
    await registerAdministrator(page, site, admin);
    profileId = await createProfile(page, profile);
  });

  test.each(SIGNED_IN_ROUTES)('%s', async (path) => {
    await visit(path);
    await expectNoAxeViolations(page, path);
  });

  test('a profile detail page', async () => {
    await visit(`/profile/${profileId}`);
    await page.getByText('Ada Lovelace').first().waitFor();
    await expectNoAxeViolations(page, `/profile/${profileId}`);
  });

  test("the profile's edit page", async () => {
    await visit(`/profile/edit/${profileId}`);
    await expectNoAxeViolations(page, `/profile/edit/${profileId}`);
  });
});
