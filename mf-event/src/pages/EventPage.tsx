import { HydrateOnView, PageColumn, usePageTitle, type PagePrefetch } from '@reunion/web-kit';
import { AccommodationOptions } from '../event-page/AccommodationOptions';
import { ClosingCallToAction } from '../event-page/ClosingCallToAction';
import { ContactInformation } from '../event-page/ContactInformation';
import { DetailedSchedule } from '../event-page/DetailedSchedule';
import { EventHero } from '../event-page/EventHero';
import { RegistrationInformation } from '../event-page/RegistrationInformation';
import { ScheduleOverview } from '../event-page/ScheduleOverview';
import { VenueInformation } from '../event-page/VenueInformation';
import { RsvpDeadlineNotice } from '../rsvp-deadline/RsvpDeadlineNotice';
import { WhoIsInTownSection } from '../whos-in-town/WhoIsInTownSection';
import { rsvpDeadlineQuery } from '../api/rsvpDeadlineQuery';

/**
 * /event-details, exposed as mf_event/EventPage: the sections of docs/pages.md, "Event page", in
 * order.
 */
export default function EventPage() {
  usePageTitle('Event Details');
  return (
    <PageColumn maxWidth={1100} gap={48}>
      <EventHero />
      <RsvpDeadlineNotice />
      {/* A long page on a phone: each section is taken over as the visitor scrolls to it, and
          drawn only when near the screen (its usual height on a phone counts until then). */}
      {(
        [
          [<ScheduleOverview key="overview" />, 650],
          [<VenueInformation key="venue" />, 350],
          [<DetailedSchedule key="schedule" />, 3600],
          [<AccommodationOptions key="accommodation" />, 750],
          [<WhoIsInTownSection key="whos-in-town" />, 1000],
          [<RegistrationInformation key="registration" />, 650],
          [<ContactInformation key="contact" />, 550],
          [<ClosingCallToAction key="closing" />, 250],
        ] as const
      ).map(([section, heightPx]) => (
        <HydrateOnView key={section.key} estimatedHeight={heightPx}>
          {section}
        </HydrateOnView>
      ))}
    </PageColumn>
  );
}

/** For the server: the RSVP deadline comes with the page (no zod in the browser for it). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  queryClient.prefetchQuery(rsvpDeadlineQuery);
