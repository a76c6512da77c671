// antd injects ~350 KB of CSS-in-JS into jsdom, and jsdom matches every rule on each
// getComputedStyle call; testing-library's role queries call it for every element and its
// ancestors, which made one query take a second. Here a computed style is the element's
// inline style. Visibility still counts: `hidden`, aria-hidden (antd's inactive tab panes)
// and inline `display: none`; hiding done only by a class is not seen, and no test here
// relies on it.
window.getComputedStyle = ((element: Element) =>
  (element as HTMLElement).style) as typeof window.getComputedStyle;
