import { TEST_PASSWORD } from '../../test/support/accounts.js';
import { albumRows, tempUploads } from '../../test/support/album.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { type RawSending, sendThenRead } from '../../test/support/send-then-read.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { SavesInFlight } from '../profiles/saves-in-flight.js';
import { BODY_TOO_SLOW } from './body-pace.js';

const GRACE_MS = 2_000;
/** 1 KB/s as by default, with a grace short enough for a test. */
const PACE = {
  REQUEST_BODY_MIN_BYTES_PER_SECOND: '1024',
  REQUEST_BODY_GRACE_SECONDS: String(GRACE_MS / 1000),
};
/** Far over any limit: a video picked by mistake. */
const HUGE = 64 * 1024 * 1024;
/** About 1.3 MB/s for 3 s: well under what the answer waits for before it goes. */
const STEADY = { chunkBytes: 64 * 1024, everyMs: 50, forMs: 3_000 };
/** 64 B/s, a sixteenth of the floor, for well past the grace and the 408. */
const TRICKLE = { chunkBytes: 16, everyMs: 250, forMs: 3 * GRACE_MS + 2_000 };
const TOO_LARGE = { error: 'The request is too large.' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `check` until it holds, every 25 ms for at most 5 s; whether it held. */
async function eventually(check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

const boundary = 'early-answer-boundary';
const multipart = `multipart/form-data; boundary=${boundary}`;
/** A form's opening up to the photo's bytes, as a browser sends it. */
const photoOpening = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n',
);

// A client that reads an answer only once it has sent its body, as a browser does, must get the
// answer the server sent while the body was still coming, not a reset connection (docs/api.md,
// "Answers before the body"). Before, a 408 closed the connection at once (the sender's next
// bytes were answered with a reset, and the answer lost), and a body over the limit was read
// to its end, however large, before the 413 left.
describe('an answer sent while the body is still coming', () => {
  let t: TestApp;
  let cookie: string;
  let memberId: number;

  beforeAll(async () => {
    t = await startTestApp(PACE);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const registered = await t.http().post('/api/register').send({
      email: 'early@example.com',
      password: TEST_PASSWORD,
      classPassword: TEST_CLASS_PASSWORD,
    });
    cookie = sessionCookie(registered);
    memberId = registered.body.id as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (sending: Omit<RawSending, 'method'> & { method?: RawSending['method'] }) =>
    sendThenRead(t.server, { method: 'POST', ...sending });

  it('reaches a sender still uploading a photo far over the limit: 413 at once', async () => {
    const outcome = await send({
      path: '/api/photos',
      headers: { Cookie: cookie, 'Content-Type': multipart },
      contentLength: HUGE,
      start: photoOpening,
      ...STEADY,
    });
    expect(outcome).toMatchObject({
      answer: { status: 413, body: TOO_LARGE },
      sendingFailed: null,
    });
    expect(outcome.sent).toBeGreaterThan(1_000_000);
    expect(tempUploads(t)).toEqual([]);
  });

  it('reaches a sender still sending a profile save far over the limit: 413 at once', async () => {
    const outcome = await send({
      path: '/api/profiles',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      contentLength: HUGE,
      start: Buffer.from('{"firstName":"'),
      ...STEADY,
    });
    expect(outcome).toMatchObject({
      answer: { status: 413, body: TOO_LARGE },
      sendingFailed: null,
    });
    expect(outcome.sent).toBeGreaterThan(1_000_000);
  });

  it('reaches a sender still trickling a photo after its 408, its file already gone', async () => {
    const rowsBefore = await albumRows(t);
    const outcome = send({
      path: '/api/photos',
      headers: { Cookie: cookie, 'Content-Type': multipart },
      contentLength: 1_000_000,
      start: photoOpening,
      ...TRICKLE,
    });
    // multer writes the photo's start to the temporary folder, and removes it with the 408,
    // while the sender is still sending.
    expect(await eventually(() => tempUploads(t).length === 1)).toBe(true);
    expect(await eventually(() => tempUploads(t).length === 0)).toBe(true);
    expect(await outcome).toMatchObject({
      answer: { status: 408, body: { error: BODY_TOO_SLOW } },
      sendingFailed: null,
    });
    expect(await albumRows(t)).toEqual(rowsBefore);
  });

  it('reaches a sender still trickling a profile save after its 408, its place given back', async () => {
    const inFlight = t.app.get(SavesInFlight);
    const outcome = send({
      path: '/api/profiles',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      contentLength: 100_000,
      start: Buffer.from('{"firstName":"'),
      ...TRICKLE,
    });
    await sleep(GRACE_MS + 2_500);
    // The 408 has left and the connection is still read: the member's place is free again.
    expect(() => inFlight.hold(memberId, 'new')()).not.toThrow();
    expect(await outcome).toMatchObject({
      answer: { status: 408, body: { error: BODY_TOO_SLOW } },
      sendingFailed: null,
    });
  });

  it('reaches a signed-out sender still uploading (401 before any byte is read)', async () => {
    const outcome = await send({
      path: '/api/photos',
      headers: { 'Content-Type': multipart },
      contentLength: 8_000_000,
      start: photoOpening,
      ...STEADY,
    });
    expect(outcome).toMatchObject({
      answer: { status: 401, body: { error: 'You are not signed in.' } },
      sendingFailed: null,
    });
  });
});
