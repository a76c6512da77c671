import type { ParisDateTime } from './schedule.types.js';

/** Every time in the programme is France local time (docs/pages.md, "The event"). */
export const eventTimeZone = 'Europe/Paris';

// Named zone rather than a fixed +02:00 so a winter date would still be right; never the
// process's own zone, because a server or a visitor abroad must produce the same instants. Made
// at first use, not when the module loads: a formatter is a noticeable cost on a phone, and the
// pages importing this module mostly read no clock before a calendar button is pressed.
let parisFormatter: Intl.DateTimeFormat | undefined;
const parisClock = () =>
  (parisFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: eventTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

interface ParisClockReading extends ParisDateTime {
  readonly second: number;
}

function readParisClock(epochMs: number): ParisClockReading {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of parisClock().formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes Paris is ahead of UTC at that instant (120 in summer, 60 in winter). */
export function parisOffsetMinutes(epochMs: number): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const clock = readParisClock(wholeSecond);
  const clockAsUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((clockAsUtc - wholeSecond) / 60_000);
}

/** The instant (epoch ms) at which Paris clocks show that wall-clock time. */
export function parisTimeToEpochMs(time: ParisDateTime): number {
  const wallAsUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  // Second pass settles the offset when the first guess lands across a DST change.
  const firstGuess = wallAsUtc - parisOffsetMinutes(wallAsUtc) * 60_000;
  return wallAsUtc - parisOffsetMinutes(firstGuess) * 60_000;
}

/** What Paris clocks show at that instant. */
export function epochMsToParisTime(epochMs: number): ParisDateTime {
  const { year, month, day, hour, minute } = readParisClock(epochMs);
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYYMMDDTHHMMSSZ', the UTC form both iCalendar and Google Calendar accept. */
export function formatUtcStamp(epochMs: number): string {
  const d = new Date(epochMs);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}
