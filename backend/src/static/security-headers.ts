import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** Origins of remotes served elsewhere (REMOTES with absolute URLs): their scripts must be allowed. */
function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotesOverride)) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

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
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
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
