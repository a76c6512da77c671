// No zod here: the nudge link pages read these on their first screen, and a schema module would
// bring zod into them (README, "Pages rendered on the server", decision 5).

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
