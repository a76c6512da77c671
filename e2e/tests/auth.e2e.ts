import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
// The backend's API tests and these journeys read mail from the same loopback SMTP server.
import {
  confirmationLinkIn,
  resetLinkIn,
  startMailbox,
  type Mailbox,
} from '../../backend/test/support/mailbox';
import { callApi } from '../support/accounts';
import { pngImage } from '../support/png';
import { ADMIN_EMAIL, CLASS_PASSWORD, startSite, type Site } from '../support/site';

let site: Site;
let mailbox: Mailbox;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mailbox = await startMailbox();
  site = await startSite({ smtpUrl: mailbox.url });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.stop();
});

const email = 'ada.lovelace@class2005.test';
const firstPassword = 'first-secret';
const newPassword = 'second-secret';

/** The visible tab panel: the hidden Login panel has fields of the same names. */
const panel = () => page.getByRole('tabpanel');

async function passGate(classPassword: string) {
  await page.goto(`${site.url}/auth`);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByText('Access Restricted').waitFor();
  await panel().getByLabel('Class password').fill(classPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function register(address: string, password: string) {
  await passGate(CLASS_PASSWORD);
  await page.getByText('Access granted').first().waitFor();
  await panel().getByLabel('Email', { exact: true }).fill(address);
  await panel().getByLabel('Password', { exact: true }).fill(password);
  await panel().getByLabel('Confirm Password').fill(password);
  await panel().getByRole('button', { name: 'Register' }).click();
}

async function logIn(username: string, password: string) {
  await page.goto(`${site.url}/auth`);
  await panel().getByLabel('Username or Email').fill(username);
  await panel().getByLabel('Password', { exact: true }).fill(password);
  await panel().getByRole('button', { name: 'Login' }).click();
}

/** The statuses of `paths` fetched by the page with the browser's HTTP cache used as `cache` says. */
function statusesOf(paths: string[], cache: RequestCache): Promise<number[]> {
  return page.evaluate(
    async ({ paths, cache }) =>
      Promise.all(
        paths.map(async (path) => (await fetch(path, { cache, mode: 'same-origin' })).status),
      ),
    { paths, cache },
  );
}

test('anonymous visitors are sent to /auth, with where they were going', async () => {
  await page.goto(`${site.url}/event-details`);
  await page.waitForURL(`${site.url}/auth?from=%2Fevent-details`);
  // /auth remembers where the visitor was headed; start the next journeys afresh.
  await page.goto('about:blank');
});

test('a wrong class password is refused at the gate', async () => {
  await passGate('not the class password');
  await page.getByText('Access denied').first().waitFor();
  jestExpect(await panel().getByLabel('Confirm Password').count()).toBe(0);
  // The server refuses it at registration too, whatever the page does.
  const refused = await fetch(`${site.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: firstPassword, classPassword: 'nope' }),
  });
  jestExpect(refused.status).toBe(403);
  const response = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: firstPassword }),
  });
  jestExpect(response.status).toBe(401);
});

test('registering through the gate signs the user in and lands on home', async () => {
  await register(email, firstPassword);
  await page.getByText('Registration successful').first().waitFor();
  await page.waitForURL(`${site.url}/`);
  await page.getByText('Event and Lookbook').waitFor();
  await page.getByRole('link', { name: 'Create Profile' }).first().waitFor();
  jestExpect(await page.getByText('Super Admin').count()).toBe(0);
});

test('logging out returns to /auth, the session is gone and nothing typed is kept', async () => {
  // A name typed into the profile form, then Logout at once: the browser keeps nothing of it.
  await page.getByRole('link', { name: 'Create Profile' }).first().click();
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('You have been logged out successfully').first().waitFor();
  await page.waitForURL(`${site.url}/auth`);
  jestExpect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto(`${site.url}/`);
  await page.waitForURL(`${site.url}/auth?from=%2F`);
});

/**
 * Presses Logout and waits for the server's sign-out, which the page sends after it shows the
 * sign-in page: until then the browser still holds the session's cookie.
 */
async function loggedOut(): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('You have been logged out successfully').first().waitFor();
  await page.waitForURL(`${site.url}/auth`);
}

test("after Logout, the browser's cache hands the next person none of the member's lists", async () => {
  await logIn(email, firstPassword);
  await page.waitForURL(`${site.url}/`);
  const lists = ['/api/directory', '/api/stays', '/api/directory/view'];
  // Fetched as the pages fetch them: kept in the browser's HTTP cache, revalidated by ETag.
  const fetched = (cache: RequestCache) => statusesOf(lists, cache);
  jestExpect(await fetched('default')).toEqual([200, 200, 200]);
  // The member's own session still has them from the cache.
  jestExpect(await fetched('only-if-cached')).toEqual([200, 200, 200]);
  await loggedOut();
  // Whoever uses the browser next asks the cache alone for them.
  jestExpect(await fetched('force-cache')).toEqual([401, 401, 401]);
});

test("after Logout, the browser's cache hands the next person none of the member's photos", async () => {
  await logIn(email, firstPassword);
  await page.waitForURL(`${site.url}/`);
  const photo = pngImage(64, 48).toString('base64');
  // Shared as the album shares it; its photo and thumbnail are what the grid then shows.
  const shared = await page.evaluate(async (base64) => {
    const form = new FormData();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    form.append('photo', new Blob([bytes], { type: 'image/png' }), 'picnic.png');
    const answer = await fetch('/api/photos', { method: 'POST', body: form });
    return (await answer.json()) as { photoUrl: string; thumbnailUrl: string };
  }, photo);
  const fetched = (cache: RequestCache) =>
    statusesOf([shared.photoUrl, shared.thumbnailUrl], cache);
  jestExpect(await fetched('default')).toEqual([200, 200]);
  // Kept for a year: the member's own session reads them from the cache.
  jestExpect(await fetched('only-if-cached')).toEqual([200, 200]);
  await loggedOut();
  // Whoever uses the browser next, asking the cache first, is sent to the server, which refuses.
  jestExpect(await fetched('force-cache')).toEqual([401, 401]);
});

test('a wrong password shows the login failure toast', async () => {
  await logIn(email, 'wrong-password');
  await page.getByText('Invalid email or password').first().waitFor();
  jestExpect(new URL(page.url()).pathname).toBe('/auth');
});

test('logging in by e-mail works', async () => {
  await logIn(email, firstPassword);
  await page.getByText('You have successfully logged in').first().waitFor();
  await page.waitForURL(`${site.url}/`);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(`${site.url}/auth`);
});

test('a password is reset from the mailed link', async () => {
  await page.goto(`${site.url}/auth`);
  await page.getByText('Forgotten your password?').click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText(/spam/i).first().waitFor();

  const link = resetLinkIn(
    await mailbox.waitFor(email, { containing: '/auth/redirect-reset' }),
  ).toString();
  jestExpect(link.startsWith(`${site.url}/auth/redirect-reset?`)).toBe(true);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/auth/reset-password');
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password Reset Complete').waitFor();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.waitForURL(`${site.url}/auth`);

  // The link is single-use.
  await page.goto(link);
  await page.getByText('Invalid Reset Link').first().waitFor();

  await logIn(email, firstPassword);
  await page.getByText('Invalid email or password').first().waitFor();
  await logIn(email, newPassword);
  await page.waitForURL(`${site.url}/`);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(`${site.url}/auth`);
});

test('one of the most common passwords is refused under the password field', async () => {
  await register('common.password@class2005.test', '123456');
  const field = panel().locator('.ant-form-item', {
    has: page.getByLabel('Password', { exact: true }),
  });
  await field.getByText(/most common/).waitFor();
  jestExpect(new URL(page.url()).pathname).toBe('/auth');
});

test('an administrator confirms the address through the mailed link before any admin power', async () => {
  await register(ADMIN_EMAIL, firstPassword);
  await page.waitForURL(`${site.url}/`);
  // Registered with an ADMIN_EMAILS address, but anyone could have typed it: no badge, no
  // export, and a quiet notice asking for the mailed link.
  await page.getByText(/confirm your e-mail address/).waitFor();
  jestExpect(await page.getByText('Super Admin').count()).toBe(0);
  jestExpect((await callApi(page, 'GET', '/api/export/profiles')).status).toBe(403);

  // "send the link again" mails a fresh link; the newest one is opened from the mailbox.
  const before = mailbox.received.length;
  await page.getByRole('button', { name: 'send the link again' }).click();
  await page
    .getByText(/sent a new confirmation link/)
    .first()
    .waitFor();
  const mail = await mailbox.waitFor(ADMIN_EMAIL, {
    containing: '/auth/confirm-email',
    after: before,
  });
  const link = confirmationLinkIn(mail).toString();
  jestExpect(link.startsWith(`${site.url}/auth/confirm-email?token=`)).toBe(true);
  // Opened signed out (the mail read on another device): the link asks to sign in first, and
  // counts once signed in as this very account.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(`${site.url}/auth`);
  await page.goto(link);
  await page.getByRole('heading', { name: /Sign In to Confirm/ }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await panel().getByLabel('Username or Email').fill(ADMIN_EMAIL);
  await panel().getByLabel('Password', { exact: true }).fill(firstPassword);
  await panel().getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: /E-mail Confirmed/ }).waitFor();
  await page.getByRole('link', { name: 'Go to the Home Page' }).click();
  await page.waitForURL(`${site.url}/`);

  await page.getByText('Super Admin').first().waitFor();
  jestExpect(await page.getByText(/confirm your e-mail address/).count()).toBe(0);
  jestExpect((await callApi(page, 'GET', '/api/export/profiles')).status).toBe(200);

  // The link is single-use.
  await page.goto(link);
  await page.getByRole('heading', { name: /Link Not Valid/ }).waitFor();
});
