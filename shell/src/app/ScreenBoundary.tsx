import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, TakeOverSuspense } from '@reunion/web-kit';
import { FullPageSpinner } from '../common/FullPageSpinner';
import { ScreenLoadError } from '../common/ScreenLoadError';

/**
 * Lazily loaded screens (lazyScreens.ts): a spinner while a chunk arrives, and a reload card if
 * it cannot (a deploy replaced the files, the network dropped), until the address changes.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <ScreenLoadError />}>
      <TakeOverSuspense fallback={<FullPageSpinner label="Loading…" />}>
        {children}
      </TakeOverSuspense>
    </ErrorBoundary>
  );
}
