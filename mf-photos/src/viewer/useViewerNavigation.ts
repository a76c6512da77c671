import { useEffect, useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways over the photo to move to the next one. */
const SWIPE_PX = 50;

/**
 * Moving between photos in the viewer (docs/pages.md, "Photo album"): the arrow keys, and a
 * swipe over the photo on a touch screen (left for the next one, right for the one before).
 * `previous` and `next` are absent at either end. Returns the handlers for the photo.
 */
export function useViewerNavigation(open: boolean, previous?: () => void, next?: () => void) {
  const moves = useRef({ previous, next });
  moves.current = { previous, next };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const move =
        event.key === 'ArrowLeft'
          ? moves.current.previous
          : event.key === 'ArrowRight'
            ? moves.current.next
            : undefined;
      if (!move) return;
      event.preventDefault();
      move();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [open]);

  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (dx <= -SWIPE_PX) moves.current.next?.();
      else if (dx >= SWIPE_PX) moves.current.previous?.();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
