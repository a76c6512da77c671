import { randomBytes } from 'node:crypto';
import {
  ALBUM_PHOTO_MAX_BYTES,
  ALBUM_REQUEST_MAX_BYTES,
  NUL_CHARACTER_MESSAGE,
  PHOTO_MAX_PIXELS,
  profileMessages,
} from '@reunion/contracts';
import { signUp, TEST_PASSWORD, type SignedInUser } from '../../test/support/accounts.js';
import {
  albumRows,
  tempUploads,
  uploadPhoto,
  uploadPhotoChunked,
} from '../../test/support/album.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { manyScanJpeg } from '../../test/support/crafted-jpegs.js';
import { jpegBytes, pngBytes, pngPixelBomb, SVG_BYTES } from '../../test/support/images.js';
import { manyFrameGif, paddedGif } from '../../test/support/large-gifs.js';
import { answerWhileSending } from '../../test/support/still-sending.js';
import { storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { photoErrors } from './photos.messages.js';

/**
 * Everything an upload may be refused for. After each refusal nothing is stored: no file, no
 * row, and nothing left in the temporary folder.
 */
describe('refused album uploads', () => {
  let t: TestApp;
  let user: SignedInUser;
  /** The user's session, for requests sent by hand. */
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    user = await signUp(t, 'refused@example.com');
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const login = await t
      .http()
      .post('/api/login')
      .send({ username: 'refused@example.com', password: TEST_PASSWORD });
    cookie = sessionCookie(login);
  });
  afterAll(async () => {
    await t?.close();
  });

  afterEach(async () => {
    expect(storedFiles(t.config.storageDir)).toEqual([]);
    expect(await albumRows(t)).toEqual([]);
    expect(tempUploads(t)).toEqual([]);
  });

  async function expectRefused(
    response: { status: number; body: unknown },
    status: number,
    error: string,
  ) {
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error });
  }

  it('refuses a text file named .jpg and declared image/jpeg', async () => {
    const response = await uploadPhoto(user.browser, Buffer.from('not a photo at all\n'));
    await expectRefused(response, 400, photoErrors.notAnImage);
    expect(response.body).toEqual({
      error: photoErrors.notAnImage,
      fields: { photo: [photoErrors.notAnImage] },
    });
  });

  it('refuses a caption holding the NUL character, which PostgreSQL cannot store (a 500 before)', async () => {
    const response = await uploadPhoto(user.browser, await jpegBytes(), { caption: 'Gala\0' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ caption: [NUL_CHARACTER_MESSAGE] });
  });

  it('refuses a caption holding a terminal escape', async () => {
    const response = await uploadPhoto(user.browser, await jpegBytes(), {
      caption: 'Gala\u001b[2J',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ caption: [profileMessages.controlCharacters] });
  });

  it('refuses an SVG, even one declared as an image', async () => {
    const response = await uploadPhoto(user.browser, SVG_BYTES, {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    await expectRefused(response, 400, photoErrors.notAnImage);
  });

  it('refuses an HTML page behind JPEG magic bytes', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    await expectRefused(await uploadPhoto(user.browser, polyglot), 400, photoErrors.unreadable);
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const jpeg = await jpegBytes(400, 300);
    await expectRefused(
      await uploadPhoto(user.browser, jpeg.subarray(0, jpeg.length >> 1)),
      400,
      photoErrors.unreadable,
    );
    const png = await pngBytes(400, 300);
    await expectRefused(
      await uploadPhoto(user.browser, png.subarray(0, png.length >> 1), { filename: 'a.png' }),
      400,
      photoErrors.unreadable,
    );
  });

  it('refuses a pixel bomb (a 30000 × 30000 PNG header) fast, without decoding it', async () => {
    const started = Date.now();
    const response = await uploadPhoto(user.browser, pngPixelBomb(30_000, 30_000), {
      filename: 'bomb.png',
    });
    await expectRefused(response, 400, photoErrors.tooManyPixels);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a progressive JPEG of more scans than any encoder writes, before decoding it', async () => {
    const started = Date.now();
    const response = await uploadPhoto(user.browser, manyScanJpeg(1_000));
    await expectRefused(response, 400, photoErrors.unreadable);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses two files at once', async () => {
    const photo = await jpegBytes();
    const response = await user.browser
      .post('/api/photos')
      .attach('photo', photo, 'a.jpg')
      .attach('photo', photo, 'b.jpg');
    await expectRefused(response, 400, photoErrors.onePhotoOnly);
  });

  it('refuses a file under another field name', async () => {
    const response = await user.browser
      .post('/api/photos')
      .attach('image', await jpegBytes(), 'a.jpg');
    await expectRefused(response, 400, photoErrors.onePhotoOnly);
  });

  it("answers 'No photo selected' when no file came, multipart or not", async () => {
    const form = await user.browser.post('/api/photos').field('caption', 'Gala');
    await expectRefused(form, 400, photoErrors.noPhoto);
    expect(photoErrors.noPhoto).toBe('No photo selected. Please select a photo to upload.');
    const json = await user.browser.post('/api/photos').send({ caption: 'Gala' });
    await expectRefused(json, 400, photoErrors.noPhoto);
    const empty = await user.browser.post('/api/photos');
    await expectRefused(empty, 400, photoErrors.noPhoto);
  });

  it('refuses a malformed multipart body', async () => {
    const response = await user.browser
      .post('/api/photos')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc');
    await expectRefused(response, 400, photoErrors.malformed);
  });

  it('reads exactly 10 MB as a file (then judges its bytes), and refuses 10 MB + 1 byte with 413 naming 10 MB', async () => {
    const atLimit = await uploadPhoto(user.browser, randomBytes(ALBUM_PHOTO_MAX_BYTES));
    await expectRefused(atLimit, 400, photoErrors.notAnImage);
    const over = await uploadPhoto(user.browser, randomBytes(ALBUM_PHOTO_MAX_BYTES + 1));
    await expectRefused(over, 413, 'The photo is larger than 10 MB.');
    expect(photoErrors.tooLarge).toBe('The photo is larger than 10 MB.');
  });

  it('refuses 10 MB + 1 byte sent with no length announced (chunked), as it is read, naming 10 MB', async () => {
    const jpegHeaded = Buffer.concat([await jpegBytes(), randomBytes(ALBUM_PHOTO_MAX_BYTES)]);
    expect(await uploadPhotoChunked(t, cookie, jpegHeaded)).toEqual({
      status: 413,
      body: { error: photoErrors.tooLarge },
    });
  });

  it('refuses a body that says it is over the album’s limit before reading any of it, naming 10 MB', async () => {
    const boundary = 'over-the-limit';
    const answer = await answerWhileSending(t, {
      method: 'POST',
      path: '/api/photos',
      cookie,
      contentType: `multipart/form-data; boundary=${boundary}`,
      contentLength: ALBUM_REQUEST_MAX_BYTES + 1,
      start: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
    });
    expect(answer).toEqual({ status: 413, body: { error: photoErrors.tooLarge } });
  });

  it('refuses 11 MB with 413, leaving no temporary file', async () => {
    const jpegHeaded = Buffer.concat([await jpegBytes(), randomBytes(11 * 1024 * 1024)]);
    const response = await uploadPhoto(user.browser, jpegHeaded);
    await expectRefused(response, 413, photoErrors.tooLarge);
  });

  // The pixel cap, not the file's size, bounds what a GIF costs to decode: a GIF of under 10 MB
  // (most of it a comment, which decoders skip) claiming more than 64 megapixels over its frames
  // is refused from its header, as a tiny one is.
  it('refuses a GIF of almost 10 MB whose frames hold more than 64 megapixels, fast, without decoding it', async () => {
    const animation = manyFrameGif(2000, 2000, Math.floor(PHOTO_MAX_PIXELS / (2000 * 2000)) + 1);
    const gif = paddedGif(animation, ALBUM_PHOTO_MAX_BYTES - 1024);
    expect(gif.length).toBeGreaterThan(ALBUM_PHOTO_MAX_BYTES - 4096);
    expect(gif.length).toBeLessThanOrEqual(ALBUM_PHOTO_MAX_BYTES);
    const started = Date.now();
    const response = await uploadPhoto(user.browser, gif, { filename: 'party.gif' });
    await expectRefused(response, 400, photoErrors.tooManyPixels);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  // The attacker's GIF: 10 MB of 690,000 frames of one pixel, under every pixel budget, held an
  // image-work turn for 25 s. Frames are counted from the header too.
  it('refuses a GIF of almost 10 MB of one-pixel frames, from its header', async () => {
    const gif = manyFrameGif(1, 1, 400_000);
    expect(gif.length).toBeLessThanOrEqual(ALBUM_PHOTO_MAX_BYTES);
    const response = await uploadPhoto(user.browser, gif, { filename: 'frames.gif' });
    await expectRefused(response, 400, photoErrors.tooManyFrames);
  });
});
