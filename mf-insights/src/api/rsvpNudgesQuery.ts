import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '@reunion/web-kit';

/** GET /api/insights/rsvp-nudges (organisers): who was reminded, when, who answered since. */
export const rsvpNudgesQuery = queryOptions({
  ...apiQuery('rsvpNudges'),
  refetchOnMount: 'always',
});
