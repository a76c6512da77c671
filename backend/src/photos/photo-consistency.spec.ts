import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { albumRows, tempUploads, uploadPhoto } from '../../test/support/album.js';
import { jpegBytes } from '../../test/support/images.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { StorageService } from '../storage/storage.service.js';

/**
 * No row without its files and no file without its row, when a step fails half-way: the
 * database refuses the row after the files were written (a trigger stands in for any
 * failure), the storage fails on the second file, or a file cannot be deleted after the row.
 */
describe('album photos when a step fails', () => {
  let t: TestApp;
  let user: SignedInUser;
  let storage: StorageService;

  beforeAll(async () => {
    // Silent: the refused writes below are 500s, which the filter logs as bugs.
    t = await startTestApp({}, { logger: false });
    user = await signUp(t, 'consistent@example.com');
    storage = t.app.get(StorageService);
    await t.dataSource.query(`
      CREATE FUNCTION refuse_explode() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.caption = 'Explode' THEN RAISE EXCEPTION 'refused by the test trigger'; END IF;
        RETURN NEW;
      END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER refuse_explode BEFORE INSERT ON album_photos
      FOR EACH ROW EXECUTE FUNCTION refuse_explode()`);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await t?.close();
  });

  const files = () => storedFiles(t.config.storageDir);

  it('deletes both stored files when the row cannot be written', async () => {
    const before = files();
    const put = jest.spyOn(storage, 'put');
    const response = await uploadPhoto(user.browser, await jpegBytes(), { caption: 'Explode' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Something went wrong. Please try again.' });
    // The files were really written before the row failed…
    expect(put).toHaveBeenCalledTimes(2);
    // …and are gone again.
    expect(files()).toEqual(before);
    expect(await albumRows(t)).toEqual([]);
    expect(tempUploads(t)).toEqual([]);
  });

  it('removes the photo file when the thumbnail cannot be stored, and writes no row', async () => {
    const before = files();
    const put = storage.put.bind(storage);
    jest
      .spyOn(storage, 'put')
      .mockImplementation(async (body, type) =>
        type === 'image/webp' ? Promise.reject(new Error('disk full')) : put(body, type),
      );
    const response = await uploadPhoto(user.browser, await jpegBytes());
    expect(response.status).toBe(500);
    expect(files()).toEqual(before);
    expect(await albumRows(t)).toEqual([]);
    expect(tempUploads(t)).toEqual([]);
  });

  it('deletes the row even when its files cannot be removed: an orphan file, never a broken row', async () => {
    const created = await uploadPhoto(user.browser, await jpegBytes());
    expect(created.status).toBe(201);
    jest.spyOn(storage, 'delete').mockRejectedValue(new Error('storage unreachable'));
    const response = await user.browser.delete(`/api/photos/${created.body.id}`);
    expect(response.status).toBe(200);
    expect(await albumRows(t)).toEqual([]);
    expect(files()).toContain(keyOf(created.body.photoUrl as string));
  });
});
