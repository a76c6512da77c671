import { Typography } from 'antd';
import { PageSection } from '../common/PageSection';
import { venueInformation } from '../event-info/eventFacts';

export function VenueInformation() {
  return (
    <PageSection heading={venueInformation.heading}>
      {venueInformation.paragraphs.map((text) => (
        <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
      ))}
      <Typography.Paragraph>
        <a href="#accommodation">{venueInformation.accommodationLinkText}</a>
      </Typography.Paragraph>
    </PageSection>
  );
}
