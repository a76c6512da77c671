/**
 * A minimal fetch Response for tests: jsdom has no fetch of its own, and the code under test
 * reads only status, ok, statusText, text() and json().
 */
export function fakeResponse(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    statusText,
    headers: { get: () => null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    clone: () => response,
  };
  return response as unknown as Response;
}
