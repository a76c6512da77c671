import { Col, Row, Typography } from 'antd';
import { type FieldsWith, fieldsWhere, type Profile, profilePageLabels } from '@reunion/contracts';
import { DetailCard } from './DetailCard';

/** The answers the field table shows as cards of their own (`profileCard`), in its order. */
const cardFields = fieldsWhere<FieldsWith<'profileCard', true>>((field) => field.profileCard);

/**
 * One card per answered question; unanswered ones, and ones the reader may not see (null from
 * the server), are left out rather than shown empty.
 */
export function JourneyCards({ profile }: { readonly profile: Profile }) {
  const answered = cardFields.filter((field) => (profile[field] ?? '').trim() !== '');
  if (answered.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {answered.map((field) => (
        <Col key={field} xs={24} md={12}>
          <DetailCard title={profilePageLabels[field]}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {profile[field]}
            </Typography.Paragraph>
          </DetailCard>
        </Col>
      ))}
    </Row>
  );
}
