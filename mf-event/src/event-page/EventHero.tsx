import { Flex, Typography, theme } from 'antd';
import { ExternalLinkButton } from '../common/ExternalLinkButton';
import { LinkButton } from '../common/LinkButton';
import { eventFacts } from '../event-info/eventFacts';
import { bookingButtons } from '../event-info/eventLinks';
import { useRsvpPath } from '../event-info/useRsvpPath';

const { Title, Paragraph } = Typography;

/** Event name, both readings of the class name, dates, RSVP and the three booking links. */
export function EventHero() {
  const rsvpPath = useRsvpPath();
  const { token } = theme.useToken();
  // White on the brand green: well above 7:1.
  const onDark = { color: token.colorTextLightSolid };
  return (
    <section
      aria-labelledby="event-hero-title"
      style={{
        background: token.colorPrimary,
        borderRadius: token.borderRadiusLG,
        padding: `${token.paddingXL}px ${token.paddingLG}px`,
      }}
    >
      <Paragraph style={{ ...onDark, fontSize: token.fontSizeLG, marginBottom: token.marginXS }}>
        {eventFacts.className}
      </Paragraph>
      <Title level={1} id="event-hero-title" style={{ ...onDark, marginTop: 0 }}>
        {eventFacts.eventName}
      </Title>
      <Paragraph style={{ ...onDark, fontSize: token.fontSizeHeading4, fontWeight: 600 }}>
        {eventFacts.dates} • {eventFacts.place}
      </Paragraph>
      <Paragraph style={onDark}>{eventFacts.parisGathering}</Paragraph>
      <Paragraph style={onDark}>{eventFacts.classNameAlternative}</Paragraph>
      <Flex wrap gap="middle" style={{ marginTop: token.marginLG }}>
        <LinkButton to={rsvpPath} variant="inverse">
          RSVP Now
        </LinkButton>
        {bookingButtons.map((booking) => (
          <ExternalLinkButton key={booking.url} href={booking.url}>
            {booking.label}
          </ExternalLinkButton>
        ))}
      </Flex>
    </section>
  );
}
