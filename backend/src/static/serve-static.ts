import fs from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@reunion/contracts';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { cacheControlFor, releaseCacheControlFor, REVALIDATE } from './cache-policy.js';

/** Paths the shell's history fallback never answers: they belong to the API, the remotes, the probes. */
const NOT_SHELL = /^\/(api|remotes|health)(\/|$)/;

function staticOptions(policy: (filePath: string) => string = cacheControlFor) {
  return {
    index: false as const,
    // A missing file falls through to Nest, whose not-found handler answers 404 JSON.
    fallthrough: true,
    setHeaders: (res: Response, filePath: string) =>
      res.setHeader('Cache-Control', policy(filePath)),
  };
}

/**
 * Serves the built front end on the API's origin: each remote's build under /remotes/<name>/,
 * its published releases under /remotes/<name>/<version>/ (from `releasesDir`), the shell at /, with every other page-load GET answered by the shell's index.html so
 * deep links and unknown paths reach the shell's router (and its 404 screen).
 */
export function serveStatic(app: Express, staticRoot: string, releasesDir?: string): void {
  for (const name of remoteNames) {
    // Version folders never exist in a build's dist, so the two never shadow each other.
    if (releasesDir)
      app.use(
        `/remotes/${name}`,
        express.static(path.join(releasesDir, name), staticOptions(releaseCacheControlFor)),
      );
    app.use(
      `/remotes/${name}`,
      express.static(path.join(staticRoot, name, 'dist'), staticOptions()),
    );
  }

  const shellDir = path.join(staticRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDir, 'index.html');
  const shellFiles = express.static(shellDir, staticOptions());
  // Spares API calls a pointless file lookup.
  app.use((req: Request, res: Response, next: NextFunction) =>
    NOT_SHELL.test(req.path) ? next() : shellFiles(req, res, next),
  );

  app.use((req: Request, res: Response, next: NextFunction) => {
    // The site's root is always the page; deeper paths only for page loads, so a missing
    // script or image still gets a 404 rather than HTML.
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (req.path === '/' || (req.headers.accept ?? '').includes('text/html'));
    if (!wantsPage || NOT_SHELL.test(req.path) || !fs.existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexHtml, (error) => {
      if (error) next(error);
    });
  });
}
