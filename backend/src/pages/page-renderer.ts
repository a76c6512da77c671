import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ZodError, type ZodType } from 'zod';
import {
  type AntdStylesheet,
  antdStylesheetSchema,
  type PageRenderRequest,
  type PageRenderResult,
  type ShellFirstLoad,
  shellFirstLoadSchema,
} from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { loggableUrl } from '../logging/log-redaction.js';

type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;

/**
 * What a page's render needs of the shell's build: its renderer, its antd stylesheet and the
 * scripts its screens load.
 */
interface ShellBuild {
  renderPage: RenderPage;
  antdStylesheet: AntdStylesheet | null;
  firstLoad: ShellFirstLoad | null;
}

/**
 * The manifest of the antd stylesheet the shell's build writes beside its files
 * (tooling/rspack/antd-stylesheet.mjs). Without it (a build made before the stylesheet) pages
 * carry all their antd styles inline.
 */
const ANTD_STYLESHEET_MANIFEST = 'antd-stylesheet.json';
/**
 * The scripts the shell's screens load, from its chunk graph (tooling/rspack/first-load.mjs).
 * Without it pages ask for their scripts stage by stage (docs/page-scripts.md).
 */
const FIRST_LOAD_LIST = 'first-load.json';

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
  private build: ShellBuild | null | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private load(): ShellBuild | null {
    if (this.build !== undefined) return this.build;
    const shell = path.join(this.config.staticRoot, 'shell');
    const entry = path.join(shell, 'dist-server', 'server.cjs');
    if (!fs.existsSync(entry)) {
      this.logger.log(`No server build at ${entry}: pages are rendered in the browser`);
      this.build = null;
      return null;
    }
    const loaded = createRequire(import.meta.url)(entry) as { renderPage?: RenderPage };
    this.build = loaded.renderPage
      ? {
          renderPage: loaded.renderPage,
          antdStylesheet: this.readBuildFile(
            path.join(shell, 'dist', ANTD_STYLESHEET_MANIFEST),
            antdStylesheetSchema,
            'pages inline their antd styles',
          ),
          firstLoad: this.readBuildFile(
            path.join(shell, 'dist', FIRST_LOAD_LIST),
            shellFirstLoadSchema,
            'pages ask for their scripts stage by stage',
          ),
        }
      : null;
    return this.build;
  }

  /** Read with the server build, once: they come from the same build of the shell. */
  private readBuildFile<T>(file: string, schema: ZodType<T>, without: string): T | null {
    if (!fs.existsSync(file)) return null;
    try {
      return schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      const why =
        error instanceof ZodError
          ? `wrong ${error.issues.map((issue) => issue.path.join('.')).join(', ')}`
          : String(error);
      this.logger.error(`${file} unreadable (${why}): ${without}`);
      return null;
    }
  }

  /** The antd stylesheet pages link, as the shell's build described it; null without one. */
  antdStylesheet(): AntdStylesheet | null {
    return this.load()?.antdStylesheet ?? null;
  }

  async render(
    request: Omit<PageRenderRequest, 'antdStylesheet' | 'firstLoad'>,
  ): Promise<PageRenderResult> {
    const build = this.load();
    if (!build) return { kind: 'client-only', reason: 'no server build' };
    try {
      return await build.renderPage({
        ...request,
        antdStylesheet: build.antdStylesheet,
        firstLoad: build.firstLoad,
      });
    } catch (error) {
      this.logger.error(
        `rendering ${loggableUrl(request.url)} failed, left to the browser: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return { kind: 'client-only', reason: 'render failed' };
    }
  }
}
