import { lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary, HydrateOnView, TakeOverSuspense, useCurrentUser } from '@reunion/web-kit';
import { ScreenBoundary } from '../app/ScreenBoundary';
import { PROGRAMME_PATH } from '../offline/offlineCopies';
import { OfflineNote } from '../offline/OfflineNote';
import { keepProgrammeOfflineSoon } from '../offline/keepOffline';
import { awaitsConfirmation } from './confirmEmailState';
import { SiteFooter } from './footer/SiteFooter';
import { loadMobileMenuDrawer } from './header/loadMobileMenuDrawer';
import { SiteHeader } from './header/SiteHeader';
import { scrollToAnchor } from './scrollToAnchor';

/** The footer's height on a phone: what the browser counts it as until it is drawn. */
const FOOTER_HEIGHT_PX = 700;

// Only the few members with rights waiting for confirmation download the notice.
const ConfirmEmailNotice = lazy(() =>
  import('./ConfirmEmailNotice').then((m) => ({ default: m.ConfirmEmailNotice })),
);

/** The code the programme page loads only when asked for, kept with it offline. */
const PROGRAMME_ON_DEMAND = [loadMobileMenuDrawer];

/**
 * Header, main content and footer of every signed-in screen (docs/pages.md, "Routes and access").
 */
export function SiteLayout() {
  const { pathname, hash } = useLocation();
  const user = useCurrentUser().data;
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new screen starts at the top, or at the part its address names (#accommodation), and
  // keyboard and screen-reader users land on it rather than on the link they just used.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    if (hash.length > 1) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    window.scrollTo(0, 0);
  }, [pathname, hash]);

  // The programme opens with no network on the day (docs/offline.md): each signed-in visit keeps
  // it, and with it the files it loaded and the phone menu's drawer, which a page loads only when
  // the menu is first opened: offline the menu is the way to another page and to Logout.
  useEffect(
    () => (pathname === PROGRAMME_PATH ? keepProgrammeOfflineSoon(PROGRAMME_ON_DEMAND) : undefined),
    [pathname],
  );

  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      {awaitsConfirmation(user) && (
        // A notice whose code cannot come (no signal) is left out: the page stays, the programme
        // kept offline among them, where the error went up to the page's and replaced it all.
        <ErrorBoundary fallback={() => null}>
          <TakeOverSuspense fallback={null}>
            <ConfirmEmailNotice email={user?.email ?? null} />
          </TakeOverSuspense>
        </ErrorBoundary>
      )}
      <OfflineNote />
      <main id="main-content" className="site-main" ref={main} tabIndex={-1}>
        {/* A page still loading fills the screen, so the footer stays below the fold. */}
        <ScreenBoundary insideMain>
          <Outlet />
        </ScreenBoundary>
      </main>
      {/* Below the fold on every page: taken over when the visitor gets there. */}
      <HydrateOnView estimatedHeight={FOOTER_HEIGHT_PX}>
        <SiteFooter />
      </HydrateOnView>
    </div>
  );
}
