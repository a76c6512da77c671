import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_CHANNEL, type PublicUser, type SessionSignal } from '@reunion/contracts';
import { profileDraftKey, queryKeyOf, writeProfileDraft } from '@reunion/web-kit';
import { aPublicUser, mockApi } from '@reunion/web-kit/testing';
import { currentLocation, renderPage, signedInUser } from '../testing/renderPage';

// One browser, several tabs of the site (docs/pages.md, "Header and footer"): the test plays the
// other tab on the session channel, and the server as that tab left it.

const anotherMember = aPublicUser({ id: 9, username: 'bo@example.com', email: 'bo@example.com' });
const profileKey = queryKeyOf('getProfile', { params: { id: 12 } });

/** This tab signed in, on home, holding a profile read for the member. */
async function signedInTab(session: () => PublicUser | null) {
  const api = mockApi({
    'GET /api/user': () => {
      const user = session();
      return user ? [200, user] : [401];
    },
  });
  const page = renderPage('/');
  await screen.findByRole('banner');
  page.queryClient.setQueryData(profileKey, { id: 12, phoneNumber: '+44 7700 900123' });
  return { api, queryClient: page.queryClient };
}

/** What the query cache holds, by route name. */
const cached = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

/** Every place the router goes from now on. */
function placesGone() {
  const probe = screen.getByTestId('location');
  const gone: string[] = [];
  new MutationObserver(() => gone.push(probe.textContent ?? '')).observe(probe, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return gone;
}

/** Another tab of the site says it. */
function anotherTab(signal: SessionSignal | { kind: string }) {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(signal);
  channel.close();
}

const sessionReads = (api: { calls: { url: string }[] }) =>
  api.calls.filter((call) => call.url === '/api/user').length;

/** What the browser sends when a hidden tab shows again. */
const tabShown = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

describe('a tab and the session it shares with the others', () => {
  it('forgets the member, their drafts and the page when another tab logs out', async () => {
    let session: PublicUser | null = signedInUser;
    writeProfileDraft(profileDraftKey(signedInUser.id, 12), { city: 'Lyon' });
    const { queryClient } = await signedInTab(() => session);
    session = null;
    anotherTab({ kind: 'signed-out' });
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
    expect(cached(queryClient)).toEqual(['getUser']);
    expect(queryClient.getQueryData(queryKeyOf('getUser'))).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('drops what it holds of the member when another tab signs in someone else, and goes home as them', async () => {
    let session: PublicUser = signedInUser;
    writeProfileDraft(profileDraftKey(signedInUser.id, 12), { city: 'Lyon' });
    writeProfileDraft(profileDraftKey(anotherMember.id, 'new'), { firstName: 'Bo' });
    const { queryClient } = await signedInTab(() => session);
    const gone = placesGone();
    session = anotherMember;
    anotherTab({ kind: 'signed-in' });
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeyOf('getUser'))).toEqual(anotherMember),
    );
    // Through /auth: nothing drawn for the previous member stays on the screen.
    await waitFor(() => expect(gone).toEqual(['/auth', '/']));
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    // The new member's own draft stays.
    expect(Object.keys(localStorage)).toEqual([profileDraftKey(anotherMember.id, 'new')]);
  });

  it('only reads the session again when another tab signs the same member in', async () => {
    writeProfileDraft(profileDraftKey(signedInUser.id, 12), { city: 'Lyon' });
    const { api, queryClient } = await signedInTab(() => signedInUser);
    anotherTab({ kind: 'signed-in' });
    await waitFor(() => expect(sessionReads(api)).toBe(2));
    expect(currentLocation()).toBe('/');
    expect(queryClient.getQueryData(profileKey)).toBeDefined();
    expect(localStorage.length).toBe(1);
  });

  it('leaves a page for visitors where it is when another tab logs out', async () => {
    mockApi({ 'GET /api/user': [401], 'GET /api/verify-reset-token': new Promise(() => {}) });
    renderPage('/auth/reset-password?token=abc123');
    expect(await screen.findByText('Verifying your reset link...')).toBeTruthy();
    anotherTab({ kind: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLocation()).toBe('/auth/reset-password?token=abc123');
  });

  it('ignores what it does not understand on the channel', async () => {
    const { api, queryClient } = await signedInTab(() => signedInUser);
    anotherTab({ kind: 'signed-sideways' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionReads(api)).toBe(1);
    expect(queryClient.getQueryData(profileKey)).toBeDefined();
  });

  it('finds the session ended when the tab shows again: to /auth, the data dropped, the drafts kept for the member', async () => {
    let session: PublicUser | null = signedInUser;
    writeProfileDraft(profileDraftKey(signedInUser.id, 12), { city: 'Lyon' });
    const { queryClient } = await signedInTab(() => session);
    // It expired, or a password reset elsewhere signed this browser out.
    session = null;
    tabShown();
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
    expect(cached(queryClient)).toEqual(['getUser']);
    // Signing in again finds what was typed.
    expect(Object.keys(localStorage)).toEqual([profileDraftKey(signedInUser.id, 12)]);
  });

  it('keeps the page when the session cannot be read as the tab shows again', async () => {
    let reachable = true;
    const api = mockApi({
      'GET /api/user': () => (reachable ? [200, signedInUser] : [503, { error: 'Busy' }]),
    });
    const { queryClient } = renderPage('/');
    await screen.findByRole('banner');
    reachable = false;
    tabShown();
    await waitFor(() => expect(sessionReads(api)).toBe(2));
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeyOf('getUser'))?.status).toBe('error'),
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText('We could not reach the reunion site')).toBeNull();
  });
});
