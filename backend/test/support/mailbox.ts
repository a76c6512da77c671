import fs from 'node:fs';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/database/free-port.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /**
   * The first mail to `address` whose text holds `containing` (e.g. a link's path), among those
   * received from index `after` on, waiting up to `timeoutMs` (default 10 s).
   */
  waitFor(
    address: string,
    options?: { containing?: string; after?: number; timeoutMs?: number },
  ): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** `port`: a fixed one, e.g. the one a server was told about before its SMTP came up. */
export async function startMailbox(port?: number): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    received,
    async waitFor(address, { containing = '', after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received
          .slice(after)
          .find((m) => m.to.includes(address.toLowerCase()) && plainText(m).includes(containing));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's text with quoted-printable soft breaks and escapes undone. */
export function plainText(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The first link to `path` (e.g. `/auth/confirm-email`) in a mail's body. Not its headers: a
 * header such as List-Unsubscribe carries the link too, and a long header may be folded inside
 * it.
 */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const full = plainText(mail);
  const bodyStart = full.search(/\r?\n\r?\n/);
  const text = bodyStart === -1 ? full : full.slice(bodyStart);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}\\?[^\\s"<>]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** The reset link in a mail's text part. */
export function resetLinkIn(mail: ReceivedMail): URL {
  return linkIn(mail, '/auth/redirect-reset');
}

/** The e-mail confirmation link in a mail's text part. */
export function confirmationLinkIn(mail: ReceivedMail): URL {
  return linkIn(mail, '/auth/confirm-email');
}

/**
 * The mails a server without SMTP_URL wrote to its outbox folder (`DATA_DIR/outbox`), oldest
 * first, read as a mailbox would receive them.
 */
export function outboxMails(dataDir: string): ReceivedMail[] {
  const folder = path.join(dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(folder, name), 'utf8');
      return { to: recipientsIn(raw), raw };
    });
}

/**
 * The addresses of a mail's `To:` header, lower-cased. The header is unfolded first (RFC 5322
 * 2.2.3: a line break followed by a space or tab continues the field): nodemailer folds a long
 * address onto the next line, and a reader of the first line alone would find no recipient.
 */
function recipientsIn(raw: string): string[] {
  const blankLine = raw.search(/\r?\n\r?\n/);
  const header = (blankLine === -1 ? raw : raw.slice(0, blankLine)).replace(/\r?\n(?=[ \t])/g, '');
  const to = /^to:(.*)$/im.exec(header)?.[1] ?? '';
  return addressparser(to, { flatten: true }).map((recipient) => recipient.address.toLowerCase());
}

/** The newest outbox mail to `address` whose text holds `path`, waiting up to `timeoutMs`. */
export async function waitForOutboxMail(
  dataDir: string,
  address: string,
  path: string,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = outboxMails(dataDir)
      .reverse()
      .find((m) => m.to.includes(address.toLowerCase()) && plainText(m).includes(path));
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no outbox mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
