import type { CSSProperties, ReactNode } from 'react';
import { Flex } from 'antd';

export interface PageColumnProps {
  /** The readable width of this page, centred in the shell's main area. */
  maxWidth: number;
  /** Space between the page's blocks. */
  gap?: number;
  children: ReactNode;
}

const column: CSSProperties = {
  margin: '0 auto',
  // The shell's main area already keeps 16 px from the screen's edges: no side padding here,
  // and the width counted with the padding, so a 360 px phone never scrolls sideways.
  padding: '24px 0 48px',
  width: '100%',
  boxSizing: 'border-box',
};

/** A section page's column: its width and vertical rhythm inside the shell's layout. */
export function PageColumn({ maxWidth, gap = 24, children }: PageColumnProps) {
  return (
    <Flex vertical gap={gap} style={{ ...column, maxWidth }}>
      {children}
    </Flex>
  );
}
