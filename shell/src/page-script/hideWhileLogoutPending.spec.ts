import { HIDDEN_FOR_LOGOUT, PENDING_LOGOUT_KEY } from '@reunion/web-kit/pending-logout-mark';
import { hideWhileLogoutPending } from './hideWhileLogoutPending';

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
