import { ordinalDate, ordinalNumber } from './ordinal-date.js';

describe('ordinalNumber', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [27, '27th'],
    [31, '31st'],
    [111, '111th'],
  ])('%i → %s', (n, expected) => {
    expect(ordinalNumber(n)).toBe(expected);
  });
});

describe('ordinalDate', () => {
  it('writes the reunion days as the overview shows them', () => {
    expect(ordinalDate('2025-06-26')).toBe('26th of June');
    expect(ordinalDate('2025-06-27')).toBe('27th of June');
    expect(ordinalDate('2025-06-28')).toBe('28th of June');
    expect(ordinalDate('2025-06-29')).toBe('29th of June');
  });

  it('handles the 1st, 2nd, 3rd, 11th–13th and 21st–23rd of other months', () => {
    expect(ordinalDate('2025-07-01')).toBe('1st of July');
    expect(ordinalDate('2025-01-02')).toBe('2nd of January');
    expect(ordinalDate('2025-12-03')).toBe('3rd of December');
    expect(ordinalDate('2025-05-11')).toBe('11th of May');
    expect(ordinalDate('2025-05-12')).toBe('12th of May');
    expect(ordinalDate('2025-05-13')).toBe('13th of May');
    expect(ordinalDate('2025-06-21')).toBe('21st of June');
    expect(ordinalDate('2025-06-22')).toBe('22nd of June');
    expect(ordinalDate('2025-06-23')).toBe('23rd of June');
  });

  it('refuses text that is not a date', () => {
    expect(() => ordinalDate('27/06/2025')).toThrow('Not a YYYY-MM-DD date');
    expect(() => ordinalDate('2025-13-01')).toThrow('Not a YYYY-MM-DD date');
  });
});
