import { albumMessages } from '@reunion/contracts';
import { usePageTitle } from '@reunion/web-kit';
import { Flex, Typography } from 'antd';
import { AlbumGallery } from '../album/AlbumGallery';
import { UploadCard } from '../album/upload/UploadCard';

/** Class of 2005J Photo Album (/photos): share photos and browse the class's (SPEC "Photo album"). */
export default function PhotoAlbum() {
  usePageTitle(albumMessages.title);
  return (
    <Flex vertical gap={32} style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
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
    </Flex>
  );
}
