import path from 'node:path';
import { remoteNames } from '@reunion/contracts';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { cacheControlFor, releaseCacheControlFor } from './cache-policy.js';

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
 * its published releases under /remotes/<name>/<version>/ (from `releasesDir`), and the shell's
 * files at /. Page loads (any address a visitor opens) are the pages module's (pages/).
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
  const shellFiles = express.static(shellDir, staticOptions());
  // Spares API calls a pointless file lookup. index.html is the pages module's (pages/): it
  // answers page loads, rendered on the server where it can.
  app.use((req: Request, res: Response, next: NextFunction) =>
    NOT_SHELL.test(req.path) || req.path === '/' || req.path === '/index.html'
      ? next()
      : shellFiles(req, res, next),
  );
}
