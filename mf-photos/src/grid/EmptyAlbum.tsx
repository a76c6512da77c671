import { albumMessages } from '@reunion/contracts';
import { Empty, Typography } from 'antd';

/** 'No photos yet / Be the first to share a memory!' */
export function EmptyAlbum() {
  return (
    <Empty
      description={
        <>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {albumMessages.emptyTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{albumMessages.emptyText}</Typography.Text>
        </>
      }
    />
  );
}
