import { getInstance } from '@module-federation/enhanced/runtime';
import {
  remoteModules,
  type RemoteName,
  type SectionWebManifest,
  sectionWebManifestSchema,
} from '@reunion/contracts';
import type { PagePrefetch } from '@reunion/web-kit';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { remoteRoutes, type RemoteRoute } from '../remotes/remoteRoutes';
import { withTimeout } from '../remotes/withTimeout';

/** A section's page, loaded on the server for one request. */
export interface ServerSectionPage {
  route: RemoteRoute;
  params: Record<string, string | undefined>;
  component: ComponentType;
  prefetch?: PagePrefetch;
  /**
   * What the browser loads of the section to take the page over after its manifest, relative to
   * the manifest: the section's entry and the page's chunks.
   */
  scripts: string[];
  /** The modules the page takes from the shell (share keys: `antd/es/select`…). */
  shares: string[];
}

interface PageModule {
  default?: ComponentType;
  prefetch?: PagePrefetch;
}

/** A section that does not answer in time is rendered by the browser instead. */
const LOAD_TIMEOUT_MS = 5_000;

/** What the runtime has registered per federation name: the server entry it points at. */
const registered = new Map<string, string>();
/** Page modules by server entry and page, so concurrent renders load a page once. */
const modules = new Map<string, Promise<PageModule>>();

/** The server entry a section's web manifest names, and what the browser loads for `module`. */
async function readManifest(manifestUrl: string, module: string) {
  const response = await fetch(manifestUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
  const manifest = sectionWebManifestSchema.parse(await response.json());
  const serverEntry = manifest.metaData.ssrRemoteEntry?.name;
  if (!serverEntry) throw new Error(`${manifestUrl} names no server build`);
  return { serverEntry, ...pageFiles(manifest, module) };
}

/**
 * What the browser loads of a section for its page `module` (contracts'
 * `sectionWebManifestSchema`): the section's entry and the page's own chunks, relative to the
 * manifest, and the modules the page takes from the shell. Nothing where the files are not
 * relative to the manifest (the sections' builds make them so).
 */
export function pageFiles(
  { metaData, exposes, shared }: SectionWebManifest,
  module: string,
): Pick<ServerSectionPage, 'scripts' | 'shares'> {
  if (metaData.publicPath !== 'auto') return { scripts: [], shares: [] };
  const page = exposes.find((expose) => expose.path === module);
  // The section's own copies of shared modules go unused: the shell's are taken.
  const fallbacks = new Set(shared.flatMap((share) => share.assets.js.sync));
  const folder = metaData.remoteEntry.path.replace(/^[./]+|\/+$/g, '');
  return {
    scripts: [
      folder ? `${folder}/${metaData.remoteEntry.name}` : metaData.remoteEntry.name,
      ...(page?.assets.js.sync ?? []).filter((file) => !fallbacks.has(file)),
    ],
    shares: page?.shares ?? [],
  };
}

/**
 * Registers the section at `manifestUrl` with the Module Federation runtime (as the browser
 * does, from the same registry) and loads the page. The manifest is read on every request — a
 * release switch or a rebuild of the section reaches the next page load without a restart —
 * and the runtime is told to forget a section whose server build changed (`force`). The Node
 * runtime takes `ssrRemoteEntry` from the manifest.
 */
async function loadPage(
  route: RemoteRoute,
  manifestUrl: string,
): Promise<{ module: PageModule } & Pick<ServerSectionPage, 'scripts' | 'shares'>> {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised');
  const { federationName } = remoteModules[route.remote];
  const { serverEntry, scripts, shares } = await readManifest(manifestUrl, route.module);
  // The entry's name in the URL: the runtime keys what it loaded by URL.
  const entry = `${manifestUrl}${manifestUrl.includes('?') ? '&' : '?'}server=${serverEntry}`;
  if (registered.get(federationName) !== entry) {
    federation.registerRemotes([{ name: federationName, entry }], {
      force: registered.has(federationName),
    });
    registered.set(federationName, entry);
  }
  const key = `${entry}#${route.module}`;
  let loading = modules.get(key);
  if (!loading) {
    loading = federation
      .loadRemote<PageModule>(`${federationName}/${route.module.replace(/^\.\//, '')}`)
      .then((module) => module ?? {});
    modules.set(key, loading);
    loading.catch(() => modules.delete(key));
  }
  return { module: await loading, scripts, shares };
}

/**
 * The section page at `pathname`, if a section renders it, loaded from the registry's
 * (absolute) manifest URL. Null when no section owns the address.
 */
export async function loadSectionPage(
  pathname: string,
  registry: Partial<Record<RemoteName, string>>,
): Promise<ServerSectionPage | null> {
  for (const route of remoteRoutes) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const manifestUrl = registry[route.remote];
    if (!manifestUrl) throw new Error(`The ${route.remote} section is not deployed`);
    const { module, scripts, shares } = await withTimeout(
      loadPage(route, manifestUrl),
      LOAD_TIMEOUT_MS,
      () => new Error(`The ${route.remote} section did not load within ${LOAD_TIMEOUT_MS} ms`),
    );
    if (!module.default) throw new Error(`${route.remote} ${route.module} has no default export`);
    return {
      route,
      params: match.params,
      component: module.default,
      prefetch: module.prefetch,
      scripts,
      shares,
    };
  }
  return null;
}
