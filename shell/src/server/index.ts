import type { PageRenderRequest, PageRenderResult } from '@reunion/contracts';

/**
 * The shell's server build (tooling/rspack/server-config.mjs): the backend requires this and
 * calls `renderPage` for each page request. The import is the async boundary, as in the
 * browser: Module Federation sets up the shared singletons before any of them is evaluated.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const { renderPage: render } = await import('./renderPage');
  return render(request);
}
