import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The readable width and vertical rhythm both pages share, inside the shell's layout. */
export function PageColumn({ children }: { readonly children: ReactNode }) {
  return (
    <Flex
      vertical
      gap={48}
      style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px 48px', width: '100%' }}
    >
      {children}
    </Flex>
  );
}
