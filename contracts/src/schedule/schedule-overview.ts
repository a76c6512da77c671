import type { Day } from './schedule.types.js';

/** The overview line of a day is cut at this many characters. */
export const overviewMaxLength = 60;

/** The day's titles joined, cut at 60 characters with an ellipsis (docs/pages.md, "Event page"). */
export function overviewText(day: Day): string {
  const titles = day.activities
    .map((activity) => activity.event.trim())
    .filter((title) => title !== '')
    .join(', ');
  if (titles.length <= overviewMaxLength) return titles;
  // Never cut an emoji (a surrogate pair) in half: the lone half would print as '�'.
  return `${titles.slice(0, overviewMaxLength).replace(/[\uD800-\uDBFF]$/, '')}...`;
}
