import type { Page } from 'playwright-core';
// The API tests and these journeys read mail the same way.
import { confirmationLinkIn, waitForOutboxMail } from '../../backend/test/support/mailbox';
import { CLASS_PASSWORD, type Site } from './site';

export interface Account {
  email: string;
  password: string;
}

export interface ApiAnswer {
  status: number;
  /** The body as text ('' when there is none). */
  text: string;
}

/**
 * Calls the API from inside the page with the page's own cookies, so what the browser holds
 * (or loses) is what the server sees. The page must be on the site's origin.
 */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        // What the server answers now, not what the browser kept (files are cached as immutable).
        cache: 'no-store',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

/** Creates a profile as the page's signed-in account (POST /api/profiles); returns its id. */
export async function createProfile(page: Page, body: unknown): Promise<number> {
  const created = await callApi(page, 'POST', '/api/profiles', body);
  if (created.status !== 201) throw new Error(`create profile: ${created.status} ${created.text}`);
  return (JSON.parse(created.text) as { id: number }).id;
}

/** Puts the page on the site's origin (a blank page cannot call the API by relative path). */
async function onSite(page: Page, site: Site): Promise<void> {
  if (!page.url().startsWith(site.url)) await page.goto(`${site.url}/auth`);
}

/** Registers the account through the class gate's API call, which also signs it in (201). */
export async function registerAccount(page: Page, site: Site, account: Account): Promise<void> {
  await onSite(page, site);
  await callApi(page, 'POST', '/api/logout');
  const answer = await callApi(page, 'POST', '/api/register', {
    email: account.email,
    password: account.password,
    classPassword: CLASS_PASSWORD,
  });
  if (answer.status !== 201) {
    throw new Error(`register ${account.email}: ${answer.status} ${answer.text}`);
  }
}

/** Signs the page in as an existing account (after signing out whoever was in). */
export async function signIn(page: Page, site: Site, account: Account): Promise<void> {
  await onSite(page, site);
  await callApi(page, 'POST', '/api/logout');
  const answer = await callApi(page, 'POST', '/api/login', {
    username: account.email,
    password: account.password,
  });
  if (answer.status !== 200) {
    throw new Error(`login ${account.email}: ${answer.status} ${answer.text}`);
  }
}

/**
 * Opens the newest confirmation link the site mailed to `email`, in the page, as its owner
 * would (a site without SMTP_URL writes its mail to DATA_DIR/outbox).
 */
export async function confirmEmail(page: Page, site: Site, email: string): Promise<void> {
  const mail = await waitForOutboxMail(site.dataDir, email, '/auth/confirm-email');
  await page.goto(confirmationLinkIn(mail).toString());
  await page.getByRole('heading', { name: /E-mail Confirmed/ }).waitFor();
}

/** An administrator: registered with an ADMIN_EMAILS address, then confirmed from the mail. */
export async function registerAdministrator(
  page: Page,
  site: Site,
  account: Account,
): Promise<void> {
  await registerAccount(page, site, account);
  await confirmEmail(page, site, account.email);
}

/** A JSON POST to the site from the test itself (no browser), with a session cookie if given. */
export function postJson(site: Site, path: string, body: unknown, cookie?: string) {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Registers an account from the test itself and returns its session cookie (`name=value`). */
export async function registerForCookie(site: Site, email: string, password: string) {
  const response = await postJson(site, '/api/register', {
    email,
    password,
    classPassword: CLASS_PASSWORD,
  });
  if (response.status !== 201)
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/**
 * Opens the newest confirmation link mailed to `email` from the test itself, with `cookie`'s
 * session: the account's own address, confirmed, is one a profile may show at once
 * (docs/profiles.md, "A profile's e-mail address").
 */
export async function confirmEmailForCookie(site: Site, email: string, cookie: string) {
  const mail = await waitForOutboxMail(site.dataDir, email, '/auth/confirm-email');
  const token = confirmationLinkIn(mail).searchParams.get('token');
  const response = await postJson(site, '/api/confirm-email', { token }, cookie);
  if (response.status !== 200)
    throw new Error(`confirm ${email}: ${response.status} ${await response.text()}`);
}

/**
 * Opens, in `page` (signed in as the profile's owner), the newest link mailed to `address` for
 * a profile's new e-mail (docs/profiles.md, "A profile's e-mail address").
 */
export async function confirmProfileEmail(page: Page, site: Site, address: string): Promise<void> {
  // The mail's opening (backend/src/profiles/profile-email-mail.ts): the browser tests' build
  // cannot import the backend's decorated code.
  const mail = await waitForOutboxMail(site.dataDir, address, 'entered on a classmate profile');
  await page.goto(confirmationLinkIn(mail).toString());
  await page.getByRole('heading', { name: /E-mail Confirmed/ }).waitFor();
}

/** Logs out as a phone visitor does (the header's menu, then Logout), until the server has it. */
export async function logOutFromMenu(page: Page, site: Site): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Logout/ })
    .click();
  await page.waitForURL(`${site.url}/auth`);
  // The device forgets first and /auth shows; the server's sign-out comes after (useLogout).
  await page.getByText('You have been logged out successfully').first().waitFor();
}
