import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface DetailCardProps {
  readonly title: string;
  readonly children: ReactNode;
}

/** A card of the profile page, titled by an h2 so the page reads as an outline. */
export function DetailCard({ title, children }: DetailCardProps) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
      }
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}
