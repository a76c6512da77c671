import { formatReunionDate, profilePageAttendingLabel, type Profile } from '@reunion/contracts';
import { DetailCard } from './DetailCard';
import { DetailList, type DetailItem } from './DetailList';
import { kidsSummary } from './kids';

const NOT_SPECIFIED = 'Not specified';

export function AttendanceCard({ profile }: { readonly profile: Profile }) {
  const town = profile.accommodationTown ? ` (${profile.accommodationTown})` : '';
  const kids = kidsSummary(profile);
  const items: DetailItem[] = [
    { label: 'Reunion (June 27-29)', value: profilePageAttendingLabel(profile.attending) },
    {
      label: 'Paris Gathering (June 26)',
      value: profilePageAttendingLabel(profile.parisGathering),
    },
    { label: 'Arrival', value: formatReunionDate(profile.arrivalDate) ?? NOT_SPECIFIED },
    { label: 'Departure', value: formatReunionDate(profile.departureDate) ?? NOT_SPECIFIED },
    { label: 'Accommodation', value: `${profile.accommodation ?? NOT_SPECIFIED}${town}` },
    ...(kids ? [{ label: 'Kids Coming', value: kids }] : []),
  ];
  return (
    <DetailCard title="Reunion Attendance">
      <DetailList items={items} />
    </DetailCard>
  );
}
