import { useLocation } from 'react-router-dom';

/**
 * What /auth shows: the login and register tabs, or the forgot-password card. Named in the
 * address (`?view=forgot-password`, docs/pages.md, "Sign in and register"), so that
 * "Forgotten your password?" and "Back to login" are links: the page draws both views, and a tap
 * before React has taken the page over shows the other at once (AuthCard), the address following
 * once React acts on the tap; a page whose script fails leaves it a plain link. As a button the
 * tap waited for the take-over (about 2 s on a phone), the login form on screen meanwhile taking
 * what was typed for the card.
 */
export type AuthView = 'sign-in' | 'forgot-password';

/** Each view's element, which a link to the view names with aria-controls (AuthViewLink). */
export const AUTH_VIEW_ID: Record<AuthView, string> = {
  'sign-in': 'auth-view-sign-in',
  'forgot-password': 'auth-view-forgot-password',
};

const VIEW_PARAM = 'view';

/** The view the address asks for. */
function authViewOf(search: string): AuthView {
  return new URLSearchParams(search).get(VIEW_PARAM) === 'forgot-password'
    ? 'forgot-password'
    : 'sign-in';
}

/** The address of `view`, the rest of the query (where signing in leads: `from`) as it is. */
export function authViewAddress(view: AuthView, search: string): string {
  const params = new URLSearchParams(search);
  if (view === 'sign-in') params.delete(VIEW_PARAM);
  else params.set(VIEW_PARAM, view);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** The view this address asks for. */
export function useAuthView(): AuthView {
  return authViewOf(useLocation().search);
}
