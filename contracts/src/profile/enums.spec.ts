import {
  accommodationSchema,
  accommodationTownSchema,
  accommodationValues,
  attendingSchema,
  hotelValues,
  industrySchema,
  profileStatusSchema,
} from './enums.js';

describe('profile enumerations', () => {
  it('keeps the stored accommodation spellings, accents included', () => {
    expect(accommodationValues).toEqual([
      'Hôtel Aigle Noir',
      'Hôtel de Londres',
      'Mercure Château de Fontainebleau',
      'Ibis Château de Fontainebleau',
      'INSEAD Hotel Ermitage',
      'Airbnb',
      'Private accommodation',
      'Not yet decided',
      'Other',
    ]);
    expect(hotelValues).toHaveLength(5);
  });

  it.each([
    [attendingSchema, 'yes', 'Yes'],
    [profileStatusSchema, 'draft', 'archived'],
    [accommodationSchema, 'Hôtel Aigle Noir', 'Hotel Aigle Noir'],
    [accommodationTownSchema, 'Barbizon', 'Paris'],
    [industrySchema, 'Non-profit', 'Nonprofit'],
  ] as const)('accepts a listed value and rejects a near miss (%#)', (schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse(bad).success).toBe(false);
  });
});
