/**
 * zod (in the shell's user check and in every section) probes `new Function` once, to decide
 * whether to compile its parsers. The site's Content-Security-Policy refuses eval, so Chromium
 * reports the probe as a violation on every page that parses (Lighthouse: best practices,
 * "inspector-issues"). `jitless` skips the probe. Every copy of zod on the page reads this one
 * object (zod/v4/core: `globalThis.__zod_globalConfig`), so setting it here, before any section
 * loads, covers them all without putting zod in the shell's first load.
 */
export function configureZod(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
