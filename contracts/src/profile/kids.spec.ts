import {
  coerceKidsCount,
  kidAgeOptions,
  kidsCountOptions,
  resizeKidsAges,
  resizeKidsAgesToChoose,
} from './kids.js';

describe('resizeKidsAgesToChoose', () => {
  it("keeps the ages chosen and adds unchosen ones, never 'Under 1 year' unasked", () => {
    expect(resizeKidsAgesToChoose([4], 3)).toEqual([4, undefined, undefined]);
    expect(resizeKidsAgesToChoose([4, undefined, 9], 2)).toEqual([4, undefined]);
    expect(resizeKidsAgesToChoose([4], 0)).toEqual([]);
  });
});

describe('resizeKidsAges', () => {
  it('keeps existing ages up to the new count', () => {
    expect(resizeKidsAges([4, 7, 9], 2)).toEqual([4, 7]);
  });

  it('adds new slots at 0', () => {
    expect(resizeKidsAges([4], 3)).toEqual([4, 0, 0]);
  });

  it.each([0, -1, Number.NaN])('a count of %p means no kids', (count) => {
    expect(resizeKidsAges([4, 7], count)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const ages = [1, 2];
    resizeKidsAges(ages, 1);
    expect(ages).toEqual([1, 2]);
  });
});

describe('coerceKidsCount', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 2 ', 2],
    ['abc', 0],
    ['', 0],
    ['3abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [true, 0],
    // Out of range values pass through so the schema refuses them by name.
    ['-1', -1],
    [7, 7],
  ])('%p → %p', (value, expected) => expect(coerceKidsCount(value)).toBe(expected));
});

describe('kids options', () => {
  it("offers 'None' and 1 to 6", () => {
    expect(kidsCountOptions.map((option) => option.label)).toEqual([
      'None',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(kidsCountOptions[0]?.value).toBe(0);
  });

  it("offers 'Under 1 year' as 0, then 1 to 23", () => {
    expect(kidAgeOptions).toHaveLength(24);
    expect(kidAgeOptions[0]).toEqual({ value: 0, label: 'Under 1 year' });
    expect(kidAgeOptions.at(-1)).toEqual({ value: 23, label: '23' });
  });
});
