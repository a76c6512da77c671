import { TAKE_OVER } from '@reunion/contracts';

const PENDING_MARKER = `template[${TAKE_OVER.markerAttribute}="${TAKE_OVER.pending}"]`;
const REGION = `[${TAKE_OVER.regionAttribute}]`;

/** The region an element belongs to (itself, if it is one), or the page's root. */
export function scopeOf(element: Element, root: Element): Element {
  return element.closest(REGION) ?? root;
}

/** The page's root and every region, outermost first. */
export function allScopes(root: Element): Element[] {
  return [root, ...root.querySelectorAll(REGION)];
}

/**
 * What holds an element back from React: the page's root while any part of the page outside the
 * regions still waits to be taken over, else the outermost region around the element that still
 * waits; null once React can act on the element's events.
 *
 * Deliberately coarse: a press waits for the whole page (or its whole region), not just for the
 * boundary around it. Finding that boundary would mean reading React's own markers in the markup.
 */
export function holderOf(element: Element, root: Element): Element | null {
  if (!root.contains(element)) return null;
  const waiting = new Set<Element>();
  for (const marker of root.querySelectorAll(PENDING_MARKER)) waiting.add(scopeOf(marker, root));
  if (waiting.size === 0) return null;
  if (waiting.has(root)) return root;
  const regions: Element[] = [];
  for (
    let region = element.closest(REGION);
    region;
    region = region.parentElement?.closest(REGION) ?? null
  )
    regions.unshift(region);
  return regions.find((region) => waiting.has(region)) ?? null;
}
