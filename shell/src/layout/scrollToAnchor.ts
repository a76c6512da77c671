/** How long a page's section may take to draw the anchor a link names. */
const ANCHOR_WAIT_MS = 10_000;
/** What says the visitor has taken over the scrolling themselves. */
const VISITOR_SCROLLS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element with this id once it is on the page: after a navigation inside the
 * site (the footer's "Accommodation" → /event-details#accommodation) the page is still being
 * drawn, often by a section loading its code, and the browser's own jump to an address's
 * fragment happens only on a full page load. Gives up after ANCHOR_WAIT_MS, or as soon as the
 * visitor scrolls themselves. Returns what stops waiting (an effect's cleanup).
 */
export function scrollToAnchor(id: string): () => void {
  const observer = new MutationObserver(() => void tryNow());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) removeEventListener(type, stop, { capture: true });
  };
  const tryNow = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    stop();
    target.scrollIntoView({ block: 'start' });
    return true;
  };
  const timer = setTimeout(stop, ANCHOR_WAIT_MS);
  if (tryNow()) return stop;
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of VISITOR_SCROLLS) addEventListener(type, stop, { capture: true, once: true });
  return stop;
}
