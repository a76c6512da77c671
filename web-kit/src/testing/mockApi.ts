import { fakeResponse } from './fakeResponse.js';

export interface MockRequest {
  method: string;
  url: string;
  body: unknown;
}

/** What a route answers: [status, body], or a promise of it (to hold a request open). */
export type MockAnswer = [number, unknown?] | Promise<[number, unknown?]>;
export type MockRoute = MockAnswer | ((request: MockRequest) => MockAnswer);

/**
 * Replaces `fetch` with a table of routes keyed "METHOD /path" (the query string is part of
 * the path when given, ignored otherwise). Unknown routes answer 404. Returns the calls.
 */
export function mockApi(routes: Record<string, MockRoute>): {
  calls: MockRequest[];
  fetch: jest.Mock;
} {
  const calls: MockRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody;
    const request = { method, url: url.pathname + url.search, body };
    calls.push(request);
    const route =
      routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (route === undefined) return fakeResponse(404, { error: 'Not found' }, 'Not Found');
    const [status, answer] = await (typeof route === 'function' ? route(request) : route);
    return fakeResponse(status, answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetch: fetchMock };
}
