import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '@reunion/web-kit';
import type { ReactNode } from 'react';
import { useFocusOnShow } from '../common/useFocusOnShow';

interface PublishedPanelProps {
  readonly profileId: number;
  /** The success banner, which the panel brings into view and focus. */
  readonly banner: ReactNode;
}

/**
 * After publishing, the screen offers editing or moving on (it moves on by itself). It replaces a
 * long form, tapped at its bottom: without being brought up, a phone showed only the footer for
 * the two seconds before moving on (docs/pages.md, "Create profile").
 */
export function PublishedPanel({ profileId, banner }: PublishedPanelProps) {
  const bannerRef = useFocusOnShow<HTMLDivElement>();
  return (
    <>
      <div ref={bannerRef} tabIndex={-1}>
        {banner}
      </div>
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
    </>
  );
}
