import { useLocation } from 'react-router-dom';

/**
 * What /auth shows: the login and register tabs, or the forgot-password card. Named in the
 * address (`?view=forgot-password`, docs/pages.md, "Sign in and register"), so that
 * "Forgotten your password?" and "Back to login" are plain links: tapped before React has taken
 * the page over, the browser follows them and the server draws the card asked for. As a button
 * the tap waited for the take-over (about 2 s on a phone), the login form on screen meanwhile
 * taking what was typed for the card.
 */
export type AuthView = 'sign-in' | 'forgot-password';

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
