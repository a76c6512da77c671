/**
 * The reunion programme as organisers write it (docs/pages.md, "Calendar files"). Plain data so the
 * event page, the calendar downloads and the backend's calendar feed all read one source.
 */

export interface Activity {
  /**
   * France local time: 'HH:MM' (a start; the entry lasts one hour) or 'HH:MM – HH:MM'.
   * A plain string rather than a template type, so an organiser's typo drops one calendar
   * entry instead of failing the whole build.
   */
  readonly time: string;
  /** The title shown in bold and used as the calendar SUMMARY. */
  readonly event: string;
  readonly location: string;
  readonly description: string;
}

export interface Day {
  /** YYYY-MM-DD, in France. */
  readonly date: string;
  /** 'Thursday', 'Friday'…: written out so the page never depends on the visitor's locale. */
  readonly dayName: string;
  readonly activities: readonly Activity[];
}

export interface Schedule {
  /**
   * When organisers last changed the programme (ISO 8601, UTC). Written as DTSTAMP and
   * LAST-MODIFIED so the calendar file is byte-stable between edits and changes when they edit.
   */
  readonly updatedAt: string;
  readonly days: readonly Day[];
}

/** A wall-clock moment in France (Europe/Paris). */
export interface ParisDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** One exported calendar entry; start and end are Paris time. */
export interface CalendarEvent {
  /** Stable across downloads and feed refreshes so calendar apps update instead of duplicating. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly start: ParisDateTime;
  readonly end: ParisDateTime;
  readonly url?: string;
  readonly productId: string;
}
