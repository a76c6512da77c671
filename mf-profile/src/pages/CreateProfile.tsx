import { Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';

/** Create Your Profile (/create-profile): the form to create your profile. A placeholder until this section's own issue builds it. */
export default function CreateProfile() {
  usePageTitle('Create Your Profile');
  return (
    <section aria-labelledby="create-profile-title">
      <Typography.Title id="create-profile-title" level={1}>
        Create Your Profile
      </Typography.Title>
      <Typography.Paragraph>This section is being built.</Typography.Paragraph>
    </section>
  );
}
