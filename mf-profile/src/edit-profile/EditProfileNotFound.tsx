import { StatusCard } from '../common/StatusCard';
import { ButtonLink } from '@reunion/web-kit';

export function EditProfileNotFound() {
  return (
    <StatusCard
      role="alert"
      title="Profile Not Found"
      actions={
        <ButtonLink type="primary" to="/">
          Return to Home
        </ButtonLink>
      }
    >
      This profile does not exist or is no longer available.
    </StatusCard>
  );
}
