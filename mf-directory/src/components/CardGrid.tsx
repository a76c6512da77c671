import type { CSSProperties, ReactNode, Ref } from 'react';

/** Three columns on a wide screen, two on a tablet, one on a phone: six cards fill two rows. */
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

export function CardGrid({
  children,
  label,
  busy = false,
  gridRef,
}: {
  children: ReactNode[];
  label: string;
  busy?: boolean;
  gridRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={gridRef} style={{ scrollMarginTop: 80 }}>
      <ul aria-label={label} aria-busy={busy || undefined} style={grid}>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
