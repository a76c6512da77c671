import type { PageRenderRequest, PublicUser } from '@reunion/contracts';
import { renderedScreens } from '../app/renderedScreens';
import type { ServerSectionPage } from './sectionLoader';

/**
 * What taking over the page at `pathname` loads, in the order it is needed, as the browser asks
 * for it: the shell's start (its main script included), the screens' scripts (from the shell's
 * chunk graph, `request.firstLoad`), a section's manifest, entry and page chunks, then the
 * shell's chunks of the modules that page takes from it. Without the stage-by-stage wait of
 * each being asked for only once the one before has arrived and run (docs/page-scripts.md).
 * Empty without the shell's list.
 */
export function pageScripts(
  request: Pick<PageRenderRequest, 'firstLoad' | 'registry' | 'pageOrigin'>,
  pathname: string,
  user: PublicUser | null,
  section: ServerSectionPage | null,
): string[] {
  const { firstLoad } = request;
  if (!firstLoad) return [];
  // The shell's files are served at the site's root.
  const fromShell = (files: string[]) => files.map((file) => `/${file}`);
  const screens = fromShell([
    ...firstLoad.hydration,
    ...renderedScreens(pathname, user).flatMap((screen) => firstLoad.screens[screen]),
  ]);
  const manifest = section && request.registry[section.route.remote];
  const sectionScripts =
    section && manifest
      ? [
          manifest,
          ...section.scripts.map((file) => browserAddress(file, manifest, request)),
          ...fromShell(
            section.shares.flatMap((key) =>
              Object.hasOwn(firstLoad.shares, key) ? (firstLoad.shares[key] ?? []) : [],
            ),
          ),
        ]
      : [];
  return [...new Set([...screens, ...sectionScripts])];
}

/** `file` relative to the section's manifest, as the page's origin reaches it. */
function browserAddress(file: string, manifest: string, { pageOrigin }: { pageOrigin: string }) {
  const url = new URL(file, new URL(manifest, pageOrigin));
  return url.origin === new URL(pageOrigin).origin ? url.pathname + url.search : url.href;
}
