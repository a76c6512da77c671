import { Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';

/** Insights (/admin): statistics on the class profiles. A placeholder until this section's own issue builds it. */
export default function Insights() {
  usePageTitle('Insights');
  return (
    <section aria-labelledby="insights-title">
      <Typography.Title id="insights-title" level={1}>
        Insights
      </Typography.Title>
      <Typography.Paragraph>This section is being built.</Typography.Paragraph>
    </section>
  );
}
