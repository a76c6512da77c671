import { Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';

/** Find Classmates (/search, /browse): the directory of published profiles: search, filters, sorting and paging. A placeholder until this section's own issue builds it. */
export default function FindClassmates() {
  usePageTitle('Find Classmates');
  return (
    <section aria-labelledby="find-classmates-title">
      <Typography.Title id="find-classmates-title" level={1}>
        Find Classmates
      </Typography.Title>
      <Typography.Paragraph>This section is being built.</Typography.Paragraph>
    </section>
  );
}
