import {
  PHOTO_MAX_PIXELS,
  PHOTO_UPLOAD_MAX_BYTES,
  PROFILE_PHOTO_MAX_DATA_URL_LENGTH,
  profileSchema,
} from '@reunion/contracts';
import sharp from 'sharp';
import { signUp, signUpAdmin, type SignedInUser } from '../../test/support/accounts.js';
import {
  EXIF_MARKER,
  jpegBytes,
  jpegDataUrl,
  jpegWithGps,
  noisyJpegBytes,
  pngBytes,
  pngPixelBomb,
  SVG_BYTES,
  webpBytes,
  gifBytes,
} from '../../test/support/images.js';
import { manyScanJpeg } from '../../test/support/crafted-jpegs.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { STORED_FILE_CACHE_CONTROL } from '../files/stored-file-headers.js';
import { photoErrors, profileErrors } from './profiles.messages.js';
import { binary } from '../../test/support/binary-body.js';

const FILE_URL = /^\/api\/files\/[0-9a-f]{32}\.jpg$/;

describe('profile photos', () => {
  let t: TestApp;
  let counter = 0;
  const newUser = () => signUp(t, `photographer${++counter}@example.com`);
  let red: string;
  let green: string;
  let blue: string;

  beforeAll(async () => {
    t = await startTestApp();
    red = jpegDataUrl(await jpegBytes(120, 90, '#cc2222'));
    green = jpegDataUrl(await jpegBytes(90, 120, '#22cc22'));
    blue = jpegDataUrl(await jpegBytes(60, 60, '#2222cc'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const files = () => storedFiles(t.config.storageDir);

  async function createWithPhotos(user: SignedInUser, photos: string[]) {
    const response = await user.browser.post('/api/profiles').send(profileBody({ photos }));
    expect(response.status).toBe(201);
    return profileSchema.parse(response.body);
  }

  async function download(user: SignedInUser, url: string): Promise<Buffer> {
    const response = await user.browser.get(url).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    return response.body as Buffer;
  }

  async function photosOfRow(id: number): Promise<string[]> {
    const rows: { photos: string[] }[] = await t.dataSource.query(
      'SELECT photos FROM profiles WHERE id = $1',
      [id],
    );
    return rows[0]?.photos ?? [];
  }

  it('stores two real JPEGs as files and answers their URLs, never their bytes', async () => {
    const user = await newUser();
    const before = files();
    const profile = await createWithPhotos(user, [red, green]);
    expect(profile.photos).toHaveLength(2);
    for (const url of profile.photos) expect(url).toMatch(FILE_URL);
    expect(files()).toEqual([...before, ...profile.photos.map(keyOf)].sort());

    // In the order sent, re-encoded from the pixels.
    const first = await sharp(await download(user, profile.photos[0]!)).metadata();
    expect(first).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
    const second = await sharp(await download(user, profile.photos[1]!)).metadata();
    expect(second).toMatchObject({ format: 'jpeg', width: 90, height: 120 });
  });

  it('strips EXIF and GPS from a stored photo', async () => {
    const user = await newUser();
    const profile = await createWithPhotos(user, [jpegDataUrl(await jpegWithGps())]);
    const stored = await download(user, profile.photos[0]!);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(EXIF_MARKER)).toBe(false);
  });

  it('scales a photo larger than 800 px down on the server too', async () => {
    const user = await newUser();
    const profile = await createWithPhotos(user, [jpegDataUrl(await jpegBytes(1600, 1200))]);
    const stored = await sharp(await download(user, profile.photos[0]!)).metadata();
    expect(stored).toMatchObject({ width: 800, height: 600 });
  });

  it.each([
    ['a PNG data URL', 'image/png', pngBytes],
    ['a WebP data URL', 'image/webp', webpBytes],
    ['a GIF data URL', 'image/gif', gifBytes],
    ['a PNG sent as a JPEG data URL (its bytes decide)', 'image/jpeg', pngBytes],
  ])('takes %s, the types every upload may be, and stores a JPEG', async (_, type, make) => {
    const user = await newUser();
    const dataUrl = `data:${type};base64,${(await make(120, 90)).toString('base64')}`;
    const profile = await createWithPhotos(user, [dataUrl]);
    const stored = await sharp(await download(user, profile.photos[0]!)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
  });

  it("takes a photo of up to the 5 MB every upload may have, from a client that skips the site's resizing, and stores it at 800 px", async () => {
    const user = await newUser();
    const photo = await noisyJpegBytes(2600, 1950, { sigma: 40 });
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(PHOTO_UPLOAD_MAX_BYTES);
    const profile = await createWithPhotos(user, [jpegDataUrl(photo)]);
    const stored = await download(user, profile.photos[0]!);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it("takes a 48-megapixel phone photo, as the album does: one pixel cap for every photo (contracts' PHOTO_MAX_PIXELS)", async () => {
    const user = await newUser();
    const profile = await createWithPhotos(user, [jpegDataUrl(await jpegBytes(8000, 6000))]);
    const stored = await download(user, profile.photos[0]!);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  describe('refused photos write nothing', () => {
    it.each([
      ['an SVG sent as a JPEG data URL', async () => jpegDataUrl(SVG_BYTES), photoErrors.notAPhoto],
      [
        'an SVG data URL',
        async () => `data:image/svg+xml;base64,${SVG_BYTES.toString('base64')}`,
        photoErrors.notAPhoto,
      ],
      [
        'an HTML data URL claiming to be an image',
        async () => `data:image/html;base64,${Buffer.from('<script>').toString('base64')}`,
        photoErrors.notAPhoto,
      ],
      [
        'a photo of 5 MB + 1 byte (what a client that skips the resizing may send)',
        async () =>
          jpegDataUrl(
            Buffer.concat([await jpegBytes(), Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES, 1)]).subarray(
              0,
              PHOTO_UPLOAD_MAX_BYTES + 1,
            ),
          ),
        photoErrors.tooLarge,
      ],
      [
        'garbage behind a JPEG signature',
        async () =>
          jpegDataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 1)])),
        photoErrors.unreadable,
      ],
      [
        'a progressive JPEG of more scans than any encoder writes (slow to decode)',
        async () => jpegDataUrl(manyScanJpeg(1_000)),
        photoErrors.unreadable,
      ],
      [
        `a PNG that claims more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels (a pixel bomb)`,
        async () => `data:image/png;base64,${pngPixelBomb(8001, 8000).toString('base64')}`,
        (n: number) => photoErrors.tooManyPixels(n, PHOTO_MAX_PIXELS / 1_000_000),
      ],
    ])('%s → 400 naming photos, no row, no file', async (_, makePhoto, message) => {
      const user = await newUser();
      const before = files();
      // A good photo first: it must not be stored either when its neighbour is refused.
      const response = await user.browser
        .post('/api/profiles')
        .send(profileBody({ photos: [red, await makePhoto()] }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Invalid input: photos',
        fields: { photos: [message(2)] },
      });
      expect(files()).toEqual(before);
      const rows = await t.dataSource.query('SELECT 1 FROM profiles WHERE user_id = $1', [user.id]);
      expect(rows).toHaveLength(0);
    });

    it('refuses a data URL longer than the limit with 400', async () => {
      const user = await newUser();
      const huge = `data:image/jpeg;base64,${'A'.repeat(PROFILE_PHOTO_MAX_DATA_URL_LENGTH)}`;
      const response = await user.browser
        .post('/api/profiles')
        .send(profileBody({ photos: [huge] }));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual(['photos']);
    });

    it('refuses a stored file URL in a new profile (it has no photos to keep)', async () => {
      const owner = await newUser();
      const theirs = await createWithPhotos(owner, [red]);
      const thief = await newUser();
      const response = await thief.browser
        .post('/api/profiles')
        .send(profileBody({ photos: [theirs.photos[0]] }));
      expect(response.status).toBe(400);
      expect(response.body.fields.photos).toEqual([photoErrors.notOfThisProfile(1)]);
    });
  });

  describe('PATCH', () => {
    it('keeps the URLs it repeats, deletes the files it drops, stores the photos it adds', async () => {
      const user = await newUser();
      const profile = await createWithPhotos(user, [red, green]);
      const [a, b] = profile.photos as [string, string];
      const before = files();

      const response = await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [b, blue] }));
      expect(response.status).toBe(200);
      const updated = profileSchema.parse(response.body);
      expect(updated.photos).toHaveLength(2);
      expect(updated.photos[0]).toBe(b);
      expect(updated.photos[1]).toMatch(FILE_URL);
      const added = keyOf(updated.photos[1]!);

      expect(files()).toEqual([...before.filter((key) => key !== keyOf(a)), added].sort());
      expect(await photosOfRow(profile.id)).toEqual([keyOf(b), added]);
      expect((await user.browser.get(a)).status).toBe(404);
      expect((await user.browser.get(b)).status).toBe(200);
    });

    it('keeps a photo sent back as an absolute URL', async () => {
      const user = await newUser();
      const profile = await createWithPhotos(user, [red]);
      const absolute = `http://reunion.test${profile.photos[0]}`;
      const response = await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [absolute] }));
      expect(response.status).toBe(200);
      expect(response.body.photos).toEqual(profile.photos);
    });

    it('deletes every file when the list comes back empty', async () => {
      const user = await newUser();
      const profile = await createWithPhotos(user, [red, green, blue]);
      const response = await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [] }));
      expect(response.status).toBe(200);
      expect(response.body.photos).toEqual([]);
      for (const url of profile.photos) expect(files()).not.toContain(keyOf(url));
    });

    it("refuses another profile's photo URL with 400, changing nothing", async () => {
      const victim = await newUser();
      const theirs = await createWithPhotos(victim, [red]);
      const user = await newUser();
      const mine = await createWithPhotos(user, [green]);
      const before = files();
      const response = await user.browser
        .patch(`/api/profiles/${mine.id}`)
        .send(profileBody({ photos: [mine.photos[0], blue, theirs.photos[0]] }));
      expect(response.status).toBe(400);
      expect(response.body.fields.photos).toEqual([photoErrors.notOfThisProfile(3)]);
      expect(files()).toEqual(before);
      expect(await photosOfRow(mine.id)).toEqual(mine.photos.map(keyOf));
    });

    it('refuses the same photo listed twice, and URLs that are not stored files', async () => {
      const user = await newUser();
      const profile = await createWithPhotos(user, [red]);
      const twice = await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [profile.photos[0], profile.photos[0]] }));
      expect(twice.status).toBe(400);
      expect(twice.body.fields.photos).toEqual([photoErrors.repeated(2)]);
      const elsewhere = await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: ['https://elsewhere.example/cat.jpg'] }));
      expect(elsewhere.status).toBe(400);
      expect(await photosOfRow(profile.id)).toEqual(profile.photos.map(keyOf));
    });

    it('writes no file for a non-owner (403)', async () => {
      const owner = await newUser();
      const profile = await createWithPhotos(owner, [red]);
      const stranger = await newUser();
      const before = files();
      const response = await stranger.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [blue] }));
      expect(response.status).toBe(403);
      expect(files()).toEqual(before);
      expect(await photosOfRow(profile.id)).toEqual(profile.photos.map(keyOf));
    });
  });

  describe('DELETE', () => {
    it('deletes the files with the profile', async () => {
      const user = await newUser();
      const profile = await createWithPhotos(user, [red, green]);
      expect(files()).toEqual(expect.arrayContaining(profile.photos.map(keyOf)));
      expect((await user.browser.delete(`/api/profiles/${profile.id}`)).status).toBe(200);
      for (const url of profile.photos) expect(files()).not.toContain(keyOf(url));
    });

    it('deletes the files when an administrator deletes the profile', async () => {
      const user = await newUser();
      const profile = await createWithPhotos(user, [red]);
      const admin = await signUpAdmin(t);
      expect((await admin.browser.delete(`/api/profiles/${profile.id}`)).status).toBe(200);
      expect(files()).not.toContain(keyOf(profile.photos[0]!));
    });
  });

  describe('GET /api/files/:key', () => {
    it("serves a photo to any signed-in user with its type, nosniff and a private long cache kept for the session's cookie", async () => {
      const owner = await newUser();
      const profile = await createWithPhotos(owner, [red]);
      const classmate = await newUser();
      const response = await classmate.browser.get(profile.photos[0]!).buffer(true).parse(binary);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe(STORED_FILE_CACHE_CONTROL);
      expect(response.headers['vary']).toMatch(/\bCookie\b/);
      expect(Number(response.headers['content-length'])).toBe((response.body as Buffer).length);
    });

    it('refuses anonymous visitors with 401', async () => {
      const owner = await newUser();
      const profile = await createWithPhotos(owner, [red]);
      const response = await t.http().get(profile.photos[0]!);
      expect(response.status).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 for an unknown or malformed key', async () => {
      const user = await newUser();
      for (const key of [
        '0123456789abcdef0123456789abcdef.jpg',
        'nope',
        '..%2F..%2Fetc%2Fpasswd',
      ]) {
        const response = await user.browser.get(`/api/files/${key}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: expect.any(String) });
      }
    });
  });

  it('never carries image bytes in the list or a profile', async () => {
    const user = await newUser();
    const profile = await createWithPhotos(user, [red, green]);
    const list = await user.browser.get('/api/profiles');
    const one = await user.browser.get(`/api/profiles/${profile.id}`);
    for (const response of [list, one]) {
      expect(response.status).toBe(200);
      expect(response.text).not.toMatch(/base64|data:image/);
    }
    const photos = (list.body as { photos: string[] }[]).flatMap((p) => p.photos);
    expect(photos.length).toBeGreaterThanOrEqual(2);
    for (const url of photos) expect(url).toMatch(FILE_URL);
  });

  it('answers 404 before touching photos for a missing profile', async () => {
    const user = await newUser();
    const before = files();
    const response = await user.browser
      .patch('/api/profiles/987654')
      .send(profileBody({ photos: [red] }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: profileErrors.notFound });
    expect(files()).toEqual(before);
  });
});
