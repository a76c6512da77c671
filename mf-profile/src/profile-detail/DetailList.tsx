import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs as a definition list, which screen readers announce as pairs. A value
 * with a word longer than the line (an e-mail address) breaks it rather than running past the
 * card, where it was cut off on a phone.
 */
export function DetailList({ items }: { readonly items: readonly DetailItem[] }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 12 }}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt style={{ color: token.colorTextSecondary, fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
