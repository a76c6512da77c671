import { callApi } from '../api/callApi.js';
import { localStore } from '../storage/localStore.js';
import { PENDING_LOGOUT_KEY } from './pendingLogoutMark.js';

// The mark is set from Logout until the server has signed the session out; in every tab, and
// kept on reload.

/**
 * Logout forgets the member on the device before the server hears of it (no signal, say): until
 * the server has, the session cookie still signs them in. This mark says so, so that no tab reads
 * the member back in meanwhile (currentUserQuery); it goes once the server has signed out.
 */
export function markLogoutPending(): void {
  localStore()?.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
}

export function isLogoutPending(): boolean {
  return localStore()?.getItem(PENDING_LOGOUT_KEY) != null;
}

/** A new sign-in replaces the session a Logout was still to end. */
export function forgetPendingLogout(): void {
  localStore()?.removeItem(PENDING_LOGOUT_KEY);
}

/** POST /api/logout; once the server has answered, the mark goes. Throws as the call does. */
export async function signOutOnServer(): Promise<void> {
  await callApi('logout');
  forgetPendingLogout();
}
