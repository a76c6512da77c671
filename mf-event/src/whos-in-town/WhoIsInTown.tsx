import { Alert, Card, Flex, Select, Typography } from 'antd';
import { Spinner, STANDALONE_LINK_CLASS } from '@reunion/web-kit';
import { useQuery } from '@tanstack/react-query';
import {
  type Accommodation,
  type AccommodationTown,
  type ClassmateStay,
  formatReunionDate,
  noStayFilter,
  type StayFilter,
  stayTown,
  stayTowns,
  type TownDay,
  townDays,
} from '@reunion/contracts';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSection } from '../common/PageSection';
import { staysQuery } from '../api/staysQuery';
import { whosInTownMessages } from './whosInTownMessages';

const townOptions = [
  { value: 'all', label: 'All towns' },
  ...stayTowns.map((town) => ({ value: town, label: town })),
];
/** The accommodations someone gave, so no choice leads to an empty view. */
function accommodationOptions(stays: readonly ClassmateStay[] = []) {
  const given = [...new Set(stays.map((stay) => stay.accommodation))].sort();
  return [
    { value: 'all', label: 'All accommodation' },
    ...given.map((value) => ({ value, label: value })),
  ];
}

function classmates(count: number): string {
  return count === 1 ? '1 classmate' : `${count} classmates`;
}

/** "Fontainebleau 6 · Avon 3": the towns with someone in them that day. */
function townCounts(day: TownDay): string {
  return stayTowns
    .filter((town) => day.byTown[town] > 0)
    .map((town) => `${town} ${day.byTown[town]}`)
    .join(' · ');
}

function DayCard({ day }: { readonly day: TownDay }) {
  const headingId = useId();
  return (
    <Card size="small" role="group" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
        {formatReunionDate(day.date)}: {classmates(day.classmates.length)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
        {townCounts(day)}
      </Typography.Paragraph>
      <details>
        <summary style={{ cursor: 'pointer' }}>Who is there</summary>
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {day.classmates.map((stay) => (
            <li key={stay.profileId}>
              <Link to={`/profile/${stay.profileId}`} className={STANDALONE_LINK_CLASS}>
                {stay.firstName} {stay.lastName}
              </Link>{' '}
              <Typography.Text type="secondary">
                ({stay.accommodation}, {stayTown(stay)})
              </Typography.Text>
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/**
 * Who's in town when (docs/profiles.md): each day from the earliest arrival to the last
 * departure, how many classmates are there, by town, and who, from their travel answers.
 */
export default function WhoIsInTown() {
  const stays = useQuery(staysQuery);
  const [filter, setFilter] = useState<StayFilter>(noStayFilter);
  const days = useMemo(
    () => (stays.data ? townDays(stays.data, filter) : []),
    [stays.data, filter],
  );
  const townId = useId();
  const accommodationId = useId();

  return (
    <PageSection heading={whosInTownMessages.heading} id="whos-in-town">
      <Typography.Paragraph>
        From the arrival and departure dates classmates gave in their profiles: who is around each
        day, and where they stay.
      </Typography.Paragraph>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <label htmlFor={townId}>Town</label>
          <Select
            id={townId}
            value={filter.town}
            options={townOptions}
            onChange={(town: AccommodationTown | 'all') => setFilter({ ...filter, town })}
          />
        </Flex>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <label htmlFor={accommodationId}>Accommodation</label>
          <Select
            id={accommodationId}
            value={filter.accommodation}
            options={accommodationOptions(stays.data)}
            onChange={(accommodation: Accommodation | 'all') =>
              setFilter({ ...filter, accommodation })
            }
          />
        </Flex>
      </Flex>
      {stays.isPending ? (
        <Flex role="status" gap={8} align="center">
          <Spinner size="small" /> Loading who is in town…
        </Flex>
      ) : stays.isError ? (
        <Alert type="error" showIcon title={whosInTownMessages.loadFailed} />
      ) : days.length === 0 ? (
        <Typography.Paragraph type="secondary">
          Nobody matches yet: no classmate with these choices has given both travel dates.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          {days.map((day) => (
            <DayCard key={day.date} day={day} />
          ))}
        </Flex>
      )}
    </PageSection>
  );
}
