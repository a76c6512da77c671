import type { CSSProperties, ReactNode } from 'react';

// Read by screen readers, invisible on screen. Inline because a remote ships no stylesheet.
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}
