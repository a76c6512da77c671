export type { Activity, CalendarEvent, Day, ParisDateTime, Schedule } from './schedule.types.js';
export { reunionSchedule } from './reunion-schedule.js';
export { parseActivityTime, type ActivityTime, type ClockTime } from './activity-time.js';
export { ordinalDate, ordinalNumber } from './ordinal-date.js';
export { overviewMaxLength, overviewText } from './schedule-overview.js';
export {
  epochMsToParisTime,
  eventTimeZone,
  formatUtcStamp,
  parisOffsetMinutes,
  parisTimeToEpochMs,
} from './paris-time.js';
export { calendarDefaults, type CalendarOptions } from './calendar-options.js';
export { activityUid, scheduleCalendarEvents, toCalendarEvent } from './calendar-event.js';
export {
  googleCalendarScheduleUrl,
  googleCalendarTemplateUrl,
  googleCalendarUrl,
} from './google-calendar-link.js';
export { buildEventIcs, buildScheduleIcs, icsContentType } from './ics-file.js';
export { eventFileName, scheduleFileName } from './calendar-file-names.js';
