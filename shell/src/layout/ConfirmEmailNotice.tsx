import { Alert, Button } from 'antd';
import { useRequestEmailConfirmation } from '../auth/hooks/useRequestEmailConfirmation';

/**
 * A quiet line above the page for a member whose organiser rights wait for their confirmed
 * address (the server grants them only then), with a way to get the link again.
 */
export function ConfirmEmailNotice({ email }: { email: string | null }) {
  const resend = useRequestEmailConfirmation();
  return (
    <Alert
      className="confirm-email-notice"
      type="info"
      showIcon
      banner
      title={
        <>
          Confirm your e-mail address{email ? ` (${email})` : ''} to use your organiser rights: open
          the link we sent you.{' '}
          <Button
            type="link"
            size="small"
            className="confirm-email-notice__resend"
            loading={resend.isPending}
            disabled={resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            send the link again
          </Button>
        </>
      }
    />
  );
}
