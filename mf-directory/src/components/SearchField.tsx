import { memo, startTransition, useCallback } from 'react';
import { afterNextPaint } from '@reunion/web-kit';
import type { SearchTextReset } from '../search/useSearchText';
import { SearchBox } from './SearchBox';

/**
 * The search box, its text left to the box itself (issue 28, item 13): a key makes React draw
 * nothing, so the phone draws the letter at once. The text goes on to the page once that frame
 * is drawn, in a transition, which React sets aside when the next key comes: the 2,000 cards'
 * filtering and drawing the new cards never hold a key up. A text put in from outside (a reset)
 * makes a new box holding it.
 */
export const SearchField = memo(function SearchField({
  reset,
  onSearch,
}: {
  reset: SearchTextReset;
  onSearch: (text: string) => void;
}) {
  const change = useCallback(
    (value: string) => afterNextPaint(() => startTransition(() => onSearch(value))),
    [onSearch],
  );
  return <SearchBox key={reset.id} defaultValue={reset.text} onChange={change} />;
});
