import { Button, Card, Typography } from 'antd';

/** The session could not be read (server down, network): say so instead of guessing. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="full-page centered-page">
      <Card className="narrow-card" role="alert">
        <Typography.Title level={1} className="card-title">
          We could not reach the reunion site
        </Typography.Title>
        <Typography.Paragraph>Please check your connection and try again.</Typography.Paragraph>
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </main>
  );
}
