import type { Page } from 'playwright-core';
import { sidewaysOverflow } from './sideways';

/**
 * Enlarges every text on the page `factor` times, as a browser's text-only zoom does (Firefox's
 * "Zoom text only", a phone's larger-text setting; WCAG 1.4.4 asks for 200 % without loss of
 * content): each element's font size, pixels included, and its line height with it, while
 * widths, paddings and the window stay as they were. Not a root font size, nor a device scale
 * factor: antd and site.css size text in px, which a root font size does not reach, and a scale
 * factor enlarges the whole page, boxes and all, so nothing gets tighter.
 *
 * Once, on the page as drawn: each size is read before any is set, so a child inheriting its
 * parent's size is enlarged once. Parts below the first screen are laid out too: site.css skips
 * them until they come near the screen, and a skipped part would be measured where it stood
 * before its text grew.
 */
export async function enlargeText(page: Page, factor: number): Promise<void> {
  await page.evaluate((times) => {
    const laidOut = document.createElement('style');
    laidOut.textContent = '[data-skip-offscreen] { content-visibility: visible !important; }';
    document.head.append(laidOut);
    // An element with a style to set: HTML's and SVG's (an icon sized in em grows with its text).
    const elements = [document.documentElement, ...document.body.querySelectorAll('*')].filter(
      (element) => element instanceof HTMLElement || element instanceof SVGElement,
    );
    const sizes = elements.map((element) => {
      const style = getComputedStyle(element);
      return { fontSize: parseFloat(style.fontSize), lineHeight: style.lineHeight };
    });
    elements.forEach((element, index) => {
      const size = sizes[index];
      if (!size) return;
      element.style.setProperty('font-size', `${size.fontSize * times}px`, 'important');
      if (size.lineHeight !== 'normal')
        element.style.setProperty(
          'line-height',
          `${parseFloat(size.lineHeight) * times}px`,
          'important',
        );
    });
  }, factor);
}

/** What enlarged text did to a page: each entry names the element and what happened to it. */
export interface TextDamage {
  /** Text cut off by its box: more text than room, in a box that hides the rest. */
  clipped: string[];
  /** Lines of text drawn over one another. */
  overlapping: string[];
  /**
   * Header parts drawn over one another or reaching past the screen's right edge, and a header
   * taller than a third of the screen (it stays at the top of it on every page).
   */
  header: string[];
  /**
   * The page wider than the screen, so it scrolls sideways under a thumb (WCAG 1.4.10): by how
   * much, and what reaches past the right edge.
   */
  sideways: string[];
}

/**
 * Finds text cut off or drawn over other text on the page as it stands, a header whose parts
 * collide or leave the screen, or that takes more than a third of it, and a page wider than the
 * screen. Text no one sees is skipped (visually hidden labels, 1 px boxes), and so are two boxes
 * that hide text by design: antd's tab row, which offers the tabs that do not fit in its "more"
 * menu, and an avatar's initials, fitted by antd's script when drawn (2 px of 'MF' in a 160 px
 * circle).
 */
export async function textDamage(
  page: Page,
  screen: { width: number; height: number },
): Promise<TextDamage> {
  const { extra, offenders } = await sidewaysOverflow(page, screen.width);
  const sideways = extra > 0 ? [`${extra} px too wide: ${offenders.join(', ')}`] : [];
  const damage = await page.evaluate(({ width, height }) => {
    const name = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = [...element.classList]
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${classes} "${text}"`;
    };
    const unseen = (element: Element) => {
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        const box = up.getBoundingClientRect();
        if (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%')) return true;
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return !element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const byDesign = '.ant-tabs-nav-wrap, .ant-avatar';

    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!(element.textContent ?? '').trim() || element.matches(byDesign)) continue;
      const style = getComputedStyle(element);
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const wider = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const taller = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if ((wider || taller) && !unseen(element))
        clipped.push(
          `${name(element)}: ${element.scrollWidth}×${element.scrollHeight} px of text in ${element.clientWidth}×${element.clientHeight}`,
        );
    }

    // Each line of each text, where it is drawn.
    const lines: { element: Element; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement;
      if (!element || !(text.textContent ?? '').trim() || unseen(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const box of range.getClientRects())
        if (box.width > 1 && box.height > 1) lines.push({ element, box });
    }
    // Two lines overlap when they share more than a third of the shorter's height: lines set
    // tight (antd's tables) may touch by a few pixels where nothing is hidden.
    const overlapping: string[] = [];
    lines.forEach((a, index) => {
      for (const b of lines.slice(index + 1)) {
        if (a.element === b.element) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 2 && down > Math.min(a.box.height, b.box.height) / 3)
          overlapping.push(`${name(a.element)} over ${name(b.element)}`);
      }
    });

    const header: string[] = [];
    const parts = [
      ...document.querySelectorAll(
        '.site-header__brand, .site-header__badge, .site-header__nav li, .site-header__actions > *, .site-header__menu-button',
      ),
    ].filter((part) => part.checkVisibility());
    parts.forEach((part, index) => {
      const box = part.getBoundingClientRect();
      if (box.right > width + 0.5) header.push(`${name(part)} reaches ${Math.round(box.right)} px`);
      for (const other of parts.slice(index + 1)) {
        const next = other.getBoundingClientRect();
        const across = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        const down = Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top);
        if (across > 0.5 && down > 0.5) header.push(`${name(part)} over ${name(other)}`);
      }
    });
    const tall = Math.round(document.querySelector('.site-header')?.clientHeight ?? 0);
    if (tall > height / 3) header.push(`the header is ${tall} px tall`);
    return { clipped, overlapping: [...new Set(overlapping)], header };
  }, screen);
  return { ...damage, sideways };
}
