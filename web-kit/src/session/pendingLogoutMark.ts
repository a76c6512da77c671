/**
 * Where the browser keeps the mark of a Logout the server has not heard yet (pendingLogout.ts).
 * On its own, with nothing imported, because the shell's inline page script reads it too: it
 * hides a page the server drew for the member while the mark is there.
 */
export const PENDING_LOGOUT_KEY = 'reunion.logout-pending';

/**
 * Set on <html> by the page script with the page hidden for a pending Logout: the shell drops
 * the member's page even when the mark has gone by the time it starts (another tab finished the
 * sign-out meanwhile), and shows the page again once nobody is signed in.
 */
export const HIDDEN_FOR_LOGOUT = 'data-hidden-for-logout';
