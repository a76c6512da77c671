import { profileSchema, type Profile } from '@reunion/contracts';
import type { Response } from 'supertest';
import {
  signUp,
  signUpAdmin,
  signUpClassAccount,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { uploadPhoto } from '../../test/support/album.js';
import { jpegBytes, jpegDataUrl } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { FILE_HOLDER } from './file-holder.repository.js';

/** What a missing file answers; a file someone may not see must answer exactly this. */
const NO_SUCH_FILE = { error: 'No such file.' };

describe('GET /api/files/:key: a stored file, to whoever may see it now', () => {
  let t: TestApp;
  let counter = 0;
  const newUser = () => signUp(t, `files${++counter}@example.com`);
  let photo: string;

  beforeAll(async () => {
    t = await startTestApp();
    photo = jpegDataUrl(await jpegBytes(200, 150, '#3366aa'));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A published profile with one photo, and its directory thumbnail made (as a card's view does). */
  async function publishedWithThumbnail(owner: SignedInUser) {
    const created = await owner.browser
      .post('/api/profiles')
      .send(profileBody({ photos: [photo] }));
    expect(created.status).toBe(201);
    const profile = profileSchema.parse(created.body);
    const photoUrl = profile.photos[0]!;
    await owner.browser.get(`/api/directory/thumbnails/${keyOf(photoUrl)}`).expect(200);
    const [row]: { thumbnail_key: string }[] = await t.dataSource.query(
      'SELECT thumbnail_key FROM profiles WHERE id = $1',
      [profile.id],
    );
    return { profile, photoUrl, thumbnailUrl: `/api/files/${row!.thumbnail_key}` };
  }

  async function saveAs(owner: SignedInUser, profile: Profile, status: 'draft' | 'published') {
    const response = await owner.browser
      .patch(`/api/profiles/${profile.id}`)
      .send(profileBody({ photos: profile.photos, status }));
    expect(response.status).toBe(200);
  }

  /** The status, body and caching of an answer: a refusal must match a missing file's. */
  const answer = (response: Response) => ({
    status: response.status,
    body: response.status === 200 ? 'a file' : (response.body as unknown),
    cacheControl: response.headers['cache-control'],
  });

  it("serves a published profile's photo and its directory thumbnail to every classmate", async () => {
    const owner = await newUser();
    const { photoUrl, thumbnailUrl } = await publishedWithThumbnail(owner);
    const classmate = await newUser();
    for (const url of [photoUrl, thumbnailUrl]) {
      const response = await classmate.browser.get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('hides them once the owner saves the profile as a draft, from everyone the draft is hidden from; the owner still gets them', async () => {
    const owner = await newUser();
    const { profile, photoUrl, thumbnailUrl } = await publishedWithThumbnail(owner);
    const classmate = await newUser();
    const classAccount = await signUpClassAccount(t);
    const admin = await signUpAdmin(t);
    await saveAs(owner, profile, 'draft');

    const missing = answer(await classmate.browser.get(`/api/files/${'0'.repeat(32)}.jpg`));
    expect(missing).toMatchObject({ status: 404, body: NO_SUCH_FILE });
    for (const reader of [classmate, classAccount, admin]) {
      // The same readers the draft itself is hidden from (ProfileAccess.canSee).
      expect((await reader.browser.get(`/api/profiles/${profile.id}`)).status).toBe(404);
      for (const url of [photoUrl, thumbnailUrl])
        expect(answer(await reader.browser.get(url))).toEqual(missing);
    }
    for (const url of [photoUrl, thumbnailUrl])
      expect((await owner.browser.get(url)).status).toBe(200);

    // Published again, they are everyone's again.
    await saveAs(owner, profile, 'published');
    for (const url of [photoUrl, thumbnailUrl])
      expect((await classmate.browser.get(url)).status).toBe(200);
  });

  it('serves an album photo and its thumbnail to any member, not only the one who shared it', async () => {
    const uploader = await newUser();
    const shared = await uploadPhoto(uploader.browser, await jpegBytes(), { caption: 'the lake' });
    expect(shared.status).toBe(201);
    const classmate = await newUser();
    for (const url of [shared.body.photoUrl as string, shared.body.thumbnailUrl as string])
      expect((await classmate.browser.get(url)).status).toBe(200);
  });

  it("answers 404 for a deleted profile's photo, and for a file no row names any more", async () => {
    const owner = await newUser();
    const deleted = await publishedWithThumbnail(owner);
    await owner.browser.delete(`/api/profiles/${deleted.profile.id}`).expect(200);
    const classmate = await newUser();
    for (const url of [deleted.photoUrl, deleted.thumbnailUrl])
      expect(answer(await classmate.browser.get(url))).toMatchObject({
        status: 404,
        body: NO_SUCH_FILE,
      });

    // A row gone while its files stayed (a failed delete after the commit leaves an orphan).
    const other = await newUser();
    const orphaned = await publishedWithThumbnail(other);
    await t.dataSource.query('DELETE FROM profiles WHERE id = $1', [orphaned.profile.id]);
    expect(storedFiles(t.config.storageDir)).toContain(keyOf(orphaned.photoUrl));
    for (const reader of [classmate, other])
      for (const url of [orphaned.photoUrl, orphaned.thumbnailUrl])
        expect(answer(await reader.browser.get(url))).toMatchObject({
          status: 404,
          body: NO_SUCH_FILE,
        });
  });

  it('refuses a visitor who is not signed in with 401, whatever the file', async () => {
    const owner = await newUser();
    const { photoUrl, thumbnailUrl } = await publishedWithThumbnail(owner);
    const shared = await uploadPhoto(owner.browser, await jpegBytes());
    expect(shared.status).toBe(201);
    for (const url of [photoUrl, thumbnailUrl, shared.body.photoUrl as string]) {
      const response = await t.http().get(url);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it("finds a file's row by index probes alone, in the plan a prepared statement reuses", async () => {
    const plan = await t.dataSource.transaction(async (manager) => {
      // Only a plan that cannot do without a scan keeps one now.
      await manager.query('SET LOCAL enable_seqscan = off');
      await manager.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await manager.query(`PREPARE file_holder_plan(text) AS ${FILE_HOLDER.text}`);
      const [row]: { 'QUERY PLAN': unknown }[] = await manager.query(
        `EXPLAIN (FORMAT JSON) EXECUTE file_holder_plan('${'0'.repeat(32)}.jpg')`,
      );
      await manager.query('DEALLOCATE file_holder_plan');
      return JSON.stringify(row!['QUERY PLAN']);
    });
    expect(plan).not.toContain('Seq Scan');
    for (const index of [
      'album_photos_photo_key_key',
      'album_photos_thumbnail_key_key',
      'profiles_photos_idx',
      'profiles_thumbnail_key_idx',
    ])
      expect(plan).toContain(index);
  });
});
