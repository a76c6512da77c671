import { epochMsToParisTime } from './paris-time.js';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * The lowercased title with every non-alphanumeric character replaced by '_' (docs/pages.md,
 * "Calendar files").
 */
export function eventFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.ics`;
}

/**
 * The full calendar's name carries the date (YYYYMMDD) and a 4-digit suffix. The
 * suffix is the download's Paris time (HHMM): deterministic for a given moment, and two
 * downloads of an updated programme on one day still get different names.
 * e.g. 'class_of_2005_reunion_schedule_20250615_1432.ics'
 */
export function scheduleFileName(downloadedAt: Date): string {
  const t = epochMsToParisTime(downloadedAt.getTime());
  return `class_of_2005_reunion_schedule_${t.year}${two(t.month)}${two(t.day)}_${two(t.hour)}${two(t.minute)}.ics`;
}
