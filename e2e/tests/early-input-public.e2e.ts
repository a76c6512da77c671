import type { Page } from 'playwright-core';
import { authMessages } from '@reunion/contracts';
import {
  linkIn,
  resetLinkIn,
  startMailbox,
  type Mailbox,
} from '../../backend/test/support/mailbox';
import { postJson, registerForCookie } from '../support/accounts';
import type { Browser } from '../support/browser';
import {
  aMomentLater,
  countRequests,
  expectStillWaiting,
  holdPageScript,
  onScreenWithin,
  openHurriedPhone,
  pageTakenOver,
  phoneKeyboard,
  recordAddresses,
  shownBeforeTakeOver,
  SPEEDS,
  startLoading,
  watchFirstTap,
} from '../support/early-input';
import { profileBody } from '../support/profiles';
import { ADMIN_EMAIL, CLASS_PASSWORD, startSite, type Site } from '../support/site';

// The public screens, used as a hurried visitor on a phone uses them: the moment a control shows
// (server-rendered, before React has taken the page over), they type, tap or press Enter, once.
// What they did must take effect, exactly once (README, "Pages rendered on the server").

const DAY_MS = 24 * 60 * 60 * 1000;
const deadline = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);

let mailbox: Mailbox;
let site: Site;
let browser: Browser;
let page: Page;

const post = (path: string, body: unknown, cookie?: string) => postJson(site, path, body, cookie);
const register = (email: string, password = 'early-secret-1') =>
  registerForCookie(site, email, password);

/** A mailed RSVP reminder's links, one per event and answer, and its unsubscribe link. */
interface Reminder {
  answers: URL[];
  unsubscribe: URL;
}
const reminders: Reminder[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  site = await startSite({
    smtpUrl: mailbox.url,
    env: {
      RSVP_DEADLINE: deadline,
      RSVP_NUDGE_DAYS_BEFORE: '7',
      RSVP_NUDGE_CRON: '0 0 1 1 *',
      RATE_LIMIT_REGISTER_PER_IP: '200',
      RATE_LIMIT_RESET_PER_IP: '200',
    },
  });
  // One reminder per speed: a member still "maybe" for both events, reminded by an organiser.
  for (const [index] of SPEEDS.entries()) {
    const email = `maybe.${index}@class2005.test`;
    const cookie = await register(email);
    const created = await post(
      '/api/profiles',
      profileBody({ firstName: `Maybe${index}`, attending: 'maybe', parisGathering: 'maybe' }),
      cookie,
    );
    expect(created.status).toBe(201);
  }
  const admin = await register(ADMIN_EMAIL);
  const confirmation = await mailbox.waitFor(ADMIN_EMAIL, { containing: '/auth/confirm-email' });
  const token = linkIn(confirmation, '/auth/confirm-email').searchParams.get('token');
  expect((await post('/api/confirm-email', { token }, admin)).status).toBe(200);
  expect((await post('/api/insights/rsvp-nudges/run', {}, admin)).status).toBeLessThan(300);
  for (const [index] of SPEEDS.entries()) {
    const mail = await mailbox.waitFor(`maybe.${index}@class2005.test`, {
      containing: '/rsvp/answer',
      timeoutMs: 30_000,
    });
    const text = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .replace(/&amp;/g, '&');
    const links = (path: string) =>
      [...text.matchAll(new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`, 'g'))].map(
        (match) => new URL(match[0]),
      );
    reminders.push({
      answers: links('/rsvp/answer'),
      unsubscribe: linkIn(mail, '/rsvp/unsubscribe'),
    });
  }
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await mailbox?.stop();
});

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

    const loginForm = () => ({
      username: page.getByLabel('Username or Email', { exact: true }),
      password: page.locator('#login_password'),
    });

    test('"Register", tapped as the tabs show, shows the class gate at once; the class password typed into it straight away opens the account form', async () => {
      const firstTap = await watchFirstTap(page);
      startLoading(page, `${site.url}/auth`);
      const register = page.getByRole('tab', { name: 'Register' });
      await register.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      // Watched from before the tap: the frame the gate first shows in is the one that counts.
      const shownEarly = shownBeforeTakeOver(page, '#class-gate_classPassword');
      await register.tap();
      // A tap made before the take-over shows the gate at once, not once React has taken the
      // page over (about 2 s later on the slowed phone, the login form on screen all that time).
      const shown = await shownEarly;
      if ((await firstTap()) === 'early') expect(shown).toBe(true);
      expect(await register.getAttribute('aria-selected')).toBe('true');
      expect(await loginForm().username.isVisible()).toBe(false);
      // The visitor types into what they see, at once.
      const classPassword = page.getByLabel('Class password', { exact: true });
      await classPassword.tap();
      await page.keyboard.type(CLASS_PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 20_000 });
      expect(await loginForm().username.inputValue()).toBe('');
    });

    test('"Register", reached with the arrow key and chosen with Enter as the tabs show, shows the class gate at once; the class password typed straight away opens the account form', async () => {
      const firstEnter = await watchFirstTap(page, 'Enter');
      startLoading(page, `${site.url}/auth`);
      const register = page.getByRole('tab', { name: 'Register' });
      await register.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      const shownEarly = shownBeforeTakeOver(page, '#class-gate_classPassword');
      // Where Tab brings the keyboard: the selected tab (the others are left out of the order).
      await page.getByRole('tab', { name: 'Login' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      // Enter before the take-over shows the gate at once, as a tap does; it was lost.
      const shown = await shownEarly;
      if ((await firstEnter()) === 'early') expect(shown).toBe(true);
      expect(await register.getAttribute('aria-selected')).toBe('true');
      expect(await loginForm().username.isVisible()).toBe(false);
      // On into the gate, as antd's tabs lead a keyboard: the panel, then its field.
      const classPassword = page.getByLabel('Class password', { exact: true });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await classPassword.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type(CLASS_PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 20_000 });
      expect(await loginForm().username.inputValue()).toBe('');
    });

    test('while the page waits, the arrow keys move along the tabs, and once it is taken over Space and Enter select the tab they reached', async () => {
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/auth`);
      const login = page.getByRole('tab', { name: 'Login' });
      const register = page.getByRole('tab', { name: 'Register' });
      await login.focus();
      await page.keyboard.press('ArrowRight');
      const focused = (tab: typeof login) =>
        tab.evaluate((element) => element === document.activeElement);
      expect(await focused(register)).toBe(true);
      // Moving selects nothing, in antd's tabs (manual activation).
      expect(await login.getAttribute('aria-selected')).toBe('true');
      release();
      await pageTakenOver(page);
      await aMomentLater(page);
      // antd selects the tab it saw focused: the one the arrow reached before it took over.
      await page.keyboard.press('Space');
      await page.getByLabel('Class password', { exact: true }).waitFor({ timeout: 5_000 });
      expect(await register.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowLeft');
      expect(await focused(login)).toBe(true);
      await page.keyboard.press('Enter');
      await loginForm().username.waitFor({ timeout: 5_000 });
      expect(await login.getAttribute('aria-selected')).toBe('true');
    });

    test('while the page waits, "Register" shows the class gate, and what is typed there stays in it through the take-over', async () => {
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/auth`);
      const register = page.getByRole('tab', { name: 'Register' });
      await register.tap();
      const classPassword = page.getByLabel('Class password', { exact: true });
      await classPassword.waitFor({ timeout: 2_000 });
      expect(await loginForm().username.isVisible()).toBe(false);
      await classPassword.tap();
      await page.keyboard.type('not the class password');
      release();
      await pageTakenOver(page);
      await aMomentLater(page);
      expect(await register.getAttribute('aria-selected')).toBe('true');
      expect(await register.getAttribute('aria-busy')).toBeNull();
      expect(await classPassword.inputValue()).toBe('not the class password');
      expect(await loginForm().username.inputValue()).toBe('');
      expect(await loginForm().password.inputValue()).toBe('');
      // In the form's state too: sent, and refused by the server rather than found empty.
      await classPassword.press('Enter');
      await page.getByText(authMessages.wrongClassPassword).first().waitFor();
      expect(await page.getByText('Please enter the class password').count()).toBe(0);
    });

    test('the eye, tapped as the form shows, shows the password once', async () => {
      startLoading(page, `${site.url}/auth`);
      const eye = page.locator('#login_password').locator('..').locator('.ant-input-password-icon');
      await eye.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await eye.tap();
      await pageTakenOver(page);
      // One press: shown, neither shown and hidden again nor left hidden.
      await page.waitForFunction(
        () => document.querySelector('#login_password')?.getAttribute('type') === 'text',
      );
      await aMomentLater(page);
      expect(await loginForm().password.getAttribute('type')).toBe('text');
    });

    test('three impatient taps on the eye while the page waits count as the one press meant', async () => {
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/auth`);
      const eye = page.locator('#login_password').locator('..').locator('.ant-input-password-icon');
      for (let tap = 0; tap < 3; tap += 1) await eye.tap();
      expect(await eye.getAttribute('aria-busy')).toBe('true');
      release();
      await pageTakenOver(page);
      await page.waitForFunction(
        () => document.querySelector('#login_password')?.getAttribute('type') === 'text',
      );
      await aMomentLater(page);
      expect(await loginForm().password.getAttribute('type')).toBe('text');
      expect(await eye.getAttribute('aria-busy')).toBeNull();
    });

    test('sign-in typed as the form shows, then Enter, signs in once; the password stays out of every address', async () => {
      const email = `typist.${index}@class2005.test`;
      await register(email, 'typist-secret-1');
      const logins = countRequests(
        page,
        (r) => r.method() === 'POST' && r.url().endsWith('/api/login'),
      );
      const addresses = recordAddresses(page);
      startLoading(page, `${site.url}/auth`);
      const { username, password } = loginForm();
      await username.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await username.pressSequentially(email);
      await password.pressSequentially('typist-secret-1');
      await password.press('Enter');
      await page.waitForURL(`${site.url}/`, { timeout: 20_000 });
      await page
        .getByRole('heading', { name: /Class of 2005/ })
        .first()
        .waitFor();
      await aMomentLater(page);
      expect(logins).toHaveLength(1);
      expect(addresses.filter((address) => address.includes('typist-secret'))).toEqual([]);
    });

    test("a password manager's fill as the form shows survives the take-over and signs in", async () => {
      const email = `manager.${index}@class2005.test`;
      await register(email, 'manager-secret-1');
      startLoading(page, `${site.url}/auth`);
      const { username, password } = loginForm();
      await username.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      // A password manager fills the fields at once, without a keystroke.
      await username.fill(email);
      await password.fill('manager-secret-1');
      await pageTakenOver(page);
      await aMomentLater(page);
      expect(await username.inputValue()).toBe(email);
      expect(await password.inputValue()).toBe('manager-secret-1');
      await password.press('Enter');
      await page.waitForURL(`${site.url}/`, { timeout: 20_000 });
      expect(await page.getByText('Password is required').count()).toBe(0);
    });

    test('a word the keyboard is still composing in the username as the page is taken over is not doubled, and is what the form checks', async () => {
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/auth`);
      const { username, password } = loginForm();
      await username.tap();
      const keyboard = await phoneKeyboard(page);
      for (const word of ['H', 'He', 'Hed']) await keyboard.compose(word);
      release();
      await pageTakenOver(page);
      await keyboard.compose('Hedy');
      await keyboard.commit('Hedy');
      expect(await username.inputValue()).toBe('Hedy');
      // The form has it too: only the password is missing.
      await password.press('Enter');
      await page.getByText('Password is required').waitFor();
      expect(await page.getByText('Username/Email is required').count()).toBe(0);
      expect(await username.inputValue()).toBe('Hedy');
    });

    test('the class gate and the account form, used the moment each shows, create the account', async () => {
      startLoading(page, `${site.url}/auth`);
      await page.getByRole('tab', { name: 'Register' }).tap();
      const classPassword = page.getByLabel('Class password', { exact: true });
      await classPassword.pressSequentially(CLASS_PASSWORD);
      await classPassword.press('Enter');
      // The account form's: every sign-in page also holds the forgot-password card's, hidden.
      const email = page.locator('form#register').getByLabel('Email', { exact: true });
      // Once in a CI run (2026-11-29, no slowdown) the account form never showed: say what the
      // gate held and said then, for whoever meets it next.
      await email.waitFor().catch(async (error: unknown) => {
        const held = await classPassword.inputValue().catch(() => '(gone)');
        const said = await page
          .locator('form#class-gate')
          .innerText()
          .catch(() => '(gone)');
        throw new Error(`${String(error)}\nthe gate held "${held}" and said: ${said}`);
      });
      await email.pressSequentially(`newcomer.${index}@class2005.test`);
      await page.locator('#register_password').pressSequentially('newcomer-secret-1');
      const confirm = page.getByLabel('Confirm Password', { exact: true });
      await confirm.pressSequentially('newcomer-secret-1');
      await confirm.press('Enter');
      await page.waitForURL(`${site.url}/`, { timeout: 20_000 });
    });

    test('"Forgotten your password?" tapped as it shows, then the address typed at once and Enter, asks for the mail once, for that address', async () => {
      const requests = countRequests(
        page,
        (r) => r.method() === 'POST' && r.url().endsWith('/api/request-password-reset'),
      );
      const pageLoads = countRequests(page, (r) => r.isNavigationRequest());
      const firstTap = await watchFirstTap(page);
      startLoading(page, `${site.url}/auth`);
      const forgotten = page.getByText('Forgotten your password?');
      await forgotten.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      const shownEarly = shownBeforeTakeOver(page, '#forgot-password_email');
      await forgotten.tap();
      // The card, drawn hidden on every sign-in page, shows at once: a link the browser followed
      // was a page load (about 0.5 s on the slowed phone, the login form on screen meanwhile).
      const shown = await shownEarly;
      if ((await firstTap()) === 'early') expect(shown).toBe(true);
      // Nor does the login form come back meanwhile, as React takes the page over.
      expect(await onScreenWithin(page, '#login_username', 2_000)).toBe(false);
      // The page held the form: no page was loaded for it.
      expect(pageLoads.map((request) => request.url())).toEqual([`${site.url}/auth`]);
      const email = page.getByLabel('Email', { exact: true });
      await email.tap();
      await page.keyboard.type(`maybe.${index}@class2005.test`);
      await page.keyboard.press('Enter');
      await page.getByText('Check your email', { exact: true }).waitFor({ timeout: 20_000 });
      await aMomentLater(page);
      expect(requests.map((request) => request.postDataJSON() as unknown)).toEqual([
        { email: `maybe.${index}@class2005.test` },
      ]);
    });

    test('while the page waits, "Forgotten your password?" shows the forgot-password form, and the address typed there is the one the mail is asked for', async () => {
      const requests = countRequests(
        page,
        (r) => r.method() === 'POST' && r.url().endsWith('/api/request-password-reset'),
      );
      const release = await holdPageScript(page);
      const pageLoads = countRequests(page, (r) => r.isNavigationRequest());
      startLoading(page, `${site.url}/auth`);
      await page.getByText('Forgotten your password?').tap();
      // The page holds the form: shown at once, before any script has come, and no page loaded.
      const email = page.getByLabel('Email', { exact: true });
      await email.waitFor({ timeout: 2_000 });
      expect(pageLoads.map((request) => request.url())).toEqual([`${site.url}/auth`]);
      expect(await loginForm().username.isVisible()).toBe(false);
      await email.tap();
      await page.keyboard.type(`maybe.${index}@class2005.test`);
      await page.keyboard.press('Enter');
      release();
      await page.getByText('Check your email', { exact: true }).waitFor({ timeout: 20_000 });
      // The app went to the link's address once it had taken the page over: Back is to login.
      expect(new URL(page.url()).searchParams.get('view')).toBe('forgot-password');
      await aMomentLater(page);
      expect(requests.map((request) => request.postDataJSON() as unknown)).toEqual([
        { email: `maybe.${index}@class2005.test` },
      ]);
    });

    test('from the keyboard, "Forgotten your password?" while the page waits moves the focus to the form\'s heading, Tab to its field, and the take-over leaves it there; "Back to login" then moves it to the Login tab', async () => {
      const release = await holdPageScript(page);
      startLoading(page, `${site.url}/auth`);
      await page.getByRole('link', { name: 'Forgotten your password?' }).focus();
      await page.keyboard.press('Enter');
      // The link is in the view now hidden: left there, the next Tab went on past the form.
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          return element?.id || element?.textContent?.trim() || element?.tagName;
        });
      await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
      expect(await focused()).toBe('Reset your password');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('forgot-password_email');
      await page.keyboard.type(`maybe.${index}@class2005.test`);
      release();
      await pageTakenOver(page);
      await aMomentLater(page);
      // React shows the card again once it acts on the press: the focus is not taken back.
      expect(await focused()).toBe('forgot-password_email');
      expect(await page.locator('#forgot-password_email').inputValue()).toBe(
        `maybe.${index}@class2005.test`,
      );
      await page.getByRole('link', { name: 'Back to login' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'auth-tabs-tab-login');
      expect(await loginForm().username.isVisible()).toBe(true);
    });

    test('the forgot-password address opened shows the form; "Back to login" tapped as it shows shows the login form at once, and signing in there works', async () => {
      const email = `back.${index}@class2005.test`;
      await register(email, 'back-secret-1');
      const pageLoads = countRequests(page, (r) => r.isNavigationRequest());
      const firstTap = await watchFirstTap(page);
      startLoading(page, `${site.url}/auth?view=forgot-password`);
      const back = page.getByRole('link', { name: 'Back to login' });
      await back.waitFor();
      expect(await loginForm().username.isVisible()).toBe(false);
      await expectStillWaiting(page, cpuSlowdown);
      const shownEarly = shownBeforeTakeOver(page, '#login_username');
      await back.tap();
      const shown = await shownEarly;
      if ((await firstTap()) === 'early') expect(shown).toBe(true);
      expect(await onScreenWithin(page, '#forgot-password_email', 2_000)).toBe(false);
      expect(pageLoads.map((request) => request.url())).toEqual([
        `${site.url}/auth?view=forgot-password`,
      ]);
      await loginForm().username.tap();
      await page.keyboard.type(email);
      await loginForm().password.tap();
      await page.keyboard.type('back-secret-1');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}/`, { timeout: 20_000 });
    });

    test('the reset form, filled and sent the moment it shows, sets the new password', async () => {
      const email = `reset.${index}@class2005.test`;
      await register(email, 'forgotten-secret-1');
      const after = mailbox.received.length;
      expect((await post('/api/request-password-reset', { email })).status).toBe(200);
      const mail = await mailbox.waitFor(email, { containing: '/auth/redirect-reset', after });
      startLoading(page, resetLinkIn(mail).toString());
      await page.getByLabel('New Password', { exact: true }).pressSequentially('renewed-secret-1');
      const confirm = page.getByLabel('Confirm Password', { exact: true });
      await confirm.pressSequentially('renewed-secret-1');
      await confirm.press('Enter');
      await page.getByRole('heading', { name: /Password Reset Complete/ }).waitFor();
      expect(
        (await post('/api/login', { username: email, password: 'renewed-secret-1' })).status,
      ).toBe(200);
    });

    test('"Sign in" on a confirmation link opened signed out, tapped as it shows, goes to sign in', async () => {
      const email = `confirm.${index}@class2005.test`;
      await register(email);
      const mail = await mailbox.waitFor(email, { containing: '/auth/confirm-email' });
      const link = linkIn(mail, '/auth/confirm-email');
      startLoading(page, link.toString());
      const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
      await signIn.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await signIn.tap();
      await page.waitForURL((url) => url.pathname === '/auth', { timeout: 20_000 });
      expect(new URL(page.url()).searchParams.get('from')).toBe(link.pathname + link.search);
      await page.getByRole('tab', { name: 'Login' }).waitFor();
    });

    test('while the page waits, "Sign in" on a confirmation link opened signed out goes to sign in, and signing in there confirms the address', async () => {
      const email = `confirm.waiting.${index}@class2005.test`;
      await register(email, 'confirm-secret-1');
      const mail = await mailbox.waitFor(email, { containing: '/auth/confirm-email' });
      // The token is in /auth's address too: nothing that page asks for is told it.
      const told = countRequests(page, (r) => (r.headers()['referer'] ?? '').includes('token'));
      const release = await holdPageScript(page);
      startLoading(page, linkIn(mail, '/auth/confirm-email').toString());
      await page.getByRole('link', { name: 'Sign in', exact: true }).tap();
      // A link the browser follows: the server draws sign-in, before any script has come. As a
      // button, the tap waited for the take-over.
      const { username, password } = loginForm();
      await username.waitFor({ timeout: 5_000 });
      expect(new URL(page.url()).pathname).toBe('/auth');
      await username.tap();
      await page.keyboard.type(email);
      await password.tap();
      await page.keyboard.type('confirm-secret-1');
      await page.keyboard.press('Enter');
      release();
      // Signed in, back on the confirmation link, which now counts.
      await page.getByRole('heading', { name: /E-mail Confirmed/ }).waitFor({ timeout: 20_000 });
      expect(told).toEqual([]);
    });

    test("a reminder's answer, recorded with a tap as its page shows, is recorded once", async () => {
      const answers = countRequests(
        page,
        (r) => r.method() === 'POST' && r.url().endsWith('/api/rsvp-nudges/answer'),
      );
      const yes = reminders[index]?.answers.find(
        (link) => link.searchParams.get('event') === 'attending',
      );
      if (!yes) throw new Error('no "attending" answer link in the reminder');
      startLoading(page, yes.toString());
      const record = page.getByRole('button', { name: 'Record my answer' });
      await record.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await record.tap();
      await page.getByRole('heading', { name: 'Thank you — your answer is recorded' }).waitFor();
      await aMomentLater(page);
      expect(answers).toHaveLength(1);
    });

    test("a reminder's unsubscribe, tapped as its page shows, stops the reminders once", async () => {
      const stops = countRequests(
        page,
        (r) => r.method() === 'POST' && r.url().endsWith('/api/rsvp-nudges/unsubscribe'),
      );
      const unsubscribe = reminders[index]?.unsubscribe;
      if (!unsubscribe) throw new Error('no unsubscribe link in the reminder');
      startLoading(page, unsubscribe.toString());
      const stop = page.getByRole('button', { name: 'Stop the reminders' });
      await stop.waitFor();
      await expectStillWaiting(page, cpuSlowdown);
      await stop.tap();
      await page.getByText('Done: you will get no more RSVP reminders.').waitFor();
      await aMomentLater(page);
      expect(stops).toHaveLength(1);
    });
  },
);
