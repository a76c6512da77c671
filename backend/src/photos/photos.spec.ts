import {
  ALBUM_PHOTO_MAX_BYTES,
  albumMessages,
  albumPhotoListSchema,
  albumPhotoSchema,
  type AlbumPhoto,
  PHOTO_UPLOAD_MAX_BYTES,
} from '@reunion/contracts';
import sharp from 'sharp';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { albumRows, fetchBytes, tempUploads, uploadPhoto } from '../../test/support/album.js';
import {
  EXIF_MARKER,
  gifBytes,
  jpegBytes,
  jpegWithGps,
  pngBytes,
  webpBytes,
} from '../../test/support/images.js';
import { largeAnimatedGif } from '../../test/support/large-gifs.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { photoErrors } from './photos.messages.js';

const FILE_URL = /^\/api\/files\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

describe('the photo album API', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let grace: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    ada = await signUp(t, 'ada@example.com', 'ada');
    grace = await signUp(t, 'grace@example.com', 'grace');
  });
  afterAll(async () => {
    await t?.close();
  });

  const files = () => storedFiles(t.config.storageDir);

  async function upload(user: SignedInUser, bytes: Buffer, caption?: string): Promise<AlbumPhoto> {
    const response = await uploadPhoto(user.browser, bytes, { caption });
    expect(response.status).toBe(201);
    return albumPhotoSchema.parse(response.body);
  }

  describe('signed out', () => {
    it('answers every album call with 401, reading no upload', async () => {
      const anonymous = t.http();
      expect((await anonymous.get('/api/photos')).status).toBe(401);
      expect((await anonymous.get('/api/photos/download-all')).status).toBe(401);
      expect((await anonymous.delete('/api/photos/1')).status).toBe(401);
      const response = await uploadPhoto(anonymous, await jpegBytes());
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'You are not signed in.' });
      expect(tempUploads(t)).toEqual([]);
      expect(files()).toEqual([]);
    });
  });

  describe('upload', () => {
    it('stores a JPEG re-encoded, with a thumbnail, and answers the new photo', async () => {
      const before = files();
      const photo = await upload(ada, await jpegBytes(800, 600), ' Gala night ');
      expect(photo).toMatchObject({
        userId: ada.id,
        caption: 'Gala night',
        userName: albumMessages.unnamedUploader,
      });
      expect(photo.photoUrl).toMatch(FILE_URL);
      expect(photo.photoUrl).toMatch(/\.jpg$/);
      expect(photo.thumbnailUrl).toMatch(/\.webp$/);
      expect(Math.abs(Date.parse(photo.uploadDate) - Date.now())).toBeLessThan(60_000);
      expect(files()).toEqual([...before, keyOf(photo.photoUrl), keyOf(photo.thumbnailUrl)].sort());
      expect(tempUploads(t)).toEqual([]);

      const served = await fetchBytes(ada.browser, photo.photoUrl);
      expect(served.response.headers['content-type']).toBe('image/jpeg');
      expect(served.response.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 800,
        height: 600,
      });
      const thumbnail = await fetchBytes(grace.browser, photo.thumbnailUrl);
      expect(thumbnail.response.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 512 });
    });

    it('strips the EXIF, GPS position included, from what it stores', async () => {
      const original = await jpegWithGps();
      expect(original.includes(EXIF_MARKER)).toBe(true);
      const photo = await upload(ada, original);
      for (const url of [photo.photoUrl, photo.thumbnailUrl]) {
        const { bytes } = await fetchBytes(ada.browser, url);
        expect(bytes.includes(EXIF_MARKER)).toBe(false);
        expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      }
    });

    it('stores at 2048 px on its long side a photo a client sent without resizing it', async () => {
      const photo = await upload(ada, await jpegBytes(6000, 4000));
      const served = await fetchBytes(ada.browser, photo.photoUrl);
      expect(await sharp(served.bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 2048,
        height: 1365,
      });
    });

    it.each([
      ['PNG', pngBytes, 'image/png', 'png'],
      ['WebP', webpBytes, 'image/webp', 'webp'],
      ['GIF', gifBytes, 'image/gif', 'gif'],
    ])(
      'stores a %s in its own format, whatever name and type it was sent with',
      async (_, make, type, format) => {
        const response = await uploadPhoto(ada.browser, await make(50, 40), {
          filename: 'holiday.jpeg',
          contentType: 'application/octet-stream',
        });
        expect(response.status).toBe(201);
        const photo = albumPhotoSchema.parse(response.body);
        const served = await fetchBytes(ada.browser, photo.photoUrl);
        expect(served.response.headers['content-type']).toBe(type);
        expect((await sharp(served.bytes).metadata()).format).toBe(format);
      },
    );

    it('stores a GIF of 5 to 10 MB as a client sends it (never resized), still animated', async () => {
      const gif = largeAnimatedGif(1600, 1200, 3);
      expect(gif.length).toBeGreaterThan(PHOTO_UPLOAD_MAX_BYTES);
      expect(gif.length).toBeLessThan(ALBUM_PHOTO_MAX_BYTES);
      const before = files();
      const response = await uploadPhoto(ada.browser, gif, {
        filename: 'party.gif',
        contentType: 'image/gif',
      });
      expect(response.status).toBe(201);
      const photo = albumPhotoSchema.parse(response.body);
      expect(files()).toEqual([...before, keyOf(photo.photoUrl), keyOf(photo.thumbnailUrl)].sort());
      expect(tempUploads(t)).toEqual([]);
      const served = await fetchBytes(ada.browser, photo.photoUrl);
      expect(served.response.headers['content-type']).toBe('image/gif');
      expect(await sharp(served.bytes, { animated: true }).metadata()).toMatchObject({
        format: 'gif',
        width: 1600,
        pageHeight: 1200,
        pages: 3,
      });
    });

    it('treats a blank caption as none, puts one on one line, and refuses a caption over 500 characters or a stray field', async () => {
      expect((await upload(ada, await jpegBytes(), '   ')).caption).toBeNull();
      expect((await upload(ada, await jpegBytes())).caption).toBeNull();
      expect((await upload(ada, await jpegBytes(), 'Gala\r\n\r\ndinner')).caption).toBe(
        'Gala dinner',
      );

      const before = files();
      const long = await uploadPhoto(ada.browser, await jpegBytes(), { caption: 'x'.repeat(501) });
      expect(long.status).toBe(400);
      expect(long.body.fields.caption).toBeDefined();
      const stray = await uploadPhoto(ada.browser, await jpegBytes(), {
        fields: { userId: String(grace.id) },
      });
      expect(stray.status).toBe(400);
      expect(files()).toEqual(before);
      expect(tempUploads(t)).toEqual([]);
    });

    it('names the uploader by their published profile, never by a username that may be an e-mail', async () => {
      // The site's own registration makes the e-mail the username.
      const named = await signUp(t, 'katherine.johnson@example.com');
      const created = await named.browser
        .post('/api/profiles')
        .send(profileBody({ firstName: 'Katherine', lastName: 'Johnson', status: 'draft' }));
      expect(created.status).toBe(201);
      // A draft is private to its owner: a neutral name is shown meanwhile.
      const photo = await upload(named, await jpegBytes());
      expect(photo.userName).toBe(albumMessages.unnamedUploader);
      const answers = [photo, ...(await named.browser.get('/api/photos')).body];
      expect(JSON.stringify(answers.map((p: AlbumPhoto) => p.userName))).not.toContain('@');

      const published = await named.browser
        .patch(`/api/profiles/${created.body.id}`)
        .send(profileBody({ firstName: 'Katherine', lastName: 'Johnson', status: 'published' }));
      expect(published.status).toBe(200);
      const list = albumPhotoListSchema.parse((await named.browser.get('/api/photos')).body);
      expect(list.filter((p) => p.userId === named.id).map((p) => p.userName)).toEqual([
        'Katherine Johnson',
      ]);
    });
  });

  describe('list', () => {
    it('answers the whole album newest first with file URLs, never image bytes', async () => {
      const a = await upload(grace, await jpegBytes(), 'first');
      const b = await upload(ada, await jpegBytes(), 'second');
      const response = await grace.browser.get('/api/photos');
      expect(response.status).toBe(200);
      const list = albumPhotoListSchema.parse(response.body);
      expect(list.slice(0, 2).map((p) => p.id)).toEqual([b.id, a.id]);
      expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((x, y) => y - x));
      expect(list).toHaveLength((await albumRows(t)).length);
      for (const photo of list) {
        expect(Object.keys(photo).sort()).toEqual(
          ['caption', 'id', 'photoUrl', 'thumbnailUrl', 'uploadDate', 'userId', 'userName'].sort(),
        );
        expect(photo.photoUrl).toMatch(FILE_URL);
        expect(photo.thumbnailUrl).toMatch(FILE_URL);
      }
      // A few hundred bytes a photo: addresses, not pictures.
      expect(response.text.length / list.length).toBeLessThan(400);
    });

    it('pages with limit and before, newest first, until a short page', async () => {
      const all = albumPhotoListSchema.parse((await ada.browser.get('/api/photos')).body);
      const seen: number[] = [];
      let before: number | null = null;
      for (let page = 0; page < 50; page++) {
        const url: string = `/api/photos?limit=3${before === null ? '' : `&before=${before}`}`;
        const response = await ada.browser.get(url);
        expect(response.status).toBe(200);
        const items = albumPhotoListSchema.parse(response.body);
        seen.push(...items.map((p) => p.id));
        if (items.length < 3) break;
        before = items[items.length - 1]!.id;
      }
      expect(seen).toEqual(all.map((p) => p.id));
    });

    it.each(['limit=0', 'limit=101', 'limit=abc', 'before=-1', 'before=1.5'])(
      'refuses ?%s',
      async (query) => {
        const response = await ada.browser.get(`/api/photos?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.error).toMatch(/^Invalid input: (limit|before)$/);
      },
    );
  });

  describe('delete', () => {
    it('refuses (403) anyone but the uploader, and keeps the row and files', async () => {
      const photo = await upload(ada, await jpegBytes());
      const response = await grace.browser.delete(`/api/photos/${photo.id}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: photoErrors.cannotDelete });
      expect(files()).toContain(keyOf(photo.photoUrl));
      expect((await albumRows(t)).map((row) => row.id)).toContain(photo.id);
    });

    it('lets the uploader delete: the row and both files go', async () => {
      const photo = await upload(ada, await jpegBytes());
      const response = await ada.browser.delete(`/api/photos/${photo.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect((await albumRows(t)).map((row) => row.id)).not.toContain(photo.id);
      expect(files()).not.toContain(keyOf(photo.photoUrl));
      expect(files()).not.toContain(keyOf(photo.thumbnailUrl));
      expect((await ada.browser.get(photo.photoUrl)).status).toBe(404);
      expect((await ada.browser.delete(`/api/photos/${photo.id}`)).status).toBe(404);
    });

    it.each(['abc', '0', '99999999999', '1.5'])('answers 404 for the id %s', async (id) => {
      const response = await ada.browser.delete(`/api/photos/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: photoErrors.notFound });
    });
  });
});
