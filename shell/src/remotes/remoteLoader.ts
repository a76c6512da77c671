import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { remoteModules, type RemoteName } from '@reunion/contracts';
import { fetchRemoteRegistry } from './remoteRegistry';
import { RemoteTimeoutError, RemoteUnavailableError } from './remoteErrors';
import { remoteRoutes, type ExposedModule } from './remoteRoutes';
import { retryEntryPlugin, RETRY_PARAM } from './retryEntryPlugin';
import { shareLoadPerTaskPlugin } from './shareLoadPerTaskPlugin';
import { withTimeout } from './withTimeout';

export { REMOTE_LOAD_TIMEOUT_MS } from './loadTimeout';

export interface LoadOptions {
  /** 0 for the first load; each "Try again" adds one and forces a fresh load. */
  attempt: number;
  timeoutMs: number;
}

export interface PageModule {
  default: ComponentType;
}

/** What is registered with the runtime, per federation name: the registry's URL. */
const registered = new Map<string, string>();
/** Runtime instances given the site's plugins (the retry plugin; the global one with the first). */
const withPlugins = new WeakSet<object>();

function withRetryQuery(url: string, attempt: number): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.set(RETRY_PARAM, String(attempt));
  return parsed.href;
}

/**
 * Drops the script tags of an earlier, unfinished load of this section: the runtime reuses a
 * <script> whose src is the one it wants. Removing a tag does not cancel its request, so a
 * retry also asks for new URLs (the manifest's query here, the entry's in retryEntryPlugin).
 */
function dropPendingScripts(manifestUrl: string): void {
  const base = new URL('.', new URL(manifestUrl, window.location.href)).href;
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
}

async function load<R extends RemoteName>(
  remote: R,
  module: ExposedModule<R>,
  attempt: number,
): Promise<PageModule> {
  // The instance the build plugin created: a second one (createInstance) would give the
  // section its own React.
  const federation = getInstance();
  if (!federation)
    throw new RemoteUnavailableError('The Module Federation runtime is not initialised');

  if (!withPlugins.has(federation)) {
    federation.registerPlugins([retryEntryPlugin()]);
    // Global: the sections' own instances, made later, take it too.
    registerGlobalPlugins([shareLoadPerTaskPlugin()]);
    withPlugins.add(federation);
  }

  const retrying = attempt > 0;
  const registry = await fetchRemoteRegistry(retrying);
  const manifestUrl = registry[remote];
  if (!manifestUrl) throw new RemoteUnavailableError(`The ${remote} section is not deployed`);

  const { federationName } = remoteModules[remote];
  const known = registered.get(federationName);
  if (retrying || known !== manifestUrl) {
    // force: the runtime keeps failed and pending manifest loads and the module cache per
    // remote; re-registering clears them. The query string makes the manifest request a new
    // one, so the browser does not wait on a request that hung.
    if (known !== undefined) dropPendingScripts(manifestUrl);
    federation.registerRemotes(
      [
        {
          name: federationName,
          entry: retrying ? withRetryQuery(manifestUrl, attempt) : manifestUrl,
        },
      ],
      { force: known !== undefined },
    );
    registered.set(federationName, manifestUrl);
  }

  const id = `${federationName}/${module.replace(/^\.\//, '')}`;
  const loaded = await federation.loadRemote<Partial<PageModule>>(id);
  if (!loaded?.default) throw new RemoteUnavailableError(`${id} has no default export`);
  return { default: loaded.default };
}

/**
 * The first load of each page (attempt 0), shared by an early start (preloadSectionPage) and the
 * page itself. A failure is kept, as the runtime keeps it: the page shows its error card, and
 * "Try again" (attempt 1 and on) loads afresh.
 */
const firstLoads = new Map<string, Promise<PageModule>>();

function firstLoad<R extends RemoteName>(remote: R, module: ExposedModule<R>): Promise<PageModule> {
  const key = `${remote}/${module}`;
  let loading = firstLoads.get(key);
  if (!loading) {
    loading = load(remote, module, 0);
    firstLoads.set(key, loading);
  }
  return loading;
}

/**
 * Starts loading the section page at `pathname`, if a section renders it: the registry, the
 * manifest, the entry and the page's code come in while the session is read, rather than after.
 */
export function preloadSectionPage(pathname: string): void {
  const route = remoteRoutes.find(({ path }) => matchPath(path, pathname));
  if (route) firstLoad(route.remote, route.module).catch(() => {});
}

/** Loads a section's page component, failing after `timeoutMs`. */
export function loadRemotePage<R extends RemoteName>(
  remote: R,
  module: ExposedModule<R>,
  { attempt, timeoutMs }: LoadOptions,
): Promise<PageModule> {
  return withTimeout(
    attempt === 0 ? firstLoad(remote, module) : load(remote, module, attempt),
    timeoutMs,
    () =>
      new RemoteTimeoutError(
        `The ${remote} section did not load within ${Math.round(timeoutMs / 1000)} s`,
      ),
  );
}

/** Forgets what was registered (tests). */
export function resetRemoteLoader(): void {
  registered.clear();
  firstLoads.clear();
}
