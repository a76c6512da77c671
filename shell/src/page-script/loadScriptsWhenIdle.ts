/**
 * Asks for the page's script (the address on the inline script element, `data-src`) once the
 * page has loaded and the browser is idle: a server-rendered page paints without it, and
 * neither its download nor its start-up then stands before the first paint (README, "Pages
 * rendered on the server").
 */
export function loadScriptsWhenIdle(script: Element | null): void {
  const src = script?.getAttribute('data-src');
  if (!src) return;
  const load = () => {
    const element = document.createElement('script');
    element.src = src;
    document.head.append(element);
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
    else setTimeout(load);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
}
