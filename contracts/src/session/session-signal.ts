/**
 * What one tab of the site tells the site's other tabs in the same browser when the session they
 * share changes (docs/pages.md, "Header and footer"): a Logout, after which each forgets the
 * member; or a sign-in or registration, after which each reads again who is signed in, and drops
 * what it holds of anyone else. The name of the BroadcastChannel they use.
 */
export const SESSION_CHANNEL = 'reunion:session';

export type SessionSignal = { readonly kind: 'signed-out' } | { readonly kind: 'signed-in' };

const SIGNAL_KINDS: readonly string[] = [
  'signed-out',
  'signed-in',
] satisfies SessionSignal['kind'][];

/**
 * A message on the channel this build understands. Only the site's own pages reach it (it is
 * the browser's, per origin), but a tab may be of another release: anything else is ignored.
 */
export function isSessionSignal(message: unknown): message is SessionSignal {
  if (typeof message !== 'object' || message === null) return false;
  const { kind } = message as { kind?: unknown };
  return typeof kind === 'string' && SIGNAL_KINDS.includes(kind);
}
