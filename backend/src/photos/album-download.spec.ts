import { albumPhotoSchema, ALBUM_ZIP_FILE_NAME, franceClock } from '@reunion/contracts';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { fetchBytes, uploadPhoto } from '../../test/support/album.js';
import { gifBytes, jpegBytes, pngBytes } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { zipEntries } from '../../test/support/zip-entries.js';
import { StorageService } from '../storage/storage.service.js';

describe('GET /api/photos/download-all', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let grace: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    ada = await signUp(t, 'ada@example.com');
    grace = await signUp(t, 'grace@example.com');
    // Entries are named after the uploader's published profile.
    for (const [user, firstName, lastName] of [
      [ada, 'Ada', 'Lovelace'],
      [grace, 'Grace', 'Hopper'],
    ] as const) {
      await user.browser
        .post('/api/profiles')
        .send(profileBody({ firstName, lastName, email: null }))
        .expect(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function download(user: SignedInUser) {
    const { response, bytes } = await fetchBytes(user.browser, '/api/photos/download-all');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${ALBUM_ZIP_FILE_NAME}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    return zipEntries(bytes);
  }

  it('is a valid, empty ZIP while the album is empty', async () => {
    expect(await download(ada)).toEqual([]);
  });

  it('holds every photo as stored (not the thumbnails), oldest first, under readable names', async () => {
    const uploads = [
      await uploadPhoto(ada.browser, await jpegBytes(300, 200), { caption: 'one' }),
      await uploadPhoto(grace.browser, await pngBytes(30, 20)),
      await uploadPhoto(ada.browser, await gifBytes(20, 20)),
    ].map((response) => {
      expect(response.status).toBe(201);
      return albumPhotoSchema.parse(response.body);
    });

    const entries = await download(grace);
    // Today in France: the names carry the day the album's cards show.
    const today = franceClock(Date.now()).toISOString().slice(0, 10);
    expect(entries.map((entry) => entry.name)).toEqual([
      `${today}_${uploads[0]!.id}_ada-lovelace.jpg`,
      `${today}_${uploads[1]!.id}_grace-hopper.png`,
      `${today}_${uploads[2]!.id}_ada-lovelace.gif`,
    ]);
    for (const [i, photo] of uploads.entries()) {
      const { bytes } = await fetchBytes(grace.browser, photo.photoUrl);
      expect(entries[i]!.data.equals(bytes)).toBe(true);
    }
  });

  it('leaves out a photo whose file has gone, rather than failing the whole download', async () => {
    const photo = albumPhotoSchema.parse((await uploadPhoto(ada.browser, await jpegBytes())).body);
    await t.app.get(StorageService).delete(photo.photoUrl.split('/').pop()!);
    const names = (await download(ada)).map((entry) => entry.name);
    expect(names).toHaveLength(3);
    expect(names.some((name) => name.includes(`_${photo.id}_`))).toBe(false);
  });

  it('names a photo shared just after midnight in Paris by that day, not the UTC one before', async () => {
    const photo = albumPhotoSchema.parse((await uploadPhoto(ada.browser, await jpegBytes())).body);
    // 00:30 on Sunday 29 June in Paris (summer time), still 22:30 on Saturday 28 June in UTC.
    await t.dataSource.query('UPDATE "album_photos" SET "upload_date" = $1 WHERE "id" = $2', [
      '2025-06-28T22:30:00Z',
      photo.id,
    ]);
    const names = (await download(grace)).map((entry) => entry.name);
    expect(names).toContain(`2025-06-29_${photo.id}_ada-lovelace.jpg`);
    expect(names.some((name) => name.startsWith('2025-06-28_'))).toBe(false);
  });
});
