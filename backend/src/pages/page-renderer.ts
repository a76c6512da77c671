import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PageRenderRequest, PageRenderResult } from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;

/**
 * The shell's server build (`shell/dist-server/server.cjs`, tooling/rspack/server-config.mjs),
 * loaded once: it renders a page's HTML for its first paint. Without it (a build made before
 * server rendering, the API tests' empty static root) pages are rendered by the browser alone.
 * A render that fails is logged and the page is left to the browser: a visitor never gets an
 * error where the browser could have drawn the page.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private renderPage: RenderPage | null | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private load(): RenderPage | null {
    if (this.renderPage !== undefined) return this.renderPage;
    const entry = path.join(this.config.staticRoot, 'shell', 'dist-server', 'server.cjs');
    if (!fs.existsSync(entry)) {
      this.logger.log(`No server build at ${entry}: pages are rendered in the browser`);
      this.renderPage = null;
      return null;
    }
    const loaded = createRequire(import.meta.url)(entry) as { renderPage?: RenderPage };
    this.renderPage = loaded.renderPage ?? null;
    return this.renderPage;
  }

  async render(request: PageRenderRequest): Promise<PageRenderResult> {
    const render = this.load();
    if (!render) return { kind: 'client-only', reason: 'no server build' };
    try {
      return await render(request);
    } catch (error) {
      this.logger.error(
        `rendering ${request.url} failed, left to the browser: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return { kind: 'client-only', reason: 'render failed' };
    }
  }
}
