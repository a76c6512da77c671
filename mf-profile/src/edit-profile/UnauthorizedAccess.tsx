import { StatusCard } from '../common/StatusCard';
import { ButtonLink } from '@reunion/web-kit';

export function UnauthorizedAccess({ profileId }: { readonly profileId: number }) {
  return (
    <StatusCard
      role="alert"
      title="Unauthorized Access"
      actions={
        <>
          <ButtonLink type="primary" to="/">
            Return to Home
          </ButtonLink>
          <ButtonLink to={`/profile/${profileId}`}>View Profile</ButtonLink>
        </>
      }
    >
      You don&apos;t have permission to edit this profile. You can only edit your own profile.
    </StatusCard>
  );
}
