import { z } from 'zod';

/**
 * What the site reads in a section's web manifest (Module Federation's `mf-manifest.json`, which
 * the registry names): the server entry the shell's server renders with (`ssrRemoteEntry`,
 * tooling/rspack/server-config.mjs), and what the browser loads for each page it exposes (its
 * entry, the page's first chunks, and the modules the page takes from the shell, `shares`:
 * tooling/rspack/first-load.mjs). The federation runtime reads the rest itself. The sections'
 * builds use `publicPath: 'auto'`: file names are relative to the manifest.
 */
export const sectionWebManifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    ssrRemoteEntry: z.object({ name: z.string().min(1) }).optional(),
  }),
  /** The section's own copies of shared modules, which it uses only without the shell's. */
  shared: z.array(z.object({ assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
      /** Missing in a section built before the list: its page then names none. */
      shares: z.array(z.string()).optional(),
    }),
  ),
});
export type SectionWebManifest = z.infer<typeof sectionWebManifestSchema>;
