import { useEffect } from 'react';
import { TOAST_CLASS, TOAST_HOTKEY } from './toastSettings.js';

/**
 * F8 moves keyboard focus to the visible toast, so its close button can be reached (docs/pages.md,
 * "Toasts").
 */
export function ToastHotkey(): null {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      const toast = document.querySelector<HTMLElement>(`.${TOAST_CLASS}`);
      if (!toast) return;
      event.preventDefault();
      toast.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
