import type { Page } from 'playwright-core';
// The backend's API tests and this journey read mail from the same loopback SMTP server.
import { linkIn, startMailbox, type Mailbox } from '../../backend/test/support/mailbox';
import { callApi, registerAccount, signIn, type Account } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { profileBody } from '../support/profiles';
import { ADMIN_EMAIL, startSite, type Site } from '../support/site';

// RSVP nudges (docs/nudges.md): an organiser sends the due reminders from Insights, the
// member still "maybe" gets the mail, its "yes" link opens a page that records nothing until
// its button is pressed, and Insights then shows the reminder answered.

const DAY_MS = 24 * 60 * 60 * 1000;
const deadline = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);

let mailbox: Mailbox;
let site: Site;
let browser: Browser;
let page: Page;

const member: Account = { email: 'ada.nudged@class2005.test', password: 'ada-secret-1' };
const admin: Account = { email: ADMIN_EMAIL, password: 'admin-secret-1' };

beforeAll(async () => {
  mailbox = await startMailbox();
  // The deadline in three days, reminders from a week before: due now. The cron never fires
  // during the test; the organiser's button queues the round.
  site = await startSite({
    smtpUrl: mailbox.url,
    env: { RSVP_DEADLINE: deadline, RSVP_NUDGE_DAYS_BEFORE: '7', RSVP_NUDGE_CRON: '0 0 1 1 *' },
  });
  browser = await openBrowser();
  page = browser.page;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.stop();
});

async function attendingNow(): Promise<unknown> {
  const user = await callApi(page, 'GET', '/api/user');
  const { profileId } = JSON.parse(user.text) as { profileId: number };
  const profile = await callApi(page, 'GET', `/api/profiles/${profileId}`);
  return (JSON.parse(profile.text) as { attending: unknown }).attending;
}

test('a nudge mail arrives, its "yes" page records the answer, Insights shows it answered', async () => {
  await registerAccount(page, site, member);
  const created = await callApi(
    page,
    'POST',
    '/api/profiles',
    profileBody({
      firstName: 'Ada',
      lastName: 'Nudged',
      attending: 'maybe',
      parisGathering: 'yes',
    }),
  );
  expect(created.status).toBe(201);

  await registerAccount(page, site, admin);
  const confirmation = await mailbox.waitFor(admin.email, { containing: '/auth/confirm-email' });
  await page.goto(linkIn(confirmation, '/auth/confirm-email').toString());
  await page.getByRole('heading', { name: /E-mail Confirmed/ }).waitFor();

  await page.goto(`${site.url}/admin`);
  const card = page.locator('.ant-card', { hasText: 'RSVP reminders' });
  await card.getByRole('button', { name: 'Send due reminders now' }).click();
  await card.getByText(/Queued/).waitFor();

  const mail = await mailbox.waitFor(member.email, {
    containing: '/rsvp/answer',
    timeoutMs: 30_000,
  });
  const yes = new URL(
    linkIn(mail, '/rsvp/answer')
      .toString()
      .replace(/answer=no$/, 'answer=yes'),
  );
  expect(yes.searchParams.get('event')).toBe('attending');
  expect(yes.searchParams.get('answer')).toBe('yes');

  // Signed out, as from a phone's mail app. Opening the page (what a mail scanner does) records
  // nothing; the button does.
  await callApi(page, 'POST', '/api/logout');
  await page.goto(yes.toString());
  const record = page.getByRole('button', { name: 'Record my answer' });
  await record.waitFor();
  await signIn(page, site, member);
  expect(await attendingNow()).toBe('maybe');
  await callApi(page, 'POST', '/api/logout');
  await page.goto(yes.toString());
  await page.getByRole('button', { name: 'Record my answer' }).click();
  await page.getByRole('heading', { name: 'Thank you — your answer is recorded' }).waitFor();
  await signIn(page, site, member);
  expect(await attendingNow()).toBe('yes');

  await signIn(page, site, admin);
  await page.goto(`${site.url}/admin`);
  const row = page
    .locator('.ant-card', { hasText: 'RSVP reminders' })
    .getByRole('row', { name: /Ada Nudged/ });
  await row.waitFor();
  await row.getByText('Answered', { exact: true }).waitFor();
}, 120_000);
