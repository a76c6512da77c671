import { StatusCard } from '../common/StatusCard';
import { ButtonLink } from '@reunion/web-kit';

export function ProfileNotFound() {
  return (
    <StatusCard
      role="alert"
      level={1}
      title="Profile Not Found"
      actions={
        <ButtonLink type="primary" to="/search">
          Search All Profiles
        </ButtonLink>
      }
    >
      The profile you are looking for does not exist or is not available.
    </StatusCard>
  );
}
