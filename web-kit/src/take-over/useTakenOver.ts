import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React takes server markup over (hydrates), true in every later
 * render: React reads a store's server snapshot exactly then, and renders again at once when the
 * browser's differs. For a control that cannot act on an early press at all (a file chooser opens
 * only from the press itself): it shows itself as not ready until then, rather than looking ready.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
