import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, TakeOverSuspense } from '@reunion/web-kit';
import { FullPageSpinner } from '../common/FullPageSpinner';
import { ScreenLoadError } from '../common/ScreenLoadError';

/**
 * Lazily loaded screens (lazyScreens.ts): a spinner while a chunk arrives, and a reload card if
 * it cannot (a deploy replaced the files, the network dropped), until the address changes.
 * `insideMain`: the boundary sits in the layout's main landmark, so the card brings none.
 */
export function ScreenBoundary({
  children,
  insideMain = false,
}: {
  children: ReactNode;
  insideMain?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <ScreenLoadError insideMain={insideMain} />}>
      <TakeOverSuspense fallback={<FullPageSpinner label="Loading…" />}>
        {children}
      </TakeOverSuspense>
    </ErrorBoundary>
  );
}
