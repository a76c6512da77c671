import { memo } from 'react';
import { pageRange, usCount, type DirectoryPage } from '@reunion/contracts';

/**
 * "Showing 7–12 of 2,000 profiles", announced politely as the results change; memoised on the
 * page of results, which the page keeps while nothing it shows changes.
 */
export const ResultsSummary = memo(function ResultsSummary({
  view,
}: {
  view: DirectoryPage<unknown>;
}) {
  const { first, last } = pageRange(view);
  const noun = view.total === 1 ? 'profile' : 'profiles';
  return (
    <p role="status" aria-live="polite" style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>
      {view.total === 0
        ? 'No matching profiles'
        : `Showing ${first}–${last} of ${usCount(view.total)} ${noun}`}
    </p>
  );
});
