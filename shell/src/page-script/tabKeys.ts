/**
 * What a key pressed on a tab does, as antd's Tabs do it once React has taken the page over
 * (@rc-component/tabs, TabNavList's handleKeyDown): the arrows along the tab list and Home/End
 * move the focus between its enabled tabs, wrapping, without selecting; Enter and Space select
 * the focused tab, as a tap does. Keys are read by `code`, as antd reads them (a numpad's Enter
 * selects nothing there either). Until React has taken the tabs over no script answers a key,
 * and a keyboard user's press on "Register" was lost (holdEarlyInput.ts does this instead).
 */
export type TabKeyAction =
  | { kind: 'focus'; tab: HTMLElement; preventDefault: boolean }
  | { kind: 'select'; tab: HTMLElement }
  | { kind: 'ignore'; preventDefault: boolean };

/** Selects the focused tab. */
const SELECT = new Set(['Enter', 'Space']);

export function tabKeyAction(event: KeyboardEvent, target: Element): TabKeyAction | null {
  const tab = target.closest<HTMLElement>('[role="tab"]');
  const tablist = tab?.closest('[role="tablist"]');
  if (!tab || !tablist) return null;
  if (SELECT.has(event.code)) return { kind: 'select', tab };
  const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (each) => each.getAttribute('aria-disabled') !== 'true',
  );
  const horizontal = tablist.getAttribute('aria-orientation') !== 'vertical';
  const rtl = horizontal && getComputedStyle(tablist).direction === 'rtl';
  // From the focused tab; antd's own focus starts from the selected one, which is the one a
  // keyboard reaches with Tab (the others have tabindex -1).
  const from = Math.max(0, tabs.indexOf(tab));
  const by = (offset: number) => tabs[(from + offset + tabs.length) % tabs.length];
  let to: HTMLElement | undefined;
  // antd keeps the browser's default for the arrows along the list, not for the others.
  let preventDefault = true;
  switch (event.code) {
    case 'ArrowLeft':
    case 'ArrowRight':
      preventDefault = false;
      if (horizontal) to = by((event.code === 'ArrowRight') !== rtl ? 1 : -1);
      break;
    case 'ArrowUp':
    case 'ArrowDown':
      if (!horizontal) to = by(event.code === 'ArrowDown' ? 1 : -1);
      break;
    case 'Home':
      to = tabs[0];
      break;
    case 'End':
      to = tabs[tabs.length - 1];
      break;
    default:
      return null;
  }
  return to ? { kind: 'focus', tab: to, preventDefault } : { kind: 'ignore', preventDefault };
}
