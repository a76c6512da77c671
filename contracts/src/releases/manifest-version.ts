/** The version a section served from its own build reports (docs/sections.md, "Canary releases"). */
export const BUILT_SECTION_VERSION = 'default';

const RELEASE_MANIFEST = /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/;

/**
 * The version a registry address names: `/remotes/<name>/<version>/mf-manifest.json` is a
 * published release; any other (`/remotes/<name>/mf-manifest.json`, a dev server) is the built
 * section.
 */
export function versionOfManifestUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return RELEASE_MANIFEST.exec(path)?.[1] ?? BUILT_SECTION_VERSION;
}
