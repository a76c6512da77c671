/**
 * The mark of a tab and of its panel shown by the page script while React has not yet acted on
 * the press (site.css shows and hides by it, over what the server drew): on a tab `selected` or
 * `unselected`, on a panel `shown` or `hidden`.
 */
const EARLY_TAB = 'data-early-tab';

/**
 * The tab a press is on: the `role="tab"` element around it, or the one a tab's box holds (a
 * tab's box takes the tap on a phone, antd names only the label inside it).
 */
function tabOf(target: Element): Element | null {
  const around = target.closest('[role="tab"]');
  if (around) return around;
  const inside = target.querySelectorAll('[role="tab"]');
  return inside.length === 1 ? (inside[0] ?? null) : null;
}

function panelOf(tab: Element): HTMLElement | null {
  const id = tab.getAttribute('aria-controls');
  return id ? tab.ownerDocument.getElementById(id) : null;
}

/**
 * Shows at once what a press on a tab will show once React acts on it (README, "Pages rendered
 * on the server"): the tab selected and its panel in place of its siblings', when the server
 * drew that panel (a tab names its panel with `aria-controls`). Without it, a tap on "Register"
 * before the take-over left the login form on screen for seconds, and what the visitor typed
 * went into it. The press itself is still held and fired again once React has taken the page
 * over; React then selects the same tab, writing the same ARIA states, and `clearEarlyTabs`
 * hands the look back to React's own classes.
 */
export function showTabEarly(target: Element): void {
  const pressed = tabOf(target);
  const tablist = pressed?.closest('[role="tablist"]');
  if (!pressed || !tablist || !panelOf(pressed)) return;
  for (const tab of tablist.querySelectorAll('[role="tab"]')) {
    const selected = tab === pressed;
    change(tab, 'aria-selected', String(selected));
    tab.setAttribute(EARLY_TAB, selected ? 'selected' : 'unselected');
    const panel = panelOf(tab);
    if (!panel) continue;
    change(panel, 'aria-hidden', String(!selected));
    panel.setAttribute(EARLY_TAB, selected ? 'shown' : 'hidden');
    // antd lets the keyboard reach the selected panel itself, next after the tab list.
    if (panel.hasAttribute('tabindex')) change(panel, 'tabindex', selected ? '0' : '-1');
  }
}

/**
 * The ARIA states showTabEarly changed, as the server drew them (null: absent), for
 * `clearEarlyTabs` to put back when nothing will take the page over: the server's tab is the one
 * on screen again then, and must be the one a screen reader is told is selected.
 */
const drawn = new Map<Element, Map<string, string | null>>();

function change(element: Element, name: string, value: string): void {
  let kept = drawn.get(element);
  if (!kept) drawn.set(element, (kept = new Map()));
  if (!kept.has(name)) kept.set(name, element.getAttribute(name));
  element.setAttribute(name, value);
}

/**
 * Once React has acted on every held press: what it draws is what shows, ARIA states included.
 * With `undo` (the shell failed, nothing will act on the press): the page goes back to what the
 * server drew, its tab selected and its panel shown, and the ARIA states with them.
 */
export function clearEarlyTabs(document: Document, undo = false): void {
  for (const element of document.querySelectorAll(`[${EARLY_TAB}]`))
    element.removeAttribute(EARLY_TAB);
  if (undo)
    for (const [element, kept] of drawn)
      for (const [name, value] of kept)
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
  drawn.clear();
}
