import type { RemoteRegistry } from '@reunion/contracts';
import { callApi } from '@reunion/web-kit';

let current: Promise<RemoteRegistry> | undefined;

// Its own schema rather than the route table's (and classic zod): a page rendered in the browser
// waits for the registry before its section loads. A page its server rendered is handed the
// registry and checks nothing.
const loadRegistrySchema = async () => (await import('@reunion/contracts')).remoteRegistrySchema;

/**
 * GET /api/remotes: section name → URL of its mf-manifest.json. Read once per page load;
 * `fresh` asks again (a retry after a failure: the section may have been deployed or
 * repointed since). A failed read is not kept.
 */
export function fetchRemoteRegistry(fresh = false): Promise<RemoteRegistry> {
  if (fresh || !current) {
    const request = callApi('remotes', { answerSchema: loadRegistrySchema });
    current = request;
    request.catch(() => {
      if (current === request) current = undefined;
    });
  }
  return current;
}

/**
 * The registry a server-rendered page was rendered with (its SSR state): the browser loads the
 * same versions, whatever the registry says by now.
 */
export function seedRenderedRegistry(registry: RemoteRegistry): void {
  current = Promise.resolve(registry);
}

/** Forgets the registry (tests). */
export function resetRemoteRegistry(): void {
  current = undefined;
}
