import { expect as jestExpect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { jpegBytes, jpegDataUrl } from '../../backend/test/support/images';
import { aProfileBody } from '@reunion/contracts/testing';
import {
  callApi,
  confirmProfileEmail,
  registerAccount,
  registerAdministrator,
  signIn,
  type Account,
  createProfile,
  logOutFromMenu,
  postJson,
  registerForCookie,
} from '../support/accounts';
import { choose } from '../support/antd-select';
import { openBrowser, type Browser } from '../support/browser';
import { profileBody } from '../support/profiles';
import { visitSettled, waitUntilStill } from '../support/settled-page';
import { ADMIN_EMAIL, CLASS_PASSWORD, startSite, type Site } from '../support/site';

// What a classmate fights with on a phone (360 × 740, touch), each as they meet it: work typed
// into the profile form, a toast over the menu, the footer's links, headings and touch targets,
// the photo viewer, and the small things that confuse. docs/pages.md and docs/profiles.md say
// what each should do.

let site: Site;
let browser: Browser;
let page: Page;

const PHONE = { width: 360, height: 740 };
const member: Account = { email: 'phone.member@example.com', password: 'phone-member-1' };
const drafter: Account = { email: 'phone.drafter@example.com', password: 'phone-drafter-1' };
const bannerMember: Account = { email: 'phone.banner@example.com', password: 'phone-banner-1' };
const admin: Account = { email: ADMIN_EMAIL, password: 'phone-admin-1' };
let memberProfileId = 0;

/** The screens a member reaches from the menu, the member's own profile and its form among them. */
const memberScreens = () => [
  '/',
  '/search',
  '/event-details',
  '/class-gift',
  `/profile/${memberProfileId}`,
  `/profile/edit/${memberProfileId}`,
  '/photos',
];

const field = (label: string) => page.getByLabel(label, { exact: true });
const valueOf = (label: string) => field(label).inputValue();
const restoredNotice = () => page.getByText(/^Restored what you typed on /);

/** A box's size and place on the screen. */
async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the screen');
  return found;
}

/**
 * Taps around a control that miss it: the points 21 px from its centre (either side, above and
 * below, and 15 px each way diagonally, inside a rounded corner) must all reach it, as a
 * 44 × 44 px target's do. Its drawn box may be smaller: what counts on a touch screen is where a
 * finger lands.
 */
async function missedTaps(control: Locator): Promise<string[]> {
  // In the middle of the screen: at its top the sticky header would take the taps.
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return control.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const missed: string[] = [];
    const points = [
      [0, 0],
      [-21, 0],
      [21, 0],
      [0, -21],
      [0, 21],
      [-15, -15],
      [15, -15],
      [-15, 15],
      [15, 15],
    ] as const;
    for (const [dx, dy] of points) {
      const hit = document.elementFromPoint(x + width / 2 + dx, y + height / 2 + dy);
      if (!hit || !element.contains(hit))
        missed.push(`${dx},${dy} → ${hit?.tagName.toLowerCase()}.${hit?.getAttribute('class')}`);
    }
    return missed;
  });
}

/**
 * A link that wraps is a target on each of its lines: what misses it, a tap in the middle of a
 * line, 21 px above the first or below the last (as a 44 px target takes), or a line less than
 * 44 px tall.
 */
async function missedLineTaps(link: Locator): Promise<string[]> {
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return link.evaluate((element) => {
    const lines = [...element.getClientRects()];
    const missed: string[] = [];
    lines.forEach(({ left, top, width, height }, index) => {
      if (height < 43.5) missed.push(`line ${index + 1}: ${Math.round(height)} px tall`);
      const x = left + width / 2;
      const y = top + height / 2;
      const points = [[0, 0]];
      if (index === 0) points.push([0, -21]);
      if (index === lines.length - 1) points.push([0, 21]);
      for (const [dx = 0, dy = 0] of points) {
        const hit = document.elementFromPoint(x + dx, y + dy);
        if (!hit || !element.contains(hit))
          missed.push(`line ${index + 1}, ${dy} → ${hit?.tagName.toLowerCase()}`);
      }
    });
    return missed;
  });
}

/**
 * The middle of each line of text in `within`, top to bottom, in px: where the reader sees the
 * lines, whatever boxes hold them (two texts side by side, 'Organisers only' after an address,
 * are one line).
 */
function textLines(within: Locator): Promise<number[]> {
  return within.evaluate((element) => {
    const lines: { top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const { top, bottom } of range.getClientRects()) {
        const same = lines.find((line) => top < line.bottom && bottom > line.top);
        if (same) {
          same.top = Math.min(same.top, top);
          same.bottom = Math.max(same.bottom, bottom);
        } else lines.push({ top, bottom });
      }
    }
    return lines.map(({ top, bottom }) => (top + bottom) / 2).sort((a, b) => a - b);
  });
}

/** How far apart each line of text is from the one before it, rounded to the pixel. */
const gapsBetween = (lines: number[]) =>
  lines.slice(1).map((line, index) => Math.round(line - (lines[index] ?? line)));

/** Shares a photo in the album as the page's account. */
async function uploadPhoto(caption: string): Promise<void> {
  const photo = jpegDataUrl(await jpegBytes(600, 400));
  const status = await page.evaluate(
    async ({ dataUrl, caption }) => {
      const form = new FormData();
      const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
      form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'p.jpg');
      form.append('caption', caption);
      return (await fetch('/api/photos', { method: 'POST', body: form })).status;
    },
    { dataUrl: photo, caption },
  );
  jestExpect(status).toBe(201);
}

/**
 * What a tap meets on the screen that is smaller than 44 × 44 px, named with its size: every
 * button (a role of button, switch, checkbox or radio drawn without one too), a tab (antd names
 * the label inside; the tab's box takes the tap), a radio's or a checkbox's label, a
 * disclosure's row, every form field (a text box, a date, a textarea, a number, a Select: its
 * frame, which takes the tap, when the input sits inside one), and every link that stands alone
 * — links drawn as buttons among them — rather than inside a sentence, which WCAG 2.5.8 exempts:
 * a link with text before it in its block (a paragraph, a list item…) is such a link. A field
 * whose input is not in the middle of its frame is named too.
 */
function smallTargets(within = 'body', on: Page = page): Promise<string[]> {
  return on.evaluate((within) => {
    const root = document.querySelector(within);
    if (!root) throw new Error(`no ${within}`);
    // The box around an input that takes its taps: a Select's, a password's, a number's.
    const FRAMES = '.ant-select, .ant-input-affix-wrapper, .ant-input-number';
    // Every disclosure open: what it holds is tapped too.
    for (const details of root.querySelectorAll('details')) details.open = true;
    const standsAlone = (link: Element) => {
      let block = link.parentElement;
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display))
        block = block.parentElement;
      if (!block) return true;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      let before = '';
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!(link.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING)) break;
        if (!text.parentElement?.closest('a, button')) before += text.textContent ?? '';
      }
      return before.trim() === '';
    };
    const targets = new Set<Element>([
      ...root.querySelectorAll(
        'button, .ant-btn, [role="button"], [role="switch"], summary, label:has(input[type="radio"], input[type="checkbox"])',
      ),
      // A radio or a checkbox drawn by a role: its label takes the tap when it has one.
      ...[...root.querySelectorAll('[role="checkbox"], [role="radio"]')].map(
        (control) => control.closest('label') ?? control,
      ),
      ...[...root.querySelectorAll('[role="tab"]')].map(
        (tab) => tab.closest('.ant-tabs-tab') ?? tab,
      ),
      ...[...root.querySelectorAll('a[href]')].filter(standsAlone),
      // A radio or a checkbox is its label (above); a file's input hides behind its button.
      ...[
        ...root.querySelectorAll(
          'textarea, select, input:not([type="hidden"], [type="radio"], [type="checkbox"], [type="file"])',
        ),
      ].map((field) => field.closest(FRAMES) ?? field),
    ]);
    const nameOf = (element: Element) => {
      const field = element.matches('input, textarea, select')
        ? element
        : element.querySelector('input, textarea, select');
      const label = (field as HTMLInputElement | null)?.labels?.[0]?.textContent;
      return element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
    };
    const offCentre = [...targets]
      .filter((element) => element.matches(FRAMES))
      .flatMap((frame) => {
        const input = frame.querySelector('input, textarea');
        if (!input || !frame.checkVisibility()) return [];
        const outer = frame.getBoundingClientRect();
        const inner = input.getBoundingClientRect();
        const off = inner.top + inner.height / 2 - (outer.top + outer.height / 2);
        return Math.abs(off) > 1
          ? [`${nameOf(frame).trim()} ${Math.round(off)} px off centre`]
          : [];
      });
    return [
      ...[...targets]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        // The skip link waits above the page until a keyboard reaches it.
        .filter((element) => element.getBoundingClientRect().bottom + window.scrollY > 0)
        // Small controls inside others take a 44 px tap around them instead (the next test).
        .filter(
          (element) =>
            !element.matches(
              '.ant-select-clear, .ant-input-clear-icon, .ant-notification-notice-close, .ant-input-password-icon',
            ),
        )
        .filter((element) => {
          const { width, height } = element.getBoundingClientRect();
          return width < 43.5 || height < 43.5;
        })
        .map((element) => {
          const { width, height } = element.getBoundingClientRect();
          return `${nameOf(element).trim().slice(0, 40)} ${Math.round(width)}×${Math.round(height)}`;
        }),
      ...offCentre,
    ];
  }, within);
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser({ viewport: PHONE, mobile: true });
  page = browser.page;
  await registerAdministrator(page, site, admin);
  await registerAccount(page, site, member);
  memberProfileId = await createProfile(
    page,
    aProfileBody({ firstName: 'Paloma', lastName: 'Phone' }),
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the profile form never loses what was typed (item 1)', () => {
  beforeAll(() => registerAccount(page, site, drafter));

  test('Back and Forward, a reload and the menu bring it back, and say so', async () => {
    await visitSettled(page, `${site.url}/`);
    await page.goto(`${site.url}/create-profile`);
    await field('First Name').fill('Grace');
    await field('City').fill('Lyon');

    await page.goBack();
    await page.goForward();
    await restoredNotice().waitFor();
    jestExpect(await valueOf('First Name')).toBe('Grace');
    jestExpect(await valueOf('City')).toBe('Lyon');

    await field('Last Name').fill('Hopper');
    await page.reload();
    await restoredNotice().waitFor();
    jestExpect(await valueOf('Last Name')).toBe('Hopper');

    // Away through the menu (the site moves without a reload), then back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.goBack();
    await restoredNotice().waitFor();
    jestExpect(await valueOf('First Name')).toBe('Grace');
  });

  test('Discard puts the form back as it started and forgets the draft', async () => {
    await page.goto(`${site.url}/create-profile`);
    await restoredNotice().waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    jestExpect(await valueOf('First Name')).toBe('');
    await page.reload();
    await field('First Name').waitFor();
    jestExpect(await restoredNotice().count()).toBe(0);
    jestExpect(await valueOf('First Name')).toBe('');
  });

  test('a photo chosen and not saved: leaving the site asks first, a move inside it keeps it', async () => {
    await page.goto(`${site.url}/create-profile`);
    await field('First Name').fill('Ada');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await (
      await chooser
    ).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(400, 300) });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    const asked = page.waitForEvent('dialog');
    // A reload from the browser's own button: Playwright's reload would wait for the answer.
    void page.evaluate(() => location.reload()).catch(() => undefined);
    const dialog = await asked;
    jestExpect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    jestExpect(await valueOf('First Name')).toBe('Ada');

    // Inside the site nothing asks, and nothing is lost: the page keeps the photo.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${site.url}/`);
    // Gone, not only hidden while Home's code loads: the form is drawn anew on the way back.
    await field('First Name').waitFor({ state: 'detached' });
    await page.goBack();
    await restoredNotice().waitFor();
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    jestExpect(await valueOf('First Name')).toBe('Ada');
    // Removed again: nothing then holds the next page back.
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
  });

  test('saving forgets the draft; Logout forgets every draft kept in the browser', async () => {
    await page.goto(`${site.url}/create-profile`);
    await field('Last Name').fill('Lovelace');
    await choose(page, 'Country', 'Portugal', 'Portu');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Draft Saved', { exact: true }).first().waitFor();
    const saved = await callApi(page, 'GET', '/api/user');
    const profileId = (JSON.parse(saved.text) as { profileId: number }).profileId;
    await page.goto(`${site.url}/profile/edit/${profileId}`);
    await field('First Name').waitFor();
    jestExpect(await restoredNotice().count()).toBe(0);

    await field('City').fill('Lisbon');
    await page.goto(`${site.url}/`);
    jestExpect(await page.evaluate(() => localStorage.length)).toBe(1);
    await logOutFromMenu(page, site);
    jestExpect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a save from another device meanwhile is neither undone nor lost (docs/profiles.md, "Two saves of one profile")', async () => {
    await signIn(page, site, member);
    await page.goto(`${site.url}/profile/edit/${memberProfileId}`);
    await field('Company').fill('Airbus');
    // The laptop saves the city while the phone's form is open.
    const laptop = await callApi(
      page,
      'PATCH',
      `/api/profiles/${memberProfileId}`,
      aProfileBody({ firstName: 'Paloma', lastName: 'Phone', city: 'Singapore' }),
    );
    jestExpect(laptop.status).toBe(200);

    // Made again on the newer version: both changes kept, nothing asked of the member.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${site.url}/profile/${memberProfileId}`);
    const stored = await callApi(page, 'GET', `/api/profiles/${memberProfileId}`);
    jestExpect(JSON.parse(stored.text)).toMatchObject({ city: 'Singapore', company: 'Airbus' });
  });

  test('Home says a draft is seen by nobody else (item 12)', async () => {
    await signIn(page, site, drafter);
    await page.goto(`${site.url}/`);
    await page
      .getByText('Your profile is still a draft: only you can see it until you submit it.')
      .waitFor();
    await page.getByRole('link', { name: 'Finish Your Profile', exact: true }).waitFor();
  });
});

describe('the screen on a phone', () => {
  beforeAll(() => signIn(page, site, member));

  test('a toast sits below the header: the menu opens under a tap while it shows (item 3)', async () => {
    await page.goto(`${site.url}/profile/edit/${memberProfileId}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${site.url}/profile/${memberProfileId}`);
    const toast = page.getByText('Profile Saved', { exact: true }).first();
    await toast.waitFor();
    await waitUntilStill(page, toast);
    const menu = page.getByRole('button', { name: 'Open menu' });
    const header = await box(page.locator('header').first());
    jestExpect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await menu.tap();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Main menu' }).waitFor();
    jestExpect(await toast.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
  });

  test('the notice asking to confirm the e-mail address is compact on a phone: its text whole, its action a 44 px target inside it', async () => {
    await visitSettled(page, `${site.url}/event-details`);
    const notice = page.locator('.confirm-email-notice');
    const resend = notice.getByRole('button', { name: 'send the link again' });
    const [noticeBox, resendBox] = [await box(notice), await box(resend)];
    const height = Math.round(noticeBox.height);
    jestExpect({
      text: (await notice.innerText()).replace(/\s+/g, ' ').trim(),
      // Above every page: it was 126 px of a 360 px phone's screen, three lines beside an icon
      // and its action alone on a fourth, as tall as its target.
      height: height <= 100 ? 'at most 100 px' : `${height} px`,
      'lines further apart than 20 px': gapsBetween(await textLines(notice)).filter(
        (gap) => gap > 20,
      ),
      'action: tall': resendBox.height,
      'action: inside the notice': resendBox.y + resendBox.height <= noticeBox.y + noticeBox.height,
      'action: taps missed': await missedTaps(resend),
    }).toEqual({
      text:
        'Please confirm your e-mail address (phone.member@example.com): open the link we sent ' +
        'you, signed in on this site. send the link again',
      height: 'at most 100 px',
      'lines further apart than 20 px': [],
      'action: tall': 44,
      'action: inside the notice': true,
      'action: taps missed': [],
    });
  });

  test.each([
    ['Event Schedule', 'schedule'],
    ['Accommodation', 'accommodation'],
  ])('the footer’s "%s" lands on its section (item 5)', async (label, id) => {
    await visitSettled(page, `${site.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
    await page.waitForURL(`${site.url}/event-details#${id}`);
    await page.waitForFunction((anchor) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    }, id);
  });

  test('no heading is cut mid-word at 360 px, neither clipped nor broken across lines (item 9)', async () => {
    const cut: Record<string, string[]> = {};
    const measure = async (path: string) => {
      await visitSettled(page, `${site.url}${path}`);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, .ant-card-head-title')].flatMap(
          (heading) => {
            const text = (heading.textContent ?? '').trim();
            if (heading.scrollWidth > heading.clientWidth + 1) return [`${text}: clipped`];
            // A word whose letters sit on two lines: squeezed narrower than the word, a heading
            // that may wrap breaks it anywhere (a break after a hyphen is a word's own).
            const broken: string[] = [];
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (const word of (node.textContent ?? '').matchAll(/[^\s\-‐–—/]+/g)) {
                const range = document.createRange();
                range.setStart(node, word.index);
                range.setEnd(node, word.index + word[0].length);
                const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
                if (tops.size > 1) broken.push(`${text}: '${word[0]}' broken`);
              }
            return broken;
          },
        ),
      );
      // A heading inside a card's title is measured twice: once.
      if (found.length > 0) cut[path] = [...new Set(found)];
    };
    for (const path of memberScreens()) await measure(path);
    // Insights as an organiser sees it: the RSVP reminders' card, its action beside its title.
    await signIn(page, site, admin);
    await measure('/admin');
    await signIn(page, site, member);
    jestExpect(cut).toEqual({});
  });

  test('touch targets are at least 44 × 44 px: buttons, links drawn as buttons, tabs, radios, form fields, links standing alone and a message’s close, on each screen (item 10)', async () => {
    // Classmates enough for Find Classmates' page numbers and the profile's previous and next,
    // and three photos: the viewer's arrows both show on the middle one.
    for (const firstName of ['Ada', 'Grace', 'Katherine', 'Marie', 'Alan', 'Hedy']) {
      const cookie = await registerForCookie(
        site,
        `${firstName.toLowerCase()}.tap@example.com`,
        'phone-classmate-1',
      );
      const created = await postJson(site, '/api/profiles', profileBody({ firstName }), cookie);
      jestExpect(created.status).toBe(201);
    }
    for (const caption of ['Tap one', 'Tap two', 'Tap three']) await uploadPhoto(caption);

    // Every screen's findings, then one verdict: a failure names them all.
    const small: Record<string, string[]> = {};
    const measure = async (screen: string, within?: string) => {
      const found = await smallTargets(within);
      if (found.length > 0) small[screen] = found;
    };
    for (const path of memberScreens()) {
      await visitSettled(page, `${site.url}${path}`);
      // Find Classmates' filters, folded behind one button on a phone: their Selects too.
      if (path === '/search') await page.getByRole('button', { name: /^Filters/ }).click();
      await measure(path);
    }
    await page.getByRole('button', { name: 'View photo: Tap two', exact: false }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Next photo' }).waitFor();
    await waitUntilStill(page, page.getByRole('dialog'));
    await measure('the photo viewer', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await measure('the menu', '[role="dialog"]');
    await page.getByRole('button', { name: 'Close menu' }).click();

    // A message's close: the banner a new profile's Save Draft shows, measured the moment it
    // shows (it closes itself after four seconds). Messages come after an action, so a screen
    // measured as it opens never has one.
    await registerAccount(page, site, bannerMember);
    await visitSettled(page, `${site.url}/create-profile`);
    await measure('/create-profile');
    await field('First Name').fill('Bea');
    await field('Last Name').fill('Banner');
    await choose(page, 'Country', 'Portugal', 'Portu');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByRole('button', { name: 'Close message' }).waitFor();
    await measure('/create-profile, the banner after Save Draft', '[data-testid="submit-status"]');

    // Insights as an organiser sees it: the RSVP reminders' and the canaries' controls too.
    await signIn(page, site, admin);
    await visitSettled(page, `${site.url}/admin`);
    await measure('/admin');

    await callApi(page, 'POST', '/api/logout');
    await visitSettled(page, `${site.url}/auth`);
    await measure('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await field('Class password').waitFor();
    await measure('/auth, the class password');
    await field('Class password').fill(CLASS_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('form#register').waitFor();
    await measure('/auth, the registration form');
    await signIn(page, site, member);
    jestExpect(small).toEqual({});
  }, 180_000);

  test('the card shown when a page’s code cannot be fetched: its “Reload page” is a 44 × 44 px target', async () => {
    // A browser of its own, whose requests the test fails: Playwright's route() sees no request
    // the site's service worker takes (docs/offline.md), which this page's may have started.
    const phone = await openBrowser({ viewport: PHONE, mobile: true, serviceWorkers: 'block' });
    try {
      await signIn(phone.page, site, member);
      await visitSettled(phone.page, `${site.url}/`);
      // A release replaced the site's files under the open page: the scripts it names are gone.
      await phone.page.route('**/*.js', (route) => route.fulfill({ status: 404, body: '' }));
      // On to a screen whose code the page has not fetched yet, inside the app, as a link does.
      await phone.page.evaluate(() => {
        history.pushState(null, '', '/no/such/page');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await phone.page.getByRole('button', { name: 'Reload page' }).waitFor();
      jestExpect(await smallTargets('[role="alert"]', phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('a contact line that wraps sits as text does, its link still a 44 px target: a profile’s e-mail and phone, the event page’s contacts', async () => {
    const owner: Account = { email: 'phone.contact@example.com', password: 'phone-contact-1' };
    // One word too long for a 360 px screen, with who sees it after it ('Organisers only'). Not
    // much longer: the outbox's reader takes the To: line unfolded.
    const address = 'maximiliana.featherstonehaugh@beteiligungsgesellschaft.de';
    await registerAccount(page, site, owner);
    const profileId = await createProfile(
      page,
      profileBody({
        firstName: 'Maximiliana',
        email: address,
        phoneNumber: '6 12 34 56 78',
        city: 'Fontainebleau',
        contactVisibility: { email: 'organisers', phoneNumber: 'organisers', city: 'classmates' },
      }),
    );
    await confirmProfileEmail(page, site, address);
    await visitSettled(page, `${site.url}/profile/${profileId}`);
    const contact = page.locator('.ant-card', {
      has: page.getByRole('heading', { name: 'Contact' }),
    });
    const item = (label: string) =>
      contact.locator('dl > div', { has: page.getByText(label, { exact: true }) });
    const email = item('Email').getByRole('link');
    await email.waitFor();

    // Lines of a plain label and value (the city's) are one line-height apart: so is each line of
    // a contact, its label's, its address's and 'Organisers only''s, wrapped or not.
    const [lineHeight] = gapsBetween(await textLines(item('Location')));
    const phone = item('Phone').getByRole('link');
    // How far the address's text runs past the card's (its body, less its padding).
    const pastTheCard = () =>
      email.evaluate((link) => {
        const body = link.closest('.ant-card-body');
        if (!body) throw new Error('no card');
        const end =
          body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
        const range = document.createRange();
        range.selectNodeContents(link);
        const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
        return Math.max(0, Math.round(right - end));
      });
    const emailLines = await textLines(item('Email'));
    jestExpect(emailLines.length).toBeGreaterThan(2);
    const profilePage = {
      'e-mail: its lines apart': gapsBetween(emailLines),
      'phone: its lines apart': gapsBetween(await textLines(item('Phone'))),
      // The address wraps inside the card rather than running past it (and cut off).
      'e-mail: past the card by': await pastTheCard(),
      'e-mail: taps missed': await missedLineTaps(email),
      'phone: taps missed': await missedTaps(phone),
    };

    // The event page: the secretariat's e-mail and phone, a row too wide for a phone, wrap onto
    // two rows as far apart as their 44 px targets make them, and no further.
    await visitSettled(page, `${site.url}/event-details`);
    const secretariat = page
      .locator('.ant-card', { has: page.getByRole('heading', { name: 'Reunion secretariat' }) })
      .getByRole('link');
    const [mailBox, phoneBox] = [await box(secretariat.first()), await box(secretariat.last())];
    const eventPage = {
      'e-mail and phone: rows': phoneBox.y > mailBox.y ? 2 : 1,
      'e-mail and phone: between their targets': Math.round(
        phoneBox.y - (mailBox.y + mailBox.height),
      ),
      'e-mail: taps missed': await missedTaps(secretariat.first()),
      'phone: taps missed': await missedTaps(secretariat.last()),
    };

    jestExpect({ profilePage, eventPage }).toEqual({
      profilePage: {
        'e-mail: its lines apart': emailLines.slice(1).map(() => lineHeight),
        'phone: its lines apart': [lineHeight],
        'e-mail: past the card by': 0,
        'e-mail: taps missed': [],
        'phone: taps missed': [],
      },
      eventPage: {
        'e-mail and phone: rows': 2,
        'e-mail and phone: between their targets': 0,
        'e-mail: taps missed': [],
        'phone: taps missed': [],
      },
    });
    await signIn(page, site, member);
  });

  test('small controls take a 44 × 44 px tap: a Select’s or input’s clear, a toast’s close, the password eye, the table’s pages and page size', async () => {
    await page.goto(`${site.url}/profile/edit/${memberProfileId}`);
    // The phone's country code, filled in: a Select that may be cleared.
    const code = page.locator('.ant-select', { has: page.locator('#profile_countryCode') });
    jestExpect(await missedTaps(code.locator('.ant-select-clear'))).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${site.url}/profile/${memberProfileId}`);
    const close = page.getByRole('button', { name: 'Close notification' });
    await waitUntilStill(page, close);
    jestExpect(await missedTaps(close)).toEqual([]);

    await visitSettled(page, `${site.url}/admin`);
    const pages = page.locator('.ant-table-pagination');
    for (const item of ['.ant-pagination-prev', '.ant-pagination-item', '.ant-pagination-next'])
      jestExpect({ item, missed: await missedTaps(pages.locator(item).first()) }).toEqual({
        item,
        missed: [],
      });
    // The page size is offered beyond 576 px only (antd): on a phone turned sideways.
    await page.setViewportSize({ width: 740, height: 360 });
    const pageSize = pages.locator('.ant-pagination-options .ant-select');
    jestExpect(await missedTaps(pageSize)).toEqual([]);
    await page.setViewportSize(PHONE);
    // Named for what they do (antd's arrows were named 'left' and 'right' by their icons).
    await pages.getByRole('button', { name: 'Previous page', exact: true }).waitFor();
    await pages.getByRole('button', { name: 'Next page', exact: true }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill('nobody');
    jestExpect(await missedTaps(page.locator('.ant-input-clear-icon'))).toEqual([]);

    await callApi(page, 'POST', '/api/logout');
    await visitSettled(page, `${site.url}/auth`);
    // Named 'Show password' (pressed: 'Hide password'), not antd's bare 'Show'.
    const eye = page
      .locator('.ant-form-item', { has: field('Password') })
      .locator('.ant-input-password-icon');
    jestExpect(await eye.getAttribute('aria-label')).toBe('Show password');
    jestExpect(await missedTaps(eye)).toEqual([]);
    await signIn(page, site, member);
  });

  test('a Select’s options are 44 px tall rows: Find Classmates’ industries, the profile’s dialling codes', async () => {
    const rows = async (label: string) => {
      const select = page.getByRole('combobox', { name: label });
      // Not while the fold that holds it is still opening: a click then may not open its list.
      await waitUntilStill(page, select);
      await select.click();
      // Its layout height: the list opens with a zoom, which the drawn box would follow.
      const heights = await page.waitForFunction(() => {
        const options = document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        );
        return options.length > 0 && [...options].map((option) => option.offsetHeight);
      });
      const shortest = Math.min(...((await heights.jsonValue()) as number[]));
      await page.keyboard.press('Escape');
      return { label, shortest };
    };
    await visitSettled(page, `${site.url}/search`);
    await page.getByRole('button', { name: /^Filters/ }).click();
    jestExpect(await rows('Industry')).toEqual({ label: 'Industry', shortest: 44 });
    await visitSettled(page, `${site.url}/profile/edit/${memberProfileId}`);
    jestExpect(await rows('Dialling Code')).toEqual({ label: 'Dialling Code', shortest: 44 });
  });

  test('the photo viewer moves with Next, the arrow keys and a swipe, and Esc closes it (item 11)', async () => {
    for (const caption of ['First light', 'Second glass', 'Third dance'])
      await uploadPhoto(caption);
    await visitSettled(page, `${site.url}/photos`);
    // The newest first.
    await page.getByRole('img', { name: 'Third dance' }).first().click();
    const viewer = page.getByRole('dialog');
    const shown = (caption: string) => viewer.getByRole('img', { name: caption }).waitFor();
    await shown('Third dance');
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await shown('Second glass');
    await page.keyboard.press('ArrowRight');
    await shown('First light');
    await page.keyboard.press('ArrowLeft');
    await shown('Second glass');
    // A swipe to the left: the next photo.
    const image = await box(viewer.getByRole('img', { name: 'Second glass' }));
    const devtools = await browser.context.newCDPSession(page);
    const y = image.y + image.height / 2;
    await devtools.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: image.x + image.width - 20, y }],
    });
    await devtools.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: image.x + 20, y }],
    });
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await shown('First light');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
  });
});

describe('small things that confused (item 12)', () => {
  test('"RSVP Now" takes a member with a profile to the RSVP part of their edit form', async () => {
    await signIn(page, site, member);
    await visitSettled(page, `${site.url}/event-details`);
    await page.getByRole('link', { name: 'RSVP Now' }).first().click();
    await page.waitForURL(`${site.url}/profile/edit/${memberProfileId}#rsvp-travel`);
    await page.waitForFunction(() => {
      const top = document.getElementById('rsvp-travel')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 300;
    });
  });

  test('the register form starts in Email, and a bad address gets the site’s message alone', async () => {
    await callApi(page, 'POST', '/api/logout');
    await page.goto(`${site.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await field('Class password').fill(CLASS_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'register_email');
    const form = page.locator('form#register');
    await form.getByLabel('Email', { exact: true }).fill('not-an-address');
    await form.getByLabel('Password', { exact: true }).fill('phone-secret-9');
    await form.getByLabel('Confirm Password', { exact: true }).fill('phone-secret-9');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await form.getByText('Invalid email address').waitFor();
    // The browser's own bubble comes only from a form that lets it validate.
    jestExpect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(
      true,
    );
  });

  test('the toast after registering leaves the confirm-e-mail notice and its link free', async () => {
    await callApi(page, 'POST', '/api/logout');
    await page.goto(`${site.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await field('Class password').fill(CLASS_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const form = page.locator('form#register');
    await form.getByLabel('Email', { exact: true }).fill('phone.newcomer@example.com');
    await form.getByLabel('Password', { exact: true }).fill('phone-secret-9');
    await form.getByLabel('Confirm Password', { exact: true }).fill('phone-secret-9');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${site.url}/`);
    const toast = page.locator('.ant-notification-notice', { hasText: 'Registration successful' });
    await toast.waitFor();
    await waitUntilStill(page, toast);
    const resend = page.getByRole('button', { name: 'send the link again' });
    const notice = await box(page.locator('.confirm-email-notice'));
    jestExpect((await box(toast)).y).toBeGreaterThanOrEqual(notice.y + notice.height - 1);
    const tappable = await resend.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    jestExpect(tappable).toBe(true);
  });

  test('the class gift’s figures read the number first, then what it counts', async () => {
    await signIn(page, site, member);
    await visitSettled(page, `${site.url}/class-gift`);
    const figure = page.locator('.ant-card', { hasText: 'of applicants apply for scholarships' });
    jestExpect((await figure.first().innerText()).replace(/\s+/g, ' ')).toMatch(
      /^70 ?% of applicants apply for scholarships/,
    );
  });
});
