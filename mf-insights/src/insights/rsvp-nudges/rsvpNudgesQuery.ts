import { queryOptions } from '@tanstack/react-query';
import { RSVP_NUDGES_PATH, type RsvpNudgeRow } from '@reunion/contracts';
import { getQueryFn, parseOnDemand } from '@reunion/web-kit';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
const parseNudges = parseOnDemand(
  async () => (await import('@reunion/contracts')).rsvpNudgeListSchema,
);

/** GET /api/insights/rsvp-nudges (organisers): who was reminded, when, who answered since. */
export const rsvpNudgesQuery = queryOptions<RsvpNudgeRow[]>({
  queryKey: [RSVP_NUDGES_PATH],
  queryFn: async (context) => parseNudges(await fetchJson(context)),
  refetchOnMount: 'always',
});
