import type { CSSProperties, ReactNode, Ref } from 'react';
import { HydrateOnView } from '@reunion/web-kit';

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
          // On a phone most cards are below the filters: each is taken over near the screen.
          <li key={index}>
            <HydrateOnView style={{ height: '100%' }}>{child}</HydrateOnView>
          </li>
        ))}
      </ul>
    </div>
  );
}
