import { ALBUM_GRID_PLACEHOLDERS } from '@reunion/contracts';
import { Card, Col, Row, Skeleton } from 'antd';
import { GRID_COLUMN, GRID_GUTTER } from './gridColumns';

/** The 8 placeholders shown while the album loads. */
export function GridSkeletons() {
  return (
    <div role="status" aria-label="Loading photos" aria-busy="true">
      <Row gutter={GRID_GUTTER}>
        {Array.from({ length: ALBUM_GRID_PLACEHOLDERS }, (_, i) => (
          <Col key={i} {...GRID_COLUMN} data-testid="photo-skeleton">
            <Card size="small">
              <Skeleton.Node active style={{ width: '100%', height: 160 }} />
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
