import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a definition list, which screen readers announce as pairs. */
export function DetailList({ items }: { readonly items: readonly DetailItem[] }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 12 }}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt style={{ color: token.colorTextSecondary, fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
