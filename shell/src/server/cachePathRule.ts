/**
 * The rule antd's CSS-in-JS reads its cache-path map from in the browser (`path:hash;…`: the
 * styles the page has already, which it then neither generates nor injects), as extractStyle
 * writes it; the first group is the map.
 */
export const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/** The rule for `map`, in a <style> of its own. */
export const cachePathStyle = (map: string) =>
  `<style>.data-ant-cssinjs-cache-path{content:"${map}";}</style>`;
