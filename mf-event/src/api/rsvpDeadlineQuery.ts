import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '@reunion/web-kit';

/** GET /api/rsvp-deadline (public, event configuration), fetched with the page on the server. */
export const rsvpDeadlineQuery = queryOptions({ ...apiQuery('rsvpDeadline'), staleTime: Infinity });
