import { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './createQueryClient';
import { getQueryFn, urlOfQueryKey } from './getQueryFn';
import { queryKeys } from './queryKeys';
import { mockApi } from '../testing/mockApi';

function run<T>(fn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) {
  return fn({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: new QueryClient(),
  } as unknown as Parameters<typeof fn>[0]);
}

describe('getQueryFn', () => {
  it('GETs the URL the key spells', async () => {
    const api = mockApi({ 'GET /api/profiles/7': [200, { id: 7 }] });
    expect(await run(getQueryFn({ on401: 'throw' }), queryKeys.profile(7))).toEqual({ id: 7 });
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/profiles/7' });
    expect(urlOfQueryKey(['/api/profiles', 3])).toBe('/api/profiles/3');
  });

  it('answers null for 401 when asked to', async () => {
    mockApi({ 'GET /api/user': [401, { error: 'Not signed in' }] });
    expect(await run(getQueryFn({ on401: 'returnNull' }), queryKeys.user)).toBeNull();
  });

  it('throws for 401 otherwise', async () => {
    mockApi({ 'GET /api/user': [401, { error: 'Not signed in' }] });
    await expect(run(getQueryFn({ on401: 'throw' }), queryKeys.user)).rejects.toThrow(
      '401: {"error":"Not signed in"}',
    );
  });
});

describe('createQueryClient', () => {
  it("has the client's settings of docs/api.md", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(typeof defaults.queries?.queryFn).toBe('function');
    expect(defaults.mutations?.retry).toBe(false);
  });
});
