/** A time of day as written in the programme; `hour` may exceed 23 for an end ("24:00"). */
export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
}

export interface ActivityTime {
  readonly start: ClockTime;
  /** Null when only a start is written. */
  readonly end: ClockTime | null;
}

// Organisers type an en dash ('19:00 – 23:00'), but a hyphen or em dash is the same intent.
const timePattern = /^\s*(\d{1,2}):(\d{2})\s*(?:[-–—]\s*(\d{1,2}):(\d{2}))?\s*$/;

/**
 * Reads 'HH:MM' or 'HH:MM – HH:MM'. Returns null for anything else (an empty time, 'TBA',
 * a start past 23:59), which the calendar builders treat as "no time".
 */
export function parseActivityTime(text: string): ActivityTime | null {
  const match = timePattern.exec(text);
  if (!match) return null;
  const [, startHour, startMinute, endHour, endMinute] = match;
  const start = { hour: Number(startHour), minute: Number(startMinute) };
  if (start.hour > 23 || start.minute > 59) return null;
  if (endHour === undefined || endMinute === undefined) return { start, end: null };
  const end = { hour: Number(endHour), minute: Number(endMinute) };
  if (end.minute > 59) return null;
  return { start, end };
}
