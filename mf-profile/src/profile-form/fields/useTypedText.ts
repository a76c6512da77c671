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
  type Ref,
  type RefCallback,
} from 'react';

export type TextElement = HTMLInputElement | HTMLTextAreaElement;

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

/** What a text field gives its `<input>` or `<textarea>`, wrapping the handlers Form.Item gave it. */
export interface TypedTextProps<Element extends TextElement> {
  readonly ref: RefCallback<Element>;
  readonly defaultValue: string;
  readonly onChange: (event: ChangeEvent<Element>) => void;
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void;
  readonly onBlur: (event: FocusEvent<Element>) => void;
}

/**
 * A text field that holds what is typed itself, so a key costs React nothing, and hands it to
 * the form once that key is on screen (docs/profiles.md, "Typing keeps up"). Writing antd's form
 * store runs every field's store listener and the form's change handlers, and antd's own Input
 * drew itself again on every key: on a phone at 4× a key then took over 50 ms, the first key of
 * a page most. Handed over after the next paint, in a transition, so Form.Item's re-render is
 * done in slices too.
 *
 * What is typed reaches the form before anything reads it: Enter, a click anywhere (Save), leaving
 * the field, the page being hidden or left (its draft is kept then) and the field going away hand
 * over a write still waiting. A value the form sets itself (a restored draft, Discard) is written
 * into the field; the form's echo of what was typed never is, however late React draws it.
 */
export function useTypedText<Element extends TextElement>(
  value: string | undefined,
  forwardedRef: Ref<Element> | undefined,
  handlers: {
    onChange?: (event: ChangeEvent<Element>) => void;
    onKeyDown?: (event: KeyboardEvent<Element>) => void;
    onBlur?: (event: FocusEvent<Element>) => void;
  },
): TypedTextProps<Element> {
  const field = useRef<Element>(null);
  // The text the field starts with; later ones are written into it (below).
  const [initial] = useState(value ?? '');
  // What the field handed to the form and may still come back as `value`, oldest first: an echo
  // of any of them is not news. Not only the last: each is handed over in a transition of its
  // own, and a render that read an older one can be drawn after a newer one was handed over (the
  // next key's hand-over runs between its slices). Written back, it erased the newer letters, and
  // a key typed before the newer echo was drawn kept them erased ("The" → "Th"). The value the
  // field starts with is not news either (text typed before the take-over stays).
  const handedOver = useRef<(string | undefined)[]>([value]);
  // A key's change not handed over yet, with the form's handler it goes to.
  const waiting = useRef<{ event: ChangeEvent<Element>; onChange: typeof handlers.onChange }>(
    undefined,
  );

  // A value the form sets itself replaces what the field holds; never while a key's write is on
  // its way, which the form would then overwrite.
  useLayoutEffect(() => {
    const echo = handedOver.current.includes(value);
    // A render started after this commit reads the form as it is by then: of what was handed
    // over so far, only the newest can still come back.
    handedOver.current = handedOver.current.slice(-1);
    if (echo || waiting.current !== undefined) return;
    handedOver.current = [value];
    const element = field.current;
    if (element && element.value !== (value ?? '')) element.value = value ?? '';
  }, [value]);

  const handOver = useCallback(() => {
    const change = waiting.current;
    if (change === undefined) return;
    waiting.current = undefined;
    for (const [target, type] of handOverCues()) target.removeEventListener(type, handOver, true);
    // Read now: the field holds every key typed since this event.
    handedOver.current.push(change.event.target.value);
    startTransition(() => change.onChange?.(change.event));
  }, []);

  // On the way out before the form's own effects: its draft keeps what the field still held.
  useLayoutEffect(() => handOver, [handOver]);

  // Form.Item's ref (its field's instance: focus on the first error) is the element too.
  const ref = useCallback(
    (element: Element | null) => {
      field.current = element;
      if (typeof forwardedRef === 'function') forwardedRef(element);
      else if (forwardedRef) forwardedRef.current = element;
    },
    [forwardedRef],
  );

  return {
    ref,
    defaultValue: initial,
    onChange: (event) => {
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
