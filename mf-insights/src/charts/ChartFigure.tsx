import { Skeleton, Typography } from 'antd';
import { ErrorBoundary } from '@reunion/web-kit';
// eslint-disable-next-line no-restricted-imports -- a chart is drawn only once its tab opens, in the browser
import { Suspense, type ReactNode } from 'react';

interface Props {
  /** What the chart shows, in words: the figure's caption for everyone. */
  readonly caption: ReactNode;
  readonly children: ReactNode;
}

/**
 * A chart as a figure: the drawing is hidden from screen readers (it has nothing focusable,
 * see accessibilityLayer={false}) and the caption, with the figures tables beside it, says
 * the same thing. While the chart chunk loads a skeleton holds its place; if it cannot load,
 * the caption and the tables still carry the numbers.
 */
export function ChartFigure({ caption, children }: Props) {
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true">
        {/* A chart that fails to load or draw leaves a gap, not a broken page. */}
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 160 }} />}>
            {children}
          </Suspense>
        </ErrorBoundary>
      </div>
      <figcaption style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{caption}</Typography.Text>
      </figcaption>
    </figure>
  );
}
