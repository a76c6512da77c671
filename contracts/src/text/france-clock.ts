// The instants the pages print (an album photo's upload, the copyright's year) are read on
// France's clock, the reunion's (docs/pages.md, "Dates and times"): the server and every phone
// then print the same text, so React taking over a server-drawn page finds nothing to redraw.
// Written out rather than asked of Intl with timeZone 'Europe/Paris' (us-english.ts says why):
// France keeps the EU's summer time, from 01:00 UTC on March's last Sunday to 01:00 UTC on
// October's last Sunday (true since 1996; france-clock.spec.ts checks it against Intl's zones).

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of `month` (0 for January) of `year`: when EU clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/** Hours France is ahead of UTC at that instant: 2 in summer time, 1 the rest of the year. */
function franceOffsetHours(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return summer ? 2 : 1;
}

/**
 * What clocks in France show at `time`, as a Date whose UTC fields read it (getUTCDate() is the
 * day in France): hand it to us-english.ts's functions, which print UTC fields.
 */
export function franceClock(time: number | string | Date): Date {
  const instant = new Date(time).getTime();
  return new Date(instant + franceOffsetHours(instant) * HOUR_MS);
}

/** The day in France at `time`, as YYYY-MM-DD: the date a file made or shared then is named by. */
export function franceDay(time: number | string | Date): string {
  return franceClock(time).toISOString().slice(0, 10);
}
