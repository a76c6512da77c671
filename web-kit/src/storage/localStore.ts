/**
 * This browser's localStorage, or undefined: it throws rather than being absent when a browser
 * refuses it (some private modes, storage turned off), and is absent while the server renders a
 * page.
 */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
