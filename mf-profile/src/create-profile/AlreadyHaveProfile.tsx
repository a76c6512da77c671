import { StatusCard } from '../common/StatusCard';
import { ButtonLink } from '@reunion/web-kit';

/**
 * One profile per person; the create screen points to the existing one (docs/pages.md, "Create
 * profile").
 */
export function AlreadyHaveProfile({ profileId }: { readonly profileId: number }) {
  return (
    <StatusCard
      title="You Already Have a Profile"
      actions={
        <>
          <ButtonLink type="primary" to={`/profile/edit/${profileId}`}>
            Edit My Profile
          </ButtonLink>
          <ButtonLink to={`/profile/${profileId}`}>View My Profile</ButtonLink>
        </>
      }
    >
      You can only have one profile
    </StatusCard>
  );
}
