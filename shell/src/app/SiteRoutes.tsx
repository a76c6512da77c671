import { Route, Routes } from 'react-router-dom';
import { RSVP_ANSWER_PAGE, RSVP_UNSUBSCRIBE_PAGE } from '@reunion/contracts';
import { AuthPage } from '../auth/AuthPage';
import { remoteRoutes } from '../remotes/remoteRoutes';
import { PublicOnly } from '../routing/PublicOnly';
import { RequireUser } from '../routing/RequireUser';
import { useSessionSync } from '../session/useSessionSync';
import { useShowPageWhenSignedOut } from '../session/useShowPageWhenSignedOut';
import {
  confirmEmailPage,
  homePage,
  notFoundPage,
  redirectResetPage,
  remotePage,
  resetPasswordPage,
  rsvpAnswerPage,
  rsvpUnsubscribePage,
  siteLayout,
} from './lazyScreens';
import { ScreenBoundary } from './ScreenBoundary';

export interface SiteRoutesProps {
  /** Section load timeout; tests shorten it. */
  remoteTimeoutMs?: number;
}

/** Every route with its access rule (docs/pages.md, "Routes and access"). */
export function SiteRoutes({ remoteTimeoutMs }: SiteRoutesProps) {
  useSessionSync();
  useShowPageWhenSignedOut();
  return (
    <ScreenBoundary>
      <Routes>
        <Route
          path="/auth"
          element={
            <PublicOnly>
              <AuthPage />
            </PublicOnly>
          }
        />
        <Route path="/auth/reset-password" element={<resetPasswordPage.Screen />} />
        <Route path="/auth/redirect-reset" element={<redirectResetPage.Screen />} />
        <Route path="/auth/confirm-email" element={<confirmEmailPage.Screen />} />
        {/* A nudge mail's links: no sign-in, the token is the proof (docs/nudges.md). The
            paths are the ones the mails are built with, so the two cannot drift apart. */}
        <Route path={RSVP_ANSWER_PAGE} element={<rsvpAnswerPage.Screen />} />
        <Route path={RSVP_UNSUBSCRIBE_PAGE} element={<rsvpUnsubscribePage.Screen />} />
        <Route
          element={
            <RequireUser>
              <siteLayout.Screen />
            </RequireUser>
          }
        >
          <Route index element={<homePage.Screen />} />
          {remoteRoutes.map(({ path, remote, module, title }) => (
            <Route
              key={path}
              path={path}
              // A key per route: moving between sections starts a fresh load and error state.
              element={
                <remotePage.Screen
                  key={path}
                  remote={remote}
                  module={module}
                  title={title}
                  timeoutMs={remoteTimeoutMs}
                />
              }
            />
          ))}
        </Route>
        <Route path="*" element={<notFoundPage.Screen />} />
      </Routes>
    </ScreenBoundary>
  );
}
