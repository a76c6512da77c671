import { useQuery } from '@tanstack/react-query';
import { formatReunionDate, type Profile } from '@reunion/contracts';
import { Link } from 'react-router-dom';
import { stayCompanionsQuery } from '../api/stayCompanionsQuery';
import { DetailCard } from './DetailCard';

function nightsText(nights: readonly string[]): string {
  const days = nights.map((night) => formatReunionDate(night) ?? night);
  return days.length === 1 ? `the night of ${days[0]}` : `the nights of ${days.join(', ')}`;
}

/**
 * "Also staying at <hotel> on the same nights" (docs/profiles.md, "Who's in town when"): asked
 * for once the card is on screen, shown only when someone shares the hotel.
 */
export function StayCompanions({ profile }: { readonly profile: Profile }) {
  const known = profile.arrivalDate !== null && profile.departureDate !== null;
  const companions = useQuery({ ...stayCompanionsQuery(profile.id), enabled: known });
  if (!companions.data?.length) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <DetailCard title={`Also staying at ${profile.accommodation} on the same nights`}>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {companions.data.map((companion) => (
            <li key={companion.profileId}>
              <Link to={`/profile/${companion.profileId}`}>
                {companion.firstName} {companion.lastName}
              </Link>
              : {nightsText(companion.nights)}
            </li>
          ))}
        </ul>
      </DetailCard>
    </div>
  );
}
