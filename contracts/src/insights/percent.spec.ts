import { wholePercent } from './percent.js';

describe('wholePercent (whole numbers)', () => {
  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [1, 8, 13],
    [7, 200, 4],
    [1, 200, 1],
    [0, 5, 0],
    [5, 5, 100],
  ])('%i of %i is %i%%', (part, total, expected) => {
    expect(wholePercent(part, total)).toBe(expected);
  });

  it('answers 0 for an empty total instead of dividing by zero', () => {
    expect(wholePercent(0, 0)).toBe(0);
    expect(Number.isNaN(wholePercent(3, 0))).toBe(false);
  });
});
