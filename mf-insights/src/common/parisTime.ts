import { franceClock, usLongDateTime } from '@reunion/contracts';

// The organisers' tables print moments (a reminder mailed, a canary started or ended) on
// France's clock, the reunion's, as the album does, and say so in the column's title
// (docs/pages.md, "Dates and times"): every organiser reads the same time whatever their
// phone's zone, and the server and the browser print the same text. Written out, without Intl.

/** 'Saturday, June 28, 2025 at 11:00 PM': a moment as clocks in France showed it. */
export function parisDateTime(iso: string): string {
  return usLongDateTime(franceClock(iso));
}

/** The title of a column of such moments: 'Reminded (Paris time)'. */
export function parisTimeTitle(title: string): string {
  return `${title} (Paris time)`;
}
