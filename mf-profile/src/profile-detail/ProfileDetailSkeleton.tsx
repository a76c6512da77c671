import { Col, Row, Skeleton } from 'antd';

/** The page's shape while the profile loads. */
export function ProfileDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading profile">
      <Skeleton.Input active size="small" style={{ marginBottom: 24 }} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={8}>
          <Skeleton.Image active style={{ width: '100%', height: 240 }} />
        </Col>
        <Col xs={24} md={16}>
          <Skeleton active title paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 4 }} />
        </Col>
      </Row>
    </div>
  );
}
