import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@reunion/contracts';
import { mockApi } from '@reunion/web-kit/testing';
import { expectFieldMessage, fill, currentLocation, renderPage } from '../../testing/renderPage';

// No delay between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });

const resetPath = '/auth/reset-password?token=abc123&email=ana%40example.com';

describe('reset password screen', () => {
  it('shows a spinner while the link is checked', async () => {
    mockApi({ 'GET /api/user': [401], 'GET /api/verify-reset-token': new Promise(() => {}) });
    renderPage(resetPath);
    expect(await screen.findByText('Verifying your reset link...')).toBeTruthy();
  });

  it('refuses a missing token', async () => {
    mockApi({ 'GET /api/user': [401] });
    renderPage('/auth/reset-password');
    expect(await screen.findByRole('heading', { name: /Invalid Reset Link/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth');
  });

  it('refuses an expired token with a toast', async () => {
    mockApi({ 'GET /api/user': [401], 'GET /api/verify-reset-token?token=abc123': [200, false] });
    renderPage(resetPath);
    expect(await screen.findByRole('heading', { name: /Invalid Reset Link/ })).toBeTruthy();
    expect(await screen.findByText('Invalid or Expired Token')).toBeTruthy();
  });

  it('says when the check itself failed', async () => {
    mockApi({ 'GET /api/user': [401], 'GET /api/verify-reset-token': [500, { error: 'boom' }] });
    renderPage(resetPath);
    expect(
      await screen.findByText('An error occurred while verifying your reset token.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Invalid Reset Link/ })).toBeTruthy();
  });

  it('validates the new password and sets it', async () => {
    const api = mockApi({
      'GET /api/user': [401],
      'GET /api/verify-reset-token?token=abc123': [200, true],
      'POST /api/reset-password': [200, { ok: true }],
    });
    renderPage(resetPath);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(authMessages.confirmRequired)).toBeTruthy();
    await fill(user, screen.getByLabelText('New Password'), 'newpass1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'newpass2');
    expect(await screen.findByText(authMessages.passwordsDoNotMatch)).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await fill(user, screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: /Password Reset Complete/ })).toBeTruthy();
    expect(screen.getByText('Password Reset Successful')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/auth');
    expect(api.calls.find((call) => call.url === '/api/reset-password')?.body).toEqual({
      token: 'abc123',
      email: 'ana@example.com',
      password: 'newpass1',
    });
  });

  it('shows a password the server refuses as too common under the field', async () => {
    mockApi({
      'GET /api/user': [401],
      'GET /api/verify-reset-token?token=abc123': [200, true],
      'POST /api/reset-password': [
        400,
        { error: 'Too common to be safe.', fields: { password: ['Too common to be safe.'] } },
      ],
    });
    renderPage(resetPath);
    await fill(user, await screen.findByLabelText('New Password'), 'password1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectFieldMessage(screen.getByLabelText('New Password'), 'Too common to be safe.');
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'GET /api/user': [401],
      'GET /api/verify-reset-token?token=abc123': [200, true],
      'POST /api/reset-password': [400, { error: 'This reset link has already been used' }],
    });
    renderPage(resetPath);
    await fill(user, await screen.findByLabelText('New Password'), 'newpass1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link has already been used',
    );
  });
});

describe('redirect-reset', () => {
  it('forwards a complete link to the reset screen', async () => {
    mockApi({
      'GET /api/user': [401],
      'GET /api/verify-reset-token?token=t1': new Promise(() => {}),
    });
    renderPage('/auth/redirect-reset?token=t1&email=ana%40example.com');
    await waitFor(() =>
      expect(currentLocation()).toBe('/auth/reset-password?token=t1&email=ana%40example.com'),
    );
  });

  it.each([
    '/auth/redirect-reset',
    '/auth/redirect-reset?token=t1',
    '/auth/redirect-reset?email=a%40b.c',
  ])('refuses %s and goes to /auth', async (path) => {
    mockApi({ 'GET /api/user': [401] });
    renderPage(path);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Invalid Reset Link');
    expect(toast.textContent).toContain('The password reset link is invalid or has expired.');
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });
});
