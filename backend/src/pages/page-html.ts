import type { AntdStylesheet, PageRenderResult } from '@reunion/contracts';

import { escapeHtml } from '../mail/escape-html.js';
import { inlinePageScript, type PageScript } from './page-script.js';

type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;

/** The id the shell reads the state from (shell/src/ssr/ssrState.ts). */
const SSR_STATE_ID = 'reunion-ssr-state';

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The template with the page's styles in its <head>: right after the antd stylesheet's link,
 * which the shell's build put before the site's own stylesheet, so they come after the
 * stylesheet's (antd's order) and before the site's (which wins where the two tie, as it does
 * over the stylesheet). Without that link (a build without a stylesheet), at the end of <head>.
 */
function withStyles(template: string, styles: string, stylesheet: AntdStylesheet | null): string {
  const link = stylesheet
    ? new RegExp(`<link[^>]*\\bhref="/${escapePattern(stylesheet.file)}"[^>]*>`).exec(template)
    : null;
  if (!link) return template.replace('</head>', () => `${styles}</head>`);
  const end = link.index + link[0].length;
  return template.slice(0, end) + styles + template.slice(end);
}

/**
 * The shell's index.html with a rendered page in it: its title, the styles of what was
 * rendered that the antd stylesheet lacks, the markup in #root and the state the browser
 * hydrates with. The template keeps every script and stylesheet the build put in it; with the
 * page script (page-script.ts), the page's own script is asked for by it.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  stylesheet: AntdStylesheet | null,
  script: PageScript | null,
): string {
  // Replacements are functions: a string's `$\``, `$'` or `$&` (a member's caption or name may
  // hold one) would be read as a pattern and paste parts of the template into the page.
  return withStyles(
    script ? inlinePageScript(template, script, page.scripts) : template,
    page.head,
    stylesheet,
  )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`,
    );
}
