import { queryOptions } from '@tanstack/react-query';
import { type ClassmateStay, STAYS_PATH } from '@reunion/contracts';
import { getQueryFn, parseOnDemand } from '@reunion/web-kit';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
const parseStays = parseOnDemand(
  async () => (await import('@reunion/contracts')).classmateStayListSchema,
);

/** GET /api/stays, checked against the contract: the day-by-day view is worked out from it. */
export const staysQuery = queryOptions<ClassmateStay[]>({
  queryKey: [STAYS_PATH],
  queryFn: async (context) => parseStays(await fetchJson(context)),
});
