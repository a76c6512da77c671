import { useEffect } from 'react';
import { TakeOverSuspense, useCurrentUser, usePageTitle } from '@reunion/web-kit';
import { authCard } from '../app/lazyScreens';
import { forgetOfflineCopies } from '../offline/keepOffline';
import { ReunionLogo } from '../layout/header/ReunionLogo';
import { PromoPanel } from './components/PromoPanel';
import { useLocation } from 'react-router-dom';
import { FROM_PARAM, reunionFacts } from '@reunion/contracts';
import { useAuthView } from './authView';
import { NoReferrer } from './reset/NoReferrer';

/** Where the forms will be: the same height, so nothing moves when they arrive. */
function AuthCardPlaceholder() {
  return (
    <div className="auth-card__placeholder" role="status" aria-label="Loading the sign-in form">
      <span className="placeholder-bar placeholder-bar--tabs" />
      <span className="placeholder-bar placeholder-bar--label" />
      <span className="placeholder-bar placeholder-bar--field" />
      <span className="placeholder-bar placeholder-bar--label" />
      <span className="placeholder-bar placeholder-bar--field" />
      <span className="placeholder-bar placeholder-bar--button" />
    </div>
  );
}

/**
 * /auth: the login and register tabs, or the forgot-password card, beside the promo panel.
 *
 * The frame (brand, dates, promo panel) is plain markup in the shell's first load and paints
 * at once; the forms (antd's Tabs, Form, Input…) are a chunk fetched at the same time as the
 * session, shown once the session says nobody is signed in (bench/RESULTS.md, "First load").
 */
export function AuthPage() {
  const forgotPassword = useAuthView() === 'forgot-password';
  const session = useCurrentUser();
  usePageTitle(forgotPassword ? 'Reset your password' : 'Sign in');
  const signedOut = session.isSuccess && session.data === null;
  // A session that ended elsewhere (it expired, or a password reset signed this device out)
  // leaves the programme its member kept offline: forget it before someone else uses the device.
  // Not the profile drafts: the member may be back to sign in again and find their typing; the
  // next sign-in of anyone else forgets them, and age does too (docs/profiles.md).
  useEffect(() => {
    // A browser that refuses CacheStorage (a private window) has nothing kept to forget.
    if (signedOut) forgetOfflineCopies().catch(() => undefined);
  }, [signedOut]);
  // Where signing in leads may be a mailed link, its token in this page's address (signInAddress).
  const fromInAddress = new URLSearchParams(useLocation().search).has(FROM_PARAM);
  void authCard.preload();
  return (
    <main className="auth-page">
      {fromInAddress && <NoReferrer />}
      <div className="auth-page__grid">
        <section className="auth-card" aria-labelledby="auth-card-title">
          <div className="auth-card__brand">
            <ReunionLogo size={48} />
            <div>
              <h1 id="auth-card-title" className="auth-card__title">
                Class of 2005J Reunion
              </h1>
              <p className="auth-card__dates">{reunionFacts.datesAndPlace}</p>
            </div>
          </div>
          <div className="auth-card__body">
            {session.isPending ? (
              <AuthCardPlaceholder />
            ) : (
              <TakeOverSuspense fallback={<AuthCardPlaceholder />}>
                <authCard.Screen forgotPassword={forgotPassword} />
              </TakeOverSuspense>
            )}
          </div>
        </section>
        <PromoPanel />
      </div>
    </main>
  );
}
