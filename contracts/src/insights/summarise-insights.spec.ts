import { insightsSummarySchema } from './insights-summary.schema.js';
import { summariseInsights, type InsightsProfile } from './summarise-insights.js';

function profile(overrides: Partial<InsightsProfile> = {}): InsightsProfile {
  return {
    status: 'published',
    attending: 'maybe',
    parisGathering: 'maybe',
    accommodation: 'Not yet decided',
    accommodationTown: null,
    arrivalDate: null,
    departureDate: null,
    ...overrides,
  };
}

describe('summariseInsights', () => {
  it('gives zeros, no top accommodation and empty breakdowns for no profiles', () => {
    const summary = summariseInsights([]);
    expect(summary.totalProfiles).toBe(0);
    expect(summary.reunion).toEqual({
      yes: { count: 0, percent: 0 },
      no: { count: 0, percent: 0 },
      maybe: { count: 0, percent: 0 },
    });
    expect(summary.paris.yes).toEqual({ count: 0, percent: 0 });
    expect(summary.topAccommodation).toBeNull();
    expect(summary.accommodation).toEqual({
      byAccommodation: [],
      byTown: [],
      undecided: { count: 0, percent: 0 },
    });
    expect(summary.stay.days.every((day) => day.present === 0)).toBe(true);
    expect(insightsSummarySchema.parse(summary)).toEqual(summary);
  });

  it('counts reunion and Paris answers with whole-number shares of the total (1/3 → 33, 2/3 → 67)', () => {
    const summary = summariseInsights([
      profile({ attending: 'yes', parisGathering: 'yes' }),
      profile({ attending: 'yes', parisGathering: 'no' }),
      profile({ attending: 'no', parisGathering: 'no' }),
    ]);
    expect(summary.totalProfiles).toBe(3);
    expect(summary.reunion).toEqual({
      yes: { count: 2, percent: 67 },
      no: { count: 1, percent: 33 },
      maybe: { count: 0, percent: 0 },
    });
    expect(summary.paris).toEqual({
      yes: { count: 1, percent: 33 },
      no: { count: 2, percent: 67 },
      maybe: { count: 0, percent: 0 },
    });
  });

  it('counts published profiles only: drafts change no figure', () => {
    const published = [profile({ attending: 'yes', accommodation: 'Airbnb' })];
    const withDraft = [
      ...published,
      profile({
        status: 'draft',
        attending: 'yes',
        accommodation: 'Hôtel de Londres',
        accommodationTown: 'Fontainebleau',
        arrivalDate: '2025-06-26',
        departureDate: '2025-06-29',
      }),
    ];
    expect(summariseInsights(withDraft)).toEqual(summariseInsights(published));
    expect(summariseInsights(withDraft).totalProfiles).toBe(1);
  });

  it('ranks decided accommodations, most chosen first, and names the top one with its count', () => {
    const summary = summariseInsights([
      profile({ accommodation: 'Airbnb', accommodationTown: 'Other' }),
      profile({ accommodation: 'Hôtel de Londres', accommodationTown: 'Fontainebleau' }),
      profile({ accommodation: 'Hôtel de Londres', accommodationTown: 'Fontainebleau' }),
      profile({ accommodation: 'Not yet decided', accommodationTown: 'Barbizon' }),
    ]);
    expect(summary.topAccommodation).toEqual({ name: 'Hôtel de Londres', count: 2 });
    expect(summary.accommodation.byAccommodation).toEqual([
      { name: 'Hôtel de Londres', count: 2, percent: 50 },
      { name: 'Airbnb', count: 1, percent: 25 },
    ]);
    expect(summary.accommodation.byTown).toEqual([
      { name: 'Fontainebleau', count: 2, percent: 50 },
      { name: 'Barbizon', count: 1, percent: 25 },
      { name: 'Other', count: 1, percent: 25 },
    ]);
    expect(summary.accommodation.undecided).toEqual({ count: 1, percent: 25 });
  });

  it("has no top accommodation when everyone is still at 'Not yet decided'", () => {
    const summary = summariseInsights([profile(), profile()]);
    expect(summary.topAccommodation).toBeNull();
    expect(summary.accommodation.byAccommodation).toEqual([]);
    expect(summary.accommodation.undecided).toEqual({ count: 2, percent: 100 });
  });

  it('breaks a tie by the order of the accommodation list, so the answer never flips', () => {
    const a = profile({ accommodation: 'Airbnb' });
    const b = profile({ accommodation: 'Hôtel Aigle Noir' });
    expect(summariseInsights([a, b]).topAccommodation?.name).toBe('Hôtel Aigle Noir');
    expect(summariseInsights([b, a]).topAccommodation?.name).toBe('Hôtel Aigle Noir');
  });

  it('counts the nights in town from the dates, leaving out incomplete ones', () => {
    const summary = summariseInsights([
      profile({ attending: 'yes', arrivalDate: '2025-06-26', departureDate: '2025-06-29' }),
      profile({ attending: 'yes', arrivalDate: '2025-06-27', departureDate: null }),
    ]);
    expect(summary.stay.days.map((day) => day.present)).toEqual([0, 1, 1, 1, 0, 0]);
    expect(summary.stay.days.map((day) => day.arrivals)).toEqual([0, 1, 1, 0, 0, 0]);
    expect(summary.stay.incompleteDates).toBe(1);
  });

  it('always produces what the response schema accepts', () => {
    const summary = summariseInsights([
      profile({
        attending: 'yes',
        accommodation: 'INSEAD Hotel Ermitage',
        accommodationTown: 'Fontainebleau',
      }),
      profile({ attending: 'no', parisGathering: 'yes' }),
    ]);
    expect(insightsSummarySchema.safeParse(summary).success).toBe(true);
  });
});
