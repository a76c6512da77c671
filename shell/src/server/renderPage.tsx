import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import type { PageRenderRequest, PageRenderResult } from '@reunion/contracts';
import {
  AppProviders,
  createQueryClient,
  type PageHead,
  PageHeadContext,
  PageOriginContext,
  queryKeyOf,
  SITE_TITLE,
} from '@reunion/web-kit';
import { SiteRoutes } from '../app/SiteRoutes';
import { configureZod } from '../zodConfig';
import { ServerSectionContext } from '../ssr/ServerSection';
import { serializeSsrState } from '../ssr/ssrState';
import { inlineStyles } from './inlineStyles';
import { pageScripts } from './pageScripts';
import { loadSectionPage, type ServerSectionPage } from './sectionLoader';
import { withRequestScope } from './serverFetch';
import { withTimeout } from '../remotes/withTimeout';

configureZod();

/** Past this, what is still waiting is sent as its loading state and the browser finishes it. */
const RENDER_TIMEOUT_MS = 5_000;
/** Past this, the page is rendered without the data, which the browser then asks for itself. */
const PREFETCH_TIMEOUT_MS = 3_000;

/**
 * Renders to a string once everything (lazy screens, the section) has rendered. A part that
 * throws is sent as its Suspense fallback, for the browser to render; `errors` says why.
 *
 * Everything must be written in place: a Suspense boundary written after the rest comes with
 * inline scripts to move it into place, which the site's CSP refuses to run. React does that
 * for a boundary that had to wait (a lazy screen loading its chunk: such a render is done once
 * more, when every lazy screen has loaded, once per screen per process) and for any boundary
 * bigger than `progressiveChunkSize` (switched off: the whole page is sent at once anyway).
 */
async function renderToHtml(element: React.ReactElement, errors: string[]): Promise<string> {
  const html = await renderOnce(element, errors);
  return html.includes(PENDING_BOUNDARY) ? renderOnce(element, errors) : html;
}

/** React's marker of a Suspense boundary whose content comes later in the document. */
const PENDING_BOUNDARY = '<!--$?-->';

async function renderOnce(element: React.ReactElement, errors: string[]): Promise<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: timeout.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}

/** The absolute URL the server fetches a registry entry from (the registry may be relative). */
function absolute(registry: PageRenderRequest['registry'], origin: string) {
  return Object.fromEntries(
    Object.entries(registry).map(([name, url]) => [name, new URL(url, origin).href]),
  );
}

/**
 * Renders the page at `request.url` as the browser would, for its first paint: the shell's
 * screen, and for a section's address the section's page (loaded through the registry,
 * its data prefetched). The antd styles of what was rendered that the shell's antd stylesheet
 * lacks, the data and the registry used go along, so the browser's first render is the same and
 * hydrates it.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  return withRequestScope(request, async () => {
    const location = new URL(request.url, request.apiOrigin);
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeyOf('getUser'), request.user);
    queryClient.setQueryData(queryKeyOf('siteLinks'), request.siteLinks);

    let section: ServerSectionPage | null = null;
    // A signed-out visitor's section page is the browser's (it goes to /auth): nothing to load.
    if (request.user) {
      try {
        section = await loadSectionPage(
          location.pathname,
          absolute(request.registry, request.apiOrigin),
        );
      } catch (error) {
        return { kind: 'client-only', reason: `section: ${(error as Error).message}` };
      }
      // A failed or slow prefetch leaves the page to show its own loading or error state, as in
      // the browser, which then asks for the data itself.
      const prefetch = section?.prefetch?.({
        queryClient,
        params: section.params,
        search: location.searchParams,
      });
      if (prefetch)
        await withTimeout(
          prefetch,
          PREFETCH_TIMEOUT_MS,
          () => new Error('prefetch timed out'),
        ).catch(() => undefined);
    }

    const head: PageHead = {};
    const errors: string[] = [];
    const cache = createCache();
    const pageOrigin = new URL(request.pageOrigin);
    const html = await renderToHtml(
      <StrictMode>
        <PageOriginContext.Provider value={{ origin: pageOrigin.origin, host: pageOrigin.host }}>
          <PageHeadContext.Provider value={head}>
            <StyleProvider cache={cache}>
              <AppProviders queryClient={queryClient}>
                <StaticRouter location={location.pathname + location.search}>
                  <ServerSectionContext.Provider value={section}>
                    <SiteRoutes />
                  </ServerSectionContext.Provider>
                </StaticRouter>
              </AppProviders>
            </StyleProvider>
          </PageHeadContext.Provider>
        </PageOriginContext.Provider>
      </StrictMode>,
      errors,
    );
    if (head.redirect) return { kind: 'redirect', location: head.redirect };
    return {
      kind: 'page',
      status: head.status ?? 200,
      title: head.title ?? SITE_TITLE,
      head: inlineStyles(cache, request.antdStylesheet),
      html,
      state: serializeSsrState({ dehydrated: dehydrate(queryClient), registry: request.registry }),
      scripts: pageScripts(request, location.pathname, request.user, section),
      errors,
    };
  });
}
