import {
  formatReunionDate,
  profilePageAttendingLabel,
  profilePageLabels as labels,
  type Profile,
} from '@reunion/contracts';
import { DetailCard } from './DetailCard';
import { DetailList, type DetailItem } from './DetailList';
import { kidsSummary } from './kids';

const NOT_SPECIFIED = 'Not specified';

export function AttendanceCard({ profile }: { readonly profile: Profile }) {
  const town = profile.accommodationTown ? ` (${profile.accommodationTown})` : '';
  const kids = kidsSummary(profile);
  const items: DetailItem[] = [
    { label: labels.attending, value: profilePageAttendingLabel(profile.attending) },
    { label: labels.parisGathering, value: profilePageAttendingLabel(profile.parisGathering) },
    { label: labels.arrivalDate, value: formatReunionDate(profile.arrivalDate) ?? NOT_SPECIFIED },
    {
      label: labels.departureDate,
      value: formatReunionDate(profile.departureDate) ?? NOT_SPECIFIED,
    },
    { label: labels.accommodation, value: `${profile.accommodation ?? NOT_SPECIFIED}${town}` },
    ...(kids ? [{ label: labels.kidsCount, value: kids }] : []),
  ];
  return (
    <DetailCard title="Reunion Attendance">
      <DetailList items={items} />
    </DetailCard>
  );
}
