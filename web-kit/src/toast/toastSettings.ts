/** docs/pages.md, "Toasts": one at a time, 5000 ms, swipe right 50 px to dismiss, F8 to focus. */
export const TOAST_KEY = 'reunion-toast';
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_MAX_WIDTH_PX = 420;
/** Class on every toast, for the F8 hotkey to find it. */
export const TOAST_CLASS = 'reunion-toast';
