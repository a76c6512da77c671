import { z } from 'zod';
import { attendingSchema } from '../profile/enums.js';
import { rsvpEventValues } from './rsvp-nudge-paths.js';

export const rsvpEventSchema = z.enum(rsvpEventValues);

/** GET /api/rsvp-deadline: the last day to answer ('YYYY-MM-DD', event configuration). */
export const rsvpDeadlineSchema = z.object({ deadline: z.iso.date() });
export type RsvpDeadline = z.infer<typeof rsvpDeadlineSchema>;

/** POST /api/rsvp-nudges/answer: the token of the mailed link and the answer its page sends. */
export const rsvpAnswerRequestSchema = z.object({
  token: z.string().min(1).max(200),
  answer: z.enum(['yes', 'no']),
});
export type RsvpAnswerRequest = z.infer<typeof rsvpAnswerRequestSchema>;

/** What was recorded, for the confirmation page to say. */
export const rsvpAnswerResponseSchema = z.object({
  event: rsvpEventSchema,
  answer: z.enum(['yes', 'no']),
});
export type RsvpAnswerResponse = z.infer<typeof rsvpAnswerResponseSchema>;

/** POST /api/rsvp-nudges/unsubscribe. */
export const rsvpUnsubscribeRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type RsvpUnsubscribeRequest = z.infer<typeof rsvpUnsubscribeRequestSchema>;

/**
 * GET /api/insights/rsvp-nudges: one nudge mailed (one per profile and deadline), the events it
 * asked about with the answer each has now, and whether all of them have been answered since.
 */
export const rsvpNudgeRowSchema = z.object({
  profileId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  nudgedAt: z.iso.datetime({ offset: true }),
  events: z.array(z.object({ event: rsvpEventSchema, answerNow: attendingSchema })),
  answeredSince: z.boolean(),
  unsubscribed: z.boolean(),
});
export type RsvpNudgeRow = z.infer<typeof rsvpNudgeRowSchema>;
export const rsvpNudgeListSchema = z.array(rsvpNudgeRowSchema);
