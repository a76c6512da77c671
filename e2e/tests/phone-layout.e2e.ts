import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { jpegBytes, jpegDataUrl } from '../../backend/test/support/images';
import { aProfileBody } from '@reunion/contracts/testing';
import {
  callApi,
  registerAdministrator,
  signIn,
  type Account,
  createProfile,
} from '../support/accounts';
import { visitSettled, waitUntilStill } from '../support/settled-page';
import { sidewaysOverflow } from '../support/sideways';
import { openBrowser, type Browser } from '../support/browser';
import { ADMIN_EMAIL, SIGNED_IN_ROUTES, startSite, type Site } from '../support/site';

// Classmates come from a chat link on a phone: no route may be wider than a 360 px screen, or
// the whole page slides sideways under a thumb. Every route is opened at 360 × 760, signed out
// and signed in (as an administrator with a published profile and an album photo, so every
// page shows its real content), and any element reaching past the right edge is named.

let site: Site;
let browser: Browser;
let page: Page;
let profileId = 0;

const WIDTH = 360;
const admin: Account = { email: ADMIN_EMAIL, password: 'phone-secret-1' };

/**
 * Opens `path`, scrolls through it as a reader would (parts below the first screen are drawn
 * as they reach it) and waits until the page has settled (its section and data are in).
 */
function visit(path: string): Promise<void> {
  return visitSettled(page, `${site.url}${path}`);
}

/** The page's width beyond the screen, and the elements that reach past its right edge. */
const overflow = () => sidewaysOverflow(page, WIDTH);

async function expectFits(path: string): Promise<void> {
  await visit(path);
  jestExpect({ path, ...(await overflow()) }).toEqual({ path, extra: 0, offenders: [] });
}

/**
 * Each labelled item of the page's inline forms (Insights' "Start canary" row): how far the
 * middle of its label's text is from the middle of its field, and the field's height, in px.
 */
function inlineFormLabels(on: Page) {
  return on.locator('form.ant-form-inline .ant-form-item').evaluateAll((items) =>
    items.flatMap((item) => {
      const label = item.querySelector('.ant-form-item-label > label');
      const field = item.querySelector('.ant-form-item-control-input-content > *');
      if (!label || !field) return [];
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const box = field.getBoundingClientRect();
      return [
        {
          label: label.textContent,
          off: Math.round((text.top + text.bottom) / 2 - (box.top + box.bottom) / 2),
          field: Math.round(box.height),
        },
      ];
    }),
  );
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser({ viewport: { width: WIDTH, height: 760 }, mobile: true });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('signed out, at 360 px', () => {
  test.each(['/auth', '/auth/reset-password', '/auth/confirm-email', '/no/such/page'])(
    '%s fits the screen',
    expectFits,
  );
});

describe('signed in, at 360 px', () => {
  beforeAll(async () => {
    await registerAdministrator(page, site, admin);
    const photo = jpegDataUrl(await jpegBytes(800, 600));
    profileId = await createProfile(
      page,
      aProfileBody({
        firstName: 'Maximiliana',
        lastName: 'Featherstonehaugh-Worthington',
        company: 'Internationale Beteiligungsgesellschaft',
        photos: [photo],
        kidsCount: 2,
        kidsAges: [4, 9],
      }),
    );
    const uploaded = await page.evaluate(async (dataUrl) => {
      const form = new FormData();
      // Decoded here: the site's CSP lets the page fetch nothing but its own origin.
      const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
      form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'gala.jpg');
      form.append('caption', 'Gala night at the château, with everyone from section C');
      return (await fetch('/api/photos', { method: 'POST', body: form })).status;
    }, photo);
    jestExpect(uploaded).toBe(201);
  });

  test.each(SIGNED_IN_ROUTES)('%s fits the screen', expectFits);

  test('a profile and its edit page fit the screen', async () => {
    await expectFits(`/profile/${profileId}`);
    await expectFits(`/profile/edit/${profileId}`);
  });

  test('the slide-out menu fits the screen', async () => {
    await visit('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog').waitFor();
    // Measured once the drawer has slid in.
    await waitUntilStill(page, page.getByRole('dialog').first());
    jestExpect(await overflow()).toEqual({ extra: 0, offenders: [] });
  });

  test('the Attendance Summary’s tables fit their cards, the longest place name included', async () => {
    // The longest hotel's name and a town: both breakdowns have rows.
    const changed = await callApi(
      page,
      'PATCH',
      `/api/profiles/${profileId}`,
      aProfileBody({
        firstName: 'Maximiliana',
        lastName: 'Featherstonehaugh-Worthington',
        accommodation: 'Mercure Château de Fontainebleau',
        accommodationTown: 'Fontainebleau',
      }),
    );
    jestExpect(changed.status).toBe(200);
    await visit('/admin');
    await page.getByRole('tab', { name: 'Attendance Summary' }).click();
    const tables = page.locator('table:has(caption)');
    await page.locator('caption', { hasText: 'By accommodation' }).waitFor();
    jestExpect(await tables.count()).toBe(5);
    // Each table within its card, the card within the screen.
    const wider = await tables.evaluateAll((all) =>
      all
        .map((table) => {
          const card = table.closest('.ant-card-body');
          const room = card
            ? card.clientWidth - 2 * parseFloat(getComputedStyle(card).paddingLeft)
            : 0;
          return {
            caption: table.querySelector('caption')?.textContent,
            width: Math.round(table.getBoundingClientRect().width),
            room,
          };
        })
        .filter(({ width, room }) => width > room + 0.5),
    );
    jestExpect(wider).toEqual([]);
    jestExpect(await overflow()).toEqual({ extra: 0, offenders: [] });
  });

  test('an inline form’s labels sit level with their 44 px fields, and stay as they were on a desktop', async () => {
    const expected = (field: number) =>
      ['Section', 'Release', 'Share of visitors (%)'].map((label) => ({ label, off: 0, field }));
    await visit('/admin');
    await page.getByRole('button', { name: 'Start canary' }).waitFor();
    jestExpect(await inlineFormLabels(page)).toEqual(expected(44));

    // A mouse and a wide window: antd's 32 px fields and labels, as before.
    const desktop = await openBrowser();
    try {
      await signIn(desktop.page, site, admin);
      await visitSettled(desktop.page, `${site.url}/admin`);
      await desktop.page.getByRole('button', { name: 'Start canary' }).waitFor();
      jestExpect(await inlineFormLabels(desktop.page)).toEqual(expected(32));
    } finally {
      await desktop.close();
    }
  });
});
