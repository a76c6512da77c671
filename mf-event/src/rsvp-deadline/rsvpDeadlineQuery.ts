import { queryOptions } from '@tanstack/react-query';
import { RSVP_DEADLINE_PATH, type RsvpDeadline } from '@reunion/contracts';
import { getQueryFn, parseOnDemand } from '@reunion/web-kit';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
// The schema comes with the first answer checked in the browser: none when the server's is used.
const parseDeadline = parseOnDemand(
  async () => (await import('@reunion/contracts')).rsvpDeadlineSchema,
);

/** GET /api/rsvp-deadline (public, event configuration), fetched with the page on the server. */
export const rsvpDeadlineQuery = queryOptions<RsvpDeadline>({
  queryKey: [RSVP_DEADLINE_PATH],
  queryFn: async (context) => parseDeadline(await fetchJson(context)),
  staleTime: Infinity,
});
