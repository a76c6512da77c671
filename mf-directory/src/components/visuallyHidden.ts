import type { CSSProperties } from 'react';

/** Read by screen readers, not shown (the remote ships no stylesheet of its own). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
