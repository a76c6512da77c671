import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser, usePageHead } from '@reunion/web-kit';
import { preloadSignedInScreen, sessionError } from '../app/lazyScreens';
import { FullPageSpinner } from '../common/FullPageSpinner';

/** Where the visitor was going, so logging in can take them there (see PublicOnly). */
export interface FromState {
  from?: string;
}

/**
 * Screens for signed-in users (SPEC §2): a spinner while the session loads, anonymous
 * visitors to /auth. The screen's code is fetched meanwhile, not after the session answers.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();
  const head = usePageHead();
  if (session.isPending) {
    preloadSignedInScreen(location.pathname);
    return <FullPageSpinner label="Loading…" />;
  }
  if (session.isError) return <sessionError.Screen onRetry={() => void session.refetch()} />;
  if (!session.data) {
    // The server leaves this address to the browser, which keeps where the visitor was going.
    if (head) head.redirect = '/auth';
    const state: FromState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}
