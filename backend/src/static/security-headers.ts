import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';
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
 * Sources of sections served by `npm run dev` (read per request: dev servers come and go),
 * with their hot-reload sockets. helmet wants a string, so "'self'" stands in for none.
 */
const devSources =
  (config: AppConfig, sockets = false) =>
  (): string => {
    const origins = devRemoteOrigins(config);
    const all = sockets ? [...origins, ...origins.map((o) => o.replace(/^http/, 'ws'))] : origins;
    return all.length > 0 ? all.join(' ') : "'self'";
  };

/**
 * helmet with a CSP for this site: own scripts and those of remotes served elsewhere; inline
 * styles because antd writes its CSS-in-JS into <style> tags; data:/blob: images for previews
 * of photos before upload. HSTS and upgrade-insecure-requests only when served over https:
 * on plain http://localhost they would break the site.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const https = config.publicUrl.startsWith('https:');
  const remotes = remoteOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, devSources(config)],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes, devSources(config)],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, devSources(config)],
        fontSrc: ["'self'", 'data:', ...remotes, devSources(config)],
        connectSrc: ["'self'", ...remotes, devSources(config, true)],
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
  });
}
