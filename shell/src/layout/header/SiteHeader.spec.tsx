import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@reunion/web-kit/testing';
import { onlineManager } from '@tanstack/react-query';
import { franceClock, SESSION_CHANNEL } from '@reunion/contracts';
import { profileDraftKey } from '@reunion/web-kit';
import { adminUser, currentLocation, renderPage, signedInUser } from '../../testing/renderPage';

// No delay between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });
/** web-kit's pendingLogout.ts: set from Logout until the server has signed out. */
const PENDING_LOGOUT = 'reunion.logout-pending';

describe('site header', () => {
  it('has the logo text, the header links and a Create Profile link without a profile', async () => {
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('20-Year Reunion')).toBeTruthy();
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home', '/'],
        ['Search', '/search'],
        ['Event Details', '/event-details'],
        ['Insights', '/admin'],
        ['Class Gift', '/class-gift'],
      ]),
    );
    await waitFor(() =>
      expect(
        within(header)
          .getByRole('link', { name: /Create Profile/ })
          .getAttribute('href'),
      ).toBe('/create-profile'),
    );
    expect(within(header).queryByText('Super Admin')).toBeNull();
    expect(within(header).getByRole('button', { name: /Logout/ })).toBeTruthy();
  });

  it('offers Modify Profile when the user has a profile, from GET /api/user alone', async () => {
    const api = mockApi({ 'GET /api/user': [200, { ...signedInUser, profileId: 31 }] });
    renderPage('/');
    const header = await screen.findByRole('banner');
    const link = await within(header).findByRole('link', { name: /Modify Profile/ });
    expect(link.getAttribute('href')).toBe('/profile/edit/31');
    expect(within(header).queryByRole('link', { name: /Create Profile/ })).toBeNull();
    // No page downloads every profile to find the member's own.
    expect(api.calls.filter((call) => call.url.startsWith('/api/profiles'))).toEqual([]);
  });

  it('shows the Super Admin badge to administrators', async () => {
    mockApi({ 'GET /api/user': [200, adminUser] });
    renderPage('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Super Admin')).toBeTruthy();
  });

  it('opens the mobile menu with the same items', async () => {
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining(['Home', 'Search', 'Event Details', 'Insights', 'Class Gift']),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /Create Profile/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Logout/ })).toBeTruthy();
  });

  it('logs out with a toast, forgets the profile drafts kept in this browser, tells the other tabs, and goes to /auth', async () => {
    localStorage.setItem(profileDraftKey(signedInUser.id, 'new'), '{"savedAt":"","values":{}}');
    localStorage.setItem('another-site-setting', 'kept');
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const told: unknown[] = [];
    otherTab.onmessage = (event) => told.push(event.data);
    // Each forget of the programme kept offline (docs/offline.md, "Forgetting") reads the cache
    // names first, beside the server's sign-out.
    const steps: string[] = [];
    Object.assign(globalThis, {
      caches: { keys: async () => steps.push('forget') && [], delete: async () => true },
    });
    let signedIn = true;
    mockApi({
      'GET /api/user': () => (signedIn ? [200, signedInUser] : [401]),
      // Slower than the sign-in page's own look at the session, as a phone's network is.
      'POST /api/logout': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        signedIn = false;
        steps.push('signed out on the server');
        return [200, { ok: true }];
      },
    });
    renderPage('/');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: /Logout/ }));
    expect(await screen.findByText('You have been logged out successfully')).toBeTruthy();
    expect(screen.getByText('Logged out')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
    expect(Object.keys(localStorage)).toEqual(['another-site-setting']);
    expect(told).toEqual([{ kind: 'signed-out' }]);
    // Forgotten before the page goes, and again once the session is over: a keep asked for in
    // between, by a tab that had not heard yet, fetched the member's page.
    expect(steps[0]).toBe('forget');
    expect(steps.at(-1)).toBe('forget');
    Reflect.deleteProperty(globalThis, 'caches');
    otherTab.close();
  });

  describe('with no signal', () => {
    /**
     * A server the device reaches only after `reach()`; until the sign-out has reached it, the
     * session cookie still names the member.
     */
    function serverOutOfReach() {
      let reachable = false;
      const api = mockApi({
        'GET /api/user': [200, signedInUser],
        'GET /api/remotes': [200, {}],
        'POST /api/logout': () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return [200, { ok: true }];
        },
      });
      return { api, reach: () => (reachable = true) };
    }

    const deleted: string[] = [];
    beforeEach(() => {
      // The programme kept offline (docs/offline.md), and another site's cache on the origin.
      Object.assign(globalThis, {
        caches: {
          keys: async () => ['reunion-offline-programme', 'reunion-offline-files', 'other'],
          delete: async (name: string) => deleted.push(name) > 0,
        },
      });
    });
    afterEach(() => {
      onlineManager.setOnline(true);
      Reflect.deleteProperty(globalThis, 'caches');
      deleted.length = 0;
    });

    it('forgets everything on the device at once, says the server did not get it, and tries again', async () => {
      localStorage.setItem(profileDraftKey(signedInUser.id, 12), '{"savedAt":"","values":{}}');
      const { api, reach } = serverOutOfReach();
      const { queryClient } = renderPage('/');
      const header = await screen.findByRole('banner');
      queryClient.setQueryData(['getProfile', { params: { id: '12' } }], { id: 12 });
      onlineManager.setOnline(false);
      await user.click(within(header).getByRole('button', { name: /Logout/ }));

      await waitFor(() => expect(currentLocation()).toBe('/auth'));
      // Only the mark that the server has still to hear of it (pendingLogout.ts).
      expect(Object.keys(localStorage)).toEqual([PENDING_LOGOUT]);
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ).toEqual([['getUser']]);
      expect(queryClient.getQueryData(['getUser'])).toBeNull();
      // By Logout, and again by the sign-in page finding nobody signed in.
      await waitFor(() =>
        expect([...new Set(deleted)].sort()).toEqual([
          'reunion-offline-files',
          'reunion-offline-programme',
        ]),
      );
      const toast = await screen.findByRole('alert');
      expect(toast.textContent).toContain('Logout failed');
      expect(toast.textContent).toContain(
        'This device has forgotten your data, but we could not sign you out of the reunion site. Please check your connection and try again.',
      );

      // Back online, the toast's button signs out on the server (the session's read on
      // reconnecting may have sent it already: pendingLogout.ts).
      reach();
      onlineManager.setOnline(true);
      await user.click(within(toast).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('You have been logged out successfully')).toBeTruthy();
      expect(api.calls.filter((call) => call.url === '/api/logout').length).toBeGreaterThanOrEqual(
        2,
      );
      expect(currentLocation()).toBe('/auth');
      expect(localStorage.length).toBe(0);
    });

    it('reads nobody back in while the server has not heard, and signs out by itself once online', async () => {
      const { api, reach } = serverOutOfReach();
      const { queryClient } = renderPage('/');
      const header = await screen.findByRole('banner');
      onlineManager.setOnline(false);
      await user.click(within(header).getByRole('button', { name: /Logout/ }));
      await waitFor(() => expect(currentLocation()).toBe('/auth'));
      await screen.findByRole('alert');

      // The tab shows again: the session is read again, and still nobody is signed in.
      onlineManager.setOnline(true);
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      await waitFor(() =>
        expect(api.calls.filter((call) => call.url === '/api/logout')).toHaveLength(2),
      );
      expect(queryClient.getQueryData(['getUser'])).toBeNull();
      expect(currentLocation()).toBe('/auth');
      expect(localStorage.getItem(PENDING_LOGOUT)).not.toBeNull();

      // Back online for real: the read that the reconnection makes sends the sign-out through.
      reach();
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      await waitFor(() => expect(localStorage.getItem(PENDING_LOGOUT)).toBeNull());
      expect(queryClient.getQueryData(['getUser'])).toBeNull();
      expect(currentLocation()).toBe('/auth');
      expect(api.calls.filter((call) => call.url === '/api/user')).toHaveLength(1);
    });
  });

  it('says when the server refused to log out, the device having forgotten the member all the same', async () => {
    localStorage.setItem(profileDraftKey(signedInUser.id, 'new'), '{"savedAt":"","values":{}}');
    mockApi({
      'GET /api/user': [200, signedInUser],
      'POST /api/logout': [500, { error: 'Session store down' }],
    });
    renderPage('/');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: /Logout/ }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Logout failed');
    expect(toast.textContent).toContain('This device has forgotten your data');
    expect(within(toast).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
    expect(Object.keys(localStorage)).toEqual([PENDING_LOGOUT]);
  });
});

describe('site layout', () => {
  it('has header, main and footer landmarks and a skip link', async () => {
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/');
    await screen.findByRole('banner');
    expect(screen.getByRole('main')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${franceClock(Date.now()).getUTCFullYear()}`);
    expect(footer.textContent).toContain('June 27-29, 2025');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Event Schedule', '/event-details#schedule'],
      ['Create Profile', '/create-profile'],
      ['Search Profiles', '/browse'],
      ['Accommodation', '/event-details#accommodation'],
      ['Insights', '/admin'],
    ]);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
  });
});
