import { TAKE_OVER } from '@reunion/contracts';

/**
 * The mark of a view the page script shows (`shown`) or hides (`hidden`) while React has not yet
 * acted on the press (site.css shows and hides by it, over the `hidden` the server drew).
 */
const EARLY_VIEW = 'data-early-view';

/**
 * The view a press is on a link to: the element the link names with `aria-controls`, when the
 * server drew it as a view (contracts' TAKE_OVER.viewAttribute); null for any other link, which
 * the browser follows.
 */
export function viewOf(target: Element): HTMLElement | null {
  const id = target.closest('a[href][aria-controls]')?.getAttribute('aria-controls');
  const view = id ? target.ownerDocument.getElementById(id) : null;
  return view?.hasAttribute(TAKE_OVER.viewAttribute) ? view : null;
}

/**
 * Shows at once the view a press on a link to it will show once React acts on it, in place of
 * its sibling views (README, "Pages rendered on the server"). "Forgotten your password?" was a
 * link the browser followed, a page load on a phone (0.5–1 s) with the login form on screen;
 * its card is drawn hidden on every sign-in page now, and shows as the link is tapped. The press
 * is still held and fired again once React has taken the page over: the app then goes to the
 * link's address and draws the same view, and `clearEarlyViews` hands the look back to it.
 */
export function showViewEarly(target: Element): void {
  const view = viewOf(target);
  for (const sibling of view?.parentElement?.children ?? [])
    if (sibling.hasAttribute(TAKE_OVER.viewAttribute))
      sibling.setAttribute(EARLY_VIEW, sibling === view ? 'shown' : 'hidden');
  if (view) focusView(view);
}

/**
 * Moves the focus into a view just shown in place of its siblings: the link pressed is in the
 * view now hidden, and the next Tab would start from there, past the form just shown. To the
 * view's heading focusable by script (`tabindex="-1"`: a screen reader says where the visitor
 * is, and Tab goes on to the first field), else to its selected tab (the sign-in view has no
 * heading; its tabs name it). Not to a field: on a phone that raises the keyboard over the view.
 * A focus already in the view is left where it is: React shows the view again once it has taken
 * the page over (AuthCard), by when the visitor may be typing in it.
 */
export function focusView(view: HTMLElement): void {
  if (view.contains(view.ownerDocument.activeElement)) return;
  view
    .querySelector<HTMLElement>(
      ':is(h1, h2, h3, h4, h5, h6)[tabindex="-1"], [role="tab"][aria-selected="true"]',
    )
    ?.focus();
}

/**
 * Once React has acted on every held press, what it draws shows: the marks go as soon as React
 * changes which view is `hidden`. Not before: the app goes to the link's address in a
 * transition (React Router's), committed later than the press is fired, and cleared as the queue
 * was done, the marks let the page flash back to the view the server drew (the login form came
 * back for a moment in the browser test, at both speeds).
 *
 * `reactActs`: whether a press on a link to a view was fired to React. When not (the press was
 * dropped, its link gone; or the shell failed and nothing will take the page over), or when React
 * already shows the marked view, nothing is left to wait for: waiting on a change of `hidden`
 * that never comes kept the marks, and site.css (`!important`) the early view on screen over the
 * one React shows.
 */
export function clearEarlyViews(document: Document, reactActs = false): void {
  // Already waiting for React to show the view a fired press asked for: every part taken over
  // later ends a queue again, with no press fired. Cleared then, the view was `display: none`
  // until React's transition came, and the browser blurred the field typed into in it.
  if (awaited) return;
  const marked = [...document.querySelectorAll<HTMLElement>(`[${EARLY_VIEW}]`)];
  const clear = () => {
    for (const element of marked) element.removeAttribute(EARLY_VIEW);
  };
  const shown = marked.find((element) => element.getAttribute(EARLY_VIEW) === 'shown');
  if (!reactActs || !shown?.hidden) return clear();
  const drawn = new MutationObserver(() => {
    drawn.disconnect();
    awaited = null;
    clear();
  });
  awaited = drawn;
  for (const element of marked) drawn.observe(element, { attributeFilter: ['hidden'] });
}

/** clearEarlyViews' watch for React to change which view is hidden, while it waits. */
let awaited: MutationObserver | null = null;
