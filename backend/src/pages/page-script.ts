import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../mail/escape-html.js';

/** The shell's inline page script and its hash, for the Content-Security-Policy's script-src. */
export interface PageScript {
  source: string;
  /** `'sha256-…'`. */
  hash: string;
}

const loaded = new Map<string, PageScript>();

/**
 * The one inline script of a server-rendered page: it holds what the visitor does until React
 * has taken the page over and then hands it on, and it loads the page's script once the page has
 * painted (shell/src/page-script/; README, "Pages rendered on the server"). Built by the shell
 * into `shell/dist/page-script.js`, read once; null while there is no such build (the API tests'
 * empty static root), when pages keep the build's own `<script defer>`.
 */
export function pageScript(staticRoot: string): PageScript | null {
  const known = loaded.get(staticRoot);
  if (known) return known;
  let source: string;
  try {
    source = fs.readFileSync(path.join(staticRoot, 'shell', 'dist', 'page-script.js'), 'utf8');
  } catch {
    return null;
  }
  source = source.trim();
  // Inside <script>, the text ends at the first `</script`: the build must never hold one.
  if (/<\/script/i.test(source)) throw new Error('shell/dist/page-script.js contains "</script"');
  const script = {
    source,
    hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  };
  loaded.set(staticRoot, script);
  return script;
}

/**
 * The page's `<script defer src=…>` (the shell's build has exactly one) replaced by the inline
 * page script, which asks for that address itself (`data-src`, read from the script element, so
 * the script's text and its hash never change with the build), and at the same time for the
 * scripts taking the page over loads after it (`data-preload`, space-separated:
 * docs/page-scripts.md).
 */
export function inlinePageScript(html: string, script: PageScript, preload: string[]): string {
  return html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/, (_, src: string) => {
    const after = preload.filter((address) => address !== src);
    const list = after.length > 0 ? ` data-preload="${escapeHtml(after.join(' '))}"` : '';
    return `<script data-src="${src}"${list}>${script.source}</script>`;
  });
}
