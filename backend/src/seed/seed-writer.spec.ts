import { directoryCardListSchema } from '@reunion/contracts';
import { DataSource } from 'typeorm';
import { signUp } from '../../test/support/accounts.js';
import { storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { makeThumbnail } from '../directory/make-thumbnail.js';
import { StorageService } from '../storage/storage.service.js';
import { seedPerson } from './seed-people.js';
import { SeedPictures } from './seed-photos.js';
import { SeedWriter } from './seed-writer.js';

describe('seed writer', () => {
  let t: TestApp;
  let writer: SeedWriter;

  beforeAll(async () => {
    t = await startTestApp();
    writer = new SeedWriter(
      t.app.get(DataSource),
      t.app.get(StorageService),
      new SeedPictures(makeThumbnail),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes accounts, published profiles, photos and thumbnails; reset removes exactly them', async () => {
    const classmate = await signUp(t, 'real@example.com');
    const people = Array.from({ length: 12 }, (_, i) => seedPerson(3, i + 1));
    await writer.write(people, 'not-a-real-hash');
    expect(await writer.seededIndexes()).toEqual(new Set(people.map((p) => p.index)));

    const response = await classmate.browser.get('/api/directory');
    const cards = directoryCardListSchema.parse(response.body);
    expect(cards).toHaveLength(12);
    const byName = (p: (typeof people)[number]) =>
      cards.find(
        (card) => card.firstName === p.profile.firstName && card.lastName === p.profile.lastName,
      );
    for (const person of people) {
      const card = byName(person);
      expect(card).toBeDefined();
      if (person.photoCount > 0) expect(card?.thumbnailUrl).toMatch(/^\/api\/files\//);
      else expect(card?.thumbnailUrl).toBeNull();
    }
    const withPhotos = people.filter((p) => p.photoCount > 0);
    const expectedFiles = people.reduce((sum, p) => sum + p.photoCount, 0) + withPhotos.length;
    expect(storedFiles(t.config.storageDir)).toHaveLength(expectedFiles);
    // The stored thumbnail is served like any file.
    const thumb = cards.find((card) => card.thumbnailUrl)!.thumbnailUrl!;
    expect((await classmate.browser.get(thumb)).status).toBe(200);

    expect(await writer.reset()).toBe(12);
    expect(await writer.seededIndexes()).toEqual(new Set());
    expect(storedFiles(t.config.storageDir)).toEqual([]);
    // The real classmate is untouched.
    expect((await classmate.browser.get('/api/user')).status).toBe(200);
  });
});
