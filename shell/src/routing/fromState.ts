/**
 * Where the visitor was going when sent to sign in, so that signing in takes them there (see
 * PublicOnly): in the history state when the browser sent them, in /auth's query parameter
 * `from` when the server did (a redirect carries no history state).
 */
export interface FromState {
  from?: string;
}

export const FROM_PARAM = 'from';
