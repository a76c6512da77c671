import {
  profileListSchema,
  profileMessages,
  profileSchema,
  savedProfileSchema,
  stayDateRange,
} from '@reunion/contracts';
import {
  confirmProfileEmail,
  signUp,
  signUpAdmin,
  signUpClassAccount,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { profileErrors } from './profiles.messages.js';
import { ProfilesRepository } from './profiles.repository.js';

describe('profiles API', () => {
  let t: TestApp;
  let counter = 0;
  const nextEmail = () => `classmate${++counter}@example.com`;
  const newUser = () => signUp(t, nextEmail());

  /** An ADMIN_EMAILS account and the CLASS_ACCOUNT (username MBA05J, any case). */
  let admin: SignedInUser;
  let classAccount: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J' });
    admin = await signUpAdmin(t);
    classAccount = await signUpClassAccount(t, 'mba05j');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createProfile(user: SignedInUser, overrides: Record<string, unknown> = {}) {
    const response = await user.browser.post('/api/profiles').send(profileBody(overrides));
    expect(response.status).toBe(201);
    return profileSchema.parse(response.body);
  }

  async function rowOf(id: number): Promise<Record<string, unknown> | undefined> {
    const rows: Record<string, unknown>[] = await t.dataSource.query(
      'SELECT * FROM profiles WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  describe('anonymous visitors', () => {
    it('get 401 on every profile call, and nothing is written', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const before = await rowOf(profile.id);
      const calls = [
        t.http().get('/api/profiles'),
        t.http().post('/api/profiles').send(profileBody()),
        t.http().get(`/api/profiles/${profile.id}`),
        t
          .http()
          .patch(`/api/profiles/${profile.id}`)
          .send(profileBody({ firstName: 'X' })),
        t.http().delete(`/api/profiles/${profile.id}`),
        t.http().get('/api/export/profiles'),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ error: expect.any(String) });
      }
      expect(await rowOf(profile.id)).toEqual(before);
    });
  });

  describe('POST /api/profiles', () => {
    it('creates the profile for the signed-in user (201), applying the data rules', async () => {
      const user = await newUser();
      const response = await user.browser.post('/api/profiles').send(
        profileBody({
          email: '  Ada@Example.com ',
          kidsCount: '3',
          kidsAges: [7, '3'],
          accommodation: 'Airbnb',
          accommodationTown: '',
          city: '',
        }),
      );
      expect(response.status).toBe(201);
      const profile = savedProfileSchema.parse(response.body);
      expect(profile).toMatchObject({
        userId: user.id,
        firstName: 'Ada',
        // Trimmed, and waiting for the link mailed to it (profile-emails.spec.ts).
        email: null,
        emailAwaitingConfirmation: 'Ada@Example.com',
        city: null,
        kidsCount: 3,
        // The list follows the count (docs/profiles.md, "Kids"): a new slot is 0.
        kidsAges: [7, 3, 0],
        // A decided accommodation always has a town (docs/profiles.md, "Accommodation and town").
        accommodationTown: 'Other',
        arrivalDate: '2025-06-26',
        status: 'published',
        photos: [],
      });
      expect(profile.createdAt).toBe(profile.updatedAt);
      // The waiting address is named on the owner's reads once its link is kept, a moment after
      // the answer (profile-emails.spec.ts follows it); the rest reads back as saved.
      const { emailAwaitingConfirmation: _saved, ...stored } = response.body;
      const { emailAwaitingConfirmation: _read, ...read } = (
        await user.browser.get(`/api/profiles/${profile.id}`)
      ).body;
      expect(read).toEqual(stored);
    });

    it('refuses a second profile for the same user with 409', async () => {
      const user = await newUser();
      await createProfile(user);
      const again = await user.browser
        .post('/api/profiles')
        .send(profileBody({ firstName: 'Again' }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: profileErrors.alreadyExists });
      const count = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM profiles WHERE user_id = $1',
        [user.id],
      );
      expect(count[0].n).toBe(1);
    });

    it('never says that another profile uses an e-mail: the address waits for its link', async () => {
      const first = await newUser();
      const shared = await createProfile(first, { email: 'shared@example.com' });
      await confirmProfileEmail(t, first, 'shared@example.com');
      const second = await newUser();
      const response = await second.browser
        .post('/api/profiles')
        .send(profileBody({ email: 'SHARED@example.com' }));
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        email: null,
        emailAwaitingConfirmation: 'SHARED@example.com',
      });
      expect((await rowOf(shared.id))?.email).toBe('shared@example.com');
    });

    it('lets any number of profiles leave the e-mail empty', async () => {
      await createProfile(await newUser(), { email: '' });
      await createProfile(await newUser(), { email: null });
    });

    it('refuses a missing first name with 400 naming the field', async () => {
      const user = await newUser();
      const body = profileBody();
      delete body.firstName;
      const response = await user.browser.post('/api/profiles').send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Invalid input: firstName');
      expect(response.body.fields).toEqual({ firstName: [profileMessages.firstNameRequired] });
    });

    it.each([
      ['kidsCount', { kidsCount: 7 }, profileMessages.kidsCountOutOfRange],
      ['kidsAges', { kidsCount: 1, kidsAges: [24] }, profileMessages.kidAgeOutOfRange],
      ['kidsAges', { kidsCount: 1, kidsAges: [''] }, profileMessages.kidAgeRequired],
      ['attending', { attending: 'perhaps' }, undefined],
      ['parisGathering', { parisGathering: 'YES' }, undefined],
      ['accommodation', { accommodation: 'Tent' }, undefined],
      ['accommodationTown', { accommodationTown: 'Paris' }, undefined],
      ['industry', { industry: 'Mining' }, undefined],
      ['status', { status: 'archived' }, profileMessages.invalidStatus],
      ['country', { country: 'Atlantis' }, profileMessages.countryRequired],
      ['country', { country: '' }, profileMessages.countryRequired],
      ['email', { email: 'not-an-email' }, profileMessages.invalidEmail],
      ['arrivalDate', { arrivalDate: '27/06/2025' }, profileMessages.invalidDate],
      // ISO 8601's pattern takes a year 0000; PostgreSQL's calendar has none (a 500 before).
      ['departureDate', { departureDate: '0000-06-28' }, profileMessages.invalidDate],
      // Who's in town walks a stay day by day: year 1 to 9999 cost seconds a request.
      ['arrivalDate', { arrivalDate: '0001-01-01' }, profileMessages.dateOutsideStayRange],
      ['departureDate', { departureDate: '9999-12-31' }, profileMessages.dateOutsideStayRange],
      ['lastName', { lastName: '   ' }, profileMessages.lastNameRequired],
      // Control characters show nothing, and move the cursor of a terminal the export is read in.
      ['firstName', { firstName: 'Eve\u001b[2J' }, profileMessages.controlCharacters],
      ['city', { city: 'Paris\u001b[2J' }, profileMessages.controlCharacters],
      ['company', { company: 'Acme\u0085\u0007' }, profileMessages.controlCharacters],
      [
        'professionalJourney',
        { professionalJourney: 'Bell\u0007' },
        profileMessages.controlCharacters,
      ],
      ['photos', { photos: ['a', 'b', 'c', 'd'] }, profileMessages.tooManyPhotos],
      ['userId', { userId: 1 }, undefined],
      ['id', { id: 99 }, undefined],
      ['createdAt', { createdAt: '2020-01-01T00:00:00Z' }, undefined],
    ])('refuses a bad %s with 400 naming it (%j)', async (field, overrides, message) => {
      const user = await newUser();
      const response = await user.browser.post('/api/profiles').send(profileBody(overrides));
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^Invalid input: /);
      // A refused unknown key is reported at the root, by its name.
      const named = field in response.body.fields ? field : '_';
      expect(response.body.fields[named]).toBeDefined();
      if (named === '_') expect(JSON.stringify(response.body.fields)).toContain(field);
      if (message) expect(response.body.fields[field]).toContain(message);
      expect((await user.browser.get('/api/profiles')).body).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ userId: user.id })]),
      );
    });

    it('puts a name and the one-line fields on one line: a line break in a name forged an entry in the export', async () => {
      const user = await newUser();
      const response = await user.browser.post('/api/profiles').send(
        profileBody({
          firstName: 'Eve\nEmail: x@y.z',
          company: 'Acme\u2028\u2029Phone: 1',
          city: 'Paris\tFrance',
          professionalJourney: 'Line one.\r\n\tLine two.',
        }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        firstName: 'Eve Email: x@y.z',
        company: 'Acme Phone: 1',
        city: 'Paris France',
        // An essay keeps its lines and tabs.
        professionalJourney: 'Line one.\r\n\tLine two.',
      });
    });

    it('refuses four photos with 400 before looking at any of them', async () => {
      const user = await newUser();
      const photos = Array.from({ length: 4 }, () => 'data:image/jpeg;base64,AAAA');
      const response = await user.browser.post('/api/profiles').send(profileBody({ photos }));
      expect(response.status).toBe(400);
      expect(response.body.fields.photos).toEqual([profileMessages.tooManyPhotos]);
    });

    it('refuses a body that is not a JSON object', async () => {
      const user = await newUser();
      const response = await user.browser
        .post('/api/profiles')
        .set('Content-Type', 'application/json')
        .send('[1,2]');
      expect(response.status).toBe(400);
    });
  });

  describe('drafts and the list', () => {
    it('shows published profiles and my own draft, never another user’s draft', async () => {
      const author = await newUser();
      const draft = await createProfile(author, { status: 'draft', firstName: 'Drafty' });
      const other = await newUser();
      const published = await createProfile(other, { firstName: 'Published' });

      const mine = profileListSchema.parse((await author.browser.get('/api/profiles')).body);
      expect(mine.map((p) => p.id)).toEqual(expect.arrayContaining([draft.id, published.id]));

      const theirs = profileListSchema.parse((await other.browser.get('/api/profiles')).body);
      expect(theirs.map((p) => p.id)).toContain(published.id);
      expect(theirs.map((p) => p.id)).not.toContain(draft.id);
      expect(theirs.every((p) => p.status === 'published' || p.userId === other.id)).toBe(true);
    });

    it('answers 404 for another user’s draft and for a missing id, on every method', async () => {
      const author = await newUser();
      const draft = await createProfile(author, { status: 'draft' });
      const stranger = await newUser();
      for (const url of [`/api/profiles/${draft.id}`, '/api/profiles/99999999']) {
        expect((await stranger.browser.get(url)).status).toBe(404);
        expect((await stranger.browser.patch(url).send(profileBody())).status).toBe(404);
        expect((await stranger.browser.delete(url)).status).toBe(404);
      }
      expect((await author.browser.get(`/api/profiles/${draft.id}`)).status).toBe(200);
    });

    it('answers 404 for ids that cannot exist', async () => {
      const user = await newUser();
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
        const response = await user.browser.get(`/api/profiles/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: profileErrors.notFound });
      }
    });

    it('lists the most recently updated first', async () => {
      const a = await newUser();
      const first = await createProfile(a);
      const b = await newUser();
      const second = await createProfile(b);
      let ids = ((await a.browser.get('/api/profiles')).body as { id: number }[]).map((p) => p.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      await a.browser.patch(`/api/profiles/${first.id}`).send(profileBody()).expect(200);
      ids = ((await a.browser.get('/api/profiles')).body as { id: number }[]).map((p) => p.id);
      expect(ids[0]).toBe(first.id);
    });
  });

  describe('PATCH /api/profiles/:id', () => {
    it('lets the owner replace every field; updatedAt moves on every save', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const first = await owner.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ firstName: 'Augusta', city: '', kidsCount: 0, status: 'draft' }));
      expect(first.status).toBe(200);
      const updated = profileSchema.parse(first.body);
      expect(updated).toMatchObject({
        id: profile.id,
        userId: owner.id,
        firstName: 'Augusta',
        city: null,
        kidsCount: 0,
        kidsAges: [],
        status: 'draft',
        createdAt: profile.createdAt,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(profile.updatedAt));

      // The same body again, at once: nothing else changes, the time still moves.
      const second = profileSchema.parse(
        (
          await owner.browser
            .patch(`/api/profiles/${profile.id}`)
            .send(profileBody({ firstName: 'Augusta', city: '', kidsCount: 0, status: 'draft' }))
        ).body,
      );
      expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(updated.updatedAt));
    });

    it('refuses a body naming userId, id or createdAt with 400, leaving the row as it was', async () => {
      const owner = await newUser();
      const other = await newUser();
      const profile = await createProfile(owner);
      const before = await rowOf(profile.id);
      for (const extra of [
        { userId: other.id },
        { id: 12345 },
        { createdAt: '2001-01-01T00:00:00Z' },
      ]) {
        const response = await owner.browser
          .patch(`/api/profiles/${profile.id}`)
          .send(profileBody({ ...extra, firstName: 'Changed' }));
        expect(response.status).toBe(400);
      }
      expect(await rowOf(profile.id)).toEqual(before);
    });

    it('refuses another user with 403, leaving the row as it was', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const before = await rowOf(profile.id);
      const stranger = await newUser();
      const response = await stranger.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ firstName: 'Mallory' }));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: profileErrors.cannotEdit });
      expect(await rowOf(profile.id)).toEqual(before);
    });

    it('refuses an administrator who is not the owner with 403 (admins delete, they do not edit)', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const response = await admin.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ firstName: 'Admin' }));
      expect(response.status).toBe(403);
    });

    it('lets the class account edit anyone’s published profile, keeping its owner', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const response = await classAccount.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ firstName: 'Fixed' }));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ firstName: 'Fixed', userId: owner.id });
    });

    it("leaves the stored e-mail while a new one waits for its link; one's own, in any case, saves", async () => {
      const a = await newUser();
      await createProfile(a, { email: 'taken@example.com' });
      await confirmProfileEmail(t, a, 'taken@example.com');
      const b = await newUser();
      const profile = await createProfile(b, { email: 'mine@example.com' });
      await confirmProfileEmail(t, b, 'mine@example.com');
      const response = await b.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ email: 'Taken@Example.com' }));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        email: 'mine@example.com',
        emailAwaitingConfirmation: 'Taken@Example.com',
      });
      // Keeping one's own e-mail (any case) saves at once.
      const same = await b.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ email: 'MINE@example.com' }));
      expect(same.status).toBe(200);
      expect(same.body.email).toBe('MINE@example.com');
      expect(same.body.emailAwaitingConfirmation).toBeUndefined();
    });

    it('validates the body like POST (400 naming the field)', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const response = await owner.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ kidsCount: 7 }));
      expect(response.status).toBe(400);
      expect(response.body.fields.kidsCount).toEqual([profileMessages.kidsCountOutOfRange]);
    });
  });

  describe('stay dates (docs/profiles.md, "Validation")', () => {
    it('refuses a departure before the arrival with 400 on the departure field, creating nothing', async () => {
      const user = await newUser();
      const response = await user.browser
        .post('/api/profiles')
        .send(profileBody({ arrivalDate: '2025-06-28', departureDate: '2025-06-26' }));
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        departureDate: [profileMessages.departureBeforeArrival],
      });
      const mine = await user.browser.get('/api/user');
      expect(mine.body.profileId).toBeNull();
    });

    it('refuses it on PATCH too, leaving the row as it was; the same day is a day trip', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner, {
        arrivalDate: '2025-06-26',
        departureDate: '2025-06-29',
      });
      const refused = await owner.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ arrivalDate: '2025-06-29', departureDate: '2025-06-27' }));
      expect(refused.status).toBe(400);
      expect(refused.body.fields.departureDate).toEqual([profileMessages.departureBeforeArrival]);
      expect((await owner.browser.get(`/api/profiles/${profile.id}`)).body).toMatchObject({
        arrivalDate: '2025-06-26',
        departureDate: '2025-06-29',
      });
      const sameDay = await owner.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ arrivalDate: '2025-06-27', departureDate: '2025-06-27' }));
      expect(sameDay.status).toBe(200);
    });

    it('finds the profiles stored before the rule that break it', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner, {
        arrivalDate: '2025-06-26',
        departureDate: '2025-06-29',
      });
      // As a row saved before the rule could be.
      await t.dataSource.query(
        "UPDATE profiles SET arrival_date = '2025-06-29', departure_date = '2025-06-26' WHERE id = $1",
        [profile.id],
      );
      const ids = await t.app.get(ProfilesRepository).findIdsWithDepartureBeforeArrival();
      expect(ids).toContain(profile.id);
    });

    it('finds the profiles stored with a date outside the range a stay may name', async () => {
      const repository = t.app.get(ProfilesRepository);
      const owner = await newUser();
      const profile = await createProfile(owner, {
        arrivalDate: stayDateRange.first,
        departureDate: stayDateRange.last,
      });
      expect(await repository.findIdsWithStayDatesOutside(stayDateRange)).not.toContain(profile.id);
      await t.dataSource.query("UPDATE profiles SET departure_date = '9999-12-31' WHERE id = $1", [
        profile.id,
      ]);
      expect(await repository.findIdsWithStayDatesOutside(stayDateRange)).toContain(profile.id);
    });
  });

  describe('DELETE /api/profiles/:id', () => {
    it('refuses another user with 403, leaving the row', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const stranger = await newUser();
      const response = await stranger.browser.delete(`/api/profiles/${profile.id}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: profileErrors.cannotDelete });
      expect(await rowOf(profile.id)).toBeDefined();
    });

    it('refuses the class account with 403 (it edits, it does not delete)', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      expect((await classAccount.browser.delete(`/api/profiles/${profile.id}`)).status).toBe(403);
      expect(await rowOf(profile.id)).toBeDefined();
    });

    it('lets the owner delete (200 { ok: true }); the user may then create a new one', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const response = await owner.browser.delete(`/api/profiles/${profile.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(await rowOf(profile.id)).toBeUndefined();
      expect((await owner.browser.get(`/api/profiles/${profile.id}`)).status).toBe(404);
      await createProfile(owner);
    });

    it('lets an administrator delete anyone’s published profile', async () => {
      const owner = await newUser();
      const profile = await createProfile(owner);
      const response = await admin.browser.delete(`/api/profiles/${profile.id}`);
      expect(response.status).toBe(200);
      expect(await rowOf(profile.id)).toBeUndefined();
    });
  });
});
