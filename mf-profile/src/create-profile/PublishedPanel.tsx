import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '@reunion/web-kit';

/** After publishing, the screen offers editing or moving on (it moves on by itself). */
export function PublishedPanel({ profileId }: { readonly profileId: number }) {
  return (
    <Card>
      <Typography.Paragraph>
        Your profile is now in the class directory. You will be taken there in a moment.
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <ButtonLink to={`/profile/edit/${profileId}`}>Edit My Profile</ButtonLink>
        <ButtonLink type="primary" to="/search">
          Continue to Profiles
        </ButtonLink>
      </Flex>
    </Card>
  );
}
