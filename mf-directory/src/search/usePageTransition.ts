import { useLayoutEffect, useRef, type RefObject } from 'react';

/** docs/pages.md, "Find Classmates": the page transition lasts 300 ms. */
export const PAGE_TRANSITION_MS = 300;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * A 300 ms fade-in of the grid when the page changes. The new cards are there at once (a page
 * change is instant); the transition only eases them in, and is skipped for people who ask for
 * less motion. When the top of the results has scrolled away, it is brought back into view.
 */
export function usePageTransition(page: number): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useLayoutEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const element = ref.current;
    if (!element) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' });
    if (prefersReducedMotion() || typeof element.animate !== 'function') return;
    element.animate(
      [
        { opacity: 0, transform: 'translateY(6px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: PAGE_TRANSITION_MS, easing: 'ease-out' },
    );
  }, [page]);
  return ref;
}
