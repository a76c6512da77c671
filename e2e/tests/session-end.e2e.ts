import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, createProfile, registerAccount, signIn } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { keptBeyondPublicFiles, programmeKept } from '../support/offline-copies';
import { profileBody } from '../support/profiles';
import { startSite, type Site } from '../support/site';

// A member's data does not outlive their session on a shared device (docs/pages.md, "Header and
// footer"): Logout in one tab ends it in every tab of the browser, and with no signal it still
// forgets all the device keeps at once.

let site: Site;
let browser: Browser;
/** Two tabs of one browser: one cookie, one storage, one set of caches. */
let tabA: Page;
let tabB: Page;
const member = { email: 'shared.device@class2005.test', password: 'secret-1-long' };
const PHONE = '+44 7700 900123';
let profileId = 0;

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  tabA = browser.page;
  await registerAccount(tabA, site, member);
  profileId = await createProfile(
    tabA,
    profileBody({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: PHONE }),
  );
  tabB = await browser.context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const draftsKept = (tab: Page) =>
  tab.evaluate(
    () =>
      Object.keys(localStorage).filter((key) => key.startsWith('reunion.profile-form-draft.'))
        .length,
  );

test('Logout in one tab sends the other to /auth, and Back there shows nothing of the member', async () => {
  await tabA.goto(`${site.url}/`);
  await tabB.goto(`${site.url}/profile/${profileId}`);
  await tabB.getByText(PHONE).first().waitFor();
  // On within the site, so that Back has the profile to go back to.
  await tabB.getByRole('link', { name: 'Home', exact: true }).first().click();
  await tabB.waitForURL(`${site.url}/`);

  await tabA.getByRole('button', { name: 'Logout' }).first().click();
  await tabA.waitForURL(`${site.url}/auth`);
  await tabB.waitForURL(`${site.url}/auth`);

  await tabB.goBack();
  await tabB.waitForURL(`${site.url}/auth`);
  await tabB.getByRole('tab', { name: 'Login' }).waitFor();
  jestExpect(await tabB.getByText(PHONE).count()).toBe(0);
  jestExpect(await tabB.getByText('Lovelace').count()).toBe(0);
});

test('an offline Logout forgets the drafts and the programme kept offline at once, in every tab', async () => {
  await signIn(tabA, site, member);
  await tabA.goto(`${site.url}/event-details`);
  await tabA.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
  await programmeKept(tabA);
  await tabA.goto(`${site.url}/profile/edit/${profileId}`);
  await tabA.getByLabel('City', { exact: true }).fill('Lisbon');
  await tabA.waitForFunction(() => localStorage.length > 0);
  await tabB.goto(`${site.url}/profile/${profileId}`);
  await tabB.getByText(PHONE).first().waitFor();

  await browser.context.setOffline(true);
  try {
    await tabA.getByRole('button', { name: 'Logout' }).first().click();
    await tabA.waitForURL(`${site.url}/auth`);
    jestExpect(await draftsKept(tabA)).toBe(0);
    jestExpect(await keptBeyondPublicFiles(tabA)).toEqual([]);
    const toast = tabA.getByRole('alert').filter({ hasText: 'Logout failed' });
    await toast
      .getByText(
        'This device has forgotten your data, but we could not sign you out of the reunion site. Please check your connection and try again.',
      )
      .waitFor();
    await tabB.waitForURL(`${site.url}/auth`);
    jestExpect(await tabB.getByText(PHONE).count()).toBe(0);
  } finally {
    await browser.context.setOffline(false);
  }

  // Back online, the session's next read (on reconnecting, or a tab shown again) sends the
  // sign-out the server missed, and reads nobody back in meanwhile (web-kit's pendingLogout.ts).
  await tabB.bringToFront();
  await tabA.bringToFront();
  await tabA.waitForFunction(() => localStorage.getItem('reunion.logout-pending') === null);
  jestExpect((await callApi(tabA, 'GET', '/api/user')).status).toBe(401);
  jestExpect([tabA.url(), tabB.url()]).toEqual([`${site.url}/auth`, `${site.url}/auth`]);
  jestExpect(await draftsKept(tabA)).toBe(0);
});

test("a draft kept longer than a session lasts goes as the site starts, whoever's it is", async () => {
  const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
  const fresh = new Date().toISOString();
  await tabA.evaluate(
    ([old, fresh]) => {
      localStorage.setItem(
        'reunion.profile-form-draft.v2.998.new',
        JSON.stringify({ savedAt: old, values: {} }),
      );
      localStorage.setItem(
        'reunion.profile-form-draft.v2.999.new',
        JSON.stringify({ savedAt: fresh, values: {} }),
      );
    },
    [old, fresh],
  );
  await tabA.goto(`${site.url}/auth`);
  await tabA.waitForFunction(
    () => localStorage.getItem('reunion.profile-form-draft.v2.998.new') === null,
  );
  jestExpect(
    await tabA.evaluate(() => localStorage.getItem('reunion.profile-form-draft.v2.999.new')),
  ).not.toBeNull();
  await tabA.evaluate(() => localStorage.removeItem('reunion.profile-form-draft.v2.999.new'));
});

/**
 * In a browser of its own (no service worker, so route() sees every request): the member signed
 * in, then the device as an offline Logout leaves it (the mark set, the cookie still naming the
 * member), and the member's profile drawn by the server while the shell's script is held back.
 * The page is checked as drawn: the profile is on it, shown to no one. `then` goes on from there,
 * letting the shell's script come (`shell(true)`) or failing it.
 */
async function drawnWhileLogoutPending(
  then: (tab: Page, shell: (come: boolean) => void) => Promise<void>,
): Promise<void> {
  const device = await openBrowser({ serviceWorkers: 'block' });
  try {
    const tab = device.page;
    await signIn(tab, site, member);
    await tab.evaluate(() =>
      localStorage.setItem('reunion.logout-pending', new Date().toISOString()),
    );
    let letShellCome: (come: boolean) => void = () => {};
    const shellComes = new Promise<boolean>((resolve) => (letShellCome = resolve));
    await tab.route(/\/main\.[0-9a-f]+\.js$/, async (route) =>
      (await shellComes) ? route.continue() : route.abort(),
    );
    await tab.goto(`${site.url}/profile/${profileId}`, { waitUntil: 'domcontentloaded' });
    const name = tab.getByText('Lovelace').first();
    jestExpect(await name.count()).toBe(1);
    jestExpect(await name.isVisible()).toBe(false);
    await then(tab, letShellCome);
  } finally {
    await device.close();
  }
}

/** The tab on the sign-in card, nothing of the member on it, and signed out on the server. */
async function signedOutAtAuth(tab: Page): Promise<void> {
  await tab.waitForURL(`${site.url}/auth`);
  await tab.getByRole('tab', { name: 'Login' }).waitFor();
  jestExpect(await tab.getByText('Lovelace').count()).toBe(0);
  await tab.waitForFunction(() => localStorage.getItem('reunion.logout-pending') === null);
  jestExpect((await callApi(tab, 'GET', '/api/user')).status).toBe(401);
}

test('a page the server draws for the member while their offline Logout is pending shows nothing of them, and goes to /auth', () =>
  drawnWhileLogoutPending(async (tab, shell) => {
    shell(true);
    await signedOutAtAuth(tab);
  }));

test('such a page whose mark another tab ended before the shell started goes to /auth too', () =>
  drawnWhileLogoutPending(async (tab, shell) => {
    // Another tab, back online, sent the sign-out and took the mark away.
    jestExpect((await callApi(tab, 'POST', '/api/logout')).status).toBe(200);
    await tab.evaluate(() => localStorage.removeItem('reunion.logout-pending'));
    shell(true);
    await signedOutAtAuth(tab);
  }));

test('such a page whose shell cannot load says so, and shows nothing of the member', () =>
  drawnWhileLogoutPending(async (tab, shell) => {
    shell(false);
    await tab
      .getByRole('alert')
      .filter({
        hasText: 'The page could not load. Please check your connection and reload the page.',
      })
      .waitFor();
    jestExpect(await tab.getByText('Lovelace').count()).toBe(0);
  }));
