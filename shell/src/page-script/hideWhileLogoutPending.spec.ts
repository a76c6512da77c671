import { HIDDEN_FOR_LOGOUT, PENDING_LOGOUT_KEY } from '@reunion/web-kit/pending-logout-mark';
import {
  hideWhileLogoutPending,
  SHELL_FAILED_ON_HIDDEN_PAGE,
  showThatThePageFailed,
} from './hideWhileLogoutPending';

describe('hideWhileLogoutPending', () => {
  afterEach(() => {
    document.documentElement.hidden = false;
    document.documentElement.removeAttribute(HIDDEN_FOR_LOGOUT);
  });

  it('hides a page drawn while a Logout the server has not heard is pending', () => {
    localStorage.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
    expect(hideWhileLogoutPending(document)).toBe(true);
    expect(document.documentElement.hidden).toBe(true);
    // The shell drops the page for it even once the mark has gone.
    expect(document.documentElement.hasAttribute(HIDDEN_FOR_LOGOUT)).toBe(true);
  });

  it('when the shell cannot load, replaces the hidden page with a note, and shows that', () => {
    document.body.innerHTML = '<div id="root"><h1>Ada Lovelace</h1></div>';
    localStorage.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
    hideWhileLogoutPending(document);
    showThatThePageFailed(document);
    expect(document.body.textContent).toBe(SHELL_FAILED_ON_HIDDEN_PAGE);
    expect(document.body.firstElementChild?.getAttribute('role')).toBe('alert');
    expect(document.documentElement.hidden).toBe(false);
  });

  it('leaves every other page as it is', () => {
    expect(hideWhileLogoutPending(document)).toBe(false);
    expect(document.documentElement.hidden).toBe(false);
  });

  it('leaves the page as it is where the browser refuses storage', () => {
    const refused = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(hideWhileLogoutPending(document)).toBe(false);
    } finally {
      refused.mockRestore();
    }
    expect(document.documentElement.hidden).toBe(false);
  });
});
