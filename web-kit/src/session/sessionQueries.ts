import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '@reunion/contracts';
import { getQueryFn } from '../api/getQueryFn.js';
import { queryKeys } from '../api/queryKeys.js';

const fetchUserOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * The schema that checks the user, fetched beside the request rather than before the shell's
 * first paint: zod is most of what the check costs (bench/RESULTS.md, "First load").
 */
const loadUserSchema = async () => (await import('@reunion/contracts')).publicUserSchema;

/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (docs/api.md). The body is
 * checked against the contract: the badge and the admin buttons hang on its `roles`.
 */
export const currentUserQuery = queryOptions<PublicUser | null>({
  queryKey: queryKeys.user,
  queryFn: async (context) => {
    const [body, schema] = await Promise.all([fetchUserOrNull(context), loadUserSchema()]);
    return body === null ? null : schema.parse(body);
  },
});
