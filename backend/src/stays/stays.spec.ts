import { classmateStayListSchema, stayCompanionListSchema } from '@reunion/contracts';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe("who's in town: GET /api/stays and /api/stays/companions/{id}", () => {
  let t: TestApp;
  let reader: SignedInUser;
  const ids: Record<string, number> = {};

  /** A classmate's profile with these travel answers (every other field as profileBody). */
  async function profile(name: string, fields: Record<string, unknown>): Promise<void> {
    const user = await signUp(t, `${name.toLowerCase()}@example.com`);
    const created = await user.browser
      .post('/api/profiles')
      .send(profileBody({ firstName: name, lastName: 'Stay', email: null, ...fields }));
    expect(created.status).toBe(201);
    ids[name] = created.body.id as number;
  }

  beforeAll(async () => {
    t = await startTestApp();
    reader = await signUp(t, 'reader@example.com');
    const hotel = { accommodation: 'Hôtel de Londres', accommodationTown: 'Fontainebleau' };
    await profile('Ada', { ...hotel, arrivalDate: '2025-06-26', departureDate: '2025-06-29' });
    await profile('Bea', { ...hotel, arrivalDate: '2025-06-28', departureDate: '2025-06-30' });
    await profile('Cy', {
      accommodation: 'Airbnb',
      accommodationTown: 'Barbizon',
      arrivalDate: '2025-06-27',
      departureDate: '2025-06-28',
    });
    // Not shown: a draft, a "no", a missing date, a departure before the arrival.
    await profile('Dee', { ...hotel, status: 'draft' });
    await profile('Eve', { ...hotel, attending: 'no' });
    await profile('Fay', { ...hotel, departureDate: null });
    // The server refuses that now (docs/profiles.md, "Validation"): a row stored before the rule.
    await profile('Gus', { ...hotel, arrivalDate: '2025-06-27', departureDate: '2025-06-29' });
    await t.dataSource.query(
      `UPDATE "profiles" SET "arrival_date" = '2025-06-29', "departure_date" = '2025-06-27' WHERE "id" = $1`,
      [ids.Gus],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous visitors with 401', async () => {
    expect((await t.http().get('/api/stays')).status).toBe(401);
    expect((await t.http().get(`/api/stays/companions/${ids.Ada}`)).status).toBe(401);
  });

  it('lists the coming classmates whose stay is known, names and places only', async () => {
    const response = await reader.browser.get('/api/stays');
    expect(response.status).toBe(200);
    const stays = classmateStayListSchema.parse(response.body);
    expect(stays.map((stay) => stay.firstName)).toEqual(['Ada', 'Bea', 'Cy']);
    expect(stays[2]).toEqual({
      profileId: ids.Cy,
      firstName: 'Cy',
      lastName: 'Stay',
      arrivalDate: '2025-06-27',
      departureDate: '2025-06-28',
      accommodation: 'Airbnb',
      accommodationTown: 'Barbizon',
    });
    // No contact detail, nothing of the profile beyond the stay.
    expect(Object.keys(response.body[0]).sort()).toEqual(Object.keys(stays[0] ?? {}).sort());
  });

  it("names who shares a profile's hotel on the same nights", async () => {
    const response = await reader.browser.get(`/api/stays/companions/${ids.Ada}`);
    expect(response.status).toBe(200);
    expect(stayCompanionListSchema.parse(response.body)).toEqual([
      { profileId: ids.Bea, firstName: 'Bea', lastName: 'Stay', nights: ['2025-06-28'] },
    ]);
    // Someone in a holiday flat has no companions, someone without dates neither.
    expect((await reader.browser.get(`/api/stays/companions/${ids.Cy}`)).body).toEqual([]);
    expect((await reader.browser.get(`/api/stays/companions/${ids.Fay}`)).body).toEqual([]);
  });

  it('answers 404 for a draft, an unknown id or one that cannot be an id', async () => {
    for (const id of [ids.Dee, 999999, 'abc']) {
      const response = await reader.browser.get(`/api/stays/companions/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });
});
