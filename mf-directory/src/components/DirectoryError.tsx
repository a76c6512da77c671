import { Button, Card, Typography } from 'antd';
import { directoryMessages } from '@reunion/contracts';

const { Paragraph, Text, Title } = Typography;

/**
 * Find Classmates' error state (docs/pages.md), with the error's own message and a way to try
 * again.
 */
export function DirectoryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Card role="alert">
      <Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {directoryMessages.errorTitle}
      </Title>
      <Paragraph>{directoryMessages.errorText}</Paragraph>
      <Paragraph>
        <Text type="secondary">{error.message}</Text>
      </Paragraph>
      <Button onClick={onRetry}>Try again</Button>
    </Card>
  );
}
