import {
  insightsSummarySchema,
  insightsTableProfileListSchema,
  type InsightsSummary,
} from '@reunion/contracts';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('GET /api/insights', () => {
  let t: TestApp;
  let viewer: SignedInUser;
  let counter = 0;

  async function createProfile(overrides: Record<string, unknown>): Promise<SignedInUser> {
    const user = await signUp(t, `classmate${++counter}@example.com`);
    await user.browser.post('/api/profiles').send(profileBody(overrides)).expect(201);
    return user;
  }

  async function summary(user: SignedInUser = viewer): Promise<InsightsSummary> {
    const response = await user.browser.get('/api/insights');
    expect(response.status).toBe(200);
    return insightsSummarySchema.parse(response.body);
  }

  beforeAll(async () => {
    t = await startTestApp();
    viewer = await signUp(t, 'viewer@example.com');
    // Three published profiles: 2 of 3 at the reunion (67%), 1 of 3 in Paris (33%).
    await createProfile({
      firstName: 'Ada',
      attending: 'yes',
      parisGathering: 'yes',
      accommodation: 'Hôtel de Londres',
      accommodationTown: 'Fontainebleau',
      arrivalDate: '2025-06-26',
      departureDate: '2025-06-29',
    });
    await createProfile({
      firstName: 'Grace',
      attending: 'yes',
      parisGathering: 'no',
      accommodation: 'Hôtel de Londres',
      accommodationTown: 'Fontainebleau',
      arrivalDate: '2025-06-27',
      departureDate: '2025-06-30',
    });
    await createProfile({
      firstName: 'Alan',
      attending: 'no',
      parisGathering: 'maybe',
      accommodation: 'Airbnb',
      accommodationTown: 'Avon',
      arrivalDate: null,
      departureDate: null,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous visitors with 401', async () => {
    for (const path of ['/api/insights', '/api/insights/profiles']) {
      const response = await t.http().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it('gives any signed-in user the figures of the published profiles', async () => {
    const figures = await summary();
    expect(figures.totalProfiles).toBe(3);
    expect(figures.reunion).toEqual({
      yes: { count: 2, percent: 67 },
      no: { count: 1, percent: 33 },
      maybe: { count: 0, percent: 0 },
    });
    expect(figures.paris).toEqual({
      yes: { count: 1, percent: 33 },
      no: { count: 1, percent: 33 },
      maybe: { count: 1, percent: 33 },
    });
    expect(figures.topAccommodation).toEqual({ name: 'Hôtel de Londres', count: 2 });
    expect(figures.accommodation.byAccommodation).toEqual([
      { name: 'Hôtel de Londres', count: 2, percent: 67 },
      { name: 'Airbnb', count: 1, percent: 33 },
    ]);
    expect(figures.accommodation.byTown).toEqual([
      { name: 'Fontainebleau', count: 2, percent: 67 },
      { name: 'Avon', count: 1, percent: 33 },
    ]);
  });

  it('counts the nights in town from the stored dates (arrival ≤ night < departure)', async () => {
    const { stay } = await summary();
    expect(stay.days.map((day) => day.date)).toEqual([
      '2025-06-25',
      '2025-06-26',
      '2025-06-27',
      '2025-06-28',
      '2025-06-29',
      '2025-06-30',
    ]);
    expect(stay.days.map((day) => day.present)).toEqual([0, 1, 2, 2, 1, 0]);
    expect(stay.days.map((day) => day.arrivals)).toEqual([0, 1, 1, 0, 0, 0]);
    expect(stay.days.map((day) => day.departures)).toEqual([0, 0, 0, 0, 1, 1]);
    // Alan said no to the reunion: he is left out of the stay, not counted as incomplete.
    expect(stay.incompleteDates).toBe(0);
  });

  it('leaves drafts out, even for their own author', async () => {
    const author = await createProfile({
      firstName: 'Drafty',
      status: 'draft',
      attending: 'yes',
      accommodation: 'Airbnb',
      arrivalDate: '2025-06-25',
      departureDate: '2025-06-30',
    });
    for (const user of [viewer, author]) {
      const figures = await summary(user);
      expect(figures.totalProfiles).toBe(3);
      expect(figures.reunion.yes.count).toBe(2);
      expect(figures.stay.days[0]?.present).toBe(0);
    }
  });

  it('answers counts only: no names, e-mails or photos', async () => {
    const text = JSON.stringify((await viewer.browser.get('/api/insights')).body);
    expect(text).not.toMatch(/Ada|Grace|example\.com|photos/);
  });

  describe('GET /api/insights/profiles', () => {
    it("gives the table's rows: published profiles with its eleven fields only", async () => {
      await createProfile({ firstName: 'Hidden', status: 'draft', phoneNumber: '+33 6 12' });
      const response = await viewer.browser.get('/api/insights/profiles');
      expect(response.status).toBe(200);
      const rows = insightsTableProfileListSchema.parse(response.body);
      // Most recently updated first, as the table opens.
      expect(rows.map((row) => row.firstName)).toEqual(['Alan', 'Grace', 'Ada']);
      for (const row of response.body as Record<string, unknown>[])
        expect(Object.keys(row).sort()).toEqual(
          [
            'accommodation',
            'arrivalDate',
            'attending',
            'company',
            'dietaryRequirements',
            'email',
            'firstName',
            'id',
            'lastName',
            'parisGathering',
            'status',
          ].sort(),
        );
      expect(rows.find((row) => row.firstName === 'Ada')).toMatchObject({
        status: 'published',
        attending: 'yes',
        parisGathering: 'yes',
        arrivalDate: '2025-06-26',
        accommodation: 'Hôtel de Londres',
      });
      expect(JSON.stringify(response.body)).not.toMatch(/Hidden|\+33|photos/);
    });
  });
});
