import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '@reunion/contracts';
import { getQueryFn } from '../api/getQueryFn.js';
import { queryKeyOf } from '../api/queryKeyOf.js';

/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (docs/api.md). The body is
 * checked against the contract (its schema fetched beside the request, not before the shell's
 * first paint): the badge and the admin buttons hang on its `roles`.
 */
export const currentUserQuery = queryOptions<PublicUser | null>({
  queryKey: queryKeyOf('getUser'),
  queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
});
