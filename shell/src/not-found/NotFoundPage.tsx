import { Card, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { usePageHead, usePageTitle, ButtonLink } from '@reunion/web-kit';

/** Any path the router does not know; answered with 404 when rendered by the server. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const head = usePageHead();
  if (head) head.status = 404;
  return (
    <main className="full-page centered-page">
      <Card className="narrow-card">
        <Typography.Title level={1} className="card-title">
          <ExclamationCircleOutlined aria-hidden className="not-found__icon" /> 404 Page Not Found
        </Typography.Title>
        <Typography.Paragraph>Did you forget to add the page to the router?</Typography.Paragraph>
        <ButtonLink to="/">Go to Home</ButtonLink>
      </Card>
    </main>
  );
}
