import { albumMessages } from '@reunion/contracts';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

let site: Site;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  // One journey fails a section's files with route(): no service worker may take them.
  browser = await openBrowser({ serviceWorkers: 'block' });
  page = browser.page;
  // Sign in through the API from inside the page, so the browser holds the session cookie.
  await page.goto(`${site.url}/auth`);
  const status = await page.evaluate(async (classPassword) => {
    const response = await fetch('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@class2005.test', password: 'secret-1', classPassword }),
    });
    return response.status;
  }, CLASS_PASSWORD);
  jestExpect(status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('/auth fails no request, not even the session check, and shows its icon', async () => {
  const fresh = await openBrowser();
  try {
    const failed: string[] = [];
    const asked: string[] = [];
    fresh.page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      asked.push(pathname);
      if (response.status() >= 400) failed.push(`${response.status()} ${pathname}`);
    });
    const icon = fresh.page.waitForResponse((response) => response.url().endsWith('/favicon.png'));
    await fresh.page.goto(`${site.url}/auth`);
    await fresh.page.getByRole('tab', { name: 'Login' }).waitFor();
    const iconResponse = await icon;
    jestExpect(iconResponse.status()).toBe(200);
    jestExpect(iconResponse.headers()['content-type']).toContain('image/png');
    // GET /api/user answers 401 when nobody is signed in, but the server drew the page knowing
    // that and handed it over: the browser does not ask again, and nothing fails.
    jestExpect(failed).toEqual([]);
    jestExpect(asked).not.toContain('/api/user');
    jestExpect(asked).not.toContain('/favicon.ico');
  } finally {
    await fresh.close();
  }
});

test('an unknown path shows the 404 screen', async () => {
  await page.goto(`${site.url}/no/such/page`);
  await page.getByText('404 Page Not Found').waitFor();
  await page.getByText('Did you forget to add the page to the router?').waitFor();
});

test('redirect-reset without its parameters says the link is invalid and goes to /auth', async () => {
  await page.goto(`${site.url}/auth/redirect-reset?token=only-a-token`);
  await page.getByText('The password reset link is invalid or has expired.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/auth' || url.pathname === '/');
});

test('a section loads inside the layout', async () => {
  await page.goto(`${site.url}/search`);
  await page.getByRole('heading', { name: 'Find Classmates', exact: true }).waitFor();
  await page.getByRole('banner').getByText('20-Year Reunion').waitFor();
});

test('a section that cannot load shows an error card while the header keeps working', async () => {
  await page.route('**/remotes/mf-photos/**', (route) => route.abort());
  await page.goto(`${site.url}/photos`);
  await page.getByRole('button', { name: /try again/i }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await page.getByText('Event and Lookbook').waitFor();

  // Once the section is reachable again, 'Try again' loads it without reloading the page.
  await page.goBack();
  await page.getByRole('button', { name: /try again/i }).waitFor();
  await page.unroute('**/remotes/mf-photos/**');
  await page.getByRole('button', { name: /try again/i }).click();
  await page.getByRole('heading', { level: 1, name: albumMessages.title, exact: true }).waitFor();
});
