import type { AlbumPhoto } from '@reunion/contracts';
import { albumMessages } from '@reunion/contracts';
import { Card, Typography } from 'antd';
import { shortDate } from '../common/formatDate';

interface PhotoCardProps {
  readonly photo: AlbumPhoto;
  readonly onOpen: (photo: AlbumPhoto) => void;
}

const unstyledButton = {
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
} as const;

/** One photo in the grid: its thumbnail (loaded only when scrolled near), caption and sharer. */
export function PhotoCard({ photo, onOpen }: PhotoCardProps) {
  const caption = photo.caption ?? albumMessages.noCaption;
  return (
    <Card
      size="small"
      styles={{ body: { padding: 12 } }}
      cover={
        <button
          type="button"
          onClick={() => onOpen(photo)}
          aria-label={`View photo: ${caption}, shared by ${photo.userName}`}
          style={unstyledButton}
        >
          <img
            src={photo.thumbnailUrl}
            alt={photo.caption ?? `Photo shared by ${photo.userName}`}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
          />
        </button>
      }
    >
      <Typography.Paragraph
        ellipsis={{ rows: 2 }}
        type={photo.caption ? undefined : 'secondary'}
        italic={!photo.caption}
        style={{ marginBottom: 4 }}
      >
        {caption}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Shared by {photo.userName} • {shortDate(photo.uploadDate)}
      </Typography.Text>
    </Card>
  );
}
