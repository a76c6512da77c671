import fs from 'node:fs';
import path from 'node:path';
import { FILE_ADDRESS } from '@reunion/contracts';
import { Inject, Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { loggableUrl } from '../logging/log-redaction.js';
import { AuthService } from '../auth/auth.service.js';
import { sessionUserId } from '../auth/session/session-data.js';
import { UsersService } from '../auth/users.service.js';
import { CanaryVisitors } from '../remotes/canary/canary-visitor.js';
import { RemotesService } from '../remotes/remotes.service.js';
import { REVALIDATE } from '../static/cache-policy.js';
import { withLinkCard } from './link-card.js';
import { pageHtml } from './page-html.js';
import { pageScript } from './page-script.js';
import { PageRenderer } from './page-renderer.js';

/** Paths that are never pages: the API, the sections' files, the probes. */
const NOT_A_PAGE = /^\/(api|remotes|health)(\/|$)/;

/**
 * Whether a GET is a page load: the site's root always; another address when HTML is asked for,
 * or when anything is (a chat app fetching a shared link for its card sends `Accept: *\/*`,
 * docs/sharing.md) and the address is not a file's, so a missing script or image still gets
 * its 404.
 */
function isPageLoad(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path === '/') return true;
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return req.accepts('html') === 'html' && !FILE_ADDRESS.test(req.path);
}

/**
 * A redirect the shell asks for, kept on this site whatever the shell computed: a browser reads
 * `//host` and `/\host` as another site, so only a path with one slash goes out as it is; anything
 * else goes to the home page. The shell's return path already refuses these (the link a visitor
 * follows to sign in can say anything); this is the last check before the answer leaves.
 */
const onThisSite = (location: string): string => (/^\/(?![/\\])/.test(location) ? location : '/');

/**
 * Answers page loads (a GET for HTML: the site's root, or any path asked for as text/html that
 * no file answered) with the shell's page, rendered on the server when it can be: the visitor
 * (from the session), the registry and the address go to the shell's server build
 * (PageRenderer), and the page it renders goes into index.html. Otherwise — no server build,
 * an address the browser must handle itself, a failed render — index.html as it is.
 */
@Injectable()
export class PagesMiddleware implements NestMiddleware {
  private readonly logger = new Logger(PagesMiddleware.name);
  private readonly indexHtml: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderer: PageRenderer,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly remotes: RemotesService,
    private readonly visitors: CanaryVisitors,
  ) {
    this.indexHtml = path.join(config.staticRoot, 'shell', 'dist', 'index.html');
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (!isPageLoad(req) || NOT_A_PAGE.test(req.path) || !fs.existsSync(this.indexHtml))
      return next();
    try {
      const template = await fs.promises.readFile(this.indexHtml, 'utf8');
      const userId = sessionUserId(req);
      // Read with the session already (the session store): not read again.
      const user = userId === undefined ? null : await this.users.sessionUser(req.session, userId);
      const page = await this.renderer.render({
        url: req.originalUrl,
        apiOrigin: ownOrigin(req),
        pageOrigin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        cookie: req.headers.cookie,
        user: user ? await this.auth.publicView(user) : null,
        // A canary's share holds a visitor across reloads: their cookie names them.
        registry: await this.remotes.registry(this.visitors.readOrIssue(req, res)),
        siteLinks: this.config.siteLinks,
      });
      if (page.kind === 'redirect') {
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(303, onThisSite(page.location));
        return;
      }
      if (page.kind === 'page') {
        for (const error of page.errors)
          this.logger.warn(`${loggableUrl(req.originalUrl)}: left to the browser: ${error}`);
        // The page holds the visitor's own data: kept by no one.
        res.status(page.status).setHeader('Cache-Control', 'no-store');
        const html = pageHtml(
          template,
          page,
          this.renderer.antdStylesheet(),
          pageScript(this.config.staticRoot),
        );
        res.type('html').send(this.withCard(html, req));
        return;
      }
      res.setHeader('Cache-Control', REVALIDATE);
      res.type('html').send(this.withCard(template, req));
    } catch (error) {
      next(error);
    }
  }

  private withCard(html: string, req: Request): string {
    return withLinkCard(html, this.config.publicUrl, req.path);
  }
}

/** This server as it was reached (loopback, in practice): the renderer calls its API there. */
function ownOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}
