import { useCallback, useMemo, type PointerEvent, type ReactNode } from 'react';
import { App, Button, theme } from 'antd';
import {
  TOAST_CLASS,
  TOAST_DURATION_MS,
  TOAST_KEY,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toastSettings.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A button in the toast (Logout's 'Try again'), which then stays until closed or used. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

/** Drag to the right past the threshold to dismiss, as on a phone (docs/pages.md, "Toasts"). */
function swipeHandlers(onDismiss: () => void) {
  let startX: number | null = null;
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      startX = event.clientX;
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (startX === null) return;
      const dx = Math.max(0, event.clientX - startX);
      event.currentTarget.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      startX = null;
      event.currentTarget.style.transform = '';
      if (dx > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      startX = null;
      event.currentTarget.style.transform = '';
    },
  };
}

/**
 * The site's toasts (docs/pages.md, "Toasts") over antd's notification from the shell's `<App>`:
 * variants default and destructive, a title and a description, one visible at a time (a new
 * toast replaces the current one), closing after 5 s, at the top on small screens and
 * bottom right, at most 420 px wide, from the md breakpoint up. Sections call it too: they
 * get the shell's `<App>` through the shared antd.
 */
export function useToast(): ToastApi {
  const { notification } = App.useApp();
  const { token } = theme.useToken();

  const dismiss = useCallback(() => notification.destroy(TOAST_KEY), [notification]);

  const toast = useCallback(
    ({ title, description, variant = 'default', action }: ToastOptions) => {
      const destructive = variant === 'destructive';
      // The screen's width when the toast opens, asked here rather than with antd's
      // Grid.useBreakpoint: that hook re-renders its component once right after it mounts, and
      // every component with a toast (the header among them) paid that synchronous render in
      // the task that takes the page over (README, "Pages rendered on the server", Decision 8).
      const wide = window.matchMedia(`(min-width: ${token.screenMD}px)`).matches;
      notification.open({
        key: TOAST_KEY,
        title,
        description,
        type: destructive ? 'error' : undefined,
        // Five seconds is too short to reach a button (a keyboard, a screen reader): it waits.
        duration: action ? false : TOAST_DURATION_MS / 1000,
        actions: action && (
          <Button
            size="small"
            onClick={() => {
              notification.destroy(TOAST_KEY);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        ),
        placement: wide ? 'bottomRight' : 'top',
        closable: { 'aria-label': 'Close notification' },
        // Errors interrupt a screen reader; confirmations wait their turn.
        role: destructive ? 'alert' : 'status',
        className: `${TOAST_CLASS} ${TOAST_CLASS}--${variant}`,
        // On the notice itself (styles.root sizes antd's wrapper, which kept the default width).
        style: {
          width: wide ? `min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 32px))` : 'calc(100vw - 32px)',
          maxWidth: wide ? TOAST_MAX_WIDTH_PX : undefined,
          borderInlineStart: `4px solid ${destructive ? token.colorError : token.colorPrimary}`,
          touchAction: 'pan-y',
        },
        styles: destructive ? { title: { color: token.colorErrorText } } : undefined,
        props: {
          'data-testid': 'toast',
          // Focusable from script only, for the F8 hotkey.
          tabIndex: -1,
          ...swipeHandlers(() => notification.destroy(TOAST_KEY)),
        },
      });
    },
    [notification, token.screenMD, token.colorError, token.colorErrorText, token.colorPrimary],
  );

  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
