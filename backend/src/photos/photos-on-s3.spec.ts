import { albumPhotoSchema } from '@reunion/contracts';
import sharp from 'sharp';
import { signUp } from '../../test/support/accounts.js';
import { fetchBytes, uploadPhoto } from '../../test/support/album.js';
import { jpegBytes, jpegWithGps, EXIF_MARKER } from '../../test/support/images.js';
import { startS3Server, type S3TestServer } from '../../test/support/s3-server.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { zipEntries } from '../../test/support/zip-entries.js';

/** The same album with S3_BUCKET set: files go to a real S3-compatible server, not the disk. */
describe('the album on S3-compatible object storage', () => {
  let s3: S3TestServer;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('stores the photo and thumbnail as objects, serves them, zips them, and deletes them', async () => {
    const user = await signUp(t, 'cloud@example.com');
    const response = await uploadPhoto(user.browser, await jpegWithGps(), { caption: 'Up there' });
    expect(response.status).toBe(201);
    const photo = albumPhotoSchema.parse(response.body);
    const keys = [keyOf(photo.photoUrl), keyOf(photo.thumbnailUrl)];
    expect(await s3.keys()).toEqual([...keys].sort());
    expect(storedFiles(t.config.storageDir)).toEqual([]);

    const served = await fetchBytes(user.browser, photo.photoUrl);
    expect(served.response.status).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/jpeg');
    expect(served.response.headers['x-content-type-options']).toBe('nosniff');
    expect(served.bytes.includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(served.bytes).metadata()).format).toBe('jpeg');
    expect((await t.http().get(photo.photoUrl)).status).toBe(401);

    const zip = await fetchBytes(user.browser, '/api/photos/download-all');
    expect(zipEntries(zip.bytes).map((entry) => entry.data.equals(served.bytes))).toEqual([true]);

    expect((await user.browser.delete(`/api/photos/${photo.id}`)).status).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('leaves no object behind when an upload is refused', async () => {
    const user = await signUp(t, 'refused@example.com');
    const response = await uploadPhoto(user.browser, Buffer.from('plain text'));
    expect(response.status).toBe(400);
    expect(await s3.keys()).toEqual([]);
    expect((await uploadPhoto(user.browser, await jpegBytes())).status).toBe(201);
    expect(await s3.keys()).toHaveLength(2);
  });
});
