import { memo, use, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { TAKE_OVER } from '@reunion/contracts';
import { TakeOverSuspense } from '../take-over/TakeOverSuspense.js';
import { useTakenOver } from '../take-over/useTakenOver.js';
import { usePageHead } from './pageHead.js';

/** A promise React's `use` reads as settled the moment `open` is called (no extra tick). */
interface Gate extends PromiseLike<void> {
  status: 'pending' | 'fulfilled';
  value: undefined;
  /** Read by `use` while still shut. */
  waited: boolean;
  open(): void;
}

function createGate(): Gate {
  const waiting: (() => void)[] = [];
  const gate: Gate = {
    status: 'pending',
    value: undefined,
    waited: false,
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      for (const resolve of waiting.splice(0)) resolve();
    },
    then(onFulfilled) {
      return new Promise<void>((resolve) => {
        if (gate.status === 'fulfilled') resolve();
        else waiting.push(resolve);
      }).then(onFulfilled);
    },
  };
  return gate;
}

function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending while hydrating leaves the server's markup on screen, untouched, until the
  // gate opens. The server renders everything (it collects the page's head, the browser
  // does not); rendered in the browser (a later visit to the page), nothing waits.
  const onServer = usePageHead() !== null;
  const hydrating = !useTakenOver();
  if (onServer) return children;
  if (!hydrating) gate.open();
  // Read while it is shut, and ever after once it was: a render that suspended on the gate is
  // replayed (possibly no longer hydrating) and React asks that the replay reads it again.
  // Never read otherwise: any `use` inside a test's act() makes act wait for promises.
  if (gate.status === 'pending') gate.waited = true;
  if (gate.waited) use(gate);
  return children;
}

/**
 * Events that mean the visitor reaches for the content: it is taken over at once. The last is the
 * page script's, for a press it held back before the page was taken over (contracts' TAKE_OVER).
 */
const REACHING = ['pointerdown', 'focusin', 'keydown', TAKE_OVER.reachEvent] as const;

/** Marks the box as a part taken over on its own, for the page script. */
const region = { [TAKE_OVER.regionAttribute]: '' };

/**
 * Marks a box the browser may leave unstyled and unlaid while it is off screen: the shell's
 * stylesheet gives it `content-visibility: auto` (shell/src/styles/site.css).
 */
const SKIP_OFFSCREEN_ATTRIBUTE = 'data-skip-offscreen';

/**
 * Content the server rendered that React takes over (hydrates) only once it comes near the
 * screen, or the moment the visitor touches or focuses it. On a phone most of a page is below
 * the first screen: hydrating it all at load is the longest work a page load asks of the
 * phone, for parts nobody sees yet. Until then the markup is the server's: readable, its
 * links working as plain links. A press on a button there hydrates its part first, so the
 * click that follows reaches React.
 *
 * A block element (the observer needs a box); `style` is passed to it.
 *
 * Given `estimatedHeight` (a phone's), a phone's browser also skips styling, laying out and
 * painting the content while it is off screen, counting it this tall until it was first drawn:
 * the server's markup of a long page otherwise costs a phone tasks of 100–200 ms at load, all of
 * it for parts nobody sees yet (README, "Pages rendered on the server", Decision 8). Not for
 * boxes in a grid or a list whose scroll position the browser restores on Back: an estimate
 * there moves it. Pass children that keep their identity (useMemo) where the page above renders
 * again while this waits.
 */
export const HydrateOnView = memo(function HydrateOnView({
  children,
  style,
  estimatedHeight,
  margin = '200px',
}: {
  children: ReactNode;
  style?: CSSProperties;
  /** The content's usual height in px, to skip its rendering while off screen. */
  estimatedHeight?: number;
  /** How far outside the screen the content starts being taken over. */
  margin?: string;
}) {
  const [gate] = useState(createGate);
  const box = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  // Rendered again from above with new children (memo skips the same ones): the content is
  // taken over now. A part still waiting would otherwise be drawn again from scratch, its
  // markup thrown away.
  if (mounted.current) gate.open();

  useEffect(() => {
    mounted.current = true;
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || gate.status === 'fulfilled') return;
    const open = () => gate.open();
    // A browser without the observer (and jsdom) takes everything over at once.
    if (typeof IntersectionObserver === 'undefined') return open();
    // On the document, capturing: ahead of React's own listener on the page's root, which
    // stops a press on content it cannot take over yet from going any further.
    const reach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    for (const type of REACHING) document.addEventListener(type, reach, { capture: true });
    return () => {
      observer.disconnect();
      for (const type of REACHING) document.removeEventListener(type, reach, { capture: true });
    };
  }, [gate, margin]);

  return (
    <div
      ref={box}
      {...region}
      {...(estimatedHeight === undefined
        ? { style }
        : {
            style: { containIntrinsicBlockSize: `auto ${estimatedHeight}px`, ...style },
            [SKIP_OFFSCREEN_ATTRIBUTE]: '',
          })}
    >
      <TakeOverSuspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </TakeOverSuspense>
    </div>
  );
});
