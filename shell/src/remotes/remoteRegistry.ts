import type { RemoteRegistry } from '@reunion/contracts';
import { apiRequest } from '@reunion/web-kit';

let current: Promise<RemoteRegistry> | undefined;

// Fetched with the registry, never before: a page its server rendered hands the registry over
// and needs no schema (and no zod) in its first load.
const loadRegistrySchema = async () => (await import('@reunion/contracts')).remoteRegistrySchema;

/**
 * GET /api/remotes: section name → URL of its mf-manifest.json. Read once per page load;
 * `fresh` asks again (a retry after a failure: the section may have been deployed or
 * repointed since). A failed read is not kept.
 */
export function fetchRemoteRegistry(fresh = false): Promise<RemoteRegistry> {
  if (fresh || !current) {
    const request = Promise.all([
      apiRequest('GET', '/api/remotes').then((response): Promise<unknown> => response.json()),
      loadRegistrySchema(),
    ]).then(([body, schema]) => schema.parse(body));
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
