import { freePort } from '../database/free-port.js';
import { JobQueue } from '../jobs/job-queue.js';
import { TEST_ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  linkIn,
  startMailbox,
  type Mailbox,
  type ReceivedMail,
} from '../../test/support/mailbox.js';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { RsvpNudgesService } from './rsvp-nudges.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A deadline in three days with nudges from seven days before: the window is open. */
const OPEN = {
  RSVP_DEADLINE: day(3),
  RSVP_NUDGE_DAYS_BEFORE: '7',
  // Never during a test: rounds are run by the tests (or the catch-up job at start).
  RSVP_NUDGE_CRON: '0 0 1 1 *',
};

async function member(
  t: TestApp,
  email: string,
  answers: { attending: string; parisGathering: string; status?: string },
): Promise<SignedInUser & { profileId: number }> {
  const user = await signUp(t, email);
  const response = await user.browser
    .post('/api/profiles')
    .send(profileBody({ firstName: email.split('@')[0], ...answers }));
  if (response.status !== 201) throw new Error(`profile: ${response.status} ${response.text}`);
  return { ...user, profileId: response.body.id as number };
}

async function organiser(t: TestApp): Promise<SignedInUser> {
  const admin = await signUp(t, TEST_ADMIN_EMAIL);
  await t.dataSource.query(`UPDATE "users" SET "email_confirmed_at" = now() WHERE "id" = $1`, [
    admin.id,
  ]);
  return admin;
}

/** The one-click links of a nudge mail, by event and answer. */
function answerLink(mail: ReceivedMail, event: string, answer: string): URL {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(
    `https?://[^\\s"<>]+/rsvp/answer\\?token=[A-Za-z0-9_-]+&event=${event}&answer=${answer}`,
  ).exec(text);
  if (!match) throw new Error(`no ${event}/${answer} link in:\n${text}`);
  return new URL(match[0]);
}

/** The nudges mailed to `address` (registration also mails it a confirmation link). */
const mailsTo = (mailbox: Mailbox, address: string) =>
  mailbox.received.filter(
    (mail) => mail.to.includes(address) && mail.raw.includes('Subject: Are you coming?'),
  );

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('RSVP nudges', () => {
  let mailbox: Mailbox;
  let t: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, ...OPEN });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  it('mails each published "maybe" once, and its links record the answer once', async () => {
    const ada = await member(t, 'ada@example.com', { attending: 'maybe', parisGathering: 'maybe' });
    await member(t, 'bob@example.com', { attending: 'yes', parisGathering: 'no' });
    await member(t, 'cy@example.com', {
      attending: 'maybe',
      parisGathering: 'yes',
      status: 'draft',
    });
    const nudges = t.app.get(RsvpNudgesService);

    await nudges.sendDue();
    const mail = await mailbox.waitFor(ada.email, { containing: '/rsvp/answer' });
    expect(mail.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/reunion\.test\/rsvp\/unsubscribe\?token=/m,
    );
    expect(mailsTo(mailbox, 'bob@example.com')).toEqual([]);
    expect(mailsTo(mailbox, 'cy@example.com')).toEqual([]);

    // Opening the link's page is a GET of the shell: the API is only called by its button.
    const formOpened = (await ada.browser.get(`/api/profiles/${ada.profileId}`)).body.updatedAt;
    const yes = answerLink(mail, 'attending', 'yes');
    const token = yes.searchParams.get('token');
    const recorded = await t.http().post('/api/rsvp-nudges/answer').send({ token, answer: 'yes' });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toEqual({ event: 'attending', answer: 'yes' });
    const profile = await ada.browser.get(`/api/profiles/${ada.profileId}`);
    expect(profile.body).toMatchObject({ attending: 'yes', parisGathering: 'maybe' });
    // A form opened before the answer would put 'maybe' back: its save is refused instead.
    const stale = await ada.browser
      .patch(`/api/profiles/${ada.profileId}`)
      .send(profileBody({ firstName: 'ada', attending: 'maybe', basedOn: formOpened }));
    expect(stale.status).toBe(412);

    // Single use: the same link again, or the "no" link of the same event, records nothing.
    const again = await t.http().post('/api/rsvp-nudges/answer').send({ token, answer: 'no' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: expect.stringMatching(/expired|used/) });
    const no = answerLink(mail, 'attending', 'no').searchParams.get('token');
    expect(
      (await t.http().post('/api/rsvp-nudges/answer').send({ token: no, answer: 'no' })).status,
    ).toBe(400);
    const parisNo = answerLink(mail, 'parisGathering', 'no').searchParams.get('token');
    expect(
      (await t.http().post('/api/rsvp-nudges/answer').send({ token: parisNo, answer: 'no' })).body,
    ).toEqual({
      event: 'parisGathering',
      answer: 'no',
    });

    // One mail per deadline, however many rounds.
    expect(await nudges.sendDue()).toBe(0);
    expect(mailsTo(mailbox, ada.email)).toHaveLength(1);

    const admin = await organiser(t);
    const seen = await admin.browser.get('/api/insights/rsvp-nudges');
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      {
        profileId: ada.profileId,
        firstName: 'ada',
        lastName: expect.any(String),
        nudgedAt: expect.any(String),
        events: [
          { event: 'attending', answerNow: 'yes' },
          { event: 'parisGathering', answerNow: 'no' },
        ],
        answeredSince: true,
        unsubscribed: false,
      },
    ]);
    expect((await ada.browser.get('/api/insights/rsvp-nudges')).status).toBe(403);
  });

  it("names the member only when the address is confirmed theirs: a registrant may type anyone's", async () => {
    // A name is up to 200 characters of the registrant's own text: phishing, sent by the site.
    const typed = await member(t, 'typed-by-someone@example.com', {
      attending: 'maybe',
      parisGathering: 'no',
    });
    const confirmed = await member(t, 'dee@example.com', {
      attending: 'maybe',
      parisGathering: 'no',
    });
    await t.dataSource.query(`UPDATE "users" SET "email_confirmed_at" = now() WHERE "id" = $1`, [
      confirmed.id,
    ]);
    await t.app.get(RsvpNudgesService).sendDue();
    const plain = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '');
    const toTyped = plain(await mailbox.waitFor(typed.email, { containing: '/rsvp/answer' }));
    expect(toTyped).toContain('Hello, your answer');
    expect(toTyped).not.toContain('typed-by-someone,');
    const toConfirmed = plain(
      await mailbox.waitFor(confirmed.email, { containing: '/rsvp/answer' }),
    );
    expect(toConfirmed).toContain('Hello dee, your answer');
  });

  it('refuses bad, unknown and expired tokens with a JSON error', async () => {
    const bad = await t
      .http()
      .post('/api/rsvp-nudges/answer')
      .send({ token: 'x', answer: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('error');
    const unknown = await t
      .http()
      .post('/api/rsvp-nudges/answer')
      .send({ token: 'A'.repeat(43), answer: 'yes' });
    expect(unknown.status).toBe(400);

    const eve = await member(t, 'eve@example.com', { attending: 'maybe', parisGathering: 'yes' });
    await t.app.get(RsvpNudgesService).sendDue();
    const mail = await mailbox.waitFor(eve.email, { containing: '/rsvp/answer' });
    await t.dataSource.query(
      `UPDATE "rsvp_answer_tokens" SET "expires_at" = now() - interval '1 second'`,
    );
    const token = answerLink(mail, 'attending', 'yes').searchParams.get('token');
    const late = await t.http().post('/api/rsvp-nudges/answer').send({ token, answer: 'yes' });
    expect(late.status).toBe(400);
    const profile = await eve.browser.get(`/api/profiles/${eve.profileId}`);
    expect(profile.body).toMatchObject({ attending: 'maybe' });
  });

  it('honours an unsubscribe for every later nudge', async () => {
    const fay = await member(t, 'fay@example.com', { attending: 'maybe', parisGathering: 'maybe' });
    await t.app.get(RsvpNudgesService).sendDue();
    const mail = await mailbox.waitFor(fay.email, { containing: '/rsvp/unsubscribe' });
    const token = linkIn(mail, '/rsvp/unsubscribe').searchParams.get('token');
    const stopped = await t.http().post('/api/rsvp-nudges/unsubscribe').send({ token });
    expect(stopped.status).toBe(200);
    expect(
      (
        await t
          .http()
          .post('/api/rsvp-nudges/unsubscribe')
          .send({ token: 'A'.repeat(43) })
      ).status,
    ).toBe(400);

    // The deadline moves (a second replica configured with the new one, same database).
    const later = await startTestApp(
      { SMTP_URL: mailbox.url, ...OPEN, RSVP_DEADLINE: day(5) },
      { database: t.database },
    );
    try {
      const gus = await member(later, 'gus@example.com', {
        attending: 'maybe',
        parisGathering: 'yes',
      });
      await later.app.get(RsvpNudgesService).sendDue();
      await mailbox.waitFor(gus.email, { containing: '/rsvp/answer' });
      expect(mailsTo(mailbox, fay.email)).toHaveLength(1);
    } finally {
      await later.close();
    }
  }, 60_000);

  it('sends nothing outside the window', async () => {
    const closed = await startTestApp(
      { SMTP_URL: mailbox.url, ...OPEN, RSVP_DEADLINE: day(30) },
      { database: t.database },
    );
    try {
      await member(closed, 'hal@example.com', { attending: 'maybe', parisGathering: 'maybe' });
      expect(await closed.app.get(RsvpNudgesService).sendDue()).toBe(0);
      expect(
        await closed.app.get(RsvpNudgesService).sendDue(new Date(Date.now() + 40 * DAY_MS)),
      ).toBe(0);
    } finally {
      await closed.close();
    }
  }, 60_000);

  it('shows the deadline to anyone', async () => {
    const response = await t.http().get('/api/rsvp-deadline');
    expect(response.body).toEqual({ deadline: OPEN.RSVP_DEADLINE });
  });
});

describe('RSVP nudges with two replicas on one database', () => {
  let mailbox: Mailbox;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
    one = await startTestApp({ SMTP_URL: mailbox.url, ...OPEN });
    two = await startTestApp({ SMTP_URL: mailbox.url, ...OPEN }, { database: one.database });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await mailbox?.stop();
  });

  it('never mails a member twice, however the rounds overlap', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `guest${i}@example.com`);
    for (const address of addresses)
      await member(one, address, { attending: 'maybe', parisGathering: 'maybe' });
    const admin = await organiser(one);

    // Rounds run by hand on both, and both queues asked at once.
    const [a, b, c, d] = await Promise.all([
      one.app.get(RsvpNudgesService).sendDue(),
      two.app.get(RsvpNudgesService).sendDue(),
      one.app.get(RsvpNudgesService).sendDue(),
      two.app.get(RsvpNudgesService).sendDue(),
      admin.browser.post('/api/insights/rsvp-nudges/run').expect(200),
    ]);
    expect((a ?? 0) + (b ?? 0) + (c ?? 0) + (d ?? 0)).toBeLessThanOrEqual(12);
    await waitUntil(() => addresses.every((address) => mailsTo(mailbox, address).length > 0));
    // Let the queued job (and any straggling delivery) run out before counting.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const address of addresses) expect(mailsTo(mailbox, address)).toHaveLength(1);
    const [{ count }] = await one.dataSource.query(
      `SELECT count(*)::int AS count FROM "rsvp_nudges"`,
    );
    expect(count).toBe(12);
  }, 60_000);
});

describe('RSVP nudges through the job queue, across a restart, while SMTP is down', () => {
  it('queues the round with pg-boss, keeps the mail, and delivers it once after a restart', async () => {
    const smtpPort = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_MS: '1000', ...OPEN };
    const first = await startTestApp(env);
    let mailbox: Mailbox | undefined;
    let second: TestApp | undefined;
    try {
      const ida = await member(first, 'ida@example.com', {
        attending: 'maybe',
        parisGathering: 'yes',
      });
      const admin = await organiser(first);
      // The organisers' button only queues a job: pg-boss's worker runs the round.
      const queued = await admin.browser.post('/api/insights/rsvp-nudges/run');
      expect(queued.status).toBe(200);
      // The mail is kept in the mail queue, its first try refused.
      const boss = await first.app.get(JobQueue).boss();
      await waitUntil(async () => {
        const jobs = await boss.findJobs<{ mail: { to: string } }>('mail');
        return (
          jobs.filter((job) => job.data.mail.to === ida.email && job.state === 'retry').length === 1
        );
      });
      await first.app.close();

      // A new process on the same database, and SMTP is back.
      mailbox = await startMailbox(smtpPort);
      second = await startTestApp(env, { database: first.database });
      await mailbox.waitFor(ida.email, { containing: '/rsvp/answer', timeoutMs: 15_000 });
      await second.app.get(RsvpNudgesService).sendDue();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mailsTo(mailbox, ida.email)).toHaveLength(1);
    } finally {
      await second?.close();
      await first.database.drop().catch(() => undefined);
      await mailbox?.stop();
    }
  }, 90_000);
});
