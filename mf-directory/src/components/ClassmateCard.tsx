import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, Flex, Tag, Typography } from 'antd';
import { arrivalLabel, industryLabel, type DirectoryCard } from '@reunion/contracts';
import { AttendanceBadge } from './AttendanceBadge';
import { ClassmateAvatar } from './ClassmateAvatar';

const { Text, Title } = Typography;

function roleLine(card: DirectoryCard): string | null {
  const parts = [card.currentRole, card.company].filter(Boolean);
  return parts.length > 0 ? parts.join(' at ') : null;
}

/**
 * One classmate (docs/pages.md, "Find Classmates"): the whole card is a link to /profile/{id},
 * named by the classmate's name and described by the rest, so a screen reader's list of links reads
 * as a list of people.
 */
export const ClassmateCard = memo(function ClassmateCard({ card }: { card: DirectoryCard }) {
  const nameId = useId();
  const detailsId = useId();
  const role = roleLine(card);
  const place = [card.city, card.country].filter(Boolean).join(', ');
  return (
    <Link
      to={`/profile/${card.id}`}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      data-testid="classmate-card"
      style={{ display: 'block', color: 'inherit', height: '100%' }}
    >
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Flex gap={16} align="flex-start">
          <ClassmateAvatar card={card} />
          {/* A name or a company may be one word longer than the card (a 63-letter German
              law's name): it breaks anywhere, so it never widens the card past a phone's
              screen. The avatar's initials beside it stay whole. */}
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Title level={2} id={nameId} style={{ fontSize: 18, margin: 0 }}>
              {card.firstName} {card.lastName}
            </Title>
            <div id={detailsId}>
              {role && <Text style={{ display: 'block' }}>{role}</Text>}
              <Text type="secondary" style={{ display: 'block' }}>
                {place}
              </Text>
              <Text type="secondary" style={{ display: 'block' }}>
                {industryLabel(card.industry)}
              </Text>
              <Flex gap={6} wrap style={{ margin: '8px 0 6px' }}>
                <AttendanceBadge attending={card.attending} />
                {card.parisGathering === 'yes' && <Tag color="blue">Paris Gathering</Tag>}
              </Flex>
              <Text style={{ display: 'block' }}>Arriving: {arrivalLabel(card.arrivalDate)}</Text>
            </div>
          </div>
        </Flex>
      </Card>
    </Link>
  );
});
