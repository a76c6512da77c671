import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser, usePageHead } from '@reunion/web-kit';
import type { FromState } from './RequireUser';

/**
 * /auth: a signed-in user goes on to where they were headed, or home (SPEC §2). While the
 * session loads the screen is drawn already (it holds its forms back, see AuthPage), so the
 * first paint does not wait for GET /api/user.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();
  const head = usePageHead();
  if (session.data) {
    const from = (location.state as FromState | null)?.from;
    // Only paths inside the site: never a redirect elsewhere, and not back to /auth, but for
    // the e-mail confirmation link, which needs the session it sent the visitor for.
    const inside = from !== undefined && from.startsWith('/') && !from.startsWith('//');
    const target =
      inside && (!from.startsWith('/auth') || from.startsWith('/auth/confirm-email?')) ? from : '/';
    if (head) head.redirect = target;
    return <Navigate to={target} replace />;
  }
  return children;
}
