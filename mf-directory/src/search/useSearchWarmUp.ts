import { useEffect } from 'react';
import { prepareSearchText, type DirectoryCard } from '@reunion/contracts';

/**
 * Folds every card's search text while the browser is idle, once the list has arrived: the list
 * comes when the visitor reaches for the search, and folding 2,000 cards inside the first key's
 * search took a slowed phone tens of milliseconds it could not draw the letter in. Cards the
 * first key reaches before this is done are folded then, as before.
 */
export function useSearchWarmUp(cards: readonly DirectoryCard[] | undefined): void {
  useEffect(() => {
    if (!cards || typeof requestIdleCallback !== 'function') return;
    let next = 0;
    let handle = 0;
    const fold = (deadline: IdleDeadline) => {
      while (next < cards.length && deadline.timeRemaining() > 1) prepareSearchText(cards[next++]!);
      if (next < cards.length) handle = requestIdleCallback(fold);
    };
    handle = requestIdleCallback(fold);
    return () => cancelIdleCallback(handle);
  }, [cards]);
}
