import type MobileMenuDrawer from './MobileMenuDrawer';

export type MobileMenuDrawerComponent = typeof MobileMenuDrawer;

let loading: Promise<{ default: MobileMenuDrawerComponent }> | undefined;

/**
 * The code of the phone menu's drawer (antd's Drawer and what it shows), apart from the page's:
 * every page load on a phone evaluated it before, for a menu most visits never open. Fetched when
 * the visitor reaches for the menu button, and with the programme kept offline (keepOffline.ts),
 * so that the menu opens there with no network. A fetch that failed (no signal, a flaky one) is
 * not remembered: the next call fetches again.
 */
export function loadMobileMenuDrawer(): Promise<{ default: MobileMenuDrawerComponent }> {
  loading ??= import('./MobileMenuDrawer').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
