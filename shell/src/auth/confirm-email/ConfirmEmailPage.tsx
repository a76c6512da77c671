import { useEffect } from 'react';
import { Card, Spin, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { queryKeys, serverErrorText, useCurrentUser, usePageTitle } from '@reunion/web-kit';
import { ButtonLink } from '../../common/ButtonLink';
import { useConfirmEmail } from '../hooks/useConfirmEmail';
import { NoReferrer } from '../reset/NoReferrer';

/**
 * /auth/confirm-email?token=…: the link mailed at registration. Opened signed in or not (the
 * mail may be read on another device): the token alone confirms the address.
 */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token');
  const confirmation = useConfirmEmail(token);
  const signedIn = Boolean(useCurrentUser().data);
  const queryClient = useQueryClient();
  const state = !token
    ? 'invalid'
    : confirmation.isPending
      ? 'confirming'
      : confirmation.isSuccess
        ? 'done'
        : 'invalid';
  usePageTitle(
    { confirming: 'Confirming your e-mail', done: 'E-mail Confirmed', invalid: 'Link Not Valid' }[
      state
    ],
  );

  // The rights the address was waiting for apply now: the screens read them from the user.
  useEffect(() => {
    if (confirmation.isSuccess) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [confirmation.isSuccess, queryClient]);

  const onward = (
    <ButtonLink to={signedIn ? '/' : '/auth'} type="primary">
      {signedIn ? 'Go to the Home Page' : 'Go to Login'}
    </ButtonLink>
  );

  return (
    <main className="full-page centered-page">
      <NoReferrer />
      {state === 'confirming' ? (
        <div role="status" className="reset__verifying">
          <Spin size="large" />
          <p>Confirming your e-mail address...</p>
        </div>
      ) : (
        <Card className="narrow-card">
          {state === 'done' ? (
            <>
              <Typography.Title level={1} className="card-title">
                <CheckCircleOutlined aria-hidden className="reset__icon reset__icon--success" />{' '}
                E-mail Confirmed
              </Typography.Title>
              <Typography.Paragraph>
                Your e-mail address is confirmed. Thank you!
              </Typography.Paragraph>
            </>
          ) : (
            <>
              <Typography.Title level={1} className="card-title">
                <CloseCircleOutlined aria-hidden className="reset__icon reset__icon--error" /> Link
                Not Valid
              </Typography.Title>
              <Typography.Paragraph>
                {serverErrorText(confirmation.error) ??
                  'This confirmation link is invalid, already used or expired.'}
              </Typography.Paragraph>
              <Typography.Paragraph>
                Sign in and choose “send the link again” to get a new one.
              </Typography.Paragraph>
            </>
          )}
          {onward}
        </Card>
      )}
    </main>
  );
}
