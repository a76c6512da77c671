import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@reunion/web-kit/testing';
import { adminUser, currentLocation, renderPage, signedInUser } from '../../testing/renderPage';

const user = userEvent.setup({ delay: null });
// The same member as adminUser before the link: no rights yet.
const pendingAdmin = { ...adminUser, emailConfirmed: false, roles: signedInUser.roles };

describe('/auth/confirm-email', () => {
  it('posts the token once, says the address is confirmed and refreshes the user', async () => {
    let confirmed = false;
    const api = mockApi({
      'GET /api/user': () => [200, confirmed ? adminUser : pendingAdmin],
      'POST /api/confirm-email': () => {
        confirmed = true;
        return [200, { ok: true, message: 'Your e-mail address is confirmed.' }];
      },
    });
    renderPage('/auth/confirm-email?token=tok123');
    expect(await screen.findByRole('heading', { name: /E-mail Confirmed/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Home Page' }).getAttribute('href')).toBe(
      '/',
    );
    const posts = api.calls.filter((call) => call.url === '/api/confirm-email');
    expect(posts).toEqual([
      { method: 'POST', url: '/api/confirm-email', body: { token: 'tok123' } },
    ]);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/api/user').length).toBeGreaterThan(1),
    );
    // The page's address holds a token: nothing it loads is told it.
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    );
  });

  it("shows the server's refusal for a spent or unknown link, and the way to a new one", async () => {
    mockApi({
      'GET /api/user': [200, pendingAdmin],
      'POST /api/confirm-email': [400, { error: 'This confirmation link is invalid.' }],
    });
    renderPage('/auth/confirm-email?token=spent');
    expect(await screen.findByRole('heading', { name: /Link Not Valid/ })).toBeTruthy();
    expect(screen.getByText('This confirmation link is invalid.')).toBeTruthy();
    expect(screen.getByText(/send the link again/)).toBeTruthy();
  });

  it('asks a visitor who is not signed in to sign in first, sending nothing', async () => {
    const api = mockApi({ 'GET /api/user': [401] });
    renderPage('/auth/confirm-email?token=tok123');
    expect(await screen.findByRole('heading', { name: /Sign In to Confirm/ })).toBeTruthy();
    // A link the browser can follow before the page is taken over, the way back in its query.
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const address = `/auth?from=${encodeURIComponent('/auth/confirm-email?token=tok123')}`;
    expect(signIn.getAttribute('href')).toBe(address);
    await user.click(signIn);
    await waitFor(() => expect(currentLocation()).toBe(address));
    expect(api.calls.some((call) => call.url === '/api/confirm-email')).toBe(false);
  });

  it('refuses a link without a token, asking nothing', async () => {
    const api = mockApi({ 'GET /api/user': [401] });
    renderPage('/auth/confirm-email');
    expect(await screen.findByRole('heading', { name: /Link Not Valid/ })).toBeTruthy();
    expect(api.calls.some((call) => call.url === '/api/confirm-email')).toBe(false);
  });
});

describe('the confirmation notice', () => {
  it('asks a member whose address is unconfirmed, and sends the link again', async () => {
    const api = mockApi({
      'GET /api/user': [200, pendingAdmin],
      'POST /api/request-email-confirmation': [200, { ok: true, message: 'We sent a new link.' }],
    });
    renderPage('/');
    const resend = await screen.findByRole('button', { name: 'send the link again' });
    expect(screen.getByText(/confirm your e-mail address/)).toBeTruthy();
    await user.click(resend);
    expect((await screen.findByTestId('toast')).textContent).toContain('We sent a new link.');
    expect(api.calls.some((call) => call.url === '/api/request-email-confirmation')).toBe(true);
  });

  it('is not there for confirmed members', async () => {
    for (const who of [signedInUser, adminUser]) {
      mockApi({ 'GET /api/user': [200, who] });
      const { unmount } = renderPage('/');
      await screen.findByRole('banner');
      expect(screen.queryByText(/confirm your e-mail address/)).toBeNull();
      unmount();
    }
  });
});
