import type { getInstance } from '@module-federation/enhanced/runtime';

type Federation = NonNullable<ReturnType<typeof getInstance>>;
type RuntimePlugin = NonNullable<Parameters<Federation['registerPlugins']>[0]>[number];

/** The query a retry adds to a section's manifest URL (remoteLoader.ts), e.g. `?retry=2`. */
export const RETRY_PARAM = 'retry';

/**
 * Gives a retry's remote entry script the retry's own URL. The manifest names the script
 * (`remoteEntry.<hash>.js`), so without this a retry asks for the very URL that hung before:
 * the browser hands the new <script> the request still in flight, and the runtime keys its
 * entry loads by that URL and returns the same pending load (found by
 * e2e/tests/remote-faults.e2e.ts: "Try again" waited on the hung script until it timed out
 * again). The section finds its chunks from the script's URL without the query, so only the
 * entry request changes.
 *
 * Hand-made rather than @module-federation/retry-plugin: that plugin (0.17.1, its latest, built
 * on the 0.17 runtime while the site runs 2.9) repeats requests that fail, not those that hang,
 * which are what "Try again" is for, and it added 5.7 KiB gzip to what every section page loads
 * (shell build measured with and without it, 2026-11).
 */
export function retryEntryPlugin(): RuntimePlugin {
  return {
    name: 'reunion-retry-entry',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestUrl) return args;
      const retry = new URL(args.manifestUrl, window.location.href).searchParams.get(RETRY_PARAM);
      const snapshot = args.remoteSnapshot;
      if (!retry || !('remoteEntry' in snapshot) || typeof snapshot.remoteEntry !== 'string')
        return args;
      const separator = snapshot.remoteEntry.includes('?') ? '&' : '?';
      const remoteEntry = `${snapshot.remoteEntry}${separator}${RETRY_PARAM}=${encodeURIComponent(retry)}`;
      return { ...args, remoteSnapshot: { ...snapshot, remoteEntry } };
    },
  };
}
