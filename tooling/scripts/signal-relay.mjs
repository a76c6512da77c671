// How `npm start` (start.mjs) passes a stop signal on to the backend it launched.

/**
 * A signal repeated within this time is one stop delivered twice, not an operator's second
 * Ctrl-C: npm passes on to the launcher the signal a group kill already gave it. The backend
 * (main.ts) tells them apart with the same window.
 */
export const REPEAT_WINDOW_MS = 1_000;

/**
 * A function that passes each signal on to `kill` once: the same signal again within
 * `windowMs` is dropped, a later one (an operator's second Ctrl-C) passes.
 * @param {(signal: NodeJS.Signals) => void} kill
 * @param {{ windowMs?: number, now?: () => number }} [options]
 */
export function signalRelay(kill, { windowMs = REPEAT_WINDOW_MS, now = Date.now } = {}) {
  /** @type {Map<string, number>} */
  const lastPassed = new Map();
  return (/** @type {NodeJS.Signals} */ signal) => {
    const at = now();
    if (at - (lastPassed.get(signal) ?? -Infinity) < windowMs) return;
    lastPassed.set(signal, at);
    kill(signal);
  };
}
