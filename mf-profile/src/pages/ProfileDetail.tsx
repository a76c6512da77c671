import { Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';

/** Profile (/profile/:id): a classmate's profile. A placeholder until this section's own issue builds it. */
export default function ProfileDetail() {
  usePageTitle('Profile');
  return (
    <section aria-labelledby="profile-detail-title">
      <Typography.Title id="profile-detail-title" level={1}>
        Profile
      </Typography.Title>
      <Typography.Paragraph>This section is being built.</Typography.Paragraph>
    </section>
  );
}
