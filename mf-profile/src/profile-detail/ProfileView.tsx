import { Col, Flex, Row, Tag, Typography } from 'antd';
import type { Profile } from '@reunion/contracts';
import {
  HydrateOnView,
  isAdministrator,
  useCurrentUser,
  ButtonLink,
  STANDALONE_LINK_CLASS,
} from '@reunion/web-kit';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { fullName } from '../common/fullName';
import { canDeleteProfile, canEditProfile } from '../common/permissions';
import { DeleteProfileButton } from './DeleteProfileButton';
import { ExportButton } from './ExportButton';
import { PhotoTabs } from './PhotoTabs';

/** A part's usual height on a phone: what the browser counts it as until it is drawn. */
const PART_HEIGHT_PX = 600;

const AttendanceAndContact = lazy(() =>
  import('./ProfileBelowFold').then((module) => ({ default: module.AttendanceAndContact })),
);
const JourneysAndNeighbours = lazy(() =>
  import('./ProfileBelowFold').then((module) => ({ default: module.JourneysAndNeighbours })),
);

/**
 * The profile page once loaded (docs/pages.md, "A profile"), its buttons by the viewer's rights
 * (docs/permissions.md).
 */
export function ProfileView({ profile }: { readonly profile: Profile }) {
  const { data: user } = useCurrentUser();
  const work = [profile.currentRole, profile.company].filter(Boolean).join(' at ');
  const location = [profile.city, profile.country].filter(Boolean).join(', ');

  return (
    <article aria-labelledby="profile-name">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 24 }}>
        <Link to="/search" className={STANDALONE_LINK_CLASS}>
          ← Back to Search
        </Link>
        <Flex gap={8} wrap>
          {canEditProfile(user, profile) && (
            <ButtonLink type="primary" to={`/profile/edit/${profile.id}`}>
              Edit Profile
            </ButtonLink>
          )}
          {canDeleteProfile(user, profile) && <DeleteProfileButton profileId={profile.id} />}
          {isAdministrator(user) && <ExportButton />}
        </Flex>
      </Flex>

      <Row gutter={[24, 24]} style={{ marginBottom: 24 }}>
        <Col xs={24} md={8}>
          <PhotoTabs profile={profile} />
        </Col>
        <Col xs={24} md={16}>
          <Typography.Title id="profile-name" level={1} style={{ marginTop: 0 }}>
            {fullName(profile)}
          </Typography.Title>
          {profile.status === 'draft' && (
            <Tag color="orange" style={{ marginBottom: 12 }}>
              Draft: only you can see this profile
            </Tag>
          )}
          {work && <Typography.Paragraph style={{ fontSize: 18 }}>{work}</Typography.Paragraph>}
          {location && <Typography.Paragraph>{location}</Typography.Paragraph>}
          <Typography.Paragraph type="secondary">
            {profile.industry ?? 'Industry not specified'}
          </Typography.Paragraph>
        </Col>
      </Row>

      {/* Below the photo and name on a phone: taken over as the visitor scrolls. */}
      <HydrateOnView estimatedHeight={PART_HEIGHT_PX}>
        <AttendanceAndContact profile={profile} />
      </HydrateOnView>
      <HydrateOnView estimatedHeight={PART_HEIGHT_PX}>
        <JourneysAndNeighbours profile={profile} />
      </HydrateOnView>
    </article>
  );
}
