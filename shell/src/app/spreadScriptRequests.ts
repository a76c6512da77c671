import { yieldToMain } from './yieldToMain';

type LoadScript = (
  url: string,
  done: (event: Event) => void,
  key?: string,
  chunkId?: string | number,
) => void;

/** The bundler's runtime (rspack's): `l` adds the script element of a chunk. */
declare const __webpack_require__: { l: LoadScript };

/** Script elements added per task: a few milliseconds each on a phone at 4×. */
const PER_TASK = 4;

/**
 * Spreads the script elements the shell's chunks are asked for over several tasks. Loading a
 * screen asks for a dozen chunks or more at once (the bootstrap for 15, the sign-in card for
 * 11), and adding a script element costs the browser 2–5 ms of a phone's main thread at
 * Lighthouse's 4× slowdown (starting its request): one task of 50–90 ms each time, during which
 * a tap waits. Here the first few go at once, the rest a few per task; their requests still go
 * out together, within a few milliseconds. The runtime's own `l` still does the work (its
 * de-duplication of a URL asked for twice included).
 *
 * The runtime asks for a screen's chunks one call at a time, in one loop: the first batch waits
 * for a microtask, so the whole burst is queued before any is added (started at the first call,
 * each call found the queue empty again and every script went in the same task).
 */
export function spreadScriptRequests(): void {
  const load = __webpack_require__.l;
  const waiting: Parameters<LoadScript>[] = [];
  let draining = false;
  const drain = async () => {
    while (waiting.length > 0) {
      for (const request of waiting.splice(0, PER_TASK)) load(...request);
      if (waiting.length > 0) await yieldToMain();
    }
    draining = false;
  };
  __webpack_require__.l = (...request) => {
    waiting.push(request);
    if (draining) return;
    draining = true;
    queueMicrotask(() => void drain());
  };
}
