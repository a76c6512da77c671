/** Doublings after which the delay stops growing: 64 × the interval (32 min at the default). */
const MAX_DOUBLINGS = 6;

/**
 * Exponential backoff for a mail that failed its `attempts`-th try: a short SMTP hiccup is
 * bridged quickly, a long outage is not hammered.
 */
export function retryDelayMs(intervalMs: number, attempts: number): number {
  return intervalMs * 2 ** Math.min(Math.max(attempts - 1, 0), MAX_DOUBLINGS);
}
