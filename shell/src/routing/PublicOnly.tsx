import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser, usePageHead } from '@reunion/web-kit';
import { FROM_PARAM } from '@reunion/contracts';
import type { FromState } from './fromState';
import { returnPath } from './returnPath';

/**
 * /auth: a signed-in user goes on to where they were headed, or home (docs/pages.md, "Routes and
 * access"). While the session loads the screen is drawn already (it holds its forms back, see
 * AuthPage), so the first paint does not wait for GET /api/user.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();
  const head = usePageHead();
  if (session.data) {
    const target =
      returnPath(
        (location.state as FromState | null)?.from ??
          new URLSearchParams(location.search).get(FROM_PARAM),
      ) ?? '/';
    if (head) head.redirect = target;
    return <Navigate to={target} replace />;
  }
  return children;
}
