import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search is written to the address. */
export const SEARCH_COMMIT_DELAY_MS = 300;

const sameSearch = (a: string, b: string) => a === b || (a.trim() === '' && b.trim() === '');

/**
 * A text the search box must show although nobody typed it there (Back, a shared link, "Clear
 * filters"): a new object each time, so the box (SearchField) can tell it from its own typing.
 */
export interface SearchTextReset {
  readonly text: string;
  /** Counts the resets: the box is made anew for each. */
  readonly id: number;
}

const nextReset = (text: string) => (previous: SearchTextReset) => ({
  text,
  id: previous.id + 1,
});

/**
 * The search text the results are worked out from. The box keeps its own copy, which each key
 * changes alone, and hands it here in a transition (SearchField); the address is written once
 * typing pauses, and replaced rather than pushed, so Back does not step through every letter.
 * When the address changes by itself (Back, a shared link), the results and the box take its
 * text.
 */
export function useSearchText(addressText: string, commit: (text: string) => void) {
  const [text, setText] = useState(addressText);
  const [reset, setReset] = useState<SearchTextReset>(() => ({ text: addressText, id: 0 }));
  // The text the address holds or is about to hold.
  const committed = useRef(addressText);
  // Texts written to the address and not seen back yet. The router renders an address change
  // at low priority, so on a busy phone one may come back after the next has been written;
  // taken for an outside change, it would put the older text back in the box and drop the
  // keys typed since (measured: "technology" typed at 4× CPU became "tehology").
  const inFlight = useRef<string[]>([]);

  useEffect(() => {
    const own = inFlight.current.findIndex((written) => sameSearch(written, addressText));
    if (own >= 0) {
      // This write and the older ones are done (the router may skip straight to the newest).
      inFlight.current.splice(0, own + 1);
      return;
    }
    if (sameSearch(addressText, committed.current)) return;
    committed.current = addressText;
    inFlight.current = [];
    setText(addressText);
    setReset(nextReset(addressText));
  }, [addressText]);

  useEffect(() => {
    if (sameSearch(text, committed.current)) return;
    const timer = setTimeout(() => {
      committed.current = text;
      inFlight.current.push(text);
      commit(text);
    }, SEARCH_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  /** Empties the results' text and the box ("Clear filters"). */
  const clear = useCallback(() => {
    setText('');
    setReset(nextReset(''));
  }, []);

  return { text, setText, reset, clear };
}
