import { Flex, Typography } from 'antd';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { closingCallToAction } from '../event-info/eventFacts';
import { internalRoutes } from '../event-info/eventLinks';

export function ClosingCallToAction() {
  return (
    <PageSection heading={closingCallToAction.heading}>
      <Typography.Paragraph>{closingCallToAction.text}</Typography.Paragraph>
      <Flex wrap gap="middle">
        <LinkButton to={internalRoutes.createProfile} variant="primary">
          Create Your Profile
        </LinkButton>
        <LinkButton to={internalRoutes.browse}>Search Classmates</LinkButton>
      </Flex>
    </PageSection>
  );
}
