/** A stand-in origin: only what stays on it is a path of this site. */
const SITE = 'http://site.invalid';

/**
 * Where signing in may send the visitor back to: a path of this site, as the URL parser reads
 * it, or undefined. `from` comes from the address (anyone can write a link with it), and the
 * server answers it with a redirect, so `//evil.example`, `/\evil.example` (a backslash reads
 * as a slash) and control characters the parser drops must never leave the site. Not /auth
 * itself (a loop), but for the e-mail confirmation link, which needs the session it sent the
 * visitor for.
 */
export function returnPath(from: string | null | undefined): string | undefined {
  if (!from?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(from, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return undefined;
  const path = url.pathname + url.search + url.hash;
  // The parser's own result can be `//evil.example` (from `/.//evil.example`): another site.
  if (path.startsWith('//')) return undefined;
  if (path.startsWith('/auth') && !path.startsWith('/auth/confirm-email?')) return undefined;
  return path;
}
