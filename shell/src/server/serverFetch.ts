import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  apiOrigin: string;
  cookie: string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * The API as the server reaches it while rendering a visitor's page: relative URLs against its
 * own loopback origin, with the visitor's cookie, so a section's prefetch asks exactly what
 * the browser would. Installed once (web-kit's apiFetch looks for it); each render runs inside
 * `withRequestScope`, so concurrent renders never see each other's visitor.
 */
function serverApiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const current = scope.getStore();
  if (!current) throw new Error('An API call outside a page render on the server');
  const target = new URL(url, current.apiOrigin);
  const headers = new Headers(init.headers);
  // The visitor's session goes to the site's own API only, whatever address a section asks.
  if (current.cookie && target.origin === new URL(current.apiOrigin).origin)
    headers.set('cookie', current.cookie);
  return fetch(target, { ...init, headers });
}

(globalThis as { __reunionApiFetch?: typeof serverApiFetch }).__reunionApiFetch = serverApiFetch;

export function withRequestScope<T>(request: RequestScope, work: () => Promise<T>): Promise<T> {
  return scope.run({ apiOrigin: request.apiOrigin, cookie: request.cookie }, work);
}
