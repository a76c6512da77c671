import { failureRateLowerBound, judgeCanary } from './canary-judge.js';

const rules = { minLoads: 20, margin: 0.05, windowMs: 60_000 };
const count = (loads: number, failures: number) => ({ loads, failures });

describe('judgeCanary', () => {
  it('collects until the canary has its loads', () => {
    expect(judgeCanary(count(19, 19), count(100, 0), 120_000, rules)).toBe('collecting');
  });

  it('calls a canary worse when even its lowest likely failure rate beats the margin', () => {
    expect(judgeCanary(count(20, 20), count(100, 0), 0, rules)).toBe('worse');
    expect(judgeCanary(count(20, 6), count(100, 1), 0, rules)).toBe('worse');
  });

  it('does not call a canary worse for a failure or two a healthy version also has', () => {
    expect(judgeCanary(count(20, 1), count(100, 0), 0, rules)).toBe('healthy');
    expect(judgeCanary(count(20, 3), count(100, 10), 0, rules)).toBe('healthy');
  });

  it('makes a canary that is not worse promotable once it has run its window', () => {
    expect(judgeCanary(count(20, 0), count(0, 0), 59_999, rules)).toBe('healthy');
    expect(judgeCanary(count(20, 0), count(0, 0), 60_000, rules)).toBe('promotable');
  });
});

describe('failureRateLowerBound', () => {
  it('is 0 without loads or failures and grows with the evidence', () => {
    expect(failureRateLowerBound(count(0, 0))).toBe(0);
    expect(failureRateLowerBound(count(10, 0))).toBe(0);
    expect(failureRateLowerBound(count(6, 6))).toBeGreaterThan(0.5);
    expect(failureRateLowerBound(count(600, 300))).toBeCloseTo(0.46, 2);
    expect(failureRateLowerBound(count(6, 1))).toBeLessThan(0.05);
  });
});
