import type { Page } from 'playwright-core';

/** How far a page reaches past the screen's right edge, and what reaches there. */
export interface SidewaysOverflow {
  /** The document's width beyond the screen, in px: what a thumb can scroll it sideways. */
  extra: number;
  /** The innermost elements reaching past the right edge (at most five): where it starts. */
  offenders: string[];
}

/**
 * Measures the page as it stands against a screen `width` px wide. Against the screen, not the
 * window: a phone's browser widens the layout viewport (and zooms out) to fit a page that is
 * too wide, so `innerWidth` grows with the fault. Inside a box that scrolls or clips sideways (a
 * wide table's own scroller), reaching past the edge is that box's business, not the page's.
 */
export function sidewaysOverflow(page: Page, width: number): Promise<SidewaysOverflow> {
  return page.evaluate((width) => {
    const describe = (element: Element) =>
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      [...element.classList]
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5 && !clipped(element);
      })
      .filter(
        (element, _i, all) => !all.some((other) => other !== element && element.contains(other)),
      )
      .slice(0, 5)
      .map(describe);
    return { extra: document.documentElement.scrollWidth - width, offenders };
  }, width);
}
