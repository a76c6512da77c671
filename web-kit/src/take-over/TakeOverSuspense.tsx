import { Suspense, type ReactNode } from 'react';
import { TakeOverMarker } from './TakeOverMarker.js';

/**
 * React's Suspense for parts of a server-rendered page: the same boundary, ending with a
 * TakeOverMarker, so the page script knows when what a visitor typed or tapped inside it can be
 * handed to React. Use it wherever a boundary may wrap server markup (a lazily loaded screen or
 * section, a part taken over on view); a boundary only ever drawn in the browser (a dialog) may
 * stay a plain Suspense.
 */
export function TakeOverSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <TakeOverMarker />
    </Suspense>
  );
}
