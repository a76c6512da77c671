import { autoFillAccommodationTown, isHotel, townBeforeSave } from './accommodation.js';
import { hotelValues } from './enums.js';

describe('isHotel', () => {
  it.each(hotelValues)('%s is a hotel', (hotel) => expect(isHotel(hotel)).toBe(true));
  it.each(['Airbnb', 'Private accommodation', 'Not yet decided', 'Other', '', null])(
    '%p is not a hotel',
    (value) => expect(isHotel(value)).toBe(false),
  );
});

describe('autoFillAccommodationTown (on choosing an accommodation)', () => {
  it.each(hotelValues)('%s fills an empty town with Fontainebleau', (hotel) => {
    expect(autoFillAccommodationTown(hotel, '')).toBe('Fontainebleau');
    expect(autoFillAccommodationTown(hotel, null)).toBe('Fontainebleau');
    expect(autoFillAccommodationTown(hotel, undefined)).toBe('Fontainebleau');
  });

  it.each(['Airbnb', 'Private accommodation', 'Other'] as const)(
    '%s fills an empty town with Other',
    (accommodation) => expect(autoFillAccommodationTown(accommodation, '')).toBe('Other'),
  );

  it('never overwrites a town the user chose', () => {
    expect(autoFillAccommodationTown('Hôtel de Londres', 'Avon')).toBe('Avon');
    expect(autoFillAccommodationTown('Airbnb', 'Barbizon')).toBe('Barbizon');
  });

  it("leaves the town alone for 'Not yet decided', handing back the same empty value", () => {
    expect(autoFillAccommodationTown('Not yet decided', '')).toBe('');
    expect(autoFillAccommodationTown('Not yet decided', undefined)).toBeUndefined();
    expect(autoFillAccommodationTown('Not yet decided', 'Avon')).toBe('Avon');
  });
});

describe('townBeforeSave', () => {
  it('fills an empty town for a decided accommodation', () => {
    expect(townBeforeSave('INSEAD Hotel Ermitage', null)).toBe('Fontainebleau');
    expect(townBeforeSave('Private accommodation', '')).toBe('Other');
  });

  it('keeps a chosen town', () => {
    expect(townBeforeSave('Mercure Château de Fontainebleau', 'Avon')).toBe('Avon');
  });

  it('does nothing while accommodation is undecided or missing', () => {
    expect(townBeforeSave('Not yet decided', null)).toBeNull();
    expect(townBeforeSave(undefined, '')).toBe('');
  });
});
