import { HIDDEN_FOR_LOGOUT, PENDING_LOGOUT_KEY } from '@reunion/web-kit/pending-logout-mark';

/**
 * A Logout on this device the server has not heard yet (no signal at the time): the session
 * cookie still names the member, so the server drew this page for them, their details included,
 * for whoever uses the device next. Until the shell has started, sent the sign-out again and
 * dropped the page (web-kit's pendingLogout.ts), the page stays hidden; the shell shows it again
 * once nobody is signed in (useShowPageWhenSignedOut). A shell that cannot load leaves only a
 * note saying so (showThatThePageFailed.ts). Answers whether it hid the page.
 */
export function hideWhileLogoutPending(document: Document): boolean {
  let pending = false;
  // web-kit's localStore() does the same, but this script stays free of web-kit's imports.
  try {
    pending = localStorage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    // Storage refused (some private modes): no Logout could have left its mark either.
  }
  if (pending) {
    document.documentElement.hidden = true;
    document.documentElement.setAttribute(HIDDEN_FOR_LOGOUT, '');
  }
  return pending;
}
