import { Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';

/** Edit Your Profile (/profile/edit/:id): the form to edit your profile. A placeholder until this section's own issue builds it. */
export default function EditProfile() {
  usePageTitle('Edit Your Profile');
  return (
    <section aria-labelledby="edit-profile-title">
      <Typography.Title id="edit-profile-title" level={1}>
        Edit Your Profile
      </Typography.Title>
      <Typography.Paragraph>This section is being built.</Typography.Paragraph>
    </section>
  );
}
