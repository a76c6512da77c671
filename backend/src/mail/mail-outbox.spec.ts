import { freePort } from '../database/free-port.js';
import { resetLinkIn, startMailbox, type Mailbox } from '../../test/support/mailbox.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { RESET_EMAIL_SENT_MESSAGE } from '@reunion/contracts';
import { MailService } from './mail.service.js';
import { retryDelayMs } from './retry-delay.js';

const RETRY_MS = 200;

interface OutboxRow {
  recipient: string;
  attempts: number;
  last_error: string | null;
}

const outboxRows = (t: TestApp): Promise<OutboxRow[]> =>
  t.dataSource.query(
    `SELECT "recipient", "attempts", "last_error" FROM "mail_outbox" ORDER BY "id"`,
  );

async function keepDirectly(t: TestApp, to: string, expiresAt: Date | null = null): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO "mail_outbox" ("recipient", "subject", "text_body", "html_body", "expires_at")
     VALUES ($1, 'Hello', 'text', '<p>html</p>', $2)`,
    [to, expiresAt],
  );
}

describe('mail while SMTP is unreachable', () => {
  let smtpPort: number;
  let t: TestApp;
  let mailbox: Mailbox | undefined;

  beforeAll(async () => {
    // Nothing listens there yet: every delivery is refused until the mailbox starts.
    smtpPort = await freePort();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_MS: `${RETRY_MS}`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  it('answers the generic success, keeps the mail, and delivers it once SMTP is back', async () => {
    const email = 'ada@example.com';
    const registered = await t
      .http()
      .post('/api/register')
      .send({ email, password: 'old password', classPassword: TEST_CLASS_PASSWORD });
    expect(registered.status).toBe(201);

    const response = await t.http().post('/api/request-password-reset').send({ email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, message: RESET_EMAIL_SENT_MESSAGE });

    // The first attempts fail in the background; both mails (the confirmation link sent at
    // registration, then the reset link) stay, with why.
    const deadline = Date.now() + 5_000;
    let rows = await outboxRows(t);
    while (!(rows.length === 2 && rows.every((row) => row.last_error)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await outboxRows(t);
    }
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ recipient: email });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    mailbox = await startMailbox(smtpPort);
    const mail = await mailbox.waitFor(email, { containing: '/auth/redirect-reset' });
    const token = resetLinkIn(mail).searchParams.get('token') ?? '';
    const valid = await t.http().get('/api/verify-reset-token').query({ token });
    expect(valid.body).toBe(true);
    // Sent mail leaves the table (it held a live link), and each is sent once.
    await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_MS));
    expect(await outboxRows(t)).toEqual([]);
    expect(mailbox.received.filter((m) => m.to.includes(email))).toHaveLength(2);
  });
});

describe('mail kept in the outbox, with two replicas', () => {
  let mailbox: Mailbox;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // A long interval: the test drives the rounds itself.
    const env = { SMTP_URL: mailbox.url, MAIL_RETRY_MS: '600000' };
    one = await startTestApp(env);
    two = await startTestApp(env, { database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await mailbox?.stop();
  });

  it('is delivered exactly once when both deliver at the same time', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `guest${i}@example.com`);
    for (const address of addresses) await keepDirectly(one, address);

    await Promise.all([
      one.app.get(MailService).deliverDue(),
      two.app.get(MailService).deliverDue(),
      one.app.get(MailService).deliverDue(),
      two.app.get(MailService).deliverDue(),
    ]);
    const received = mailbox.received.flatMap((mail) => mail.to).sort();
    expect(received).toEqual([...addresses].sort());
    expect(await outboxRows(one)).toEqual([]);
  });

  it('drops mail past its expiry instead of sending it', async () => {
    const before = mailbox.received.length;
    await keepDirectly(one, 'late@example.com', new Date(Date.now() - 1000));
    await two.app.get(MailService).deliverDue();
    expect(mailbox.received.length).toBe(before);
    expect(await outboxRows(one)).toEqual([]);
  });
});

describe('retry delay', () => {
  it('doubles per failed attempt, up to 64 times the interval', () => {
    expect([1, 2, 3, 4, 7, 8, 50].map((n) => retryDelayMs(100, n))).toEqual([
      100, 200, 400, 800, 6400, 6400, 6400,
    ]);
  });
});
