import { albumMessages } from '@reunion/contracts';
import { PageColumn, type PagePrefetch, usePageTitle } from '@reunion/web-kit';
import { Typography } from 'antd';
import { albumPagesQuery } from '../api/albumQuery';
import { AlbumGallery } from '../grid/AlbumGallery';
import { UploadCard } from '../upload/UploadCard';

/**
 * Class of 2005J Photo Album (/photos): share photos and browse the class's (docs/pages.md, "Photo
 * album").
 */
export default function PhotoAlbum() {
  usePageTitle(albumMessages.title);
  return (
    <PageColumn maxWidth={1200} gap={32}>
      <header>
        <Typography.Title id="photo-album-title" level={1} style={{ marginBottom: 4 }}>
          {albumMessages.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          Share your memories from the reunion and the years since.
        </Typography.Text>
      </header>
      <UploadCard />
      <AlbumGallery />
    </PageColumn>
  );
}

/** For the server: the album's first page comes with the page. */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(albumPagesQuery);
