import {
  insightsAttendanceLabel,
  shortMonthDay,
  type AccommodationShare,
  type InsightsSummary,
  type StayDay,
  type TownShare,
} from '@reunion/contracts';

// The shapes the charts draw and the sentences that describe them for screen readers, kept
// apart from the chart library so they are tested without it.

export interface AttendanceBar {
  event: string;
  yes: number;
  no: number;
  maybe: number;
}

export function attendanceBars(summary: InsightsSummary): AttendanceBar[] {
  return [
    { event: 'Reunion', ...counts(summary.reunion) },
    { event: 'Paris', ...counts(summary.paris) },
  ];
}

function counts(breakdown: InsightsSummary['reunion']) {
  return { yes: breakdown.yes.count, no: breakdown.no.count, maybe: breakdown.maybe.count };
}

export function attendanceDescription(summary: InsightsSummary): string {
  return attendanceBars(summary)
    .map(
      (bar) =>
        `${bar.event}: ${bar.yes} ${insightsAttendanceLabel('yes').toLowerCase()}, ` +
        `${bar.no} ${insightsAttendanceLabel('no').toLowerCase()}, ${bar.maybe} maybe.`,
    )
    .join(' ');
}

export function sharesDescription(entries: readonly (AccommodationShare | TownShare)[]): string {
  return entries.map((entry) => `${entry.name}: ${entry.count}`).join(', ') + '.';
}

export interface StayPoint extends StayDay {
  label: string;
}

export function stayPoints(days: readonly StayDay[]): StayPoint[] {
  return days.map((day) => ({ ...day, label: shortMonthDay(day.date) }));
}
