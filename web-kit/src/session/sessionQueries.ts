import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '@reunion/contracts';
import { getQueryFn } from '../api/getQueryFn.js';
import { queryKeyOf } from '../api/queryKeyOf.js';
import { isLogoutPending, signOutOnServer } from './pendingLogout.js';

/**
 * The user's own schema (built with zod/mini), for the answers that carry the user: the shell
 * checks them on its first screens (sign-in, a page rendered in the browser), where the whole
 * route table and classic zod would be most of what the check costs (bench/RESULTS.md, "First
 * load").
 */
export const publicUserAnswer = async () => (await import('@reunion/contracts')).publicUserSchema;

/**
 * GET /api/user: the signed-in user, or null when the answer is 401 (docs/api.md). The body is
 * checked against the contract (its schema fetched beside the request, not before the shell's
 * first paint): the badge and the admin buttons hang on its `roles`.
 *
 * Read again whenever the tab shows again, unlike the site's other data: a session that ended
 * meanwhile (it expired, a password reset or a sign-in elsewhere in this browser) is noticed
 * before the tab shows the member's pages from memory. Offline the read waits for the network
 * (React Query's online mode), and what is known stays; back online, it is read again, which
 * also finishes a Logout the server had not heard.
 */
const readUser = getQueryFn<PublicUser>({ on401: 'returnNull', answerSchema: publicUserAnswer });

export const currentUserQuery = queryOptions<PublicUser | null>({
  queryKey: queryKeyOf('getUser'),
  queryFn: async (context) => {
    // A Logout the server has not heard yet (pendingLogout.ts): the cookie would still read the
    // member back in. The sign-out is sent again instead, and nobody is signed in here, whatever
    // it comes to.
    if (isLogoutPending()) {
      await signOutOnServer().catch(() => undefined);
      return null;
    }
    return readUser(context);
  },
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
});
