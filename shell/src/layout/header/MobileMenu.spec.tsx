import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage, signedInUser } from '../../testing/renderPage';

const user = userEvent.setup({ delay: null });

/** Whether the drawer's code can be fetched: as with no signal, or a flaky one, when false. */
let mockDrawerReachable = true;
jest.mock('./MobileMenuDrawer', () => {
  if (!mockDrawerReachable) throw new Error('ChunkLoadError: Loading chunk 1524 failed.');
  return jest.requireActual<object>('./MobileMenuDrawer');
});

beforeEach(() => {
  mockDrawerReachable = true;
});

describe("the phone's menu when its drawer's code cannot be fetched", () => {
  it('shows its links and Logout without the drawer, keeps the page, and the next tap tries again', async () => {
    mockDrawerReachable = false;
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(menuButton);

    // Before: the failed fetch went up to the page's boundary, which replaced it all.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const nav = within(menu).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Search', 'Event Details', 'Insights', 'Class Gift', 'Photos']);
    expect(within(menu).getByRole('button', { name: /Logout/ })).toBeTruthy();
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Create Profile/ })).toBeTruthy(),
    );
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-controls')).toBe(menu.id);
    // Keyboard and screen-reader users land in it, as in the drawer.
    expect(document.activeElement).toBe(menu);

    // Escape closes it, and the focus goes back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);

    // Still no signal: the next tap tries again, and shows the links again.
    await user.click(menuButton);
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    expect(again.classList.contains('plain-mobile-menu')).toBe(true);
    await user.click(within(again).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    // The signal is back: the next tap fetches the drawer again, and opens it.
    mockDrawerReachable = true;
    await user.click(menuButton);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeNull());
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.classList.contains('plain-mobile-menu')).toBe(false);
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});
