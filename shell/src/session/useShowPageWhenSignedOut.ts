import { useEffect } from 'react';
import { useCurrentUser } from '@reunion/web-kit';
import { HIDDEN_FOR_LOGOUT } from '@reunion/web-kit/pending-logout-mark';

/**
 * Shows the page the inline page script hid while a Logout the server has not heard was pending
 * (shell/src/page-script/hideWhileLogoutPending.ts), once the session reads nobody: by then the
 * member's screens have given way to the sign-in card or a visitor's page. After React's commit,
 * not on the cache's change, which React draws only a task later.
 */
export function useShowPageWhenSignedOut(): void {
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user !== null) return;
    document.documentElement.removeAttribute(HIDDEN_FOR_LOGOUT);
    document.documentElement.hidden = false;
  }, [user]);
}
