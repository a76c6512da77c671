import { useEffect, useRef, type RefObject } from 'react';

/**
 * For what replaces the part of the screen a person just acted on: once it is drawn, it is brought
 * into view and given focus (its element needs tabIndex={-1}), so a phone scrolled down to the
 * button that made it shows it, and a screen reader reads it. Centred rather than at the top,
 * where the site's sticky header would cover it. No smooth scrolling: the screen has just changed
 * under the person anyway, and an instant jump needs no prefers-reduced-motion exception.
 */
export function useFocusOnShow<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Optional: jsdom has no scrollIntoView.
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, []);
  return ref;
}
