import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../api/createQueryClient';
import { mockApi } from '../testing/mockApi';
import { anAdministrator, aPublicUser } from '../testing/publicUser';
import { isAdministrator, isClassAccount } from './isAdministrator';
import { isLogoutPending, markLogoutPending } from './pendingLogout';
import { useCurrentUser } from './useCurrentUser';
import { useMyProfile } from './useMyProfile';

const user = aPublicUser({ id: 4, username: 'ana@example.com', email: 'ana@example.com' });

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

  it('is read again each time the tab shows again, unlike other data', async () => {
    const api = mockApi({ 'GET /api/user': [200, user] });
    const otherRead = jest.fn(async () => 'data');
    const { result } = renderHook(
      () => [useCurrentUser(), useQuery({ queryKey: ['another read'], queryFn: otherRead })],
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    for (const round of [1, 2]) {
      // What the browser sends when a hidden tab shows again (React Query listens on window).
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      await waitFor(() => expect(api.calls).toHaveLength(1 + round));
    }
    expect(otherRead).toHaveBeenCalledTimes(1);
  });

  describe('after a Logout the server has not heard yet', () => {
    afterEach(() => localStorage.clear());

    it('reads nobody in, and sends the sign-out again, its mark gone once the server has it', async () => {
      markLogoutPending();
      const api = mockApi({
        'GET /api/user': [200, user],
        'POST /api/logout': [200, { ok: true }],
      });
      const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data).toBeNull();
      expect(api.calls.map((call) => call.url)).toEqual(['/api/logout']);
      expect(isLogoutPending()).toBe(false);
    });

    it('still reads nobody in while the sign-out fails, and keeps its mark', async () => {
      markLogoutPending();
      const api = mockApi({
        'GET /api/user': [200, user],
        'POST /api/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data).toBeNull();
      expect(api.calls.some((call) => call.url === '/api/user')).toBe(false);
      expect(isLogoutPending()).toBe(true);
    });
  });

  it('fails on a body that breaks the contract', async () => {
    mockApi({ 'GET /api/user': [200, { id: 'x' }] });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});

describe('useMyProfile', () => {
  it('is the profileId GET /api/user carries, and downloads no profile list', async () => {
    const api = mockApi({ 'GET /api/user': [200, { ...user, profileId: 9 }] });
    const { result } = renderHook(() => useMyProfile(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.profileId).toBe(9);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/user']);
  });

  it('is null when the user has none', async () => {
    mockApi({ 'GET /api/user': [200, user] });
    const { result } = renderHook(() => useMyProfile(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.profileId).toBeNull();
  });

  it('is null when nobody is signed in', async () => {
    mockApi({ 'GET /api/user': [401] });
    const { result } = renderHook(() => useMyProfile(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.profileId).toBeNull();
  });
});

describe('roles', () => {
  it('follow what the server enforces, never what waits for confirmation', () => {
    expect(isAdministrator(anAdministrator())).toBe(true);
    expect(isAdministrator(user)).toBe(false);
    expect(isAdministrator({ ...user, emailConfirmed: false })).toBe(false);
    expect(isAdministrator(null)).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
    expect(isClassAccount({ ...user, roles: { administrator: false, classAccount: true } })).toBe(
      true,
    );
    expect(isClassAccount(user)).toBe(false);
  });
});
