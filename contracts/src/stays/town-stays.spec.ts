import { stayDateRange } from '../profile/stay-dates.js';
import { stayCompanions } from './stay-companions.js';
import { townDays } from './town-stays.js';
import type { ClassmateStay } from './town-stays.schema.js';

function stay(profileId: number, fields: Partial<ClassmateStay>): ClassmateStay {
  return {
    profileId,
    firstName: `First${profileId}`,
    lastName: `Last${profileId}`,
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-29',
    accommodation: 'Hôtel Aigle Noir',
    accommodationTown: 'Fontainebleau',
    ...fields,
  };
}

describe("who's in town", () => {
  const stays = [
    stay(1, { arrivalDate: '2025-06-25', departureDate: '2025-06-27', lastName: 'Zed' }),
    stay(2, { accommodation: 'Airbnb', accommodationTown: 'Avon', lastName: 'Abel' }),
    stay(3, {
      arrivalDate: '2025-06-28',
      departureDate: '2025-06-30',
      accommodation: 'Not yet decided',
      accommodationTown: null,
    }),
  ];

  it('covers every day from the earliest arrival to the last departure, both days included', () => {
    const days = townDays(stays);
    expect(days.map((day) => day.date)).toEqual([
      '2025-06-25',
      '2025-06-26',
      '2025-06-27',
      '2025-06-28',
      '2025-06-29',
      '2025-06-30',
    ]);
    expect(days.map((day) => day.classmates.map((c) => c.profileId))).toEqual([
      [1],
      [2, 1],
      [2, 1],
      [2, 3],
      [2, 3],
      [3],
    ]);
    // A stay without a town counts under Other.
    expect(days[3]?.byTown).toEqual({ Fontainebleau: 0, Avon: 1, Barbizon: 0, Other: 1 });
  });

  it('filters by town and by accommodation, the range following what is kept', () => {
    expect(townDays(stays, { town: 'Avon', accommodation: 'all' }).map((d) => d.date)).toEqual([
      '2025-06-26',
      '2025-06-27',
      '2025-06-28',
      '2025-06-29',
    ]);
    const hotel = townDays(stays, { town: 'all', accommodation: 'Hôtel Aigle Noir' });
    expect(hotel.map((d) => d.classmates.length)).toEqual([1, 1, 1]);
    expect(townDays(stays, { town: 'Barbizon', accommodation: 'all' })).toEqual([]);
  });

  it('crosses a month end without a time zone moving a day', () => {
    const days = townDays([stay(1, { arrivalDate: '2025-06-30', departureDate: '2025-07-01' })]);
    expect(days.map((day) => day.date)).toEqual(['2025-06-30', '2025-07-01']);
  });

  it('names who shares the same hotel on the same nights, and the nights', () => {
    const mine = stay(10, { arrivalDate: '2025-06-26', departureDate: '2025-06-28' });
    const others = [
      mine,
      stay(11, { arrivalDate: '2025-06-27', departureDate: '2025-06-30' }),
      // Leaves the morning I arrive: no night together.
      stay(12, { arrivalDate: '2025-06-24', departureDate: '2025-06-26' }),
      stay(13, { accommodation: 'Hôtel de Londres' }),
    ];
    expect(stayCompanions(others, mine)).toEqual([
      { profileId: 11, firstName: 'First11', lastName: 'Last11', nights: ['2025-06-27'] },
    ]);
  });

  it('finds no companions where the accommodation is not one place', () => {
    const airbnb = stay(20, { accommodation: 'Airbnb' });
    expect(stayCompanions([airbnb, stay(21, { accommodation: 'Airbnb' })], airbnb)).toEqual([]);
  });
});

describe('a stay stored before dates had to be near the reunion', () => {
  // The server refuses such dates now (profile/stay-dates.ts); a row saved earlier may hold them.
  const endless = stay(1, { arrivalDate: '0001-01-01', departureDate: '9999-12-31' });
  const before = stay(2, { arrivalDate: '1999-01-01', departureDate: '1999-01-09' });
  const usual = stay(3, {});

  it('walks only the days a stay may name: one per day, not millions', () => {
    const days = townDays([endless, before, usual]);
    expect(days[0]?.date).toBe(stayDateRange.first);
    expect(days.at(-1)?.date).toBe(stayDateRange.last);
    expect(days).toHaveLength(184);
    // The stay that ended long before is not in town on any of them.
    expect(days.some((day) => day.classmates.some((c) => c.profileId === 2))).toBe(false);
    expect(townDays([before])).toEqual([]);
  });

  it('counts its nights with others only within the dates a stay may name', () => {
    const companions = stayCompanions([endless, usual], endless);
    expect(companions).toEqual([
      expect.objectContaining({
        profileId: 3,
        nights: ['2025-06-26', '2025-06-27', '2025-06-28'],
      }),
    ]);
    expect(stayCompanions([endless, usual], usual)[0]?.nights).toEqual([
      '2025-06-26',
      '2025-06-27',
      '2025-06-28',
    ]);
  });
});
