import type { CSSProperties, ReactNode } from 'react';

/**
 * Read by screen readers, invisible on screen (the usual clip pattern). A style object rather
 * than a class: a section ships no stylesheet of its own.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}
