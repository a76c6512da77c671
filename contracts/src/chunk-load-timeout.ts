/**
 * How long the browser may take over one of the site's script or style chunks (a section's, a
 * page's, the phone menu's drawer) before the bundler's runtime gives up on it and the page shows
 * that it could not load, with its way to try again (docs/pages.md, "Sections that fail to load").
 * Without it the runtime waited 120 s, the button or the section spinning, for a request that
 * had stalled.
 *
 * Measured under Chromium's Slow 3G (400 kbit/s, 2 s round trips, cache empty): the largest
 * chunk (Insights' charts, 110 KiB as sent) came in 4.3 s on its own, and the slowest chunk of a
 * whole page's burst (the album: 45 chunks sharing the line) in 8.4 s. 20 s leaves that more than
 * twice over, and is the bound Module Federation's runtime already puts on a section's entry
 * script. Read by the build (tooling/rspack/create-config.mjs, `output.chunkLoadTimeout`).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 20_000;
