import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser, usePageHead } from '@reunion/web-kit';
import { preloadSignedInScreen, sessionError } from '../app/lazyScreens';
import { FullPageSpinner } from '../common/FullPageSpinner';
import { signInAddress } from '@reunion/contracts';
import type { FromState } from './fromState';

/**
 * Screens for signed-in users (docs/pages.md, "Routes and access"): a spinner while the session
 * loads, anonymous visitors to /auth. The screen's code is fetched meanwhile, not after the session
 * answers.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();
  const head = usePageHead();
  if (session.isPending) {
    preloadSignedInScreen(location.pathname);
    return <FullPageSpinner label="Loading…" />;
  }
  // A read again (the tab shown again) that fails keeps the member known: the page stays.
  if (session.isError && session.data === undefined)
    return <sessionError.Screen onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const from = location.pathname + location.search + location.hash;
    // The server answers with a redirect, the address to come back to in the query (a redirect
    // carries no history state); the browser navigates with it in the state.
    if (head) head.redirect = signInAddress(from);
    const state: FromState = { from };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}
