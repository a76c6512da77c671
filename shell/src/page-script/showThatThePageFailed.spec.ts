import { HIDDEN_FOR_LOGOUT, PENDING_LOGOUT_KEY } from '@reunion/web-kit/pending-logout-mark';
import { hideWhileLogoutPending } from './hideWhileLogoutPending';
import { PAGE_FAILED, showThatThePageFailed } from './showThatThePageFailed';

describe('showThatThePageFailed', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><h1>Ada Lovelace</h1></div>';
  });
  afterEach(() => {
    localStorage.clear();
    document.documentElement.hidden = false;
    document.documentElement.removeAttribute(HIDDEN_FOR_LOGOUT);
  });

  const alert = () => document.querySelector('[role="alert"]');

  it('replaces a page hidden for a pending Logout with a note, and shows that', () => {
    localStorage.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
    hideWhileLogoutPending(document);
    showThatThePageFailed(document);
    expect(document.body.textContent).toBe(PAGE_FAILED);
    expect(alert()?.textContent).toBe(PAGE_FAILED);
    // Styled by the stylesheet the page links, as under any page.
    expect(alert()?.className).toBe('page-failed');
    expect(document.documentElement.hidden).toBe(false);
  });

  it('says so under any other page, which stays as it was', () => {
    showThatThePageFailed(document);
    expect(alert()?.textContent).toBe(PAGE_FAILED);
    expect(document.querySelector('h1')?.textContent).toBe('Ada Lovelace');
    expect(document.body.lastElementChild).toBe(alert());
  });
});
