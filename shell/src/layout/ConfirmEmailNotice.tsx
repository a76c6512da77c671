import { Alert, Button } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useRequestEmailConfirmation } from '../auth/hooks/useRequestEmailConfirmation';

/** The notice's height, which toasts on a phone start below (site.css, "Toasts"). */
const HEIGHT_PROPERTY = '--confirm-email-notice-height';

/**
 * Keeps HEIGHT_PROPERTY on the page at the notice's height while it is on screen: it wraps to two
 * or three lines on a phone, and the toast right after registering once covered it exactly. Once
 * the page is scrolled past it, toasts go back up under the header.
 */
function useHeightOnPage() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    let onScreen = true;
    const measure = () =>
      root.setProperty(HEIGHT_PROPERTY, `${onScreen ? element.offsetHeight : 0}px`);
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    // Where there is none (jsdom), the notice counts as on screen, as HydrateOnView does.
    const seen =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(([entry]) => {
            onScreen = entry?.isIntersecting ?? true;
            measure();
          });
    seen?.observe(element);
    return () => {
      resized.disconnect();
      seen?.disconnect();
      root.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

/**
 * A quiet line above the page for a member whose address is not confirmed yet (organisers'
 * rights wait for it: the server grants them only then), with a way to get the link again.
 */
export function ConfirmEmailNotice({ email }: { email: string | null }) {
  const resend = useRequestEmailConfirmation();
  const ref = useHeightOnPage();
  return (
    <div ref={ref}>
      <Alert
        className="confirm-email-notice"
        type="info"
        role="status"
        showIcon
        banner
        title={
          <>
            Please confirm your e-mail address{email ? ` (${email})` : ''}: open the link we sent
            you, signed in on this site.{' '}
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
    </div>
  );
}
