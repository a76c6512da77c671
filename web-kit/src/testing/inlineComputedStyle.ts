/**
 * jsdom recomputes the cascade of every antd CSS-in-JS <style> tag on each getComputedStyle
 * call (some 30 ms each here), and an antd popup asks for it dozens of times when it opens, so
 * a form test spent most of its time there. These tests read only inline styles (antd hides
 * its closed dialogs inline too), so the element's own declarations stand in for the cascade.
 */
export function withInlineComputedStyle(): void {
  const original = window.getComputedStyle;
  beforeAll(() => {
    window.getComputedStyle = ((element: Element) =>
      (element as HTMLElement).style ?? original(element)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
