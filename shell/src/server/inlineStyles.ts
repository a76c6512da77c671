import { type createCache, extractStyle } from '@ant-design/cssinjs';
import type { AntdStylesheet } from '@reunion/contracts';
import { CACHE_PATH_RULE, cachePathStyle } from './cachePathRule';

type StyleCache = ReturnType<typeof createCache>;

/** extractStyle's last <style>: the map of the styles before it. */
const EXTRACTED_MAP = new RegExp(`<style[^>]*>${CACHE_PATH_RULE.source}</style>$`);

/**
 * The antd styles a page carries in its <head>: those of what it rendered that the stylesheet
 * (which every page links) lacks, such as a component only a section released after the shell
 * draws; none at all for a page drawn with the components the shell's build found.
 *
 * With such styles, the page also gets a cache-path map listing the stylesheet's paths and
 * theirs, so the browser generates none of them again; it must not carry the
 * `data-ant-cssinjs-cache-path` attribute extractStyle gives its own map, with which the
 * browser would look for each path's <style> in the page and generate every style the
 * stylesheet holds. Without a stylesheet (a build that wrote none), every style, as before.
 */
export function inlineStyles(cache: StyleCache, stylesheet: AntdStylesheet | null): string {
  if (!stylesheet) return extractStyle(cache);
  for (const key of stylesheet.keys) cache.extracted.add(key);
  const styles = extractStyle(cache, { once: true });
  const map = EXTRACTED_MAP.exec(styles);
  if (!map) throw new Error('inlineStyles: no cache-path map at the end of the extracted styles');
  const leftovers = styles.slice(0, map.index);
  // No style of its own beyond the stylesheet (maybe CSS variables): the stylesheet's map holds.
  if (!map[1]) return leftovers;
  return leftovers + cachePathStyle(`${stylesheet.cachePaths};${map[1]}`);
}
