import { act, lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TAKE_OVER } from '@reunion/contracts';
import { TakeOverSuspense } from './TakeOverSuspense.js';

function Content() {
  return <p>Server markup</p>;
}

describe('TakeOverSuspense', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  const announced: EventTarget[] = [];
  const announce = (event: Event) => announced.push(event.target as EventTarget);

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.addEventListener(TAKE_OVER.liveEvent, announce);
  });
  afterAll(() => document.removeEventListener(TAKE_OVER.liveEvent, announce));

  beforeEach(() => {
    announced.length = 0;
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <TakeOverSuspense fallback={<p>Loading…</p>}>
        <Content />
      </TakeOverSuspense>,
    );
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  const marker = () => container.querySelector('template');

  it('ends the server markup with a pending marker, which shows nothing', () => {
    expect(container.textContent).toBe('Server markup');
    expect(marker()?.getAttribute(TAKE_OVER.markerAttribute)).toBe(TAKE_OVER.pending);
  });

  it('turns the marker live, once, when React commits the part, and says so', async () => {
    const serverMarker = marker();
    await act(async () => {
      root = hydrateRoot(
        container,
        <TakeOverSuspense fallback={<p>Loading…</p>}>
          <Content />
        </TakeOverSuspense>,
      );
    });
    expect(marker()).toBe(serverMarker);
    expect(marker()?.getAttribute(TAKE_OVER.markerAttribute)).toBe(TAKE_OVER.live);
    expect(announced).toEqual([serverMarker]);
  });

  it('keeps the marker pending while the part waits for its code', async () => {
    let arrive: () => void = () => undefined;
    const Late = lazy(
      () =>
        new Promise<{ default: typeof Content }>((resolve) => {
          arrive = () => resolve({ default: Content });
        }),
    );
    await act(async () => {
      root = hydrateRoot(
        container,
        <TakeOverSuspense fallback={<p>Loading…</p>}>
          <Late />
        </TakeOverSuspense>,
      );
    });
    expect(marker()?.getAttribute(TAKE_OVER.markerAttribute)).toBe(TAKE_OVER.pending);
    expect(announced).toEqual([]);
    await act(async () => arrive());
    expect(marker()?.getAttribute(TAKE_OVER.markerAttribute)).toBe(TAKE_OVER.live);
    expect(announced).toHaveLength(1);
  });
});
