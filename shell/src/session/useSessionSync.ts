import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@reunion/contracts';
import { forgetProfileDrafts, isLogoutPending } from '@reunion/web-kit';
import { HIDDEN_FOR_LOGOUT } from '@reunion/web-kit/pending-logout-mark';
import {
  dropMemberQueries,
  forgetKeptOnDevice,
  forgetSignedInMember,
  userKey,
} from './forgetMember';
import { hearOtherTabs } from './sessionChannel';

/** The member the session in the cache names: null for nobody, undefined while not known. */
function memberIn(queryClient: QueryClient): number | null | undefined {
  const user = queryClient.getQueryData<PublicUser | null>(userKey);
  return user === undefined ? undefined : (user?.id ?? null);
}

/**
 * Keeps this tab in step with the session it shares with the site's other tabs (docs/pages.md,
 * "Header and footer"):
 *
 * - Logout in another tab: this one forgets the member as that tab did, and goes to /auth.
 * - A sign-in or registration in another tab: this one reads the session again.
 * - Whenever the session read here names no longer the member it named (another tab's sign-in,
 *   or the read when the tab shows again finding the session ended: currentUserQuery), the query
 *   cache drops all it holds of that member, so no page of theirs comes back from memory. The
 *   drafts stay for a member whose session ended (signing in again finds them); another member
 *   signed in drops them from this page too, and the tab goes through /auth (on to home), so
 *   nothing drawn for the previous member stays on the screen.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toSignIn = useEffectEvent(() => navigate('/auth', { replace: true }));

  useEffect(() => {
    // A Logout on this device the server has not heard yet, the page being drawn from a session
    // the cookie still holds (the server rendered it): the member goes again, and the session
    // read sends the sign-out (currentUserQuery). Also when the page script hid the page for
    // that mark and it has gone since (another tab finished the sign-out): the read then finds
    // whoever the cookie names now.
    const hiddenForLogout = document.documentElement.hasAttribute(HIDDEN_FOR_LOGOUT);
    if ((isLogoutPending() || hiddenForLogout) && typeof memberIn(queryClient) === 'number') {
      forgetSignedInMember(queryClient);
      void queryClient.invalidateQueries({ queryKey: userKey });
    }
    return hearOtherTabs((signal) => {
      if (signal.kind === 'signed-out') {
        // A page for visitors (a password reset, say) stays where it is.
        const showedMember = typeof memberIn(queryClient) === 'number';
        // The Logout's own tab is forgetting the same: this one drops its page at once.
        void forgetKeptOnDevice();
        forgetSignedInMember(queryClient);
        if (showedMember) toSignIn();
      } else {
        void queryClient.invalidateQueries({ queryKey: userKey });
      }
    });
  }, [queryClient]);

  useEffect(() => {
    // The member the session named last (null: nobody), and the last member it named at all.
    let shown = memberIn(queryClient);
    let held = shown ?? undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== userKey[0]) return;
      const now = memberIn(queryClient);
      if (now === undefined || now === shown) return;
      if (typeof shown === 'number') dropMemberQueries(queryClient);
      if (now !== null && held !== undefined && now !== held) {
        forgetProfileDrafts(now);
        if (typeof shown === 'number') toSignIn();
      }
      shown = now;
      if (now !== null) held = now;
    });
  }, [queryClient]);
}
