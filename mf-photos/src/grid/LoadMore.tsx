import { Button } from 'antd';
import { useEffect, useRef } from 'react';

interface LoadMoreProps {
  readonly loading: boolean;
  readonly onLoadMore: () => void;
}

/**
 * More photos load as the person scrolls near the end of the grid; the button does the same
 * for keyboards, and where the browser has no IntersectionObserver.
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} style={{ textAlign: 'center', marginTop: 24 }}>
      <Button onClick={onLoadMore} loading={loading}>
        Load more photos
      </Button>
    </div>
  );
}
