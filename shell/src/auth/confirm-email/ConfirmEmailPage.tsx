import { useEffect, type ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, MailOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  queryKeyOf,
  serverErrorText,
  useCurrentUser,
  usePageTitle,
  ButtonLink,
  Spinner,
} from '@reunion/web-kit';
import { signInAddress } from '@reunion/contracts';
import type { FromState } from '../../routing/fromState';
import { useConfirmEmail } from '../hooks/useConfirmEmail';
import { NoReferrer } from '../reset/NoReferrer';

type ScreenState = 'loading' | 'sign-in' | 'done' | 'invalid';

const titles: Record<ScreenState, string> = {
  loading: 'Confirming your e-mail',
  'sign-in': 'Sign In to Confirm',
  done: 'E-mail Confirmed',
  invalid: 'Link Not Valid',
};

function Heading({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Typography.Title level={1} className="card-title">
      {icon} {children}
    </Typography.Title>
  );
}

/**
 * /auth/confirm-email?token=…: the link mailed at registration. It counts only signed in as
 * the account it was sent to (the server refuses it otherwise), so a visitor who is not signed
 * in is asked to sign in first and brought back here.
 */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token');
  const session = useCurrentUser();
  const signedIn = Boolean(session.data);
  const confirmation = useConfirmEmail(token, { signedIn });
  const queryClient = useQueryClient();
  const location = useLocation();

  const state: ScreenState = !token
    ? 'invalid'
    : session.isPending
      ? 'loading'
      : !signedIn
        ? 'sign-in'
        : confirmation.isPending
          ? 'loading'
          : confirmation.isSuccess
            ? 'done'
            : 'invalid';
  usePageTitle(titles[state]);

  // The rights the address was waiting for apply now: the screens read them from the user.
  useEffect(() => {
    if (confirmation.isSuccess)
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('getUser') });
  }, [confirmation.isSuccess, queryClient]);

  // Back here once signed in. A link, in the query too: tapped before the page is taken over,
  // the browser follows it at once (as a button the tap waited for the take-over, seconds on a
  // phone, with nothing to show for it).
  const here = location.pathname + location.search;
  const from: FromState = { from: here };

  return (
    <main className="full-page centered-page">
      <NoReferrer />
      {state === 'loading' ? (
        <div role="status" className="reset__verifying">
          <Spinner size="extra-large" colour="primary" />
          <p>Confirming your e-mail address...</p>
        </div>
      ) : (
        <Card className="narrow-card">
          {state === 'sign-in' && (
            <>
              <Heading icon={<MailOutlined aria-hidden className="reset__icon" />}>
                Sign In to Confirm
              </Heading>
              <Typography.Paragraph>
                Sign in to the account this link was sent for, and your e-mail address is confirmed
                at once.
              </Typography.Paragraph>
              <ButtonLink to={signInAddress(here)} state={from} type="primary">
                Sign in
              </ButtonLink>
            </>
          )}
          {state === 'done' && (
            <>
              <Heading
                icon={
                  <CheckCircleOutlined aria-hidden className="reset__icon reset__icon--success" />
                }
              >
                E-mail Confirmed
              </Heading>
              <Typography.Paragraph>
                Your e-mail address is confirmed. Thank you!
              </Typography.Paragraph>
              <ButtonLink to="/" type="primary">
                Go to the Home Page
              </ButtonLink>
            </>
          )}
          {state === 'invalid' && (
            <>
              <Heading
                icon={
                  <CloseCircleOutlined aria-hidden className="reset__icon reset__icon--error" />
                }
              >
                Link Not Valid
              </Heading>
              <Typography.Paragraph>
                {serverErrorText(confirmation.error) ??
                  'This confirmation link is invalid, already used or expired.'}
              </Typography.Paragraph>
              <Typography.Paragraph>
                Signed in, choose “send the link again” to get a new one.
              </Typography.Paragraph>
              <ButtonLink to={signedIn ? '/' : '/auth'} type="primary">
                {signedIn ? 'Go to the Home Page' : 'Go to Login'}
              </ButtonLink>
            </>
          )}
        </Card>
      )}
    </main>
  );
}
