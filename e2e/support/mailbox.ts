import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, for the reset-link journeys. */
export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail to `address`, polling until `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.to.includes(address.toLowerCase()));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a reset mail, with quoted-printable soft breaks and escapes undone. */
export function resetLinkIn(mail: ReceivedMail): string {
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+\/auth\/redirect-reset\?[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  return match[0].replace(/&amp;/g, '&');
}
