import { useLocation } from 'react-router-dom';
import { ButtonLink, type ButtonLinkProps } from '@reunion/web-kit';
import { authViewAddress, type AuthView } from '../authView';

/**
 * A link to another view of /auth (authView.ts): the query kept, and the history state too
 * (where signing in leads, when the browser sent the visitor here).
 */
export function AuthViewLink({
  view,
  ...buttonProps
}: Omit<ButtonLinkProps, 'to' | 'state'> & { view: AuthView }) {
  const location = useLocation();
  return (
    <ButtonLink
      {...buttonProps}
      to={authViewAddress(view, location.search)}
      state={location.state as unknown}
    />
  );
}
