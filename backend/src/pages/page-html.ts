import type { PageRenderResult } from '@reunion/contracts';

import { inlinePageScript, type PageScript } from './page-script.js';

type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;

/** The id the shell reads the state from (shell/src/ssr/ssrState.ts). */
const SSR_STATE_ID = 'reunion-ssr-state';

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/**
 * The shell's index.html with a rendered page in it: its title, the styles of what was
 * rendered, the markup in #root and the state the browser hydrates with. The template keeps
 * every script and stylesheet the build put in it; with the page script (page-script.ts), the
 * page's own script is asked for by it.
 */
export function pageHtml(template: string, page: RenderedPage, script: PageScript | null): string {
  return (script ? inlinePageScript(template, script) : template)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`,
    );
}
