import { useLocation } from 'react-router-dom';
import { ButtonLink, type ButtonLinkProps } from '@reunion/web-kit';
import { AUTH_VIEW_ID, authViewAddress, type AuthView } from '../authView';

/**
 * A link to another view of /auth (authView.ts): the query kept, and the history state too
 * (where signing in leads, when the app sent the visitor here). It names the view's element
 * (aria-controls), which the page script shows when the link is tapped before the take-over.
 */
export function AuthViewLink({
  view,
  ...buttonProps
}: Omit<ButtonLinkProps, 'to' | 'state'> & { view: AuthView }) {
  const location = useLocation();
  return (
    <ButtonLink
      {...buttonProps}
      aria-controls={AUTH_VIEW_ID[view]}
      to={authViewAddress(view, location.search)}
      state={location.state as unknown}
    />
  );
}
