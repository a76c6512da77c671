import { Alert, Button } from 'antd';
import { useRequestEmailConfirmation } from '../auth/hooks/useRequestEmailConfirmation';

/**
 * A quiet line above the page for a member whose address is not confirmed yet (organisers'
 * rights wait for it: the server grants them only then), with a way to get the link again.
 */
export function ConfirmEmailNotice({ email }: { email: string | null }) {
  const resend = useRequestEmailConfirmation();
  return (
    <Alert
      className="confirm-email-notice"
      type="info"
      role="status"
      showIcon
      banner
      title={
        <>
          Please confirm your e-mail address{email ? ` (${email})` : ''}: open the link we sent you,
          signed in on this site.{' '}
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
