import { loadScriptsWhenIdle } from './loadScriptsWhenIdle';

/** The inline page script's element, as the server writes it. */
function pageScriptElement(preload?: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('data-src', '/main.00000001.js');
  if (preload !== undefined) script.setAttribute('data-preload', preload);
  return script;
}

describe('loadScriptsWhenIdle', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('asks for main.js and, at the same moment, for every script the server named, as the page then requests them', () => {
    loadScriptsWhenIdle(
      pageScriptElement(
        '/antd-core.00000002.js /remotes/mf-directory/mf-manifest.json?release=7 /remotes/mf-directory/313.0000000b.js',
      ),
    );
    // jsdom has loaded the page: the browser is waited for, once.
    expect(document.head.children).toHaveLength(0);
    jest.runAllTimers();
    const [main, ...links] = [...document.head.children] as HTMLElement[];
    expect(main).toBeInstanceOf(HTMLScriptElement);
    expect((main as HTMLScriptElement).src).toMatch(/\/main\.00000001\.js$/);
    expect(
      (links as HTMLLinkElement[]).map((link) => [
        link.rel,
        link.getAttribute('as'),
        link.getAttribute('crossorigin'),
        new URL(link.href).pathname + new URL(link.href).search,
      ]),
    ).toEqual([
      ['preload', 'script', null, '/antd-core.00000002.js'],
      // fetch() asks for a manifest with CORS: a preload without it would not be used.
      ['preload', 'fetch', 'anonymous', '/remotes/mf-directory/mf-manifest.json?release=7'],
      ['preload', 'script', null, '/remotes/mf-directory/313.0000000b.js'],
    ]);
  });

  it('adds a long list a few per task: each starts a request, a few milliseconds of a phone', () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `/${i}.0000000${i}.js`);
    loadScriptsWhenIdle(pageScriptElement(addresses.join(' ')));
    const added = () => document.head.querySelectorAll('link[rel="preload"]').length;
    jest.runOnlyPendingTimers();
    expect(added()).toBe(4);
    jest.runOnlyPendingTimers();
    expect(added()).toBe(8);
    jest.runAllTimers();
    expect(added()).toBe(10);
  });

  it('asks for main.js alone when the server named nothing', () => {
    loadScriptsWhenIdle(pageScriptElement());
    jest.runAllTimers();
    expect([...document.head.children].map((element) => element.tagName)).toEqual(['SCRIPT']);
  });

  it('asks at once, once the markup is there, for a page that does not paint', () => {
    loadScriptsWhenIdle(pageScriptElement('/antd-core.00000002.js'), { atOnce: true });
    // jsdom has parsed the page: nothing is waited for, no idle time either.
    expect([...document.head.children].map((element) => element.tagName)).toEqual([
      'SCRIPT',
      'LINK',
    ]);
  });

  it('tells when the page script fails to load', () => {
    const failed = jest.fn();
    loadScriptsWhenIdle(pageScriptElement(), { atOnce: true, onError: failed });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
