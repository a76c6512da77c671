import { ServiceUnavailableException } from '@nestjs/common';
import { TEST_PASSWORD } from '../../test/support/accounts.js';
import { albumRows, tempUploads, uploadPhoto } from '../../test/support/album.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { jpegBytes, jpegDataUrl, noisyJpegBytes } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { sendPaced } from '../../test/support/still-sending.js';
import { storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { profileErrors } from '../profiles/profiles.messages.js';
import { SAVES_IN_FLIGHT, SavesInFlight } from '../profiles/saves-in-flight.js';
import { BODY_TOO_SLOW } from './body-pace.js';

const GRACE_MS = 2_000;
/** The floor, 1 KB/s as by default, with a grace short enough for a test. */
const PACE = {
  REQUEST_BODY_MIN_BYTES_PER_SECOND: '1024',
  REQUEST_BODY_GRACE_SECONDS: String(GRACE_MS / 1000),
};
/** 16 bytes every quarter second: 64 B/s, a sixteenth of the floor. */
const TRICKLE = { chunkBytes: 16, everyMs: 250 };
/** 2 KB/s, twice the floor, without a pause: a phone on a poor connection. */
const STEADY = { chunkBytes: 512, everyMs: 250 };
/** The grace, its last look and a loaded machine's delays; the place was held 300 s before. */
const CUT_WITHIN_MS = GRACE_MS + 4_000;
/** How long a sender waits for an answer before giving up (null). */
const WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `check` until it holds, every 25 ms for at most 3 s; whether it held. */
async function eventually(check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/** A multipart body of one `photo` as a browser's form sends it: opening, file, closing. */
function photoForm(photo: Buffer) {
  const boundary = 'paced-upload-boundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    start: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    rest: Buffer.concat([photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

// Before, a sender trickling its body kept its place until Node's 5-minute request timeout:
// eight accounts doing so kept every classmate's profile save at 503.
describe('a request body that comes too slowly', () => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(PACE);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new member's session cookie. */
  async function member(): Promise<string> {
    const registered = await t
      .http()
      .post('/api/register')
      .send({
        email: `paced${++counter}@example.com`,
        password: TEST_PASSWORD,
        classPassword: TEST_CLASS_PASSWORD,
      });
    return sessionCookie(registered);
  }

  /** A profile save carrying one small photo: about 10 KB of JSON. */
  async function profileWithPhoto(): Promise<Buffer> {
    const photo = jpegDataUrl(await noisyJpegBytes(96, 72));
    return Buffer.from(JSON.stringify(profileBody({ photos: [photo] })));
  }

  const createProfile = (cookie: string) =>
    t.http().post('/api/profiles').set('Cookie', cookie).send(profileBody());

  /** Whether every place among the saves in flight is taken (looked at without taking one). */
  function everyPlaceTaken(): boolean {
    try {
      t.app.get(SavesInFlight).hold(-1, 'new')();
      return false;
    } catch (error) {
      return error instanceof ServiceUnavailableException;
    }
  }

  it(`cuts off ${SAVES_IN_FLIGHT} trickled profile saves with 408 and gives their places back`, async () => {
    const tricklers = await Promise.all(Array.from({ length: SAVES_IN_FLIGHT }, member));
    const classmate = await member();
    const body = await profileWithPhoto();
    const trickled = tricklers.map((cookie) =>
      sendPaced(
        t,
        {
          method: 'POST',
          path: '/api/profiles',
          cookie,
          contentType: 'application/json',
          rest: body,
          ...TRICKLE,
        },
        WAIT_MS,
      ),
    );
    expect(await eventually(everyPlaceTaken)).toBe(true);
    const refused = await createProfile(classmate);
    expect([refused.status, refused.body]).toEqual([503, { error: profileErrors.manySaving }]);

    for (const answer of await Promise.all(trickled)) {
      expect(answer).toMatchObject({ status: 408, body: { error: BODY_TOO_SLOW } });
      expect(answer?.ms).toBeGreaterThanOrEqual(GRACE_MS);
      expect(answer?.ms).toBeLessThan(CUT_WITHIN_MS);
    }
    // Every place is free again: the classmate's save, and a trickler's own (not 429).
    expect((await createProfile(classmate)).status).toBe(201);
    expect((await createProfile(tricklers[0]!)).status).toBe(201);
  });

  it('takes a profile save that comes slowly but steadily, for longer than the grace', async () => {
    const cookie = await member();
    const body = await profileWithPhoto();
    const answer = await sendPaced(
      t,
      {
        method: 'POST',
        path: '/api/profiles',
        cookie,
        contentType: 'application/json',
        rest: body,
        ...STEADY,
      },
      WAIT_MS,
    );
    expect(answer?.status).toBe(201);
    expect(answer?.ms).toBeGreaterThan(2 * GRACE_MS);
  });

  it('cuts off a trickled album upload with 408, leaving no temporary file, stored file or row', async () => {
    const cookie = await member();
    const storedBefore = storedFiles(t.config.storageDir);
    const rowsBefore = await albumRows(t);
    const form = photoForm(await noisyJpegBytes(100, 75));
    const trickled = sendPaced(
      t,
      { method: 'POST', path: '/api/photos', cookie, ...form, ...TRICKLE },
      WAIT_MS,
    );
    // multer is writing the photo's start to the temporary folder…
    expect(await eventually(() => tempUploads(t).length === 1)).toBe(true);

    const answer = await trickled;
    expect(answer).toMatchObject({ status: 408, body: { error: BODY_TOO_SLOW } });
    expect(answer?.ms).toBeLessThan(CUT_WITHIN_MS);
    // …and removes it once the connection is closed.
    expect(await eventually(() => tempUploads(t).length === 0)).toBe(true);
    expect(storedFiles(t.config.storageDir)).toEqual(storedBefore);
    expect(await albumRows(t)).toEqual(rowsBefore);

    const upload = await uploadPhoto(t.http(), await jpegBytes()).set('Cookie', cookie);
    expect(upload.status).toBe(201);
  });

  it('takes an album upload that comes slowly but steadily, for longer than the grace', async () => {
    const cookie = await member();
    const rowsBefore = (await albumRows(t)).length;
    const answer = await sendPaced(
      t,
      {
        method: 'POST',
        path: '/api/photos',
        cookie,
        ...photoForm(await noisyJpegBytes(100, 75)),
        ...STEADY,
      },
      WAIT_MS,
    );
    expect(answer?.status).toBe(201);
    expect(answer?.ms).toBeGreaterThan(2 * GRACE_MS);
    expect(await albumRows(t)).toHaveLength(rowsBefore + 1);
    expect(tempUploads(t)).toEqual([]);
  });
});
