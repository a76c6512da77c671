import { expect as jestExpect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';
import { profileBody } from '../support/profiles';
import type { Attending, Industry } from '@reunion/contracts';

// Find Classmates through the shell: search, filter, sort, page, open a card, come back with the
// filters kept (they live in the address), and the empty state.

let site: Site;
let browser: Browser;
let page: Page;

interface Classmate {
  firstName: string;
  lastName: string;
  country: string;
  industry: Industry | null;
  attending: Attending;
  parisGathering: Attending;
  kidsCount: number;
}

// Created in this order, so "most recently updated" lists them last to first.
const classmates: Classmate[] = [
  {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'France',
    industry: 'Technology',
    attending: 'yes',
    parisGathering: 'yes',
    kidsCount: 0,
  },
  {
    firstName: 'Grace',
    lastName: 'Hopper',
    country: 'United States',
    industry: 'Education',
    attending: 'yes',
    parisGathering: 'no',
    kidsCount: 2,
  },
  {
    firstName: 'Katherine',
    lastName: 'Johnson',
    country: 'United States',
    industry: 'Technology',
    attending: 'no',
    parisGathering: 'no',
    kidsCount: 1,
  },
  {
    firstName: 'Marie',
    lastName: 'Curie',
    country: 'France',
    industry: 'Healthcare',
    attending: 'maybe',
    parisGathering: 'yes',
    kidsCount: 2,
  },
  {
    firstName: 'Alan',
    lastName: 'Turing',
    country: 'United Kingdom',
    industry: 'Technology',
    attending: 'yes',
    parisGathering: 'yes',
    kidsCount: 0,
  },
  {
    firstName: 'Hedy',
    lastName: 'Lamarr',
    country: 'Austria',
    industry: null,
    attending: 'maybe',
    parisGathering: 'no',
    kidsCount: 0,
  },
  {
    firstName: 'Emmy',
    lastName: 'Noether',
    country: 'Germany',
    industry: 'Education',
    attending: 'yes',
    parisGathering: 'maybe',
    kidsCount: 0,
  },
  {
    firstName: 'Tim',
    lastName: 'Berners-Lee',
    country: 'Switzerland',
    industry: 'Technology',
    attending: 'yes',
    parisGathering: 'no',
    kidsCount: 3,
  },
];

function classmateProfile(classmate: Classmate, photos: string[]) {
  return profileBody({
    ...classmate,
    currentRole: 'Partner',
    company: `${classmate.lastName} & Co`,
    photos,
    arrivalDate: classmate.attending === 'no' ? null : '2025-06-26',
    kidsAges: Array.from({ length: classmate.kidsCount }, () => 5),
  });
}

/** Registers an account from Node and publishes its profile (the site's own API calls). */
async function publish(classmate: Classmate, photos: string[]): Promise<void> {
  const email = `${classmate.firstName.toLowerCase()}@class2005.test`;
  const registered = await fetch(`${site.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-1', classPassword: CLASS_PASSWORD }),
  });
  jestExpect(registered.status).toBe(201);
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const created = await fetch(`${site.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(classmateProfile(classmate, photos)),
  });
  jestExpect(created.status).toBe(201);
}

beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_REGISTER_PER_IP: '100' } });
  browser = await openBrowser();
  page = browser.page;
  await page.goto(`${site.url}/auth`);
  // A real JPEG for Ada's photo, drawn by the browser itself.
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2a7f62';
      context.fillRect(0, 0, 320, 240);
    }
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  for (const classmate of classmates)
    await publish(classmate, classmate.firstName === 'Ada' ? [photo] : []);
  // The viewer signs up inside the page, so the browser holds the session cookie.
  const status = await page.evaluate(async (classPassword) => {
    const response = await fetch('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@class2005.test', password: 'secret-1', classPassword }),
    });
    return response.status;
  }, CLASS_PASSWORD);
  jestExpect(status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const cards = () =>
  page.getByRole('list', { name: 'Classmates' }).getByRole('heading', { level: 2 });

async function expectCards(names: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const list = document.querySelector('ul[aria-label="Classmates"]');
      const shown = [...(list?.querySelectorAll('h2') ?? [])].map((h) => h.textContent);
      return JSON.stringify(shown) === JSON.stringify(expected);
    },
    names,
    { timeout: 10_000 },
  );
}

function combobox(label: string): Locator {
  return page.getByRole('combobox', { name: label });
}

async function choose(label: string, option: string): Promise<void> {
  await combobox(label).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

const query = () => new URL(page.url()).searchParams;

test('lists the published classmates, six a page, newest first, with pages in the address', async () => {
  await page.goto(`${site.url}/search`);
  await page.getByRole('heading', { level: 1, name: 'Find Classmates', exact: true }).waitFor();
  await expectCards([
    'Tim Berners-Lee',
    'Emmy Noether',
    'Hedy Lamarr',
    'Alan Turing',
    'Marie Curie',
    'Katherine Johnson',
  ]);
  const hedy = page.getByRole('link', { name: 'Hedy Lamarr' });
  await hedy.getByText('Industry not specified').waitFor();
  await page.getByRole('link', { name: 'Katherine Johnson' }).getByText('Arriving: TBD').waitFor();
  await page.getByRole('link', { name: 'Emmy Noether' }).getByText('Attending Reunion').waitFor();

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expectCards(['Grace Hopper', 'Ada Lovelace']);
  jestExpect(query().get('page')).toBe('2');
  jestExpect(
    await pagination.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'),
  ).toBe('page');

  // Ada's thumbnail is made on the server on first view: a 160 px JPEG, loaded lazily.
  const thumbnail = page.getByRole('link', { name: 'Ada Lovelace' }).locator('img');
  jestExpect(await thumbnail.getAttribute('loading')).toBe('lazy');
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('a[href^="/profile/"] img');
      return image?.complete === true && image.naturalWidth === 160;
    },
    undefined,
    { timeout: 10_000 },
  );

  await pagination.getByRole('button', { name: 'Previous page' }).click();
  await expectCards([
    'Tim Berners-Lee',
    'Emmy Noether',
    'Hedy Lamarr',
    'Alan Turing',
    'Marie Curie',
    'Katherine Johnson',
  ]);
});

/**
 * Find Classmates for a keyboard, in a browser of its own (Playwright holds no request the
 * site's service worker takes: one without it) signed in as the member: the server drew the
 * first page, and the whole list is held until `release()`, so the first change of page is drawn
 * while it is on its way.
 */
async function keyboardReader(
  run: (reader: {
    page: Page;
    pagination: Locator;
    release: () => void;
    focused: () => Promise<string | null | undefined>;
  }) => Promise<void>,
): Promise<void> {
  const keyboard = await openBrowser({ serviceWorkers: 'block' });
  try {
    await keyboard.context.addCookies(await browser.context.cookies());
    const reader = keyboard.page;
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await reader.route(
      (url) => url.pathname === '/api/directory',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await reader.goto(`${site.url}/search`);
    await run({
      page: reader,
      pagination: reader.getByRole('navigation', { name: 'Pagination' }),
      release,
      focused: () => reader.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    });
  } finally {
    await keyboard.close();
  }
}

test('a change of page from the keyboard keeps the focus on the button pressed, the first one too', () =>
  keyboardReader(async ({ page: reader, pagination, release, focused }) => {
    await pagination.getByRole('button', { name: 'Page 2' }).focus();
    await reader.keyboard.press('Enter');
    await reader.getByTestId('card-skeleton').first().waitFor();
    jestExpect(await focused()).toBe('Page 2');
    release();
    await reader.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    jestExpect(await focused()).toBe('Page 2');
    // A later change, the list in hand: the same.
    await pagination.getByRole('button', { name: 'Page 1' }).focus();
    await reader.keyboard.press('Enter');
    await reader.getByRole('link', { name: 'Tim Berners-Lee' }).waitFor();
    jestExpect(await focused()).toBe('Page 1');
  }));

test('an arrow pressed from the keyboard onto the last or the first page, where it is disabled, hands the focus to that page’s number', () =>
  keyboardReader(async ({ page: reader, pagination, release, focused }) => {
    const next = pagination.getByRole('button', { name: 'Next page' });
    await next.focus();
    await reader.keyboard.press('Enter');
    await reader.getByTestId('card-skeleton').first().waitFor();
    jestExpect(await next.isDisabled()).toBe(true);
    jestExpect(await focused()).toBe('Page 2');
    release();
    await reader.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    jestExpect(await focused()).toBe('Page 2');
    // Enter again is the page it is on, not a step back; Tab goes on to the next control.
    await reader.keyboard.press('Enter');
    jestExpect(new URL(reader.url()).searchParams.get('page')).toBe('2');
    await reader.keyboard.press('Shift+Tab');
    jestExpect(await focused()).toBe('Page 1');

    // The list in hand, Previous onto the first page.
    await pagination.getByRole('button', { name: 'Previous page' }).focus();
    await reader.keyboard.press('Enter');
    await reader.getByRole('link', { name: 'Tim Berners-Lee' }).waitFor();
    jestExpect(await focused()).toBe('Page 1');
  }));

test('searches, filters and sorts; a card opens its profile and Back keeps the filters', async () => {
  await page.goto(`${site.url}/search`);
  await page.getByLabel('Search classmates').fill('united');
  await expectCards(['Alan Turing', 'Katherine Johnson', 'Grace Hopper']);
  await page.waitForURL((url) => url.searchParams.get('q') === 'united');

  await choose('Attendees', 'Attending Reunion');
  await expectCards(['Alan Turing', 'Grace Hopper']);
  await choose('Sort by', 'Z to A');
  await expectCards(['Grace Hopper', 'Alan Turing']);
  await choose('Kids', 'Bringing Kids');
  await expectCards(['Grace Hopper']);
  await choose('Kids', 'All Profiles');
  await expectCards(['Grace Hopper', 'Alan Turing']);
  const filtered = page.url();
  jestExpect(Object.fromEntries(query())).toEqual({
    q: 'united',
    attendees: 'reunion',
    sort: 'za',
  });

  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await page.waitForURL(/\/profile\/\d+$/);
  await page.getByText('Grace').first().waitFor();

  await page.goBack();
  await page.waitForURL(filtered);
  await expectCards(['Grace Hopper', 'Alan Turing']);
  jestExpect(await page.getByLabel('Search classmates').inputValue()).toBe('united');
  await page
    .getByRole('group', { name: 'Filters and sort' })
    .getByText('Attending Reunion')
    .waitFor();

  // The address alone restores the search: a reload, or a link shared with a classmate.
  await page.reload();
  await expectCards(['Grace Hopper', 'Alan Turing']);
  jestExpect(await cards().count()).toBe(2);
});

test('a nonsense search shows the empty state', async () => {
  await page.goto(`${site.url}/browse`);
  await expectCards([
    'Tim Berners-Lee',
    'Emmy Noether',
    'Hedy Lamarr',
    'Alan Turing',
    'Marie Curie',
    'Katherine Johnson',
  ]);
  await page.getByLabel('Search classmates').fill('qwxz nobody by that name');
  await page.getByText('No profiles found matching your criteria.').waitFor();
  jestExpect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
});
