import { Skeleton, Typography } from 'antd';
// eslint-disable-next-line no-restricted-imports -- a chart is drawn only once its tab opens, in the browser
import { Component, Suspense, type ReactNode } from 'react';

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
        <ChartBoundary>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 160 }} />}>
            {children}
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{caption}</Typography.Text>
      </figcaption>
    </figure>
  );
}

/** A chart that fails to load or draw leaves a gap, not a broken page. */
class ChartBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
