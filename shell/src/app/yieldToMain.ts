/**
 * Ends the current task and continues in a new one, so the browser can handle input, paint and
 * whatever else waits between two pieces of work. `scheduler.yield()` where the browser has it
 * (the continuation goes ahead of other queued tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function')
    return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
