import { QueryClient } from '@tanstack/react-query';
import { aProfile } from '@reunion/contracts/testing';
import { createQueryClient } from './createQueryClient';
import { getQueryFn } from './getQueryFn';
import { queryKeyOf } from './queryKeyOf';
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
  it('GETs the read the key names, checked by its schema', async () => {
    const profile = aProfile({ id: 7 });
    const api = mockApi({ 'GET /api/profiles/7': [200, profile] });
    const key = queryKeyOf('getProfile', { params: { id: 7 } });
    expect(await run(getQueryFn({ on401: 'throw' }), key)).toEqual(profile);
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/profiles/7' });
  });

  it('reads the query a key holds', async () => {
    const api = mockApi({ 'GET /api/verify-reset-token': [200, true] });
    const key = queryKeyOf('verifyResetToken', { query: { token: 'a b' } });
    expect(await run(getQueryFn({ on401: 'throw' }), key)).toBe(true);
    expect(api.calls[0]?.url).toBe('/api/verify-reset-token?token=a+b');
  });

  it('answers null for 401 when asked to', async () => {
    mockApi({ 'GET /api/user': [401, { error: 'Not signed in' }] });
    expect(await run(getQueryFn({ on401: 'returnNull' }), queryKeyOf('getUser'))).toBeNull();
  });

  it('throws for 401 otherwise', async () => {
    mockApi({ 'GET /api/user': [401, { error: 'Not signed in' }] });
    await expect(run(getQueryFn({ on401: 'throw' }), queryKeyOf('getUser'))).rejects.toThrow(
      '401: {"error":"Not signed in"}',
    );
  });
});

describe('queryKeyOf', () => {
  it('is the route name, then its parameters and query as text', () => {
    expect(queryKeyOf('getUser')).toEqual(['getUser']);
    expect(queryKeyOf('getProfile', { params: { id: 3 } })).toEqual([
      'getProfile',
      { params: { id: '3' } },
    ]);
    expect(queryKeyOf('albumPhotos', { query: { limit: 24, before: undefined } })).toEqual([
      'albumPhotos',
      { query: { limit: '24' } },
    ]);
    expect(queryKeyOf('albumPhotos', { query: {} })).toEqual(['albumPhotos']);
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
