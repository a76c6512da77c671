import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { profileBody } from '../support/profiles';
import { CLASS_PASSWORD, repoRoot, startSite, type Site } from '../support/site';

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

/** The antd stylesheet a page links (the shell's build writes it: antd.<hash>.css). */
function stylesheetOf(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = /<link href="\/(antd\.[0-9a-f]{8}\.css)" rel="stylesheet">/.exec(head);
  if (!match?.[1]) throw new Error('the page links no antd stylesheet');
  return match[1];
}

/** The reader's session, as a browser's cookies. */
function sessionCookies() {
  return cookie.split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return { name, value, url: site.url };
  });
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
  // Journeys fail scripts with route(): no service worker may take them.
  browser = await openBrowser({ serviceWorkers: 'block' });
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
  // antd's styles in the stylesheet every page links, not inline.
  const stylesheet = await (await fetch(`${site.url}/${stylesheetOf(html)}`)).text();
  jestExpect(stylesheet).toContain('.ant-btn');
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
  for (const from of [
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    '/.//evil.example/login',
  ])
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
 * What a page weighs before its scripts: the markup, and the styles antd's stylesheet lacks,
 * inline. At 2,000 profiles the pages weighed 23–32 KiB of gzip with every antd style inline,
 * 4.5–11.5 KiB without (60 profiles; bench/RESULTS.md); a page past this budget has grown
 * something its first screen does not need (a list, a whole stylesheet).
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

test('a page asks for every script it is taken over with at once, each fetched once', async () => {
  // docs/page-scripts.md: the server names them; left to the scripts, a phone asked for them in
  // five stages, each once the one before had arrived and run.
  const reader = await openBrowser({ serviceWorkers: 'block' });
  await reader.context.addCookies(sessionCookies());
  try {
    for (const path of ['/search', '/', `/profile/${firstProfileId}`, '/event-details']) {
      await reader.page.goto(`${site.url}${path}`);
      const { main, named } = await reader.page.locator('script[data-src]').evaluate((script) => ({
        main: script.getAttribute('data-src'),
        named: script.getAttribute('data-preload')?.split(' ') ?? [],
      }));
      await hydrated(reader.page);
      const paths = await reader.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter(({ name }) => /\.js$|mf-manifest\.json$/.test(new URL(name).pathname))
          .map(({ name }) => new URL(name).pathname),
      );
      // A section's page and a profile among them: each its entry and the shell's modules it takes.
      if (path !== '/')
        jestExpect(named.some((p) => /^\/remotes\/mf-[a-z]+\/remoteEntry\./.test(p))).toBe(true);
      // Each named script fetched once: a preload that did not match how the page then asks
      // for it (CORS, `as`) would be fetched a second time. At this speed main.js may run
      // before the last preloads are added, so who fetched first is not asked.
      jestExpect([path, named.filter((p) => paths.filter((q) => q === p).length !== 1)]).toEqual([
        path,
        [],
      ]);
      // Nothing left out on pages with no part drawn on view. A section's parts drawn as they
      // are scrolled to (a profile's lower half, the programme's days) are the section's to ask
      // for, with the shell's modules they take.
      if (path === '/search' || path === '/')
        jestExpect([path, paths.filter((p) => p !== main && !named.includes(p ?? ''))]).toEqual([
          path,
          [],
        ]);
    }
  } finally {
    await reader.close();
  }
});

test("every chunk a page loads asks to be compiled while it streams in (Chromium's compile hint)", async () => {
  // README, "Pages rendered on the server", Decision 8: compiled at first call, on the main
  // thread, was up to half of a section's evaluation on a phone.
  const reader = await openBrowser({ serviceWorkers: 'block' });
  await reader.context.addCookies(sessionCookies());
  const chunks: Promise<[string, string]>[] = [];
  reader.page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      chunks.push(response.text().then((body) => [response.url(), body.slice(0, 29)]));
  });
  await reader.page.goto(`${site.url}/search`);
  await hydrated(reader.page);
  await reader.page.waitForLoadState('networkidle');
  const starts = await Promise.all(chunks);
  await reader.close();
  // The shell's chunks and the section's, its remote entry among them.
  jestExpect(starts.some(([url]) => url.includes('/remotes/mf-directory/remoteEntry.'))).toBe(true);
  jestExpect(starts.filter(([, start]) => start !== '//# allFunctionsCalledOnLoad\n')).toEqual([]);
});

test('on a phone, a long page draws its later sections only near the screen, and they are all there', async () => {
  const phone = await openBrowser({ viewport: { width: 360, height: 740 }, mobile: true });
  try {
    await phone.context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: site.url };
      }),
    );
    await phone.page.goto(`${site.url}/event-details`);
    await hydrated(phone.page);
    const heading = phone.page.getByRole('heading', { level: 2, name: 'Accommodation Options' });
    // Skipped by the browser (content-visibility: auto), yet in the page: found by its role,
    // and drawn once scrolled to (the footer's links to a section: phone-polish.e2e.ts).
    jestExpect(
      await heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(false);
    jestExpect(
      await phone.page.evaluate(() =>
        [...document.querySelectorAll('[data-skip-offscreen]')].map(
          (element) => getComputedStyle(element).contentVisibility,
        ),
      ),
    ).toEqual(Array(9).fill('auto'));
    await heading.scrollIntoViewIfNeeded();
    // Drawn at the browser's next frame.
    await phone.page.waitForFunction(
      (element) => element?.checkVisibility({ contentVisibilityAuto: true }),
      await heading.elementHandle(),
    );
    // Where it was scrolled to: on the screen, not moved away by the sections drawn above it.
    const box = await heading.boundingBox();
    jestExpect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
  } finally {
    await phone.close();
  }
});

describe("antd's styles, from one stylesheet every page links", () => {
  /** The pages of bench/RESULTS.md's figures: /auth signed out, the others signed in. */
  const SIGNED_IN = ['/', '/search', '/event-details', '/class-gift', '/photos', '/admin'];
  const PAGES: [string, boolean][] = [
    ['/auth', false],
    ...[...SIGNED_IN, '/create-profile'].map((path): [string, boolean] => [path, true]),
  ];
  /** Inline style a page may carry: antd's styles the stylesheet lacks, and the page's own. */
  const INLINE_STYLE_BUDGET = 20 * 1024;

  /** A browser of its own, signed out until `signIn()`. */
  let reader: Browser;
  /** The `data-css-hash` of each style in the stylesheet, from its cache-path map. */
  let covered: Set<string>;
  let file: string;

  beforeAll(async () => {
    reader = await openBrowser({ serviceWorkers: 'block' });
    file = stylesheetOf(await (await load('/auth')).text());
    const css = await (await fetch(`${site.url}/${file}`)).text();
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? '';
    covered = new Set(map.split(';').map((entry) => entry.slice(entry.lastIndexOf(':') + 1)));
  });
  afterAll(async () => {
    await reader?.close();
  });

  async function signIn() {
    await reader.context.addCookies(sessionCookies());
  }

  test('every page links it and inlines at most 20 KiB of style; it is kept for a year', async () => {
    const inline: Record<string, number> = {};
    for (const [path, signedIn] of PAGES) {
      const response = await load(path, signedIn ? cookie : undefined);
      jestExpect([path, response.status]).toEqual([path, 200]);
      const html = await response.text();
      jestExpect([path, stylesheetOf(html)]).toEqual([path, file]);
      inline[path] = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce(
        (bytes, [style]) => bytes + Buffer.byteLength(style),
        0,
      );
    }
    jestExpect(Object.entries(inline).filter(([, bytes]) => bytes > INLINE_STYLE_BUDGET)).toEqual(
      [],
    );

    const response = await fetch(`${site.url}/${file}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    jestExpect(response.status).toBe(200);
    jestExpect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    jestExpect(response.headers.get('content-type')).toMatch(/^text\/css/);
    jestExpect(response.headers.get('content-encoding')).toBe('gzip');
  });

  test('each page paints styled before any script has run', async () => {
    const first = await reader.context.newPage();
    await first.route(/\.js(\?|$)/, (route) => route.abort());
    const styledButtons = () =>
      first.evaluate(() => {
        const button = document.querySelector('.ant-btn');
        if (!button) return 'no antd button';
        // antd's button style and the theme's font (its CSS variables): none of it is the
        // browser's own look of a <button>.
        const style = getComputedStyle(button);
        return `${style.cursor}, ${style.fontFamily.split(',')[0]}`;
      });
    for (const [path, signedIn] of PAGES) {
      if (signedIn) await signIn();
      await first.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
      jestExpect([path, await styledButtons()]).toEqual([path, 'pointer, system-ui']);
    }
    await first.close();
  });

  test('pages are taken over without a mismatch, and the browser generates none of its styles', async () => {
    const errors: string[] = [];
    const take = await reader.context.newPage();
    take.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    take.on('pageerror', (error) => errors.push(error.message));
    /** Styles antd's CSS-in-JS put in the page that the stylesheet already holds. */
    const regenerated = () =>
      take.evaluate(
        (hashes) =>
          [...document.querySelectorAll('style[data-css-hash]')]
            .map((style) => style.getAttribute('data-css-hash') ?? '')
            .filter((hash) => hashes.includes(hash)),
        [...covered],
      );
    await reader.context.clearCookies();
    for (const [path, signedIn] of PAGES) {
      if (signedIn) await signIn();
      await take.goto(`${site.url}${path}`);
      await hydrated(take);
      await take.waitForLoadState('networkidle');
      jestExpect([path, errors, await regenerated()]).toEqual([path, [], []]);
    }
    await take.close();
  });

  test('a page the browser draws alone links it too, and generates none of its styles', async () => {
    // What the backend sends when it cannot render a page: the shell's index.html as built.
    const template = fs.readFileSync(join(repoRoot, 'shell/dist/index.html'), 'utf8');
    jestExpect(stylesheetOf(template)).toBe(file);
    await signIn();
    const alone = await reader.context.newPage();
    const errors: string[] = [];
    alone.on('pageerror', (error) => errors.push(error.message));
    await alone.route(`${site.url}/event-details`, async (route) =>
      route.fulfill({ response: await route.fetch(), body: template }),
    );
    await alone.goto(`${site.url}/event-details`);
    await alone.getByRole('heading', { level: 1 }).waitFor();
    await alone.waitForLoadState('networkidle');
    const { buttonFont, regenerated } = await alone.evaluate(
      (hashes) => ({
        buttonFont: getComputedStyle(document.querySelector('.ant-btn') ?? document.body)
          .fontFamily,
        regenerated: [...document.querySelectorAll('style[data-css-hash]')]
          .map((style) => style.getAttribute('data-css-hash') ?? '')
          .filter((hash) => hashes.includes(hash)),
      }),
      [...covered],
    );
    jestExpect([buttonFont.split(',')[0], regenerated, errors]).toEqual(['system-ui', [], []]);
    await alone.close();
  });
});
