// Opt-in for front-end projects (domProject(dir, name, { inlineComputedStyle: true })).
// antd injects ~350 KB of CSS-in-JS into jsdom, and jsdom matches every rule on each
// getComputedStyle call; testing-library's role queries call it for every element and its
// ancestors, so one query took about a second. Here an element's computed style is its inline
// style: 10-20x faster suites. Visibility still counts through `hidden`, aria-hidden (antd's
// inactive tab panes) and inline `display: none`; hiding done only by a CSS class is not seen.
// A test file of the project run in Node (`@jest-environment node`: a server render) has no window.
if (typeof window !== 'undefined') window.getComputedStyle = (element) => element.style;
