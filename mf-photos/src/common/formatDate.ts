import { franceClock, usLongDateTime, usShortDate } from '@reunion/contracts';

// In France's time, the reunion's, not the phone's (docs/pages.md, "Dates and times"): the
// server draws the cards too, and a phone that printed another day made React draw the card
// again while the page was taken over, dropping a tap held for it.

/** 'Jun 28, 2025': short, for the cards. */
export function shortDate(iso: string): string {
  return usShortDate(franceClock(iso));
}

/** 'Saturday, June 28, 2025 at 11:00 PM (Paris time)': the viewer's full upload date. */
export function longDateTime(iso: string): string {
  return `${usLongDateTime(franceClock(iso))} (Paris time)`;
}
