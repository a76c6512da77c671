import type { ReactNode } from 'react';

/** The readable width every screen of this section uses inside the shell's layout. */
export function PageContainer({ children }: { readonly children: ReactNode }) {
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px', width: '100%' }}>
      {children}
    </div>
  );
}
