import {
  directoryCardListSchema,
  directoryFirstView,
  directoryFirstViewSchema,
  directoryNeighbours,
  directoryNeighboursSchema,
  DIRECTORY_THUMBNAIL_SIZE,
  parseDirectoryQuery,
  profileSchema,
  type DirectoryCard,
} from '@reunion/contracts';
import sharp from 'sharp';
import {
  confirmProfileEmail,
  signUp,
  signUpAdmin,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { jpegBytes, jpegDataUrl } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { binary } from '../../test/support/binary-body.js';

describe('directory API', () => {
  let t: TestApp;
  let counter = 0;
  const newUser = () => signUp(t, `directory${++counter}@example.com`);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createProfile(user: SignedInUser, overrides: Record<string, unknown> = {}) {
    const response = await user.browser.post('/api/profiles').send(profileBody(overrides));
    expect(response.status).toBe(201);
    return profileSchema.parse(response.body);
  }

  async function directory(user: SignedInUser): Promise<DirectoryCard[]> {
    const response = await user.browser.get('/api/directory');
    expect(response.status).toBe(200);
    return directoryCardListSchema.parse(response.body);
  }

  const cardOf = (cards: DirectoryCard[], id: number) => cards.find((card) => card.id === id);

  it('is for signed-in users only, thumbnails included', async () => {
    const owner = await newUser();
    const profile = await createProfile(owner, { photos: [jpegDataUrl(await jpegBytes())] });
    const photoKey = keyOf(profile.photos[0]!);
    for (const path of [
      '/api/directory',
      '/api/directory/view',
      '/api/directory/neighbours/1',
      `/api/directory/thumbnails/${photoKey}`,
    ]) {
      const response = await t.http().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it('lists published profiles only, most recently updated first, as lean cards', async () => {
    const first = await newUser();
    const second = await newUser();
    const drafter = await newUser();
    const a = await createProfile(first, { firstName: 'Older' });
    const b = await createProfile(second, {
      firstName: 'Newer',
      industry: null,
      arrivalDate: null,
    });
    const draft = await createProfile(drafter, { status: 'draft' });

    // Even the draft's owner does not see it in the directory (GET /api/profiles does show it).
    const cards = await directory(drafter);
    expect(cardOf(cards, draft.id)).toBeUndefined();
    const ids = cards.map((card) => card.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(cardOf(cards, b.id)).toMatchObject({
      firstName: 'Newer',
      lastName: 'Lovelace',
      industry: null,
      arrivalDate: null,
      country: 'France',
      attending: 'yes',
      thumbnailUrl: null,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
    });
    const own = await drafter.browser.get('/api/profiles');
    expect(own.body.map((profile: { id: number }) => profile.id)).toContain(draft.id);
  });

  it('carries no image bytes and nothing private, and stays under 1 KB a profile', async () => {
    const user = await newUser();
    await createProfile(user, {
      photos: [jpegDataUrl(await jpegBytes(400, 300)), jpegDataUrl(await jpegBytes(300, 400))],
      email: 'private@example.com',
      phoneNumber: '+33 6 00 00 00 00',
      professionalJourney: 'x'.repeat(4000),
    });
    // Stored, so its absence below means something (docs/profiles.md, "A profile's e-mail address").
    await confirmProfileEmail(t, user, 'private@example.com');
    const response = await user.browser.get('/api/directory').set('Accept-Encoding', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    const text = response.text;
    expect(text).not.toMatch(/base64|data:image/);
    expect(text).not.toContain('private@example.com');
    expect(text).not.toContain('+33 6');
    expect(text).not.toContain('xxxxxxxx');
    const cards = directoryCardListSchema.parse(JSON.parse(text));
    expect(cards.length).toBeGreaterThan(0);
    const perProfile = Buffer.byteLength(text) / cards.length;
    expect(perProfile).toBeLessThan(1024);
    // Each card has only the card's own keys.
    for (const card of JSON.parse(text) as Record<string, unknown>[])
      expect(Object.keys(card).sort()).toEqual(Object.keys(cards[0]!).sort());
  });

  it('is compressed once and revalidated with an ETag', async () => {
    const user = await newUser();
    const profile = await createProfile(user);
    const first = await user.browser.get('/api/directory').set('Accept-Encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['vary']).toMatch(/Accept-Encoding/);
    // The browser's copy is this session's only: the next person on the device cannot read it.
    expect(first.headers['vary']).toMatch(/Cookie/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await user.browser.get('/api/directory').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');

    // Any saved change gives a new version.
    await user.browser
      .patch(`/api/profiles/${profile.id}`)
      .send(profileBody({ company: 'Difference Engines' }));
    const changed = await user.browser.get('/api/directory').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(cardOf(directoryCardListSchema.parse(changed.body), profile.id)?.company).toBe(
      'Difference Engines',
    );
  });

  it("gives one address's view (page, counts, countries) by the browser's own rules", async () => {
    const user = await newUser();
    await createProfile(user, { firstName: 'Viewable', country: 'Japan' });
    const cards = await directory(user);
    for (const query of ['', 'page=2', 'q=viewable', 'country=Japan&sort=name', 'page=abc&x=1']) {
      const response = await user.browser.get(`/api/directory/view?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const view = directoryFirstViewSchema.parse(response.body);
      expect(view).toEqual(directoryFirstView(cards, parseDirectoryQuery(query)));
    }
    const found = await user.browser.get('/api/directory/view?q=viewable');
    expect(found.body.items.map((card: DirectoryCard) => card.firstName)).toContain('Viewable');
  });

  describe('free text (issue 28, item 6)', () => {
    /** The first names on the whole of one search's answer (GET /api/directory/view). */
    async function found(user: SignedInUser, text: string): Promise<string[]> {
      const response = await user.browser.get('/api/directory/view').query({ q: text, sort: 'az' });
      expect(response.status).toBe(200);
      const view = directoryFirstViewSchema.parse(response.body);
      expect(view.total).toBeLessThanOrEqual(view.items.length);
      return view.items.map((card) => card.firstName);
    }

    it('finds a classmate by job title: "strategy" finds a Chief Strategy Officer', async () => {
      const searcher = await newUser();
      await createProfile(await newUser(), {
        firstName: 'Strategist',
        currentRole: 'Chief Strategy Officer',
        company: 'Analytical Engines',
      });
      expect(await found(searcher, 'strategy')).toEqual(['Strategist']);
      expect(await found(searcher, 'chief strategy')).toEqual(['Strategist']);
    });

    it('finds a classmate by a city its owner shows the classmates', async () => {
      const searcher = await newUser();
      await createProfile(await newUser(), {
        firstName: 'Shown',
        city: 'Ouagadougou',
        contactVisibility: { email: 'classmates', phoneNumber: 'classmates', city: 'classmates' },
      });
      expect(await found(searcher, 'ouagadougou')).toEqual(['Shown']);
    });

    it('never finds a classmate by a city hidden from the searcher (searching would reveal it)', async () => {
      const owner = await newUser();
      const searcher = await newUser();
      const admin = await signUpAdmin(t);
      await createProfile(owner, {
        firstName: 'Discreet',
        city: 'Tegucigalpa',
        contactVisibility: { email: 'classmates', phoneNumber: 'classmates', city: 'organisers' },
      });
      await createProfile(await newUser(), {
        firstName: 'Secretive',
        city: 'Ulaanbaatar',
        contactVisibility: { email: 'classmates', phoneNumber: 'classmates', city: 'only-me' },
      });
      // A classmate: neither hidden city matches, alone or beside the name that is shown.
      expect(await found(searcher, 'tegucigalpa')).toEqual([]);
      expect(await found(searcher, 'discreet tegucigalpa')).toEqual([]);
      expect(await found(searcher, 'ulaanbaatar')).toEqual([]);
      expect(await found(searcher, 'discreet')).toEqual(['Discreet']);
      // The owner's own card is what the classmates see of it, so the owner does not find it either.
      expect(await found(owner, 'tegucigalpa')).toEqual([]);
      // An organiser sees (and so finds) a city shared with the organisers, never an "only me" one.
      expect(await found(admin, 'tegucigalpa')).toEqual(['Discreet']);
      expect(await found(admin, 'ulaanbaatar')).toEqual([]);
      // Nor does the whole list the browser searches carry a hidden city.
      const list = await searcher.browser.get('/api/directory');
      expect(list.text).not.toContain('Tegucigalpa');
      expect(list.text).not.toContain('Ulaanbaatar');
    });
  });

  it("names a profile's previous and next classmates in the directory's order", async () => {
    const user = await newUser();
    const middle = await createProfile(user, { firstName: 'Middle' });
    const later = await createProfile(await newUser(), { firstName: 'Later' });
    const cards = await directory(user);
    const response = await user.browser.get(`/api/directory/neighbours/${middle.id}`);
    expect(response.status).toBe(200);
    const neighbours = directoryNeighboursSchema.parse(response.body);
    expect(neighbours).toEqual(directoryNeighbours(cards, middle.id));
    expect(neighbours.previous).toEqual({
      id: later.id,
      firstName: 'Later',
      lastName: later.lastName,
    });
    expect(Object.keys(neighbours.previous ?? {}).sort()).toEqual(['firstName', 'id', 'lastName']);
    const draft = await createProfile(await newUser(), { status: 'draft' });
    const none = await user.browser.get(`/api/directory/neighbours/${draft.id}`);
    expect(none.body).toEqual({ previous: null, next: null });
    const bad = await user.browser.get('/api/directory/neighbours/abc');
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ error: expect.any(String) });
  });

  describe('thumbnails', () => {
    it('are made once from the first photo, stored, then linked as ordinary files', async () => {
      const user = await newUser();
      const profile = await createProfile(user, {
        photos: [jpegDataUrl(await jpegBytes(400, 300, '#aa3355')), jpegDataUrl(await jpegBytes())],
      });
      const [photoKey, secondKey] = profile.photos.map(keyOf);
      const lazy = cardOf(await directory(user), profile.id)?.thumbnailUrl;
      expect(lazy).toBe(`/api/directory/thumbnails/${photoKey}`);

      const filesBefore = storedFiles(t.config.storageDir);
      const made = await user.browser.get(lazy!).buffer(true).parse(binary);
      expect(made.status).toBe(200);
      expect(made.headers['content-type']).toBe('image/jpeg');
      expect(made.headers['cache-control']).toMatch(/private/);
      expect(made.headers['vary']).toMatch(/\bCookie\b/);
      const meta = await sharp(made.body as Buffer).metadata();
      expect(meta).toMatchObject({
        format: 'jpeg',
        width: DIRECTORY_THUMBNAIL_SIZE,
        height: DIRECTORY_THUMBNAIL_SIZE,
      });
      expect((made.body as Buffer).length).toBeLessThan(10_000);
      const filesAfter = storedFiles(t.config.storageDir);
      expect(filesAfter.length).toBe(filesBefore.length + 1);

      // The card now links the stored file, served by the files route to signed-in users.
      const url = cardOf(await directory(user), profile.id)?.thumbnailUrl;
      expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg$/);
      expect(filesAfter).toContain(keyOf(url!));
      expect((await t.http().get(url!)).status).toBe(401);
      const served = await user.browser.get(url!).buffer(true).parse(binary);
      expect(served.status).toBe(200);
      expect(served.body).toEqual(made.body);

      // Asking again serves the stored one; nothing new is made.
      const again = await user.browser.get(lazy!).buffer(true).parse(binary);
      expect(again.body).toEqual(made.body);
      expect(storedFiles(t.config.storageDir)).toEqual(filesAfter);

      // Only a first photo has a thumbnail.
      expect((await user.browser.get(`/api/directory/thumbnails/${secondKey}`)).status).toBe(404);
      expect((await user.browser.get('/api/directory/thumbnails/nope.jpg')).status).toBe(404);
      expect(
        (await user.browser.get(`/api/directory/thumbnails/${'0'.repeat(32)}.jpg`)).status,
      ).toBe(404);
    });

    it("are made for published profiles only: a draft's first photo has none, and none is stored", async () => {
      const drafter = await newUser();
      const draft = await createProfile(drafter, {
        status: 'draft',
        photos: [jpegDataUrl(await jpegBytes())],
      });
      const filesBefore = storedFiles(t.config.storageDir);
      const reader = await newUser();
      const asked = await reader.browser.get(
        `/api/directory/thumbnails/${keyOf(draft.photos[0]!)}`,
      );
      expect(asked.status).toBe(404);
      expect(storedFiles(t.config.storageDir)).toEqual(filesBefore);
    });

    it('never changes updated_at, and follows the first photo when the profile changes', async () => {
      const user = await newUser();
      const profile = await createProfile(user, {
        photos: [jpegDataUrl(await jpegBytes(200, 200, '#112233'))],
      });
      const lazy = cardOf(await directory(user), profile.id)!.thumbnailUrl!;
      await user.browser.get(lazy);
      const card = cardOf(await directory(user), profile.id)!;
      expect(card.updatedAt).toBe(profile.updatedAt);
      const thumbnailKey = keyOf(card.thumbnailUrl!);

      // Keeping the first photo keeps the thumbnail.
      await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: profile.photos, city: 'Lyon' }))
        .expect(200);
      expect(cardOf(await directory(user), profile.id)?.thumbnailUrl).toBe(card.thumbnailUrl);

      // A new first photo drops it (and its file); the card points at the maker again.
      const replaced = await user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [jpegDataUrl(await jpegBytes(100, 100, '#445566'))] }));
      expect(replaced.status).toBe(200);
      const newPhotoKey = keyOf(profileSchema.parse(replaced.body).photos[0]!);
      expect(cardOf(await directory(user), profile.id)?.thumbnailUrl).toBe(
        `/api/directory/thumbnails/${newPhotoKey}`,
      );
      expect(storedFiles(t.config.storageDir)).not.toContain(thumbnailKey);

      // Deleting the profile deletes its thumbnail too.
      await user.browser.get(`/api/directory/thumbnails/${newPhotoKey}`).expect(200);
      const newThumbnail = keyOf(cardOf(await directory(user), profile.id)!.thumbnailUrl!);
      expect(storedFiles(t.config.storageDir)).toContain(newThumbnail);
      await user.browser.delete(`/api/profiles/${profile.id}`).expect(200);
      expect(storedFiles(t.config.storageDir)).not.toContain(newThumbnail);
      expect(storedFiles(t.config.storageDir)).not.toContain(newPhotoKey);
    });
  });
});
