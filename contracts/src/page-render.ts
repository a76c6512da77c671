import type { AntdStylesheet } from './antd-stylesheet.js';
import type { RemoteRegistry } from './remotes.js';
import type { ShellFirstLoad } from './shell-first-load.js';
import type { SiteLinks } from './site/site-links.schema.js';
import type { PublicUser } from './user.js';

/**
 * What the backend hands the shell's server build to render a page (shell/src/server): the
 * request, the visitor and the registry, read as the API would answer them.
 */
export interface PageRenderRequest {
  /** The page's path and query, e.g. `/search?q=ada`. */
  url: string;
  /** Where the server reaches its own API and files (loopback), e.g. `http://127.0.0.1:3000`. */
  apiOrigin: string;
  /** Where the visitor reached the page (scheme, host, port), for links the page writes. */
  pageOrigin: string;
  /** The visitor's Cookie header, sent along with the API calls made while rendering. */
  cookie: string | undefined;
  /** GET /api/user's answer; null when nobody is signed in. */
  user: PublicUser | null;
  /** GET /api/remotes's answer, as the browser sees it. */
  registry: RemoteRegistry;
  /** GET /api/site-links's answer: the footer's addresses. */
  siteLinks: SiteLinks;
  /** The shell build's antd stylesheet, which the page links: its styles are not inlined. */
  antdStylesheet: AntdStylesheet | null;
  /** The scripts of the shell's build that its screens load; null without the file. */
  firstLoad: ShellFirstLoad | null;
}

/**
 * The rendered page; a `redirect` when the page would send the visitor elsewhere at once (a
 * signed-out visitor on a signed-in page goes to /auth, with the address to come back to); or
 * `client-only` when the browser must render this address itself.
 */
export type PageRenderResult =
  | {
      kind: 'page';
      /** 200, or 404 for the not-found screen. */
      status: number;
      /** The page's <title> text. */
      title: string;
      /**
       * What goes in <head> after the antd stylesheet's link: the styles of the rendered
       * components that the stylesheet lacks (all of them without a stylesheet).
       */
      head: string;
      /** The markup of the page, for the shell's root element. */
      html: string;
      /** The state the browser picks up before it hydrates (JSON, safe inside <script>). */
      state: string;
      /**
       * The scripts (and a section's manifest) taking the page over loads, in the order they
       * are needed, as addresses the browser asks for: the page script asks for them all at
       * once with the shell's main script (docs/page-scripts.md).
       */
      scripts: string[];
      /** What went wrong in parts of the page the browser will render instead (for the log). */
      errors: string[];
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'client-only'; reason: string };
