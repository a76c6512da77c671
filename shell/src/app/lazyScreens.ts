import { lazy, type ComponentType } from 'react';
import type { RenderedScreen } from '@reunion/contracts';
import { renderedScreens } from './renderedScreens';
import { yieldToMain } from './yieldToMain';

/**
 * A screen in a chunk of its own, and a way to start fetching it before React asks for it.
 *
 * Only the sign-in screen's frame is in the shell's first load (bench/RESULTS.md, "First
 * load"): everything else waits for its route. Starting the fetch early (with the session
 * request, not after it) keeps that from adding a round trip.
 */
export interface LazyScreen<P extends object> {
  Screen: ComponentType<P>;
  /** Starts the fetch; the same promise until it fails, so a later render can try again. */
  preload: () => Promise<ComponentType<P>>;
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { Screen: lazy(async () => ({ default: await preload() })), preload };
}

/** The sign-in card's forms (AuthPage draws the frame around them). */
export const authCard = lazyScreen(() =>
  import('../auth/loadAuthCard').then((m) => m.loadAuthCard()),
);
export const siteLayout = lazyScreen(() =>
  import('../layout/SiteLayout').then((m) => m.SiteLayout),
);
export const homePage = lazyScreen(() => import('../home/HomePage').then((m) => m.HomePage));
export const remotePage = lazyScreen(() =>
  import('../remotes/loadRemotePageScreen').then((m) => m.loadRemotePageScreen()),
);
export const notFoundPage = lazyScreen(() =>
  import('../not-found/NotFoundPage').then((m) => m.NotFoundPage),
);
export const resetPasswordPage = lazyScreen(() =>
  import('../auth/reset/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
export const confirmEmailPage = lazyScreen(() =>
  import('../auth/confirm-email/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
);
export const rsvpAnswerPage = lazyScreen(() =>
  import('../rsvp/RsvpAnswerPage').then((m) => m.RsvpAnswerPage),
);
export const rsvpUnsubscribePage = lazyScreen(() =>
  import('../rsvp/RsvpUnsubscribePage').then((m) => m.RsvpUnsubscribePage),
);
export const redirectResetPage = lazyScreen(() =>
  import('../auth/reset/RedirectResetPage').then((m) => m.RedirectResetPage),
);
export const sessionError = lazyScreen(() =>
  import('../routing/SessionError').then((m) => m.SessionError),
);

/**
 * A signed-in screen at `pathname`, fetched while the session loads: its layout and its page,
 * and for a section's page, the section's own code (remoteLoader.ts).
 */
export function preloadSignedInScreen(pathname: string): void {
  void siteLayout.preload();
  if (pathname === '/') {
    void homePage.preload();
    return;
  }
  void remotePage.preload();
  import('../remotes/remoteLoader')
    .then(({ preloadSectionPage }) => preloadSectionPage(pathname))
    .catch(() => {
      // The page's own load reports the failure.
    });
}

/** The screens a page is taken over with that the shell loads through `lazyScreen`. */
const byName: Partial<Record<RenderedScreen, { preload: () => Promise<unknown> }>> = {
  authCard,
  siteLayout,
  homePage,
  remotePage,
};

/**
 * Starts fetching the screens a page the server rendered at `pathname` is taken over with, one
 * screen a task (asking for a screen's scripts is a few milliseconds of a phone's main thread
 * each): while the shell's own code is evaluated, rather than once React reaches them, in the
 * middle of its work. The section's own code still starts with its page (it needs the registry
 * the page was rendered with, which mountApp hands the loader). Their scripts have usually been
 * fetched already, from the list the page names (docs/page-scripts.md); this is what has them run.
 */
export async function preloadRenderedScreens(pathname: string): Promise<void> {
  // The member is not known yet: the notice's screen comes with the layout's render.
  for (const name of renderedScreens(pathname, null)) {
    byName[name]?.preload().catch(() => {
      // The screen's own render asks again and shows the failure.
    });
    await yieldToMain();
  }
}
