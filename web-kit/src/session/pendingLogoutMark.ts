/**
 * Where the browser keeps the mark of a Logout the server has not heard yet (pendingLogout.ts).
 * On its own, with nothing imported, because the shell's inline page script reads it too: it
 * hides a page the server drew for the member while the mark is there.
 */
export const PENDING_LOGOUT_KEY = 'reunion.logout-pending';
