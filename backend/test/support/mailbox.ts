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
  /** The first mail to `address`, waiting up to `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
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
    async waitFor(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.to.includes(address.toLowerCase()));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail's text part, with quoted-printable soft breaks and escapes undone. */
export function resetLinkIn(mail: ReceivedMail): URL {
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+\/auth\/redirect-reset\?[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
