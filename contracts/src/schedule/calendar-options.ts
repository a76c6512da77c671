/** What a caller may set on every calendar built from the schedule. */
export interface CalendarOptions {
  /** Link written into every event, normally the event page's absolute address. */
  readonly url?: string;
  /** PRODID of the file. */
  readonly productId?: string;
  /**
   * Right-hand side of every UID. It must never change once people have subscribed:
   * calendar apps match events by UID, so a new one duplicates the whole programme.
   */
  readonly uidDomain?: string;
  /** X-WR-CALNAME: the name a calendar app gives a subscribed or imported calendar. */
  readonly calName?: string;
  /**
   * DTSTAMP and LAST-MODIFIED (epoch ms). Defaults to the schedule's `updatedAt`, which
   * keeps the output byte-stable until organisers edit the programme.
   */
  readonly timestamp?: number;
}

export const calendarDefaults = {
  productId: '-//Class of 2005 Reunion//Event Schedule//EN',
  uidDomain: 'reunion-2005',
  calName: 'Class of 2005 20-Year Reunion',
} as const;
