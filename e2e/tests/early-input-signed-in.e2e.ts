import type { Page } from 'playwright-core';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../shell/src/remotes/loadTimeout';
import { confirmationLinkIn, waitForOutboxMail } from '../../backend/test/support/mailbox';
import { postJson, registerForCookie } from '../support/accounts';
import type { Browser } from '../support/browser';
import {
  aDownload,
  aMomentLater,
  countDownloads,
  holdPageScript,
  expectStillWaiting,
  openHurriedPhone,
  pageTakenOver,
  phoneKeyboard,
  SPEEDS,
  startLoading,
} from '../support/early-input';
import { pngImage } from '../support/png';
import { profileBody } from '../support/profiles';
import { ADMIN_EMAIL, startSite, type Site } from '../support/site';

// The signed-in pages, used as a hurried classmate on a phone uses them: the moment a control
// shows (server-rendered, before React has taken the page over), they type or tap, once. What
// they did must take effect, exactly once (README, "Pages rendered on the server").

let site: Site;
let browser: Browser;
let page: Page;
/** Session cookies: a classmate with a published profile, the administrator. */
let classmate: string;
let admin: string;
let firstProfileId: number;
/** The profile of `classmate` (Tim). */
let classmateProfileId: number;

/** Published classmates: the directory's search finds one of them by name. */
const names = ['Ada', 'Grace', 'Katherine', 'Marie', 'Alan', 'Hedy', 'Emmy', 'Tim'];

const post = (path: string, body: unknown, cookie?: string) => postJson(site, path, body, cookie);
const register = (email: string) => registerForCookie(site, email, 'early-secret-1');

beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_REGISTER_PER_IP: '200' } });
  for (const name of names) {
    classmate = await register(`${name.toLowerCase()}@class2005.test`);
    const created = await post(
      '/api/profiles',
      profileBody({ firstName: name, company: `${name} & Co` }),
      classmate,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    firstProfileId ??= id;
    classmateProfileId = id;
  }
  // A photo in the album, for its "Download all".
  const form = new FormData();
  form.append(
    'photo',
    new Blob([new Uint8Array(pngImage(64, 48))], { type: 'image/png' }),
    'class.png',
  );
  form.append('caption', 'The class');
  const uploaded = await fetch(`${site.url}/api/photos`, {
    method: 'POST',
    headers: { cookie: classmate },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  admin = await register(ADMIN_EMAIL);
  const mail = await waitForOutboxMail(site.dataDir, ADMIN_EMAIL, '/auth/confirm-email');
  const token = confirmationLinkIn(mail).searchParams.get('token');
  expect((await post('/api/confirm-email', { token }, admin)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

/** Opens the phone signed in with `cookie`. */
async function signedIn(cookie: string): Promise<void> {
  await browser.context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url: site.url };
    }),
  );
}

describe.each(SPEEDS.map((speed, index) => ({ ...speed, index })))(
  'on $speed',
  ({ cpuSlowdown, index }) => {
    beforeEach(async () => {
      browser = await openHurriedPhone(cpuSlowdown);
      page = browser.page;
    });
    afterEach(async () => {
      await browser?.close();
    });

    test('a first name typed as the profile form shows stays, and is what "Save Draft" checks', async () => {
      await signedIn(await register(`newcomer.${index}@class2005.test`));
      startLoading(page, `${site.url}/create-profile`);
      const firstName = page.getByLabel('First Name', { exact: true });
      await firstName.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await firstName.pressSequentially('Hedwig');
      await pageTakenOver(page);
      await aMomentLater(page);
      expect(await firstName.inputValue()).toBe('Hedwig');
      await page.getByRole('button', { name: 'Save Draft', exact: true }).tap();
      await page.getByText('Last name is required').first().waitFor();
      expect(await page.getByText('First name is required').count()).toBe(0);
    });

    test('a name typed into the search as it shows filters the cards', async () => {
      await signedIn(classmate);
      // All of it typed before the take-over: no keystroke after it to reach React by itself.
      // The page's script is held until all four keys are typed, whatever the machine's speed:
      // its scripts now arrive together, and the window before the take-over is short.
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/search`);
      const search = page.getByRole('searchbox', { name: 'Search classmates' });
      await search.waitFor();
      await search.pressSequentially('Hedy');
      await expectStillWaiting(page, cpuSlowdown);
      release();
      // Filtered: every card shown is Hedy's. (The first view the server drew already held
      // Hedy's card and not Grace's, so those alone said nothing, and the count that followed
      // could land on the skeletons shown while the whole list loads.)
      await page.waitForFunction(
        () => {
          const cards = [...document.querySelectorAll('main a')].filter((link) =>
            /Classmate/.test(link.textContent ?? ''),
          );
          return cards.length > 0 && cards.every((card) => /Hedy/.test(card.textContent ?? ''));
        },
        null,
        { timeout: 20_000 },
      );
      const cards = page.getByRole('main').getByRole('link', { name: /Classmate/ });
      expect(await cards.filter({ hasText: 'Hedy' }).count()).toBeGreaterThan(0);
      expect(await cards.filter({ hasNotText: 'Hedy' }).count()).toBe(0);
    });

    test.each([
      {
        field: 'the search',
        address: () => '/search',
        box: () => page.getByRole('searchbox', { name: 'Search classmates' }),
        before: '',
      },
      {
        field: "the profile form's first name",
        address: () => `/profile/edit/${classmateProfileId}`,
        box: () => page.getByLabel('First Name', { exact: true }),
        before: 'Tim',
      },
    ])(
      'a word the keyboard is still composing in $field as the page is taken over is not doubled',
      async ({ address, box, before }) => {
        await signedIn(classmate);
        const release = await holdPageScript(page);
        startLoading(page, `${site.url}${address()}`);
        const field = box();
        await field.tap();
        const keyboard = await phoneKeyboard(page);
        for (const word of ['H', 'He', 'Hed']) await keyboard.compose(word);
        expect(await field.inputValue()).toBe(`${before}Hed`);
        release();
        await pageTakenOver(page);
        await keyboard.compose('Hedy');
        await keyboard.commit('Hedy');
        expect(await field.inputValue()).toBe(`${before}Hedy`);
        if (before === '') await page.waitForURL(/[?&]q=Hedy(&|$)/);
        await aMomentLater(page);
        expect(await field.inputValue()).toBe(`${before}Hedy`);
      },
    );

    test('"Add to Outlook (.ics)" for the whole schedule, tapped as soon as it shows, downloads once', async () => {
      await signedIn(classmate);
      const downloads = countDownloads(page);
      startLoading(page, `${site.url}/event-details`);
      const outlook = page.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' });
      await outlook.scrollIntoViewIfNeeded();
      await expectStillWaiting(page, cpuSlowdown);
      await outlook.tap();
      await aDownload(page, downloads);
      await aMomentLater(page);
      expect(downloads).toHaveLength(1);
      expect(downloads[0]?.suggestedFilename()).toMatch(/\.ics$/);
    });

    test('the menu button tapped as the page shows opens the menu, and its links work', async () => {
      await signedIn(classmate);
      startLoading(page, `${site.url}/`);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await menu.tap();
      const drawer = page.getByRole('navigation', { name: 'Main menu' });
      await drawer.getByRole('link', { name: 'Event Details' }).tap();
      await page.waitForURL(`${site.url}/event-details`);
    });

    test('a tap held on a section that then fails to load is dropped: "Try again" and the menu work', async () => {
      await signedIn(classmate);
      // The directory's manifest does not answer: the shell takes the rest of the page over long
      // before the section's load times out, and its error card then takes the place of the
      // markup the held tap was on, with no part of the page announced as taken over after it.
      const manifest = /\/remotes\/mf-directory\/mf-manifest\.json/;
      let answer = (): void => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(manifest, async (route) => {
        await answered;
        await route.continue();
      });
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/search`);
      const page2 = page.getByRole('button', { name: 'Page 2' });
      await page2.scrollIntoViewIfNeeded();
      await page2.tap();
      expect(await page2.getAttribute('aria-busy')).toBe('true');
      release();
      const card = page.getByTestId('remote-error');
      await card
        .getByText('Find Classmates is not available right now')
        .waitFor({ timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
      await page.unroute(manifest);
      answer();
      await card.getByRole('button', { name: 'Try again' }).tap();
      await page.getByRole('searchbox', { name: 'Search classmates' }).waitFor();
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    }, 60_000);

    test.each([
      { failing: "the shell's main.js", script: /\/main\.[0-9a-f]+\.js$/ },
      { failing: 'a script of its start', script: /\/antd-core\.[0-9a-f]+\.js$/ },
    ])(
      'when $failing cannot load, the page says so and stays readable: the tap held meanwhile no longer shows busy, and links work',
      async ({ script }) => {
        await signedIn(classmate);
        let fail = (): void => undefined;
        const failing = new Promise<void>((resolve) => (fail = resolve));
        await page.route(script, async (route) => {
          await failing;
          await route.abort();
        });
        startLoading(page, `${site.url}/event-details`);
        const menu = page.getByRole('button', { name: 'Open menu' });
        await menu.tap();
        expect(await menu.getAttribute('aria-busy')).toBe('true');
        fail();
        const note = page.getByRole('alert').filter({
          hasText: 'The page could not load. Please check your connection and reload the page.',
        });
        await note.waitFor();
        expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
        // At the foot of the screen, over a page still there to read.
        const box = await note.boundingBox();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(740, 0);
        expect(
          await page.getByRole('heading', { level: 1, name: '20-Year Reunion' }).isVisible(),
        ).toBe(true);
        // Nothing is held any longer: a tap does what the page without its script does.
        await menu.tap();
        expect(await menu.getAttribute('aria-busy')).toBeNull();
        await page.getByRole('link', { name: '20-Year Reunion, home' }).tap();
        await page.waitForURL(`${site.url}/`);
      },
    );

    test('the album\'s file chooser says it is not ready until it is; "Download all" tapped as it shows downloads once', async () => {
      await signedIn(classmate);
      const downloads = countDownloads(page);
      startLoading(page, `${site.url}/photos`);
      const chooser = page.getByTestId('photo-drop-zone');
      await chooser.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      if (cpuSlowdown > 1) expect(await chooser.getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('link', { name: 'Download all' }).tap();
      await aDownload(page, downloads);
      await pageTakenOver(page);
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-testid="photo-drop-zone"]')
            ?.getAttribute('aria-disabled') === 'false',
      );
      await aMomentLater(page);
      expect(downloads).toHaveLength(1);
    });

    test('Insights\' "Attendance Summary" tab, tapped as the tabs show, opens it', async () => {
      await signedIn(admin);
      startLoading(page, `${site.url}/admin`);
      const summary = page.getByRole('tab', { name: 'Attendance Summary' });
      await summary.scrollIntoViewIfNeeded();
      await expectStillWaiting(page, cpuSlowdown);
      await summary.tap();
      await page
        .getByRole('heading', { name: 'Attendance', exact: true })
        .waitFor({ timeout: 20_000 });
      expect(await summary.getAttribute('aria-selected')).toBe('true');
    });

    test('Insights\' "Download CSV", tapped the moment it shows, downloads once', async () => {
      await signedIn(admin);
      const downloads = countDownloads(page);
      startLoading(page, `${site.url}/admin`);
      // Drawn once the table's rows have come, when its place nears the screen.
      await page.getByRole('tab', { name: 'All Profiles' }).scrollIntoViewIfNeeded();
      const csv = page.getByRole('button', { name: 'Download CSV' });
      await csv.tap();
      await aDownload(page, downloads);
      await aMomentLater(page);
      expect(downloads).toHaveLength(1);
      expect(downloads[0]?.suggestedFilename()).toMatch(/\.csv$/);
    });

    test('"Export for ChatGPT", tapped as a profile shows, downloads the directory once', async () => {
      await signedIn(admin);
      const downloads = countDownloads(page);
      startLoading(page, `${site.url}/profile/${firstProfileId}`);
      const exportButton = page.getByRole('button', { name: 'Export for ChatGPT' });
      await exportButton.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await exportButton.tap();
      await aDownload(page, downloads);
      await aMomentLater(page);
      expect(downloads).toHaveLength(1);
    });
  },
);

// Typed into the profile form the moment it is taken over, on a slowed phone: the form is still
// busy drawing itself, and each key's hand-over to the form (docs/profiles.md, "Typing keeps
// up") may be drawn after the next key's is made. A letter was lost a moment after it showed
// ("The library" → "Th library"), and the draft kept the damaged text.
describe('on a phone with a 4× slower CPU, typed into as it is taken over', () => {
  beforeEach(async () => {
    browser = await openHurriedPhone(4);
    page = browser.page;
  });
  afterEach(async () => {
    await browser?.close();
  });

  test('every letter typed quickly into the profile form stays, on the screen and in its draft', async () => {
    const typed = {
      'First Name': 'Hedwig Eva Maria',
      City: 'Vienna, then Hollywood',
      'Professional Journey Since Graduation': 'Films, then frequency hopping.',
      'Favorite Memory from INSEAD': 'The library at midnight.',
    };
    await signedIn(await register('typist@class2005.test'));
    startLoading(page, `${site.url}/create-profile`);
    await page.getByLabel('First Name', { exact: true }).waitFor();
    await pageTakenOver(page);
    // A thumb's pace: a key every 40 ms.
    for (const [label, text] of Object.entries(typed)) {
      await page.getByLabel(label, { exact: true }).tap();
      await page.keyboard.type(text, { delay: 40 });
    }
    await aMomentLater(page);
    const shown: Record<string, string> = {};
    for (const label of Object.keys(typed))
      shown[label] = await page.getByLabel(label, { exact: true }).inputValue();
    expect(shown).toEqual(typed);
    // And the draft the form keeps in the browser 0.4 s after typing (docs/profiles.md, "What you
    // typed is kept on this device").
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('reunion.profile-form-draft.v2.'))
        .map(
          (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { values?: unknown }).values,
        ),
    );
    expect(drafts).toEqual([
      expect.objectContaining({
        firstName: typed['First Name'],
        city: typed.City,
        professionalJourney: typed['Professional Journey Since Graduation'],
        favoriteMemory: typed['Favorite Memory from INSEAD'],
      }),
    ]);
  });
});

// A tap held while the page waits must show on a phone, which has no cursor to turn into
// 'progress': a ring and a pulse on the control, from the stylesheet the page links in its
// <head> (the page's script is held back here, so nothing of the shell's script helps), gone
// once the tap is handed on (docs/pages.md, "A page works from the moment it shows").
describe('a held tap shows', () => {
  beforeEach(async () => {
    browser = await openHurriedPhone(1);
    page = browser.page;
  });
  afterEach(async () => {
    await browser?.close();
  });

  const menuButton = () => page.getByRole('button', { name: 'Open menu' });

  /** What the menu button shows: busy or not, its outline, its animation. */
  const look = () =>
    menuButton().evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        busy: button.getAttribute('aria-busy'),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        pulse: style.animationName,
      };
    });

  /**
   * Loads the home page with its script held back and taps the menu button once it shows; the
   * sign moves nothing: the button is where it was.
   */
  async function tapMenuWhileWaiting(): Promise<() => void> {
    await signedIn(classmate);
    const release = await holdPageScript(page);
    startLoading(page, `${site.url}/`);
    await menuButton().waitFor();
    const place = await menuButton().boundingBox();
    await menuButton().tap();
    expect(await menuButton().boundingBox()).toEqual(place);
    return release;
  }

  test('the menu button tapped while the page waits wears a pulsing ring until the menu opens', async () => {
    const release = await tapMenuWhileWaiting();
    expect(await look()).toEqual({ busy: 'true', outline: 'dashed 3px', pulse: 'held-press' });
    // The header's gold, as its focus ring (the brand green would not show on the green bar),
    // once antd's transition of the button's colours has run.
    await page.waitForFunction(
      () => {
        const button = document.querySelector('button[aria-label="Open menu"]');
        return button && getComputedStyle(button).outlineColor === 'rgb(244, 197, 66)';
      },
      null,
      { timeout: 2_000 },
    );
    release();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const after = await look();
    expect(after.busy).toBeNull();
    expect(after.outline).not.toMatch(/dashed/);
    expect(after.pulse).toBe('none');
  });

  test('with reduced motion asked for, the ring stays still', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await tapMenuWhileWaiting();
    expect(await look()).toMatchObject({ busy: 'true', outline: 'dashed 3px', pulse: 'none' });
    release();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});
