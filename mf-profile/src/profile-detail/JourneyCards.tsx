import { Col, Row, Typography } from 'antd';
import type { Profile } from '@reunion/contracts';
import { fieldLabels } from '../profile-form/fieldLabels';
import { journeyFields } from '../profile-form/formValues';
import { DetailCard } from './DetailCard';

const cardFields = [
  'professionalJourney',
  ...journeyFields,
  'karaokeeSong',
  'additionalNotes',
] as const;

/** One card per answered question; unanswered ones are left out rather than shown empty. */
export function JourneyCards({ profile }: { readonly profile: Profile }) {
  const answered = cardFields.filter((field) => (profile[field] ?? '').trim() !== '');
  if (answered.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {answered.map((field) => (
        <Col key={field} xs={24} md={12}>
          <DetailCard title={fieldLabels[field]}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {profile[field]}
            </Typography.Paragraph>
          </DetailCard>
        </Col>
      ))}
    </Row>
  );
}
