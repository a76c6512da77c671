import { afterNextPaint } from '@reunion/web-kit';
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * What hands a waiting key over before its next paint, each listened to capturing: a click
 * anywhere (ahead of a button's own handler), and the page being left or hidden (ahead of the
 * form's draft, which keeps what the store holds then; a hidden page draws no next frame). A
 * function: the server renders the form too, and has no document.
 */
const handOverCues = (): readonly (readonly [EventTarget, string])[] => [
  [document, 'click'],
  [window, 'pagehide'],
  [document, 'visibilitychange'],
];

/** The handlers a text field gives its antd Input, wrapping the ones Form.Item gave it. */
export interface TypedTextHandlers<Element extends TextElement> {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<Element>) => void;
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void;
  readonly onBlur: (event: FocusEvent<Element>) => void;
}

/**
 * A text field's value drawn by the field itself the moment a key is pressed, and handed to the
 * form once that key is on screen (docs/profiles.md, "Typing keeps up"). Writing antd's form
 * store runs every field's store listener and the form's change handlers: on a phone at 4× that
 * took a key over 50 ms, the first key of a page most (its code compiled then). Handed over after
 * the next paint, in a transition, so Form.Item's re-render is done in slices too.
 *
 * What is typed reaches the form before anything reads it: Enter, a click anywhere (Save), leaving
 * the field, the page being hidden or left (its draft is kept then) and the field going away hand
 * over a write still waiting.
 */
export function useTypedText<Element extends TextElement>(
  value: string | undefined,
  handlers: {
    onChange?: (event: ChangeEvent<Element>) => void;
    onKeyDown?: (event: KeyboardEvent<Element>) => void;
    onBlur?: (event: FocusEvent<Element>) => void;
  },
): TypedTextHandlers<Element> {
  const [typed, setTyped] = useState(value ?? '');
  // The last value handed to the form: its echo, coming back as `value`, is not news.
  const [handedOver, setHandedOver] = useState(value);
  // A key's change not handed over yet, with the form's handler it goes to.
  const waiting = useRef<{ event: ChangeEvent<Element>; onChange: typeof handlers.onChange }>(
    undefined,
  );

  // A value the form sets itself (a restored draft, a reset) replaces what is drawn; never while
  // a key's write is on its way, which the form would then overwrite.
  if (value !== handedOver && waiting.current === undefined) {
    setHandedOver(value);
    setTyped(value ?? '');
  }

  const handOver = useCallback(() => {
    const change = waiting.current;
    if (change === undefined) return;
    waiting.current = undefined;
    for (const [target, type] of handOverCues()) target.removeEventListener(type, handOver, true);
    // Read now: the field holds every key typed since this event.
    const text = change.event.target.value;
    startTransition(() => {
      setHandedOver(text);
      change.onChange?.(change.event);
    });
  }, []);

  // On the way out before the form's own effects: its draft keeps what the field still held.
  useLayoutEffect(() => handOver, [handOver]);

  return {
    value: typed,
    onChange: (event) => {
      setTyped(event.target.value);
      if (waiting.current === undefined) {
        afterNextPaint(handOver);
        for (const [target, type] of handOverCues()) target.addEventListener(type, handOver, true);
      }
      waiting.current = { event, onChange: handlers.onChange };
    },
    onKeyDown: (event) => {
      // Enter may submit; any other key's write waits for its paint, as the key before it.
      if (event.key === 'Enter') handOver();
      handlers.onKeyDown?.(event);
    },
    onBlur: (event) => {
      handOver();
      handlers.onBlur?.(event);
    },
  };
}
