/** /auth's query parameter naming where signing in leads (shell's PublicOnly reads it). */
export const FROM_PARAM = 'from';

/**
 * /auth with `from` in the query: the address the server's redirect to sign in names (a
 * redirect carries no history state), and a link to sign in that the browser may follow before
 * the page is taken over (no history state either). `from` may hold a mailed token (the
 * confirmation link's "Sign in"), so such an /auth sends no Referer (backend's
 * security-headers.ts; shell's AuthPage). Encoded by hand: contracts compiles without DOM or
 * Node types, so no URLSearchParams.
 */
export function signInAddress(from: string): string {
  return `/auth?${FROM_PARAM}=${encodeURIComponent(from)}`;
}
