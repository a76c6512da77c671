import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/createQueryClient';
import { mockApi } from '../testing/mockApi';
import { isAdministrator } from './isAdministrator';
import { useCurrentUser } from './useCurrentUser';
import { useMyProfile } from './useMyProfile';

const user = { id: 4, username: 'ana@example.com', email: 'ana@example.com', isSuperAdmin: false };
const profile = (id: number, userId: number) => ({ id, userId, firstName: 'A', lastName: 'B' });

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useCurrentUser', () => {
  it('is null when the session answers 401', async () => {
    mockApi({ 'GET /api/user': [401, { error: 'Not signed in' }] });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('is the user when signed in', async () => {
    mockApi({ 'GET /api/user': [200, { ...user, passwordHash: 'never shown' }] });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(user));
  });

  it('fails on a body that breaks the contract', async () => {
    mockApi({ 'GET /api/user': [200, { id: 'x' }] });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});

describe('useMyProfile', () => {
  it('finds the profile whose userId is the user id', async () => {
    mockApi({
      'GET /api/user': [200, user],
      'GET /api/profiles': [200, [profile(1, 2), profile(9, 4)]],
    });
    const { result } = renderHook(() => useMyProfile(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.profile?.id).toBe(9);
  });

  it('is undefined when the user has none', async () => {
    mockApi({ 'GET /api/user': [200, user], 'GET /api/profiles': [200, [profile(1, 2)]] });
    const { result } = renderHook(() => useMyProfile(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.profile).toBeUndefined();
  });

  it('never asks for profiles when nobody is signed in', async () => {
    const api = mockApi({ 'GET /api/user': [401] });
    const { result } = renderHook(() => useMyProfile(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.profile).toBeUndefined();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/user']);
  });
});

describe('isAdministrator', () => {
  it('follows isSuperAdmin', () => {
    expect(isAdministrator({ ...user, isSuperAdmin: true })).toBe(true);
    expect(isAdministrator(user)).toBe(false);
    expect(isAdministrator(null)).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});
