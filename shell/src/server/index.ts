import type { PageRenderRequest, PageRenderResult } from '@reunion/contracts';
import type { AntdUse, BuiltAntdStylesheet } from './antdStylesheet';

/**
 * The shell's server build (tooling/rspack/server-config.mjs): the backend requires this and
 * calls `renderPage` for each page request. The import is the async boundary, as in the
 * browser: Module Federation sets up the shared singletons before any of them is evaluated.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const { renderPage: render } = await import('./renderPage');
  return render(request);
}

/**
 * The antd stylesheet the shell's build writes (tooling/rspack/antd-stylesheet.mjs calls this
 * once the server build is made): rendered here, so that it is exactly what a page renders.
 */
export async function antdStylesheet(uses: AntdUse[]): Promise<BuiltAntdStylesheet> {
  const { antdStylesheet: build } = await import('./antdStylesheet');
  return build(uses);
}
