import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { profileBody } from '../support/profiles';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

// Pages come from the server with their content, so a phone shows them before any script has
// arrived, and the browser then takes them over (hydrates) without drawing them again or
// asking again for what came with the page.

let site: Site;
let browser: Browser;
let page: Page;
/** The session of the account the tests read pages as. */
let cookie: string;
let firstProfileId: number;

/** Eight classmates, published in this order: the directory lists the last first. */
const names = ['Ada', 'Grace', 'Katherine', 'Marie', 'Alan', 'Hedy', 'Emmy', 'Tim'];

async function register(email: string): Promise<string> {
  const response = await fetch(`${site.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-1', classPassword: CLASS_PASSWORD }),
  });
  jestExpect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function publish(firstName: string): Promise<number> {
  const session = await register(`${firstName.toLowerCase()}@class2005.test`);
  const response = await fetch(`${site.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify(
      profileBody({
        firstName,
        currentRole: 'Partner',
        company: `${firstName} & Co`,
        industry: 'Technology',
        arrivalDate: '2025-06-26',
      }),
    ),
  });
  jestExpect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The page as a browser's first request gets it. */
function load(path: string, session?: string): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(session ? { cookie: session } : {}) },
  });
}

/** The markup the server put in the page's root element. */
function rootOf(html: string): string {
  const match = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html);
  if (!match?.[1]) throw new Error('no server-rendered root in the page');
  // React separates neighbouring texts with empty comments.
  return match[1].replaceAll('<!-- -->', '');
}

const hydrated = (target: Page) =>
  target.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_REGISTER_PER_IP: '100' } });
  for (const name of names) {
    const id = await publish(name);
    if (name === 'Ada') firstProfileId = id;
  }
  cookie = await register('reader@class2005.test');
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('/auth comes with the sign-in form, its title and styles, and one script the CSP allows by hash', async () => {
  const response = await load('/auth');
  jestExpect(response.status).toBe(200);
  jestExpect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  jestExpect(html).toMatch(/<title>Sign in \| [^<]+<\/title>/);
  const root = rootOf(html);
  jestExpect(root).toContain('<form');
  jestExpect(root).toMatch(/type="password"/);
  jestExpect(html).toMatch(/<style[^>]*>[^<]*\.ant-btn/);
  // No script is asked for before the page has loaded: the one inline script asks for them.
  jestExpect(html).not.toMatch(/<script[^>]* src=/);
  const inline = [
    ...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([^<]+)<\/script>/g),
  ];
  jestExpect(inline).toHaveLength(1);
  const hash = createHash('sha256')
    .update(inline[0]?.[1] ?? '')
    .digest('base64');
  jestExpect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
});

test('a signed-out visitor is sent to sign in by the server, and back to the page after', async () => {
  const response = await load('/event-details');
  jestExpect(response.status).toBe(303);
  jestExpect(response.headers.get('location')).toBe('/auth?from=%2Fevent-details');
  jestExpect(response.headers.get('cache-control')).toBe('no-store');

  await page.goto(`${site.url}/event-details`);
  jestExpect(new URL(page.url()).pathname).toBe('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Username or Email').fill('reader@class2005.test');
  await panel.getByLabel('Password', { exact: true }).fill('secret-1');
  await panel.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${site.url}/event-details`);
});

test('signed in, /auth sends the visitor on, never off the site', async () => {
  const onward = await load('/auth?from=%2Fsearch%3Fq%3Dada', cookie);
  jestExpect([onward.status, onward.headers.get('location')]).toEqual([303, '/search?q=ada']);
  for (const from of ['//evil.example/', '/\\evil.example', 'https://evil.example/'])
    jestExpect(
      (await load(`/auth?from=${encodeURIComponent(from)}`, cookie)).headers.get('location'),
    ).toBe('/');
});

test('Find Classmates comes with its first six cards, not the whole list', async () => {
  const html = await (await load('/search', cookie)).text();
  const root = rootOf(html);
  // Most recently updated first: the last six published.
  for (const name of names.slice(2)) jestExpect(root).toContain(name);
  for (const name of ['Ada', 'Grace']) jestExpect(html).not.toContain(`>${name} `);
  // The page's state holds the view (its query key names the route), not the whole list.
  jestExpect(html).toContain('directoryView');
  jestExpect(html).not.toContain('"ada@class2005.test"');
});

test('a profile comes with its previous and next links', async () => {
  const root = rootOf(await (await load(`/profile/${firstProfileId}`, cookie)).text());
  jestExpect(root).toContain('Ada Classmate');
  jestExpect(root).toContain('Previous: Grace Classmate');
});

test('an unknown address is the not-found page, with status 404', async () => {
  const response = await load('/no-such-page', cookie);
  jestExpect(response.status).toBe(404);
  jestExpect(rootOf(await response.text())).toContain('Page Not Found');
});

/**
 * What a page weighs before its scripts: the markup and the styles of what it shows, inline. At
 * 2,000 profiles the pages weigh 23–32 KiB of gzip (bench/RESULTS.md); a page past this budget
 * has grown something its first screen does not need (a list, a whole stylesheet).
 */
const PAGE_HTML_BUDGET_KIB = 40;

test('every page weighs less than its budget before its scripts', async () => {
  const pages = ['/', '/search', '/event-details', '/class-gift', '/photos', '/admin'];
  const weights: Record<string, number> = {};
  for (const path of [...pages, `/profile/${firstProfileId}`]) {
    const response = await load(path, cookie);
    jestExpect(response.status).toBe(200);
    weights[path] = gzipSync(await response.text(), { level: 9 }).length / 1024;
  }
  weights['/auth'] = gzipSync(await (await load('/auth')).text(), { level: 9 }).length / 1024;
  const over = Object.entries(weights).filter(([, kib]) => kib > PAGE_HTML_BUDGET_KIB);
  jestExpect(over).toEqual([]);
});

test('pages read before any script has arrived', async () => {
  // The page signed in above, with every script refused.
  const reader = await browser.context.newPage();
  await reader.route(/\.js(\?|$)/, (route) => route.abort());
  await reader.goto(`${site.url}/event-details`);
  await reader.getByRole('heading', { level: 1 }).waitFor();
  await reader.goto(`${site.url}/search`);
  await reader.getByRole('heading', { level: 2, name: /Tim Classmate/ }).waitFor();
  await reader.close();
});

test('the browser takes pages over without a mismatch, and asks nothing the page already has', async () => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  for (const path of ['/', '/search', '/event-details', '/class-gift', '/photos', '/admin']) {
    requests.length = 0;
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    jestExpect([path, errors]).toEqual([path, []]);
    // The page's data came with it.
    jestExpect([path, requests.filter((p) => p === '/api/user' || p === '/api/directory')]).toEqual(
      [path, []],
    );
  }

  // Taken over for real: the search box filters the list (fetched now, for the search).
  await page.goto(`${site.url}/search`);
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search classmates' }).fill('Hedy');
  await page.getByRole('heading', { level: 2, name: /Hedy Classmate/ }).waitFor();
  await page
    .getByRole('heading', { level: 2, name: /Tim Classmate/ })
    .waitFor({ state: 'detached' });
  jestExpect(errors).toEqual([]);
});
