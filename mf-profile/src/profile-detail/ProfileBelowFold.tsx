import { Col, Row } from 'antd';
import type { Profile } from '@reunion/contracts';
import { AttendanceCard } from './AttendanceCard';
import { ContactCard } from './ContactCard';
import { JourneyCards } from './JourneyCards';
import { ProfileNeighbours } from './ProfileNeighbours';
import { StayCompanions } from './StayCompanions';

/**
 * What a profile page shows below the photo and name. Its own chunk (ProfileView loads it
 * lazily behind HydrateOnView): on a phone its code runs when the visitor scrolls to it, not in
 * the page's first task.
 */
export function AttendanceAndContact({ profile }: { readonly profile: Profile }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={12}>
        <AttendanceCard profile={profile} />
      </Col>
      <Col xs={24} md={12}>
        <ContactCard profile={profile} />
      </Col>
    </Row>
  );
}

export function JourneysAndNeighbours({ profile }: { readonly profile: Profile }) {
  return (
    <>
      <StayCompanions profile={profile} />
      <JourneyCards profile={profile} />
      <ProfileNeighbours profileId={profile.id} />
    </>
  );
}
