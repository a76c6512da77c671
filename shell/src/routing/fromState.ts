/**
 * Where the visitor was going when sent to sign in, so that signing in takes them there (see
 * PublicOnly): in the history state when the app navigated there, in /auth's query parameter
 * `from` (contracts' signInAddress) when the server did or the browser followed a link (neither
 * carries history state).
 */
export interface FromState {
  from?: string;
}
