import { TAKE_OVER } from '@reunion/contracts';
import { adoptTypedValue, TEXT_FIELDS } from './adoptTypedValue';
import { clearEarlyTabs, showTabEarly } from './showTabEarly';
import { clearEarlyViews, showViewEarly, viewOf } from './showViewEarly';
import { tabKeyAction } from './tabKeys';
import { allScopes, holderOf, scopeOf } from './takeOverScopes';

/** The events of a press, in the order a browser fires them. */
const PRESS_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

/** What a press is on: the control, not the icon or text inside it. */
const CONTROL = [
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[tabindex]',
  ...['button', 'tab', 'menuitem', 'option', 'checkbox', 'radio', 'switch', 'link', 'combobox'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/**
 * A held control is busy (for assistive technology) and wears this mark, which site.css rings:
 * a skeleton is busy too, and keeps its look.
 */
const HELD_MARK = 'data-held-press';

function markHeld(control: Element): void {
  control.setAttribute('aria-busy', 'true');
  control.setAttribute(HELD_MARK, '');
}

function unmarkHeld(control: Element): void {
  control.removeAttribute('aria-busy');
  control.removeAttribute(HELD_MARK);
}

type Held =
  | { kind: 'press'; type: string; target: Element; control: Element; init: PointerEventInit }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

function pressInit(event: MouseEvent): PointerEventInit {
  const init: PointerEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: event.view,
    detail: event.detail,
    screenX: event.screenX,
    screenY: event.screenY,
    clientX: event.clientX,
    clientY: event.clientY,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    button: event.button,
    buttons: event.buttons,
  };
  if ('pointerId' in event) {
    const pointer = event as PointerEvent;
    Object.assign(init, {
      pointerId: pointer.pointerId,
      pointerType: pointer.pointerType,
      isPrimary: pointer.isPrimary,
      width: pointer.width,
      height: pointer.height,
      pressure: pointer.pressure,
    });
  }
  return init;
}

/**
 * Keeps what a visitor does on a server-rendered page before React has taken it over, and hands
 * it to React once it has (README, "Pages rendered on the server"). Until then the page's
 * controls look ready but nothing listens to them, and React (once listening) drops a press on a
 * part it cannot take over yet.
 *
 * - Presses (pointer, mouse and click events) on a part still waiting are held: React does not
 *   see them, the browser does not act on the click (no checkbox ticked, no form sent), and the
 *   control shows itself busy. Once the part is taken over they are fired again, in order, each
 *   once: repeated presses on one control while it waits count as one. Links are left alone:
 *   they work as plain links before and after, but for a link to a view the page holds, which
 *   shows that view at once (showViewEarly) and is held. A tab pressed shows its panel at once,
 *   when the page holds it (showTabEarly). A tab's keys do what antd's Tabs do with them (tabKeys.ts):
 *   Enter or Space is held as that tab's click, the arrows move the focus at once.
 * - A form sent before then (Enter in a field) is held the same way and sent again.
 * - Text typed or filled in before then is handed to React when its part is taken over, before
 *   any held press is fired (a held "Login" then sends what is in the fields).
 * - A form the page's scripts do not handle is never sent to the page's own address.
 *
 * Parts report being taken over with web-kit's TakeOverMarker (contracts' TAKE_OVER). Returns
 * what to call when the shell cannot load: nothing will take the page over, so what is held is
 * dropped (a replay would reach no script, only the browser's defaults) and nothing more is
 * held; a form is still never sent to the page's own address.
 */
export function holdEarlyInput(document: Document): () => void {
  // Run in <head>: the page's root is parsed after this script.
  const pageRoot = () => document.getElementById('root');
  const held: Held[] = [];
  const adopted = new WeakSet<Element>();
  // While a held event is fired again, and for good once the shell has failed: events go by.
  let passing = false;
  // A part may also go without ever being taken over: an error card takes the place of a section
  // that failed to load, and no marker goes live. So while anything is held, any change to the
  // page's markup has the queue looked at again: a press whose element is gone is dropped (what
  // stands there now is not what was pressed), and a part gone no longer holds the others back.
  const watch = new MutationObserver(() => scheduleStep());
  const hold = (item: Held, root: Element) => {
    held.push(item);
    watch.observe(root, { childList: true, subtree: true });
  };

  const holdPress = (event: Event) => {
    const target = event.target;
    const root = pageRoot();
    if (passing || !root || !(event instanceof MouseEvent) || !(target instanceof Element)) return;
    // Outside the page's root (a dialog, a menu) is drawn by React itself: always its own. A
    // link is the browser's to follow, but for one to a view the page holds (showViewEarly).
    if (!root.contains(target) || (target.closest('a[href]') && !viewOf(target))) return;
    // Once anything is held, everything after it is too: presses keep their order.
    if (held.length === 0 && !holderOf(target, root)) return;
    // Ahead of React's own listeners (on the root, below the document): React never sees it.
    event.stopPropagation();
    if (event.type === 'click') event.preventDefault();
    const control = target.closest(CONTROL) ?? target;
    if (control.getAttribute('aria-disabled') === 'true') return;
    if (event.type === 'click') holdClick(target, control, pressInit(event), root);
    else hold({ kind: 'press', type: event.type, target, control, init: pressInit(event) }, root);
  };

  /** A click held: once per control while it waits, the control busy, a tab's panel shown. */
  const holdClick = (target: Element, control: Element, init: PointerEventInit, root: Element) => {
    const lastClick = held.findLastIndex((item) => item.kind === 'press' && item.type === 'click');
    const last = held[lastClick];
    if (last?.kind === 'press' && last.control === control) {
      // The same control pressed again while it waits: the visitor's impatience, not a wish
      // to act twice. This press's earlier events go too.
      held.length = lastClick + 1;
      return;
    }
    markHeld(control);
    // A tab whose panel the page holds shows it now, and a link to a view the page holds that
    // view: what is typed next goes where it is seen.
    showTabEarly(target);
    showViewEarly(target);
    hold({ kind: 'press', type: 'click', target, control, init }, root);
  };

  // A tab the page script gave the focus to (an arrow key): React has not seen it go there.
  let focusedEarly: HTMLElement | null = null;

  /**
   * A key on a tab while the tabs wait does what antd's Tabs will do with it (tabKeys.ts): the
   * arrows move the focus now, and Enter or Space is held as a click on the tab, the one a tap
   * makes, which shows its panel at once and is fired again once React has taken the tabs over
   * (antd selects a tab on its click). React never sees the key: it would act a second time.
   */
  const holdTabKey = (event: KeyboardEvent) => {
    const target = event.target;
    const root = pageRoot();
    if (passing || !root || !(target instanceof Element) || !root.contains(target)) return;
    if (held.length === 0 && !holderOf(target, root)) return;
    const action = tabKeyAction(event, target);
    if (!action) return;
    event.stopPropagation();
    if (action.kind === 'select' || action.preventDefault) event.preventDefault();
    if (action.kind === 'focus') {
      action.tab.focus();
      focusedEarly = action.tab;
    } else if (action.kind === 'select' && action.tab.getAttribute('aria-disabled') !== 'true') {
      // What a browser's click from the keyboard carries: no pointer, no position (detail 0).
      const init = { bubbles: true, cancelable: true, composed: true, view: window, detail: 0 };
      holdClick(action.tab, action.tab, init, root);
    }
  };

  /**
   * Tells React about the focus the page script moved to a tab before React took the tabs over:
   * antd's Tabs select, on Enter, the tab they saw focused, else the selected one (Login, while
   * the focus is on Register). A `focusin` is what React hears as focus; the focus itself is
   * already there, and a screen reader hears nothing again.
   */
  const handFocusOn = (root: Element) => {
    const tab = focusedEarly;
    if (!tab || holderOf(tab, root)) return;
    focusedEarly = null;
    if (tab.isConnected && tab.ownerDocument.activeElement === tab)
      tab.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  };

  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    const root = pageRoot();
    if (!(form instanceof HTMLFormElement)) return;
    if (!passing && root?.contains(form) && (held.length > 0 || holderOf(form, root))) {
      event.preventDefault();
      event.stopPropagation();
      hold({ kind: 'submit', target: form, submitter: event.submitter }, root);
      return;
    }
    // The site's forms are all its scripts' (none has an action): never sent to the page's own
    // address, which would reload it and put the fields in the address.
    if (!form.hasAttribute('action')) event.preventDefault();
  };

  // A word the phone's keyboard is still composing (Android's compose every word) is handed on
  // once the keyboard is done with it. Handed on in React's commit, the field is written to (by
  // the hand-over, and by React, which puts its older state back before it renders the change),
  // and a keyboard whose word is rewritten under it types the whole word again ("HedHedy").
  // Meanwhile each change the keyboard makes reaches React by itself (its tracker started from
  // the text it found).
  let composing: EventTarget | null = null;
  let composedLater: HTMLInputElement | HTMLTextAreaElement | null = null;

  /**
   * Hands React the text typed into each part now taken over, the moment its marker goes live:
   * still inside React's commit, so the changes join the render that follows it, which would
   * otherwise empty the controlled fields (and a keystroke landing after that render would
   * start from nothing). Every field is read before the first is handed on.
   */
  const adoptTypedText = (root: Element) => {
    const typed: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
    for (const scope of allScopes(root)) {
      if (adopted.has(scope) || holderOf(scope, root)) continue;
      adopted.add(scope);
      for (const field of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        TEXT_FIELDS,
      ))
        if (scopeOf(field, root) === scope && field.value !== field.defaultValue) {
          if (field === composing) composedLater = field;
          else typed.push([field, field.value]);
        }
    }
    for (const [field, text] of typed) adoptTypedValue(field, text);
  };

  // Whether a press on a link to a view was fired since the queue was last done: React will then
  // show that view (clearEarlyViews waits for it), and otherwise nothing changes which view shows.
  let viewFired = false;

  const fire = (item: Held) => {
    if (item.kind === 'press' && item.type === 'click' && viewOf(item.target)) viewFired = true;
    passing = true;
    try {
      if (item.kind === 'submit') {
        if (item.submitter?.isConnected) item.target.requestSubmit(item.submitter);
        else item.target.requestSubmit();
      } else {
        const Press =
          item.type.startsWith('pointer') && typeof PointerEvent === 'function'
            ? PointerEvent
            : MouseEvent;
        item.target.dispatchEvent(new Press(item.type, item.init));
      }
    } finally {
      passing = false;
      if (item.kind === 'press' && item.type === 'click') unmarkHeld(item.control);
    }
  };

  // Held presses are fired one per task, the first after the commit that announced the part:
  // React renders what each changed before the next acts, as between a person's actions (a
  // held "Login" must see the typed text in the form's state, not in a render still to come).
  let stepScheduled = false;
  const scheduleStep = () => {
    if (stepScheduled) return;
    stepScheduled = true;
    setTimeout(step);
  };
  const step = () => {
    stepScheduled = false;
    const root = pageRoot();
    if (!root) return;
    handFocusOn(root);
    for (let next = held[0]; next; next = held[0]) {
      if (next.target.isConnected) {
        const holder = holderOf(next.target, root);
        if (holder) {
          // A region waiting to be seen: the visitor has reached it. Its marker going live
          // schedules the next step.
          if (holder !== root)
            next.target.dispatchEvent(new Event(TAKE_OVER.reachEvent, { bubbles: true }));
          return;
        }
      }
      held.shift();
      if (!next.target.isConnected) {
        if (next.kind === 'press') unmarkHeld(next.control);
        continue;
      }
      fire(next);
      return scheduleStep();
    }
    watch.disconnect();
    // React has acted on every held press (a tab pressed early is its selected tab now, a view
    // the one its address shows).
    clearEarlyTabs(document);
    clearEarlyViews(document, viewFired);
    viewFired = false;
  };

  const partTakenOver = () => {
    const root = pageRoot();
    if (!root) return;
    adoptTypedText(root);
    scheduleStep();
  };

  for (const type of PRESS_EVENTS) document.addEventListener(type, holdPress, true);
  document.addEventListener('compositionstart', (event) => (composing = event.target), true);
  document.addEventListener(
    'compositionend',
    (event) => {
      composing = null;
      if (composedLater && event.target === composedLater)
        adoptTypedValue(composedLater, composedLater.value);
      composedLater = null;
    },
    true,
  );
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('keydown', holdTabKey, true);
  document.addEventListener(TAKE_OVER.liveEvent, partTakenOver);

  return () => {
    passing = true;
    for (const item of held.splice(0)) if (item.kind === 'press') unmarkHeld(item.control);
    watch.disconnect();
    // The presses that showed a tab's panel or a view are dropped: the page goes back to what the
    // server drew, which matches its address, and a link to a view is a plain link again.
    clearEarlyTabs(document, true);
    clearEarlyViews(document);
  };
}
