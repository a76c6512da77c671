import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

export const CROSS_SITE_ERROR = 'Cross-site requests are not allowed.';

/** Methods that change something; GET/HEAD/OPTIONS stay open (calendar feeds, photo files). */
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser on this very server would send, e.g. http://127.0.0.1:3000. */
function ownHostOrigin(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : undefined;
}

/**
 * Refuses a mutating API request that a browser says came from another site, before any body
 * is read: a form on a foreign page can post multipart or text/plain without a CORS preflight,
 * so the refusal must not depend on the body's type (and nothing parses text/plain anyway).
 *
 * Allowed: no Origin at all (calendar apps, curl, server-to-server: no ambient cookies to abuse),
 * the origin of PUBLIC_URL, and the origin of the request's own Host. The last one keeps local
 * use working when the site is opened as 127.0.0.1 while PUBLIC_URL says localhost; it cannot be
 * abused cross-site, because a victim's browser always sets Host to the server it talks to, so a
 * foreign page's Origin never equals it (under DNS rebinding the page *is* that host and the
 * browser holds no cookies of this site for it).
 *
 * `Sec-Fetch-Site: cross-site` is refused even when Origin is absent or rewritten by a proxy;
 * same-site is allowed so a sibling subdomain serving a remote keeps working.
 */
export function crossSiteRefusal(config: Pick<AppConfig, 'publicUrl'>): RequestHandler {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!MUTATING.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const foreignOrigin =
      origin !== undefined && origin !== publicOrigin && origin !== ownHostOrigin(req);
    if (fetchSite === 'cross-site' || foreignOrigin) {
      res.status(403).json({ error: CROSS_SITE_ERROR });
      return;
    }
    next();
  };
}
