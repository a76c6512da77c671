import { Alert, Typography } from 'antd';
import { STANDALONE_LINK_CLASS } from '@reunion/web-kit';
import { ExternalLink } from '../common/ExternalLink';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { accommodationOptions } from '../event-info/accommodationOptions';
import { secretariat } from '../event-info/eventContacts';
import { useRsvpPath } from '../event-info/useRsvpPath';
import { ContactLine } from './ContactLine';

const { Title, Paragraph } = Typography;

/** Anchor #accommodation: the campus residence, alternatives, help, and the RSVP link. */
export function AccommodationOptions() {
  const rsvpPath = useRsvpPath();
  const { residence } = accommodationOptions;
  return (
    <PageSection heading={accommodationOptions.heading} id="accommodation">
      <Title level={3}>{residence.name}</Title>
      <Paragraph>{residence.bookingCode}</Paragraph>
      <Alert type="warning" showIcon title={residence.limitedAvailability} />
      <Title level={3} style={{ marginTop: 24 }}>
        Other places to stay
      </Title>
      <Paragraph>{accommodationOptions.alternativesIntro}</Paragraph>
      <ul>
        {accommodationOptions.alternatives.map((lodging) => (
          // A list of links: 44 px tall each on a phone (the class); spaced for a mouse (WCAG 2.5.8).
          <li key={lodging.name} style={{ paddingBlock: 4 }}>
            <ExternalLink href={lodging.url} className={STANDALONE_LINK_CLASS}>
              {lodging.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <Paragraph>
        {accommodationOptions.assistance} {secretariat.label}, {secretariat.name}.
      </Paragraph>
      <ContactLine contact={secretariat} />
      <div style={{ marginTop: 24 }}>
        <LinkButton to={rsvpPath} variant="primary">
          {accommodationOptions.callToAction}
        </LinkButton>
      </div>
    </PageSection>
  );
}
