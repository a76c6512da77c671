import { memo, type Ref } from 'react';
import type { DirectoryCard } from '@reunion/contracts';
import { CardGrid } from './CardGrid';
import { ClassmateCard } from './ClassmateCard';

/**
 * One page of cards. Memoised on the page's cards: the page's frame re-renders when the address
 * changes (the typed text written to it, a filter), and an unchanged page of cards need not.
 */
export const ClassmateList = memo(function ClassmateList({
  cards,
  gridRef,
}: {
  cards: readonly DirectoryCard[];
  gridRef?: Ref<HTMLDivElement>;
}) {
  return (
    <CardGrid label="Classmates" gridRef={gridRef}>
      {cards.map((card) => (
        <ClassmateCard key={card.id} card={card} />
      ))}
    </CardGrid>
  );
});
