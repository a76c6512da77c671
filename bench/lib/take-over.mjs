// What the page-level benches share about a server-rendered page being taken over by React.

/**
 * Run in the page: whether React has taken it over (its root is mounted and no part outside a
 * region drawn on view is still waiting: the markers of web-kit's TakeOverSuspense).
 */
export function takenOver() {
  const root = globalThis.document.getElementById('root');
  if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return false;
  return [...root.querySelectorAll('template[data-take-over="pending"]')].every((marker) =>
    marker.closest('[data-take-over-region]'),
  );
}

/** Waits, polling every 250 ms, until `tab` is taken over; throws after `giveUpMs`. */
export async function untilTakenOver(tab, name, giveUpMs) {
  const deadline = Date.now() + giveUpMs;
  while (!(await tab.evaluate(takenOver))) {
    if (Date.now() > deadline) throw new Error(`${name}: not taken over in ${giveUpMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
