import { Button, Card, Flex, Typography } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { RemoteTimeoutError } from './remoteErrors';
import { ButtonLink } from '@reunion/web-kit';

interface Props {
  title: string;
  error: Error;
  onRetry: () => void;
}

/** The first sentence of a runtime error, without the runtime's JSON arguments and links. */
function summary(message: string): string {
  const first = message.split(/\s+args:|\n/)[0] ?? message;
  return first.length > 160 ? `${first.slice(0, 157)}…` : first;
}

/** What a visitor sees when a section cannot be loaded; the rest of the site keeps working. */
export function RemoteErrorCard({ title, error, onRetry }: Props) {
  const reason =
    error instanceof RemoteTimeoutError
      ? 'It is taking too long to answer.'
      : 'It could not be reached or failed to start.';
  return (
    <Card className="remote-error" role="alert" data-testid="remote-error">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Title level={1} className="remote-error__title">
          <WarningOutlined aria-hidden className="remote-error__icon" /> {title} is not available
          right now
        </Typography.Title>
        <Typography.Paragraph>
          {reason} The rest of the site still works. Please try again in a moment.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" className="remote-error__detail">
          Details: {summary(error.message)}
        </Typography.Paragraph>
        <Flex gap={12} wrap>
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            Try again
          </Button>
          <ButtonLink to="/">Go to Home</ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
