import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages, SESSION_CHANNEL } from '@reunion/contracts';
import { profileDraftKey, writeProfileDraft } from '@reunion/web-kit';
import { mockApi } from '@reunion/web-kit/testing';
import { fill, currentLocation, renderPage, signedInUser } from '../../testing/renderPage';

// No delay between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });

function anonymous(extra: Parameters<typeof mockApi>[0] = {}) {
  let signedIn = false;
  const api = mockApi({
    'GET /api/user': () => (signedIn ? [200, signedInUser] : [401]),
    ...extra,
  });
  return { api, signIn: () => (signedIn = true) };
}

/** Opens /auth and signs in there with `username` and `password`. */
async function signInWith(username: string, password: string) {
  renderPage('/auth');
  await fill(user, await screen.findByLabelText('Username or Email'), username);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('auth screen', () => {
  it('has the login and register tabs and the promo panel', async () => {
    anonymous();
    renderPage('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    for (const feature of [
      'Create and search alumni profiles',
      'Register for reunion activities',
      'Coordinate travel and accommodation',
      'Connect with fellow alumni',
    ]) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
  });
});

describe('login form', () => {
  it('asks for both fields with the texts of docs/messages.md', async () => {
    anonymous();
    renderPage('/auth');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(authMessages.usernameRequired)).toBeTruthy();
    expect(screen.getByText(authMessages.passwordRequired)).toBeTruthy();
  });

  it("names the password's eye for what it shows (antd's own name is just 'Show')", async () => {
    anonymous();
    renderPage('/auth');
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in with username or e-mail and goes home', async () => {
    const { api, signIn } = anonymous({
      'POST /api/login': () => {
        signIn();
        return [200, signedInUser];
      },
    });
    await signInWith('ana@example.com', 'secret123');
    expect(await screen.findByText('You have successfully logged in')).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.calls.find((call) => call.url === '/api/login')?.body).toEqual({
      username: 'ana@example.com',
      password: 'secret123',
    });
  });

  it('keeps the member’s own drafts, forgets everyone else’s, and tells the other tabs', async () => {
    // Typed by this member before their session ended, and by someone else before.
    writeProfileDraft(profileDraftKey(signedInUser.id, 12), { city: 'Lyon' });
    writeProfileDraft(profileDraftKey(signedInUser.id + 1, 'new'), { firstName: 'Bo' });
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const told: unknown[] = [];
    otherTab.onmessage = (event) => told.push(event.data);
    const { signIn } = anonymous({
      'POST /api/login': () => {
        signIn();
        return [200, signedInUser];
      },
    });
    await signInWith('ana@example.com', 'secret123');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(Object.keys(localStorage)).toEqual([profileDraftKey(signedInUser.id, 12)]);
    await waitFor(() => expect(told).toEqual([{ kind: 'signed-in' }]));
    otherTab.close();
  });

  it('says the credentials were refused', async () => {
    anonymous({ 'POST /api/login': [401, { error: 'Invalid credentials' }] });
    await signInWith('ana@example.com', 'wrong-one');
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Login failed');
    expect(toast.textContent).toContain('Invalid email or password');
    expect(currentLocation()).toBe('/auth');
  });

  it.each([
    [429, 'Too many attempts. Try again in 60 seconds.'],
    [503, 'Many classmates are signing in right now. Please try again in a moment.'],
  ])("gives the server's words for a %p, not a wrong password", async (status, error) => {
    anonymous({ 'POST /api/login': [status, { error }] });
    await signInWith('ana', 'whatever');
    const toast = (await screen.findByRole('alert')).textContent;
    expect(toast).toContain(error);
    expect(toast).not.toContain('Invalid email or password');
  });
});

describe('forgot password', () => {
  async function openForgotCard() {
    await user.click(await screen.findByRole('link', { name: 'Forgotten your password?' }));
    return screen.findByRole('heading', { name: 'Reset your password' });
  }

  it('validates the e-mail with the texts of docs/messages.md', async () => {
    anonymous();
    renderPage('/auth');
    await openForgotCard();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeTruthy();
    await fill(user, screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(authMessages.validEmailRequired)).toBeTruthy();
    // That message alone: not the browser's bubble as well.
    expect(screen.getByLabelText('Email').closest('form')?.noValidate).toBe(true);
  });

  it('confirms the request and points to the inbox and spam folder', async () => {
    const { api } = anonymous({ 'POST /api/request-password-reset': [200, { ok: true }] });
    renderPage('/auth');
    await openForgotCard();
    await fill(user, screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset Email Sent')).toBeTruthy();
    expect(screen.getByText(/spam folder/)).toBeTruthy();
    expect(api.calls.find((call) => call.url === '/api/request-password-reset')?.body).toEqual({
      email: 'ana@example.com',
    });
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    // Focused, as the view shows, antd's tab puts its place ("Tab 1 of 2") before its name.
    expect(await screen.findByRole('tab', { name: /Login$/ })).toBeTruthy();
  });

  it('moves the focus into the view each link shows: the link pressed is hidden with its view', async () => {
    anonymous();
    renderPage('/auth');
    const heading = await openForgotCard();
    // Where a screen reader says the visitor now is; Tab goes on to the card's field.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    const login = await screen.findByRole('tab', { name: /Login$/ });
    await waitFor(() => expect(document.activeElement).toBe(login));
  });

  it('opens again on a fresh form holding the address sent, so a mistyped one can be corrected', async () => {
    const { api } = anonymous({ 'POST /api/request-password-reset': [200, { ok: true }] });
    renderPage('/auth');
    await openForgotCard();
    await fill(user, screen.getByLabelText('Email'), 'ana@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await openForgotCard();
    // The card stays drawn (hidden) while the tabs show: opened again it is a form, not the result.
    expect(screen.queryByText('Check your email')).toBeNull();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('ana@exmaple.com');
    await user.clear(email);
    await fill(user, email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(
      api.calls.filter((call) => call.url === '/api/request-password-reset').map((c) => c.body),
    ).toEqual([{ email: 'ana@exmaple.com' }, { email: 'ana@example.com' }]);
  });

  it("opens again without the last visit's error under the field", async () => {
    anonymous();
    renderPage('/auth');
    await openForgotCard();
    await fill(user, screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.validEmailRequired)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await openForgotCard();
    // Gone, once antd's leaving motion has run.
    await waitFor(() => expect(screen.queryByText(authMessages.validEmailRequired)).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('not-an-email');
  });

  it('is an address of its own, reached and left by links that keep where signing in leads', async () => {
    anonymous();
    renderPage('/auth?from=%2Fsearch');
    // Links, to an address of their own: tapped before the take-over they show the other view,
    // which every sign-in page draws (page-script/showViewEarly.ts); a page whose scripts cannot
    // load leaves them plain links, the server then drawing the view asked for.
    await openForgotCard();
    expect(currentLocation()).toBe('/auth?from=%2Fsearch&view=forgot-password');
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    // Focused, as the view shows, antd's tab puts its place ("Tab 1 of 2") before its name.
    expect(await screen.findByRole('tab', { name: /Login$/ })).toBeTruthy();
    expect(currentLocation()).toBe('/auth?from=%2Fsearch');
  });

  it('opens on the card at its address', async () => {
    anonymous();
    renderPage('/auth?view=forgot-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Login' })).toBeNull();
  });

  it("shows the server's error", async () => {
    anonymous({ 'POST /api/request-password-reset': [429, { error: 'Too many requests' }] });
    renderPage('/auth');
    await openForgotCard();
    await fill(user, screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Too many requests');
  });
});
