import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnView } from './HydrateOnView.js';
import { PageHeadContext } from './pageHead.js';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static scrollIntoView(target: Element) {
    for (const observer of FakeIntersectionObserver.all)
      if (observer.targets.includes(target))
        observer.callback(
          [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label = 'Clicks' }: { label?: string }) {
  return (
    <main>
      <h1>Always taken over</h1>
      <HydrateOnView>
        <Counter label={label} />
      </HydrateOnView>
    </main>
  );
}

describe('HydrateOnView', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  const errors: unknown[] = [];

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    FakeIntersectionObserver.all = [];
    errors.length = 0;
    container = document.createElement('div');
    // As the site's server renders: with a head collector (the browser has none).
    container.innerHTML = renderToString(
      <PageHeadContext.Provider value={{}}>
        <Page />
      </PageHeadContext.Provider>,
    );
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  const hydrate = (element = <Page />) =>
    act(() => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
  const button = () => container.querySelector('button') as HTMLButtonElement;
  const box = () => container.querySelector('main > div') as HTMLDivElement;

  it('keeps the server markup and leaves it to the browser until it comes into view', async () => {
    const serverButton = button();
    await hydrate();
    act(() => button().click());
    // Not taken over: React did not handle the click.
    expect(button().textContent).toBe('Clicks 0');
    await act(async () => FakeIntersectionObserver.scrollIntoView(box()));
    act(() => button().click());
    expect(button().textContent).toBe('Clicks 1');
    // The same element the server sent: hydrated, not drawn again.
    expect(button()).toBe(serverButton);
    expect(errors).toEqual([]);
  });

  it('is taken over when the visitor presses inside it, and the click counts', async () => {
    await hydrate();
    await act(async () => {
      button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    act(() => button().click());
    expect(button().textContent).toBe('Clicks 1');
    expect(errors).toEqual([]);
  });

  it('is taken over, not drawn again, when the page above it renders anew', async () => {
    const serverButton = button();
    await hydrate();
    await act(async () => root?.render(<Page label="Taps" />));
    expect(button().textContent).toBe('Taps 0');
    expect(button()).toBe(serverButton);
    expect(errors).toEqual([]);
  });
});
