import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../auth/AuthPage';
import { RedirectResetPage } from '../auth/reset/RedirectResetPage';
import { ResetPasswordPage } from '../auth/reset/ResetPasswordPage';
import { HomePage } from '../home/HomePage';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { remoteRoutes } from '../remotes/remoteRoutes';
import { PublicOnly } from '../routing/PublicOnly';
import { RequireUser } from '../routing/RequireUser';

export interface SiteRoutesProps {
  /** Section load timeout; tests shorten it. */
  remoteTimeoutMs?: number;
}

/** Every route of SPEC §2 with its access rule. */
export function SiteRoutes({ remoteTimeoutMs }: SiteRoutesProps) {
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <PublicOnly>
            <AuthPage />
          </PublicOnly>
        }
      />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth/redirect-reset" element={<RedirectResetPage />} />
      <Route
        element={
          <RequireUser>
            <SiteLayout />
          </RequireUser>
        }
      >
        <Route index element={<HomePage />} />
        {remoteRoutes.map(({ path, remote, module, title }) => (
          <Route
            key={path}
            path={path}
            // A key per route: moving between sections starts a fresh load and error state.
            element={
              <RemotePage
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
