const DAY_MS = 24 * 60 * 60 * 1000;

/** The deadline and lead time of the RSVP nudges (AppConfig's `rsvp`). */
export interface NudgeSchedule {
  /** The last day to answer, 'YYYY-MM-DD'. */
  deadline: string;
  nudgeDaysBefore: number;
}

/** The deadline is a whole day: answers (and the mailed links) count until it ends, in UTC. */
export function deadlineEnd(schedule: Pick<NudgeSchedule, 'deadline'>): Date {
  return new Date(Date.parse(`${schedule.deadline}T00:00:00Z`) + DAY_MS);
}

/** From the start (UTC) of the day `nudgeDaysBefore` days before the deadline. */
export function nudgeWindowStart(schedule: NudgeSchedule): Date {
  return new Date(Date.parse(`${schedule.deadline}T00:00:00Z`) - schedule.nudgeDaysBefore * DAY_MS);
}

/** Whether a round at `now` mails anyone: inside the window (docs/nudges.md). */
export function isNudgeWindowOpen(schedule: NudgeSchedule, now: Date): boolean {
  return now >= nudgeWindowStart(schedule) && now < deadlineEnd(schedule);
}

/** Whether any round is still to come: once the deadline has ended there is nothing to queue. */
export function hasNudgesToCome(schedule: NudgeSchedule, now: Date): boolean {
  return now < deadlineEnd(schedule);
}
