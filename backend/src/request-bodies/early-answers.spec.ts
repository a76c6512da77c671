import { TEST_PASSWORD } from '../../test/support/accounts.js';
import { tempUploads } from '../../test/support/album.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { type RawSending, sendThenRead } from '../../test/support/send-then-read.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { photoErrors } from '../photos/photos.messages.js';

/** Far over any limit: a video picked by mistake. */
const HUGE = 64 * 1024 * 1024;
/** About 1.3 MB/s for 3 s: well under what the answer waits for before it goes. */
const STEADY = { chunkBytes: 64 * 1024, everyMs: 50, forMs: 3_000 };
/** Every 413 but the album's, which names its limit. */
const TOO_LARGE = { error: 'The request is too large.' };

const boundary = 'early-answer-boundary';
const multipart = `multipart/form-data; boundary=${boundary}`;
/** A form's opening up to the photo's bytes, as a browser sends it. */
const photoOpening = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n',
);

// A client that reads an answer only once it has sent its body, as a browser does, must get the
// answer the server sent while the body was still coming, not a reset connection (docs/api.md,
// "Answers before the body"). Before, a body over the limit was read to its end, however large,
// before the 413 left. (A 408 still closes at once: body-pace.ts says why; body-pace.spec.ts
// holds it to its bounds.)
describe('an answer sent while the body is still coming', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const registered = await t.http().post('/api/register').send({
      email: 'early@example.com',
      password: TEST_PASSWORD,
      classPassword: TEST_CLASS_PASSWORD,
    });
    cookie = sessionCookie(registered);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (sending: Omit<RawSending, 'method'> & { method?: RawSending['method'] }) =>
    sendThenRead(t.server, { method: 'POST', ...sending });

  it("reaches a sender still uploading a photo far over the limit: 413 at once, in the album's words", async () => {
    const outcome = await send({
      path: '/api/photos',
      headers: { Cookie: cookie, 'Content-Type': multipart },
      contentLength: HUGE,
      start: photoOpening,
      ...STEADY,
    });
    expect(outcome).toMatchObject({
      answer: { status: 413, body: { error: photoErrors.tooLarge } },
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
