// No zod here: the event page and the nudge link pages read these on their first screen, and a
// schema module would bring zod into them (README, "Pages rendered on the server", decision 5).

/** GET /api/rsvp-deadline: the RSVP deadline, public (the event page shows it). */
export const RSVP_DEADLINE_PATH = '/api/rsvp-deadline';
/** POST: a nudge's one-click answer, recorded by the button of the page its link opens. */
export const RSVP_ANSWER_PATH = '/api/rsvp-nudges/answer';
/** POST: stop the nudges, from the page the mail's unsubscribe link opens. */
export const RSVP_UNSUBSCRIBE_PATH = '/api/rsvp-nudges/unsubscribe';
/** GET: who was nudged, when, and who answered since (organisers). */
export const RSVP_NUDGES_PATH = '/api/insights/rsvp-nudges';
/** POST: queue a nudge round now rather than at the next scheduled one (organisers). */
export const RSVP_NUDGES_RUN_PATH = '/api/insights/rsvp-nudges/run';

/** The shell's pages the mailed links open (GET changes nothing: mail scanners fetch links). */
export const RSVP_ANSWER_PAGE = '/rsvp/answer';
export const RSVP_UNSUBSCRIBE_PAGE = '/rsvp/unsubscribe';

/** The two answers a nudge asks about, by the profile field each one sets. */
export const rsvpEventValues = ['attending', 'parisGathering'] as const;
export type RsvpEvent = (typeof rsvpEventValues)[number];

/** How the mail and the pages name each event. */
export const RSVP_EVENT_LABELS: Readonly<Record<RsvpEvent, string>> = {
  attending: 'the 20-year reunion in Fontainebleau',
  parisGathering: 'the Paris gathering',
};

export function isRsvpEvent(value: unknown): value is RsvpEvent {
  return value === 'attending' || value === 'parisGathering';
}

/** The answers a nudge link may record: "maybe" is what it asks to leave. */
export type RsvpNudgeAnswer = 'yes' | 'no';
export function isRsvpNudgeAnswer(value: unknown): value is RsvpNudgeAnswer {
  return value === 'yes' || value === 'no';
}
