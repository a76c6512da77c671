import { createHash } from 'node:crypto';

/**
 * A server-rendered page has its markup and styles already: its scripts are not wanted before
 * the first paint. This inline loader asks for them once the page has loaded and the browser is
 * idle, so neither the download nor the start-up of the scripts stands between the visitor and
 * the page (React then takes the markup over, in slices). The script's address is on the loader
 * element itself (`data-src`), so its text never changes and the CSP allows it by its hash.
 *
 * Until then a form's button is plain HTML: pressed, the browser would submit the form to the
 * page's own address, reloading it and losing what was typed. The site's forms are all handled
 * by its scripts (none has an `action`), so such a submission is never let through: the
 * visitor presses again a moment later, with everything still filled in.
 */
export const SCRIPT_LOADER = `(function(l){addEventListener('submit',function(e){e.target.hasAttribute('action')||e.preventDefault()},true);function a(){var s=document.createElement('script');s.src=l.getAttribute('data-src');document.head.appendChild(s)}function i(){(window.requestIdleCallback||setTimeout)(a)}document.readyState==='complete'?i():addEventListener('load',i)})(document.currentScript)`;

/** For the Content-Security-Policy's script-src. */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** The loader in place of the page's `<script defer src=…>` (the shell has exactly one). */
export function deferScripts(html: string): string {
  return html.replace(
    /<script defer(?:="defer")? src="([^"]+)"><\/script>/,
    (_, src: string) => `<script data-src="${src}">${SCRIPT_LOADER}</script>`,
  );
}
