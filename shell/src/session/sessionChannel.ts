import { isSessionSignal, SESSION_CHANNEL, type SessionSignal } from '@reunion/contracts';

/**
 * This tab's end of the channel the site's tabs share (contracts' SESSION_CHANNEL): one for
 * telling and hearing, since a BroadcastChannel never hears what it sends itself. Opened at first
 * use; there is none on the server.
 *
 * The browser's own BroadcastChannel rather than a library such as the broadcast-channel package:
 * every browser the site is built for has it (the targets in tooling/rspack/create-config.mjs,
 * Chrome and Firefox 111 and Safari 16.4, where it came in 15.4), so the package's fallbacks for
 * browsers without it (storage events, IndexedDB polling) would only be weight on every page.
 */
let channel: BroadcastChannel | undefined;

function sessionChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

/** Tells the site's other tabs in this browser; they act at once, this one does not hear it. */
export function tellOtherTabs(signal: SessionSignal): void {
  sessionChannel()?.postMessage(signal);
}

/** Calls `onSignal` with what another tab tells; returns the stop. */
export function hearOtherTabs(onSignal: (signal: SessionSignal) => void): () => void {
  const open = sessionChannel();
  if (!open) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    if (isSessionSignal(event.data)) onSignal(event.data);
  };
  open.addEventListener('message', listener);
  return () => open.removeEventListener('message', listener);
}
