/**
 * How the site's code reaches the API: `fetch` in the browser. On the server, which renders
 * pages (shell/src/server), relative URLs mean nothing and the visitor's cookie must go along:
 * the server installs its own fetch here (`globalThis.__reunionApiFetch`) for the time it
 * renders. A global, not a module variable, because every section bundles its own copy of
 * web-kit.
 */
type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  const server = (globalThis as { __reunionApiFetch?: ApiFetch }).__reunionApiFetch;
  return server ? server(url, init) : fetch(url, init);
}
