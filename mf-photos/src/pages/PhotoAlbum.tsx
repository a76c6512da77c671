import { Typography } from 'antd';
import { usePageTitle } from '@reunion/web-kit';

/** Class of 2005J Photo Album (/photos): the shared class photo album. A placeholder until this section's own issue builds it. */
export default function PhotoAlbum() {
  usePageTitle('Class of 2005J Photo Album');
  return (
    <section aria-labelledby="photo-album-title">
      <Typography.Title id="photo-album-title" level={1}>
        Class of 2005J Photo Album
      </Typography.Title>
      <Typography.Paragraph>This section is being built.</Typography.Paragraph>
    </section>
  );
}
