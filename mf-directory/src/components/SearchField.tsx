import { memo, startTransition, useCallback, useState } from 'react';
import { afterNextPaint } from '@reunion/web-kit';
import type { SearchTextReset } from '../search/useSearchText';
import { SearchBox } from './SearchBox';

/**
 * The search box with its text in its own state (issue 28, item 13): a key re-renders this field
 * and nothing else, so the phone draws the letter at once. The text goes on to the page once
 * that frame is drawn, in a transition, which React sets aside when the next key comes: the
 * 2,000 cards' filtering and drawing the new cards never hold a key up.
 */
export const SearchField = memo(function SearchField({
  reset,
  onSearch,
}: {
  /** A text put in the box from outside (SearchTextReset). */
  reset: SearchTextReset;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(reset.text);
  // React's way to follow a prop into state: set during render, before anything is drawn.
  const [shownReset, setShownReset] = useState(reset);
  if (shownReset !== reset) {
    setShownReset(reset);
    setText(reset.text);
  }
  const change = useCallback(
    (value: string) => {
      setText(value);
      afterNextPaint(() => startTransition(() => onSearch(value)));
    },
    [onSearch],
  );
  return <SearchBox value={text} onChange={change} />;
});
