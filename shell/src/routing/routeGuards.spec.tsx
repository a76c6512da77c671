import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@reunion/web-kit/testing';
import { fill, currentLocation, renderPage, signedInUser } from '../testing/renderPage';

// No delay between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });

describe('route guards', () => {
  it('shows a spinner while the session loads', async () => {
    mockApi({ 'GET /api/user': new Promise(() => {}) });
    renderPage('/');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('draws the sign-in frame while the session loads, and holds the forms back', async () => {
    mockApi({ 'GET /api/user': new Promise(() => {}) });
    renderPage('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Class of 2005J Reunion' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome back to Fontainebleau' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the sign-in form' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Login' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends anonymous visitors of a protected screen to /auth', async () => {
    mockApi({ 'GET /api/user': [401, { error: 'Not signed in' }] });
    renderPage('/event-details');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
    expect(currentLocation()).toBe('/auth');
  });

  it('sends a signed-in user from /auth to home', async () => {
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/auth');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class of 2005 June Intake' }),
    ).toBeTruthy();
    expect(currentLocation()).toBe('/');
  });

  it('takes the user back where they were headed after logging in', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/user': () => (signedIn ? [200, signedInUser] : [401]),
      'POST /api/login': () => {
        signedIn = true;
        return [200, signedInUser];
      },
      'GET /api/remotes': [200, {}],
    });
    renderPage('/photos');
    await fill(user, await screen.findByLabelText('Username or Email'), 'ana@example.com');
    await fill(user, screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/photos'));
  });

  it('says so when the session cannot be read', async () => {
    mockApi({ 'GET /api/user': [500, { error: 'Internal error' }] });
    renderPage('/');
    expect(
      await screen.findByRole('heading', { name: 'We could not reach the reunion site' }),
    ).toBeTruthy();
  });

  it('shows the 404 screen for unknown paths, signed in or not', async () => {
    mockApi({ 'GET /api/user': [401] });
    renderPage('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toContain('Page Not Found');
  });
});
