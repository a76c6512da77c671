import { deadlineEnd, hasNudgesToCome, isNudgeWindowOpen } from './nudge-window.js';

const schedule = { deadline: '2025-05-29', nudgeDaysBefore: 7 };
const at = (iso: string) => new Date(iso);

describe('the nudge window', () => {
  it('opens at the start (UTC) of the day N days before the deadline and closes when it ends', () => {
    expect(isNudgeWindowOpen(schedule, at('2025-05-21T23:59:59Z'))).toBe(false);
    expect(isNudgeWindowOpen(schedule, at('2025-05-22T00:00:00Z'))).toBe(true);
    expect(isNudgeWindowOpen(schedule, at('2025-05-29T23:59:59Z'))).toBe(true);
    expect(isNudgeWindowOpen(schedule, at('2025-05-30T00:00:00Z'))).toBe(false);
    expect(deadlineEnd(schedule).toISOString()).toBe('2025-05-30T00:00:00.000Z');
  });

  it('has rounds to come until the deadline ends', () => {
    expect(hasNudgesToCome(schedule, at('2025-01-01T00:00:00Z'))).toBe(true);
    expect(hasNudgesToCome(schedule, at('2025-05-30T00:00:00Z'))).toBe(false);
  });
});
