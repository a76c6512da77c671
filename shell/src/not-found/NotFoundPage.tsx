import { Card, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { usePageTitle } from '@reunion/web-kit';
import { ButtonLink } from '../common/ButtonLink';

/** Any path the router does not know (SPEC §2). */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
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
