import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@reunion/contracts';
import { profileDraftKey, writeProfileDraft } from '@reunion/web-kit';
import { mockApi, type MockRoute } from '@reunion/web-kit/testing';
import {
  expectFieldMessage,
  fill,
  currentLocation,
  renderPage,
  signedInUser,
} from '../../testing/renderPage';

// No delay between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });

function site(register: MockRoute, gate: MockRoute = [200, { ok: true }]) {
  return mockApi({
    'GET /api/user': [401],
    'POST /api/verify-class-password': gate,
    'POST /api/register': register,
  });
}

/** The visible tab panel (the hidden Login panel has a Password field too). */
const panel = () => within(screen.getByRole('tabpanel'));

async function passGate(classPassword = 'class phrase') {
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: /Access Restricted/ })).toBeTruthy();
  await fill(user, panel().getByLabelText('Class password'), classPassword);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillForm(email: string, password: string, confirm = password) {
  await fill(user, await screen.findByLabelText('Confirm Password'), confirm);
  await fill(user, panel().getByLabelText('Email'), email);
  await fill(user, panel().getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register', () => {
  it('asks for the class password before the form', async () => {
    site([500]);
    renderPage('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    expect(await screen.findByText(/class password shared in the class chat group/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the class password')).toBeTruthy();
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
  });

  it('puts the cursor in Email once the gate is passed', async () => {
    site([500]);
    renderPage('/auth');
    await passGate();
    const email = await panel().findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    // A bad address gets the form's message alone, not the browser's bubble as well.
    expect(email.closest('form')?.noValidate).toBe(true);
  });

  it('validates the form with the texts of docs/messages.md', async () => {
    site([500]);
    renderPage('/auth');
    await passGate();
    expect(await screen.findByText('Access granted')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText(authMessages.emailAndPasswordRequired)).length).toBe(2);
    expect(screen.getByText(authMessages.confirmRequired)).toBeTruthy();
    await fill(user, panel().getByLabelText('Email'), 'nope');
    await fill(user, panel().getByLabelText('Password'), '123');
    await fill(user, panel().getByLabelText('Confirm Password'), '124');
    expect(await screen.findByText(authMessages.invalidEmail)).toBeTruthy();
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeTruthy();
    expect(await screen.findByText(authMessages.passwordsDoNotMatch)).toBeTruthy();
  });

  it('asks the server at the gate and keeps the form closed for a wrong class password', async () => {
    const api = site([500], [403, { error: authMessages.wrongClassPassword }]);
    renderPage('/auth');
    await passGate('wrong phrase');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Access denied');
    expect(toast.textContent).toContain(authMessages.wrongClassPassword);
    expect(panel().getByRole('alert').textContent).toContain(authMessages.wrongClassPassword);
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
    expect(api.calls.find((call) => call.url === '/api/verify-class-password')?.body).toEqual({
      classPassword: 'wrong phrase',
    });
    expect(api.calls.some((call) => call.url === '/api/register')).toBe(false);
  });

  it('sends the class password without the spaces a paste adds around it, at the gate and with the account', async () => {
    const api = site([201, signedInUser]);
    renderPage('/auth');
    await passGate('  class phrase ');
    await fillForm('ana@example.com', 'secret123');
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/register')).toBe(true));
    expect(api.calls.find((call) => call.url === '/api/verify-class-password')?.body).toEqual({
      classPassword: 'class phrase',
    });
    expect(api.calls.find((call) => call.url === '/api/register')?.body).toMatchObject({
      classPassword: 'class phrase',
    });
  });

  it('shows a password the server refuses as too common under the password field', async () => {
    const refusal = 'This password is one of the most common ones.';
    site([400, { error: refusal, fields: { password: [refusal] } }]);
    renderPage('/auth');
    await passGate();
    await fillForm('ana@example.com', '123456');
    await expectFieldMessage(panel().getByLabelText('Password'), refusal);
    expect(screen.queryByText('Registration failed', { selector: '.ant-alert *' })).toBeNull();
  });

  it('sends the class password along and goes back to the gate when the server refuses it', async () => {
    const api = site([403, { error: 'Wrong class password' }]);
    renderPage('/auth');
    await passGate('wrong phrase');
    await fillForm('ana@example.com', 'secret123');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Access denied');
    expect(toast.textContent).toContain(authMessages.wrongClassPassword);
    expect(await screen.findByRole('heading', { name: /Access Restricted/ })).toBeTruthy();
    // The gate says it too, beside the field to type the right one into.
    expect(panel().getByRole('alert').textContent).toContain(authMessages.wrongClassPassword);
    expect(api.calls.find((call) => call.url === '/api/register')?.body).toEqual({
      username: 'ana@example.com',
      email: 'ana@example.com',
      password: 'secret123',
      classPassword: 'wrong phrase',
    });
  });

  it("shows the server's reason for other failures", async () => {
    site([409, { error: 'An account with this email already exists' }]);
    renderPage('/auth');
    await passGate();
    await fillForm('ana@example.com', 'secret123');
    expect((await screen.findByTestId('toast')).textContent).toContain('Registration failed');
    expect(
      (await screen.findAllByText('An account with this email already exists')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
  });

  it('forgets every other member’s drafts kept in this browser', async () => {
    writeProfileDraft(profileDraftKey(signedInUser.id + 1, 'new'), { firstName: 'Bo' });
    site([201, signedInUser]);
    renderPage('/auth');
    await passGate();
    await fillForm('ana@example.com', 'secret123');
    expect(await screen.findByText('Your account has been created successfully')).toBeTruthy();
    expect(localStorage.length).toBe(0);
  });

  it('confirms, then goes home after a second', async () => {
    site([201, signedInUser]);
    renderPage('/auth');
    await passGate();
    await fillForm('ana@example.com', 'secret123');
    expect(await screen.findByText('Your account has been created successfully')).toBeTruthy();
    expect(
      screen.getByText('Registration successful! You will be redirected to the home page.'),
    ).toBeTruthy();
    expect(currentLocation()).toBe('/auth');
    await waitFor(() => expect(currentLocation()).toBe('/'), { timeout: 3000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class of 2005 June Intake' }),
    ).toBeTruthy();
  });
});
