import { Card, Skeleton } from 'antd';

/** Holds the page's place while its section loads. */
export function RemoteSkeleton({ title }: { title: string }) {
  return (
    <Card className="remote-skeleton" aria-busy="true" data-testid="remote-skeleton">
      <span role="status" className="visually-hidden">
        Loading {title}…
      </span>
      <Skeleton active title paragraph={{ rows: 6 }} />
    </Card>
  );
}
