import { parseActivityTime, type ClockTime } from './activity-time.js';
import { calendarDefaults, type CalendarOptions } from './calendar-options.js';
import type { Activity, CalendarEvent, Day, ParisDateTime, Schedule } from './schedule.types.js';

/** A calendar entry never runs past the day it starts on (docs/pages.md, "Calendar files"). */
const endOfDay: ClockTime = { hour: 23, minute: 59 };
const minutesPerDay = 24 * 60;
/** An activity with a start only lasts one hour. */
const defaultDurationMinutes = 60;

/** 'Welcome Reception & Dinner' → 'welcome-reception-dinner'; accents folded to plain letters. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A UID built from what identifies an activity to a human: its day and title. Moving an
 * activity to another hour keeps its UID, so subscribed calendars move the entry. Two
 * activities of one day with the same title get -2, -3… in programme order, skipping a
 * suffix an earlier title already slugs to ('Lunch', 'Lunch 2', 'Lunch' must not share one).
 */
export function activityUid(
  day: Day,
  activity: Activity,
  uidDomain: string = calendarDefaults.uidDomain,
): string {
  const position = day.activities.indexOf(activity);
  const upTo = position < 0 ? [activity] : day.activities.slice(0, position + 1);
  // Each activity up to this one takes the first free key; bounded by the day's length.
  const taken = new Set<string>();
  let key = '';
  for (const each of upTo) {
    const slug = slugify(each.event) || 'activity';
    key = slug;
    for (let twin = 2; taken.has(key); twin += 1) key = `${slug}-${twin}`;
    taken.add(key);
  }
  return `${day.date.replaceAll('-', '')}-${key}@${uidDomain}`;
}

function parseDay(isoDate: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const toMinutes = (time: ClockTime): number => time.hour * 60 + time.minute;

/**
 * The end of an activity on its own day. An end hour of 24 or more is clamped to 23:59;
 * an end earlier than the start ('20:00 – 01:00') also means "past midnight" and is clamped
 * the same way, so no entry ever ends before it starts.
 */
function endClock(start: ClockTime, end: ClockTime | null): ClockTime {
  if (end === null || toMinutes(end) === toMinutes(start)) {
    const endMinutes = toMinutes(start) + defaultDurationMinutes;
    if (endMinutes >= minutesPerDay) return endOfDay;
    return { hour: Math.floor(endMinutes / 60), minute: endMinutes % 60 };
  }
  if (end.hour >= 24 || toMinutes(end) < toMinutes(start)) return endOfDay;
  return end;
}

/**
 * One activity as a calendar entry (Paris wall-clock times), or null when it cannot be one:
 * no title, or no readable time (docs/pages.md, "Calendar files").
 */
export function toCalendarEvent(
  day: Day,
  activity: Activity,
  options: CalendarOptions = {},
): CalendarEvent | null {
  const title = activity.event.trim();
  const time = parseActivityTime(activity.time);
  const date = parseDay(day.date);
  if (title === '' || time === null || date === null) return null;
  const start: ParisDateTime = { ...date, ...time.start };
  const end: ParisDateTime = { ...date, ...endClock(time.start, time.end) };
  return {
    uid: activityUid(day, activity, options.uidDomain),
    title,
    description: activity.description.trim(),
    location: activity.location.trim(),
    start,
    end,
    ...(options.url === undefined ? {} : { url: options.url }),
    productId: options.productId ?? calendarDefaults.productId,
  };
}

/** Every activity that can be a calendar entry, in programme order; the others are skipped. */
export function scheduleCalendarEvents(
  schedule: Schedule,
  options: CalendarOptions = {},
): CalendarEvent[] {
  return schedule.days.flatMap((day) =>
    day.activities.flatMap((activity) => toCalendarEvent(day, activity, options) ?? []),
  );
}
