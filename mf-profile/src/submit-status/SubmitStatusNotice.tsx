import { Alert, Flex } from 'antd';
import { Spinner } from '@reunion/web-kit';
import { useEffect } from 'react';
import { NOTICE_AUTO_CLOSE_MS } from './timings';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

interface SubmitStatusNoticeProps {
  readonly status: SubmitStatus;
  readonly message?: string;
  readonly onClose?: () => void;
}

export const DEFAULT_SUCCESS_MESSAGE = 'Successfully submitted!';
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The submit-status banner (docs/pages.md, "Create profile"). The region stays in the page while
 * idle so screen readers announce each change of its text (a live region inserted with its text is
 * often missed).
 */
export function SubmitStatusNotice({ status, message, onClose }: SubmitStatusNoticeProps) {
  useEffect(() => {
    if (status !== 'success' || !onClose) return;
    const timer = setTimeout(onClose, NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const closable = onClose ? { onClose, 'aria-label': 'Close message' } : false;
  return (
    <div aria-live="polite" data-testid="submit-status" style={{ marginBottom: 16 }}>
      {status === 'submitting' && (
        <Alert
          type="info"
          title={
            <Flex gap={8} align="center">
              <Spinner size="small" colour="primary" />
              <span>{message ?? 'Submitting...'}</span>
            </Flex>
          }
        />
      )}
      {status === 'success' && (
        <Alert
          type="success"
          showIcon
          title={message ?? DEFAULT_SUCCESS_MESSAGE}
          closable={closable}
        />
      )}
      {status === 'error' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={message ?? DEFAULT_ERROR_MESSAGE}
          closable={closable}
        />
      )}
    </div>
  );
}
