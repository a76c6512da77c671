import { remoteRegistrySchema, type RemoteRegistry } from '@reunion/contracts';
import { apiRequest } from '@reunion/web-kit';

let current: Promise<RemoteRegistry> | undefined;

/**
 * GET /api/remotes: section name → URL of its mf-manifest.json. Read once per page load;
 * `fresh` asks again (a retry after a failure: the section may have been deployed or
 * repointed since). A failed read is not kept.
 */
export function fetchRemoteRegistry(fresh = false): Promise<RemoteRegistry> {
  if (fresh || !current) {
    const request = apiRequest('GET', '/api/remotes')
      .then((response) => response.json())
      .then((body: unknown) => remoteRegistrySchema.parse(body));
    current = request;
    request.catch(() => {
      if (current === request) current = undefined;
    });
  }
  return current;
}

/** Forgets the registry (tests). */
export function resetRemoteRegistry(): void {
  current = undefined;
}
