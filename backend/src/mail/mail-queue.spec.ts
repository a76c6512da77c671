import { PgBoss } from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../database/free-port.js';
import { JobQueue } from '../jobs/job-queue.js';
import {
  outboxMails,
  resetLinkIn,
  startMailbox,
  waitForOutboxMail,
  type Mailbox,
} from '../../test/support/mailbox.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { RESET_EMAIL_SENT_MESSAGE } from '@reunion/contracts';
import { MailService } from './mail.service.js';
import type { OutgoingMail } from './outgoing-mail.js';

const mailTo = (to: string): OutgoingMail => ({
  to,
  subject: 'Hello',
  text: 'text',
  html: '<p>html</p>',
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(50);
  }
}

/** The mail queue's jobs, as pg-boss tells them. */
async function mailJobs(t: TestApp) {
  const boss = await t.app.get(JobQueue).boss();
  return boss.findJobs<{ mail: OutgoingMail }>('mail');
}

const sentTo = (mailbox: Mailbox, address: string) =>
  mailbox.received.filter((mail) => mail.to.includes(address));

describe('mail while SMTP is unreachable', () => {
  let smtpPort: number;
  let t: TestApp;
  let mailbox: Mailbox | undefined;

  beforeAll(async () => {
    // Nothing listens there yet: every delivery is refused until the mailbox starts.
    smtpPort = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_MS: '1000' });
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
    // registration, then the reset link) wait for a retry, with why.
    await waitUntil(async () => {
      const jobs = await mailJobs(t);
      return jobs.length === 2 && jobs.every((job) => job.state === 'retry');
    });
    for (const job of await mailJobs(t)) {
      expect(job.data.mail.to).toBe(email);
      expect(JSON.stringify(job.output)).toMatch(/ECONNREFUSED|connect/i);
    }

    mailbox = await startMailbox(smtpPort);
    const mail = await mailbox.waitFor(email, { containing: '/auth/redirect-reset' });
    const token = resetLinkIn(mail).searchParams.get('token') ?? '';
    const valid = await t.http().get('/api/verify-reset-token').query({ token });
    expect(valid.body).toBe(true);
    // Each is sent once, and done with.
    await waitUntil(async () => (await mailJobs(t)).every((job) => job.state === 'completed'));
    await pause(3_000);
    expect(sentTo(mailbox, email)).toHaveLength(2);
  }, 30_000);
});

describe('mail in the queue, with two replicas', () => {
  let mailbox: Mailbox;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const env = { SMTP_URL: mailbox.url, MAIL_RETRY_MS: '1000' };
    one = await startTestApp(env);
    two = await startTestApp(env, { database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await mailbox?.stop();
  });

  it('is delivered exactly once when both replicas deliver at the same time', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `guest${i}@example.com`);
    await Promise.all(
      addresses.map((address, i) => (i % 2 ? one : two).app.get(MailService).send(mailTo(address))),
    );
    await waitUntil(() => addresses.every((address) => sentTo(mailbox, address).length > 0));
    await pause(2_500);
    const received = mailbox.received.flatMap((mail) => mail.to).sort();
    expect(received).toEqual([...addresses].sort());
  }, 30_000);

  it('sends mail kept in a transaction only if that transaction commits', async () => {
    const mail = one.app.get(MailService);
    await expect(
      one.dataSource.transaction(async (manager) => {
        await mail.keepWithin(manager, mailTo('rolled-back@example.com'));
        throw new Error('the caller failed after keeping the mail');
      }),
    ).rejects.toThrow('the caller failed');
    await one.dataSource.transaction((manager) =>
      mail.keepWithin(manager, mailTo('committed@example.com')),
    );
    mail.sendKeptNow();
    await mailbox.waitFor('committed@example.com');
    await pause(2_500);
    expect(sentTo(mailbox, 'rolled-back@example.com')).toEqual([]);
    expect(sentTo(mailbox, 'committed@example.com')).toHaveLength(1);
  }, 30_000);

  it('drops mail past its expiry instead of sending it', async () => {
    await two.app.get(MailService).send(mailTo('late@example.com'), new Date(Date.now() - 1000));
    await waitUntil(async () =>
      (await mailJobs(one)).some(
        (job) => job.data.mail.to === 'late@example.com' && job.state === 'completed',
      ),
    );
    expect(sentTo(mailbox, 'late@example.com')).toEqual([]);
  });

  it('delivers mail a replica took and then died with', async () => {
    // Only the dying replica takes mail while it holds it.
    for (const replica of [one, two])
      await (await replica.app.get(JobQueue).boss()).offWork('mail');
    await one.app.get(MailService).send(mailTo('orphan@example.com'));
    const dying = new PgBoss({ connectionString: one.database.url, max: 1, supervise: false });
    dying.on('error', () => undefined);
    await dying.start();
    const [taken] = await dying.fetch<{ mail: OutgoingMail }>('mail');
    expect(taken?.data.mail.to).toBe('orphan@example.com');
    // Gone without a word: no completion, no failure, no heartbeat.
    await dying.stop({ graceful: false });

    await one.app.get(MailService).onApplicationBootstrap();
    // Past the heartbeat pg-boss waits for, its supervisor hands the mail to a live worker.
    await pause(11_000);
    await (await one.app.get(JobQueue).boss()).supervise('mail');
    await mailbox.waitFor('orphan@example.com', { timeoutMs: 15_000 });
    expect(sentTo(mailbox, 'orphan@example.com')).toHaveLength(1);
  }, 60_000);
});

describe('mail being sent when the app stops', () => {
  /** An SMTP server that takes `delayMs` over the first message (forever: never answers it). */
  async function slowSmtp(delayMs: number) {
    const received: string[] = [];
    let messages = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // The message never answered must not hold the server's close for its 30 s.
      closeTimeout: 200,
      logger: false,
      onData(stream, session, callback) {
        messages += 1;
        const first = messages === 1;
        stream.resume();
        stream.on('end', () => {
          if (first && !Number.isFinite(delayMs)) return;
          setTimeout(
            () => {
              received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
              callback();
            },
            first ? delayMs : 0,
          );
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return {
      url: `smtp://127.0.0.1:${port}`,
      received,
      started: () => messages > 0,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('is finished before the app has closed, and sent once', async () => {
    const smtp = await slowSmtp(1_500);
    const t = await startTestApp({ SMTP_URL: smtp.url });
    try {
      await t.app.get(MailService).send(mailTo('slow@example.com'));
      await waitUntil(smtp.started);
      await t.app.close();
      expect(smtp.received).toEqual(['slow@example.com']);
    } finally {
      await t.database.drop();
      await smtp.stop();
    }
  }, 30_000);

  it('is handed back when it does not finish in time, and another replica sends it', async () => {
    const smtp = await slowSmtp(Infinity);
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_MS: '1000' };
    const one = await startTestApp(env);
    let two: TestApp | undefined;
    try {
      await one.app.get(MailService).send(mailTo('stuck@example.com'));
      await waitUntil(smtp.started);
      two = await startTestApp(env, { database: one.database });
      const stopping = Date.now();
      await one.app.close();
      expect(Date.now() - stopping).toBeLessThan(9_000);
      await waitUntil(() => smtp.received.includes('stuck@example.com'), 15_000);
      expect(smtp.received).toEqual(['stuck@example.com']);
    } finally {
      await two?.close();
      await one.database.drop();
      await smtp.stop();
    }
  }, 60_000);
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is written to DATA_DIR/outbox and never queued', async () => {
    await t.app.get(MailService).send(mailTo('local@example.com'));
    expect(t.app.get(MailService).writesToOutbox).toBe(true);
    const [{ schema }] = await t.dataSource.query(`SELECT to_regnamespace('pgboss') AS schema`);
    expect(schema).toBeNull();
  });

  it('is found in the outbox by its recipient when nodemailer folds a long To: header', async () => {
    const address = 'first.middle.lastname.with.a.long.tail@reunion-class-of-2005.example.org';
    await t.app.get(MailService).send(mailTo(address));

    const mail = outboxMails(t.config.dataDir).find((m) => m.raw.includes(address));
    // The case under test: the address is on the header's second line, not after "To: ".
    expect(mail?.raw).toMatch(/^To:\r?\n[ \t]+first\.middle/m);
    expect(mail?.to).toEqual([address]);
    const waited = await waitForOutboxMail(t.config.dataDir, address, '<p>html</p>', 0);
    expect(waited.raw).toBe(mail?.raw);
  });
});
