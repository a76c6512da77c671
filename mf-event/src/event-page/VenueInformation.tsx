import { Typography } from 'antd';
import { STANDALONE_LINK_CLASS } from '@reunion/web-kit';
import { PageSection } from '../common/PageSection';
import { venueInformation } from '../event-info/eventFacts';

export function VenueInformation() {
  return (
    <PageSection heading={venueInformation.heading}>
      {venueInformation.paragraphs.map((text) => (
        <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
      ))}
      <Typography.Paragraph>
        <a href="#accommodation" className={STANDALONE_LINK_CLASS}>
          {venueInformation.accommodationLinkText}
        </a>
      </Typography.Paragraph>
    </PageSection>
  );
}
