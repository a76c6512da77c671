import type { PublicUser, RenderedScreen } from '@reunion/contracts';
import { matchPath } from 'react-router-dom';
import { awaitsConfirmation } from '../layout/confirmEmailState';
import { remoteRoutes } from '../remotes/remoteRoutes';

/**
 * The lazily loaded screens a page the server rendered at `pathname` for `user` is taken over
 * with. The browser starts fetching them as the shell starts (lazyScreens.ts); the server names
 * their scripts in the page, for the page script to ask for with main.js (docs/page-scripts.md).
 * The server renders a signed-in page only for a signed-in visitor; `user` is null where it is
 * not known yet (the notice's script then comes with the layout's render).
 */
export function renderedScreens(pathname: string, user: PublicUser | null): RenderedScreen[] {
  if (pathname === '/auth') return ['authCard'];
  const page =
    pathname === '/'
      ? 'homePage'
      : remoteRoutes.some(({ path }) => matchPath(path, pathname))
        ? 'remotePage'
        : null;
  if (!page) return [];
  return awaitsConfirmation(user)
    ? ['siteLayout', 'confirmEmailNotice', page]
    : ['siteLayout', page];
}
