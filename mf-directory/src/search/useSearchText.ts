import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search is written to the address. */
export const SEARCH_COMMIT_DELAY_MS = 300;

const sameSearch = (a: string, b: string) => a === b || (a.trim() === '' && b.trim() === '');

/**
 * The search box's own text. Each key press updates only this (the results follow through
 * useDeferredValue, so typing never waits for them); the address is written once typing pauses,
 * and replaced rather than pushed, so Back does not step through every letter. When the address
 * changes by itself (Back, a shared link), the box takes its text.
 */
export function useSearchText(addressText: string, commit: (text: string) => void) {
  const [text, setText] = useState(addressText);
  const committed = useRef(addressText);

  useEffect(() => {
    if (sameSearch(addressText, committed.current)) return;
    committed.current = addressText;
    setText(addressText);
  }, [addressText]);

  useEffect(() => {
    if (sameSearch(text, committed.current)) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commit(text);
    }, SEARCH_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return [text, setText] as const;
}
