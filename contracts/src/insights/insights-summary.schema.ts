import { z } from 'zod';
import { accommodationSchema, accommodationTownSchema } from '../profile/enums.js';

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

/** How many gave one answer, and what share of all counted profiles that is. */
export const shareSchema = z.object({ count, percent });
export type Share = z.infer<typeof shareSchema>;

/** The Attendance Summary tab (docs/pages.md, "Insights"): yes / no / maybe for one event. */
export const attendanceBreakdownSchema = z.object({
  yes: shareSchema,
  no: shareSchema,
  maybe: shareSchema,
});
export type AttendanceBreakdown = z.infer<typeof attendanceBreakdownSchema>;

export const accommodationShareSchema = shareSchema.extend({ name: accommodationSchema });
export type AccommodationShare = z.infer<typeof accommodationShareSchema>;

export const townShareSchema = shareSchema.extend({ name: accommodationTownSchema });
export type TownShare = z.infer<typeof townShareSchema>;

/** One night of the stay window: the night that starts on `date`. */
export const stayDaySchema = z.object({
  date: z.iso.date(),
  /** Classmates in town that night (arrived on or before `date`, leaving after it). */
  present: count,
  arrivals: count,
  departures: count,
});
export type StayDay = z.infer<typeof stayDaySchema>;

/**
 * GET /api/insights: every figure of the Insights page, computed once by summariseInsights
 * (summarise-insights.ts) from the published profiles. Counts only: no names, no e-mails.
 */
export const insightsSummarySchema = z.object({
  totalProfiles: count,
  reunion: attendanceBreakdownSchema,
  paris: attendanceBreakdownSchema,
  /** The most chosen accommodation ('Not yet decided' aside), or null: the card's 'No data'. */
  topAccommodation: z.object({ name: accommodationSchema, count }).nullable(),
  accommodation: z.object({
    /** Decided accommodations only, most chosen first; empty when nobody has decided. */
    byAccommodation: z.array(accommodationShareSchema),
    /** Profiles naming a town, most named first. */
    byTown: z.array(townShareSchema),
    /** Profiles still at 'Not yet decided', with their share of the total. */
    undecided: shareSchema,
  }),
  stay: z.object({
    /** One entry per day of STAY_WINDOW, in date order. */
    days: z.array(stayDaySchema),
    /**
     * Counted for the stay (not answering "no" to the reunion) but left out of the nights: a
     * date missing, or a departure before the arrival (see summariseStay).
     */
    incompleteDates: count,
  }),
});
export type InsightsSummary = z.infer<typeof insightsSummarySchema>;
