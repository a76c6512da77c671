import { FROM_PARAM, RSVP_ANSWER_PAGE, RSVP_UNSUBSCRIBE_PAGE } from '@reunion/contracts';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';
import { pageScript } from '../pages/page-script.js';
import { devRemoteOrigins } from '../remotes/dev-remotes.js';

/** Origins of remotes served elsewhere (REMOTES with absolute URLs): their scripts must be allowed. */
function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotesOverride)) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * A source list: the fixed sources, the remotes served elsewhere, and the sections served by
 * `npm run dev` (read per request: dev servers come and go; with their hot-reload sockets for
 * connect-src), each once. helmet calls it for every response.
 */
const sources =
  (config: AppConfig, remotes: string[], fixed: string[], sockets = false) =>
  (): string => {
    const dev = devRemoteOrigins(config);
    const devSockets = sockets ? dev.map((origin) => origin.replace(/^http/, 'ws')) : [];
    return [...new Set([...fixed, ...remotes, ...dev, ...devSockets])].join(' ');
  };

export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The shell's screens whose address carries a mailed token: the reset link, then the reset form;
 * the e-mail confirmation link; the RSVP nudge's answer and unsubscribe links, whose unsubscribe
 * token never expires. The RSVP pages are the constants the nudge mails build their links from
 * (contracts/src/rsvp-nudges/rsvp-nudge-paths.ts), so renaming one cannot leave its page
 * without no-referrer; the auth pages have no such constant (the mails and the shell's routes
 * spell them out too).
 */
const TOKEN_SCREEN_PATHS = [
  '/auth/redirect-reset',
  '/auth/reset-password',
  '/auth/confirm-email',
  RSVP_ANSWER_PAGE,
  RSVP_UNSUBSCRIBE_PAGE,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path of TOKEN_SCREEN_PATHS, as the shell's router matches it: without case, with or
 * without a trailing slash. Their page sends no Referer at all, not even to this site, so the
 * token never travels in a header or lands in a log.
 */
export const TOKEN_SCREENS = new RegExp(
  `^(?:${TOKEN_SCREEN_PATHS.map(escapeRegExp).join('|')})/?$`,
  'i',
);

/** /auth, as the shell's router matches it. */
const SIGN_IN = /^\/auth\/?$/i;

/**
 * /auth naming where signing in leads (contracts' signInAddress): that may be a token screen,
 * its token then in this page's address (the confirmation link's "Sign in").
 */
function carriesReturnAddress(req: Request): boolean {
  return SIGN_IN.test(req.path) && req.query[FROM_PARAM] !== undefined;
}

/**
 * helmet with a CSP for this site: own scripts and those of remotes served elsewhere; inline
 * styles because antd writes its CSS-in-JS into <style> tags (its stylesheet, built by the
 * shell, is 'self'; but a page inlines the styles that file lacks, and the browser still
 * injects some); data:/blob: images for previews of photos before upload. HSTS and
 * upgrade-insecure-requests only when served over https: on plain http://localhost they would
 * break the site. Referrer-Policy: the origin only, when leaving the site; nothing at all from
 * the screens whose address carries a token (TOKEN_SCREENS), /auth naming where signing in leads
 * included. X-Robots-Tag: noindex on every answer.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const https = config.publicUrl.startsWith('https:');
  const remotes = remoteOrigins(config);
  const scriptSources = sources(config, remotes, ["'self'"]);
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, a server-rendered page's (pages/page-script.ts), by its hash.
        scriptSrc: [
          () => [scriptSources(), pageScript(config.staticRoot)?.hash].filter(Boolean).join(' '),
        ],
        styleSrc: [sources(config, remotes, ["'self'", "'unsafe-inline'"])],
        imgSrc: [sources(config, remotes, ["'self'", 'data:', 'blob:'])],
        fontSrc: [sources(config, remotes, ["'self'", 'data:'])],
        connectSrc: [sources(config, remotes, ["'self'"], true)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remotes from other origins are fetched without credentials; CORP/COEP would block them.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // Other sites learn at most this site's origin, never a page's path or query.
    referrerPolicy: { policy: DEFAULT_REFERRER_POLICY },
    // For browsers that predate frame-ancestors: no framing at all, as the CSP says.
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (TOKEN_SCREENS.test(req.path) || carriesReturnAddress(req))
        res.setHeader('Referrer-Policy', 'no-referrer');
      // The class's site stays out of search results (docs/sharing.md, "Search engines"). A
      // header rather than a robots.txt Disallow: a crawler kept out never reads the noindex,
      // and chat apps that honour robots.txt would stop drawing link cards.
      res.setHeader('X-Robots-Tag', 'noindex');
      next();
    });
}
