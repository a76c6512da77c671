import { act, lazy, useState, type ComponentType, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ErrorBoundary, HydrateOnView, PageHeadContext, TakeOverSuspense } from '@reunion/web-kit';
import { holdEarlyInput } from './holdEarlyInput';

// A server-rendered page in jsdom, taken over by React as in the browser, with the page script
// installed first (it runs in the page's <head>). What a visitor does before React takes the page
// over is simulated with DOM events, as a browser fires them.

interface Seen {
  searches: string[];
  taps: number;
  sent: { username: string; password: string }[];
  tabs: string[];
  /** Keys React saw on a tab, and the tabs it saw focused. */
  keys: string[];
  focused: string[];
  views: string[];
}

function Search({ seen }: { seen: Seen }) {
  const [query, setQuery] = useState('');
  return (
    <label>
      Search
      <input
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          seen.searches.push(event.target.value);
        }}
      />
    </label>
  );
}

function SignIn({ seen }: { seen: Seen }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    seen.sent.push({ username, password });
  };
  return (
    <form aria-label="Sign in" onSubmit={send}>
      <input aria-label="Username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Login</button>
    </form>
  );
}

function Counter({ seen, label }: { seen: Seen; label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        seen.taps += 1;
        setCount(count + 1);
      }}
    >
      {label} {count}
    </button>
  );
}

const TABS = ['first', 'second'] as const;

/**
 * Tabs as antd draws them: each label in a box that takes the click, every panel drawn (hidden
 * but the selected one), named by its tab with `aria-controls`.
 */
function TwoTabs({ seen }: { seen: Seen }) {
  const [selected, setSelected] = useState<string>('first');
  return (
    <div>
      <div role="tablist">
        {TABS.map((key) => (
          <div
            key={key}
            className="tab-box"
            onClick={() => {
              setSelected(key);
              seen.tabs.push(key);
            }}
          >
            <div
              role="tab"
              id={`tabs-tab-${key}`}
              aria-controls={`tabs-panel-${key}`}
              aria-selected={selected === key}
              tabIndex={selected === key ? 0 : -1}
              onKeyDown={(event) => seen.keys.push(event.code)}
              onFocus={() => seen.focused.push(key)}
            >
              {key}
            </div>
          </div>
        ))}
      </div>
      {TABS.map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={`tabs-panel-${key}`}
          aria-labelledby={`tabs-tab-${key}`}
          aria-hidden={selected !== key}
          hidden={selected !== key}
        >
          <input aria-label={`In ${key}`} defaultValue="" />
        </div>
      ))}
    </div>
  );
}

/**
 * Two views as /auth draws its sign-in and forgot-password ones: both drawn, one hidden, and a
 * link to the other naming it with `aria-controls`, followed in the app.
 */
function TwoViews({ seen }: { seen: Seen }) {
  const [view, setView] = useState('view-one');
  return (
    <div>
      <div id="view-one" data-view="" hidden={view !== 'view-one'}>
        <a
          href="/?view=two"
          aria-controls="view-two"
          onClick={(event) => {
            event.preventDefault();
            setView('view-two');
            seen.views.push('view-two');
          }}
        >
          To view two
        </a>
      </div>
      <div id="view-two" data-view="" hidden={view !== 'view-two'}>
        <input aria-label="In view two" defaultValue="" />
      </div>
    </div>
  );
}

/** A part whose code arrives later in the browser (a lazily loaded screen), drawn by the server. */
function Screen({ seen, Part }: { seen: Seen; Part: ComponentType<{ seen: Seen }> }) {
  return (
    <main>
      <a href="/elsewhere">Elsewhere</a>
      <TakeOverSuspense fallback={<p>Loading…</p>}>
        <Part seen={seen} />
      </TakeOverSuspense>
      <HydrateOnView>
        <Counter seen={seen} label="Below" />
      </HydrateOnView>
    </main>
  );
}

/** A part that may fail to load, its error card then in its place (as RemotePage's). */
function Failing({ seen, Part }: { seen: Seen; Part: ComponentType<{ seen: Seen }> }) {
  return (
    <main>
      <ErrorBoundary fallback={() => <Counter seen={seen} label="Try again" />}>
        <TakeOverSuspense fallback={<p>Loading…</p>}>
          <Part seen={seen} />
        </TakeOverSuspense>
      </ErrorBoundary>
    </main>
  );
}

function Part({ seen }: { seen: Seen }) {
  return (
    <>
      <Search seen={seen} />
      <SignIn seen={seen} />
      <Counter seen={seen} label="Taps" />
      <TwoTabs seen={seen} />
      <TwoViews seen={seen} />
    </>
  );
}

/** jsdom has no IntersectionObserver: nothing is ever on screen here. */
class NeverOnScreen {
  observe() {}
  disconnect() {}
}

describe('holdEarlyInput', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  let seen: Seen;
  let arrive: () => void;
  let ClientPart: ComponentType<{ seen: Seen }>;
  let letGo: () => void;

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.IntersectionObserver = NeverOnScreen as unknown as typeof IntersectionObserver;
    letGo = holdEarlyInput(document);
  });

  beforeEach(() => {
    seen = { searches: [], taps: 0, sent: [], tabs: [], keys: [], focused: [], views: [] };
    const code = new Promise<{ default: typeof Part }>((resolve) => {
      arrive = () => resolve({ default: Part });
    });
    ClientPart = lazy(() => code);
    container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(
      <PageHeadContext.Provider value={{}}>
        <Screen seen={seen} Part={Part} />
      </PageHeadContext.Provider>,
    );
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const field = (name: string) =>
    container.querySelector(`input[aria-label="${name}"]`) as HTMLInputElement;
  const search = () => container.querySelector('label input') as HTMLInputElement;
  const button = (text: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text)) as
      HTMLButtonElement | undefined;

  /**
   * As a browser does when a visitor types: the text changes (past React's own setter on the
   * element, as typing does), then `input` fires.
   */
  const type = (input: HTMLInputElement, text: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const press = (element: Element) => {
    for (const type of ['mousedown', 'mouseup'])
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };

  const hydrate = () =>
    act(async () => {
      root = hydrateRoot(container, <Screen seen={seen} Part={ClientPart} />);
    });
  /** Time for the page script's steps (one per task) and React's renders after each. */
  const handedOn = async () => {
    for (let step = 0; step < 10; step += 1)
      await act(() => new Promise((resolve) => setTimeout(resolve, 1)));
  };
  /** The part's code arrives, React takes it over, and what was held is handed on. */
  const codeArrives = async () => {
    await act(async () => arrive());
    await handedOn();
  };

  it('hands React the text typed before it took the page over, and it survives a render', async () => {
    type(search(), 'Ada');
    await hydrate();
    // The page's code for the part has not arrived: React has not taken it over.
    expect(seen.searches).toEqual([]);
    await codeArrives();
    expect(seen.searches).toEqual(['Ada']);
    expect(search().value).toBe('Ada');
    // A later keystroke goes to React as usual, and nothing erases the first ones.
    type(search(), 'Ada L');
    expect(seen.searches).toEqual(['Ada', 'Ada L']);
  });

  it('hands on a word the keyboard is still composing as the page is taken over once it is done', async () => {
    const input = search();
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    type(input, 'Hed');
    await hydrate();
    await codeArrives();
    // Not written to while the keyboard composes: it would type the word again.
    expect(seen.searches).toEqual([]);
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'Hed' }));
    expect(seen.searches).toEqual(['Hed']);
    expect(search().value).toBe('Hed');
  });

  it('acts on a press made before the take-over exactly once, however often it was repeated', async () => {
    const taps = button('Taps') as HTMLButtonElement;
    press(taps);
    expect(taps.getAttribute('aria-busy')).toBe('true');
    press(taps);
    press(taps);
    await hydrate();
    expect(seen.taps).toBe(0);
    await codeArrives();
    expect(seen.taps).toBe(1);
    expect(button('Taps')?.textContent).toBe('Taps 1');
    expect(taps.hasAttribute('aria-busy')).toBe(false);
    // Once taken over, a press is React's at once.
    press(taps);
    expect(seen.taps).toBe(2);
  });

  it('sends a form submitted with Enter before the take-over once, with what was typed', async () => {
    type(field('Username'), 'ada@class2005.test');
    type(field('Password'), 'secret-1');
    // Enter in a field: the browser clicks the form's submit button.
    const login = button('Login') as HTMLButtonElement;
    login.click();
    await hydrate();
    await codeArrives();
    expect(seen.sent).toEqual([{ username: 'ada@class2005.test', password: 'secret-1' }]);
  });

  it('shows the panel of a tab pressed before the take-over at once, and React then selects that tab', async () => {
    const byId = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
    // On the tab's box, as a thumb taps it.
    press(byId('tabs-tab-second').parentElement as HTMLElement);
    expect(byId('tabs-tab-second').getAttribute('aria-selected')).toBe('true');
    expect(byId('tabs-tab-first').getAttribute('aria-selected')).toBe('false');
    expect(byId('tabs-panel-second').getAttribute('data-early-tab')).toBe('shown');
    expect(byId('tabs-panel-second').getAttribute('aria-hidden')).toBe('false');
    expect(byId('tabs-panel-first').getAttribute('data-early-tab')).toBe('hidden');
    expect(byId('tabs-panel-first').getAttribute('aria-hidden')).toBe('true');
    await hydrate();
    await codeArrives();
    expect(seen.tabs).toEqual(['second']);
    // React's own rendering says the same, and the page script's marks are gone.
    expect(byId('tabs-panel-second').hidden).toBe(false);
    expect(byId('tabs-panel-first').hidden).toBe(true);
    expect(byId('tabs-tab-second').getAttribute('aria-selected')).toBe('true');
    expect(container.querySelectorAll('[data-early-tab]')).toHaveLength(0);
  });

  it('moves along the tabs with the arrows and selects with Enter before the take-over, as a tap does, once; React never sees those keys', async () => {
    const byId = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
    const key = (code: string) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true }),
      );
    byId('tabs-tab-first').focus();
    key('ArrowRight');
    expect(document.activeElement).toBe(byId('tabs-tab-second'));
    // Moving selects nothing (antd's tabs wait for Enter or Space).
    expect(byId('tabs-tab-first').getAttribute('aria-selected')).toBe('true');
    expect(key('Enter')).toBe(false);
    expect(byId('tabs-tab-second').getAttribute('aria-selected')).toBe('true');
    expect(byId('tabs-panel-second').getAttribute('data-early-tab')).toBe('shown');
    expect(byId('tabs-tab-second').getAttribute('aria-busy')).toBe('true');
    // Pressed again while it waits: still the one press.
    key('Space');
    await hydrate();
    await codeArrives();
    expect(seen.tabs).toEqual(['second']);
    expect(seen.keys).toEqual([]);
    // React is told where the focus went before it listened.
    expect(seen.focused).toEqual(['second']);
    expect(byId('tabs-panel-second').hidden).toBe(false);
    expect(byId('tabs-tab-second').hasAttribute('aria-busy')).toBe(false);
    // Once taken over, a key is React's.
    key('Enter');
    expect(seen.keys).toEqual(['Enter']);
    expect(seen.tabs).toEqual(['second']);
  });

  it('shows the view a link names before the take-over at once, holds the link, and React then goes to it once', async () => {
    const byId = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
    const link = container.querySelector('a[aria-controls="view-two"]') as HTMLAnchorElement;
    for (const type of ['mousedown', 'mouseup'])
      link.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    // Not followed by the browser: the page already holds the view.
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(byId('view-two').getAttribute('data-early-view')).toBe('shown');
    expect(byId('view-one').getAttribute('data-early-view')).toBe('hidden');
    press(link);
    await hydrate();
    await codeArrives();
    expect(seen.views).toEqual(['view-two']);
    expect(byId('view-two').hidden).toBe(false);
    expect(byId('view-one').hidden).toBe(true);
    expect(container.querySelectorAll('[data-early-view]')).toHaveLength(0);
  });

  it('lets React show its own view once a press on a link to a view is dropped', async () => {
    const byId = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
    const link = container.querySelector('a[aria-controls="view-two"]') as HTMLAnchorElement;
    press(link);
    expect(byId('view-two').getAttribute('data-early-view')).toBe('shown');
    // The link pressed is gone before the take-over (the same markup in its place): the press is
    // dropped, and React keeps view one, never changing which view is hidden.
    link.replaceWith(link.cloneNode(true));
    await hydrate();
    await codeArrives();
    expect(seen.views).toEqual([]);
    expect(byId('view-one').hidden).toBe(false);
    // No mark left to force view two on screen over the one React shows.
    expect(container.querySelectorAll('[data-early-view]')).toHaveLength(0);
  });

  it('holds a form sent without a button and sends it once', async () => {
    type(field('Username'), 'grace');
    const form = container.querySelector('form') as HTMLFormElement;
    const submitted = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Not sent by the browser to the page's own address.
    expect(submitted).toBe(false);
    await hydrate();
    await codeArrives();
    expect(seen.sent).toEqual([{ username: 'grace', password: '' }]);
  });

  it('leaves links to the browser', async () => {
    const link = container.querySelector('a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('asks a part taken over on view to be taken over now, and then hands it the press', async () => {
    const below = button('Below') as HTMLButtonElement;
    press(below);
    await hydrate();
    await codeArrives();
    // Never on screen here: only the held press could have opened it.
    await handedOn();
    expect(button('Below')?.textContent).toBe('Below 1');
    expect(seen.taps).toBe(1);
  });

  it('drops a press on a part that then fails to load, and the presses after it act', async () => {
    container.innerHTML = renderToString(<Failing seen={seen} Part={Part} />);
    const taps = button('Taps') as HTMLButtonElement;
    press(taps);
    let fail: () => void = () => undefined;
    const Broken = lazy<ComponentType<{ seen: Seen }>>(
      () => new Promise((_, reject) => (fail = () => reject(new Error('offline')))),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        root = hydrateRoot(container, <Failing seen={seen} Part={Broken} />, {
          onRecoverableError: () => undefined,
        });
      });
      await act(async () => fail());
      await handedOn();
    } finally {
      logged.mockRestore();
    }
    // The error card took the part's place; no part was announced as taken over after it.
    expect(taps.isConnected).toBe(false);
    press(button('Try again') as HTMLButtonElement);
    await handedOn();
    expect(button('Try again')?.textContent).toBe('Try again 1');
    expect(seen.taps).toBe(1);
  });

  // Last: once let go, the page script holds nothing for the rest of the file.
  it('once the shell cannot load, drops what it held and holds nothing more, but never sends a form to the page', () => {
    const byId = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
    const taps = button('Taps') as HTMLButtonElement;
    press(taps);
    expect(taps.getAttribute('aria-busy')).toBe('true');
    press(byId('tabs-tab-second'));
    press(container.querySelector('a[aria-controls="view-two"]') as HTMLAnchorElement);
    expect(byId('tabs-panel-second').getAttribute('data-early-tab')).toBe('shown');
    expect(byId('view-two').getAttribute('data-early-view')).toBe('shown');
    letGo();
    expect(taps.hasAttribute('aria-busy')).toBe(false);
    // The page is as the server drew it again, marks and ARIA states: nothing will act on the
    // presses that showed the second tab's panel and view two.
    expect(container.querySelectorAll('[data-early-tab], [data-early-view]')).toHaveLength(0);
    expect(byId('tabs-tab-first').getAttribute('aria-selected')).toBe('true');
    expect(byId('tabs-tab-second').getAttribute('aria-selected')).toBe('false');
    expect(byId('tabs-panel-first').getAttribute('aria-hidden')).toBe('false');
    expect(byId('tabs-panel-second').getAttribute('aria-hidden')).toBe('true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    taps.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(taps.hasAttribute('aria-busy')).toBe(false);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
  });
});
