import { Button, Flex, Typography, theme } from 'antd';
import { imageUploadMessages } from '@reunion/contracts';
import { useState } from 'react';
import type { PhotoItem } from './photoItems';
import { useObjectUrl } from '@reunion/web-kit';

interface PhotoPreviewProps {
  readonly item: PhotoItem;
  readonly position: number;
  readonly maxBytes: number;
  readonly onRemove: () => void;
  readonly disabled?: boolean;
}

/** One photo of the control: the stored image from its URL, a new one from a local address. */
export function PhotoPreview({ item, position, maxBytes, onRemove, disabled }: PhotoPreviewProps) {
  const { token } = theme.useToken();
  const localUrl = useObjectUrl(item.kind === 'new' ? item.file : undefined);
  const src = item.kind === 'stored' ? item.url : localUrl;
  const [failed, setFailed] = useState(false);
  const label = `Photo ${position}`;

  return (
    <figure
      style={{
        margin: 0,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      <div style={{ height: 180, background: token.colorFillQuaternary }}>
        {failed ? (
          // The control's wording for a preview the browser could not show.
          <Flex
            vertical
            align="center"
            justify="center"
            style={{ height: '100%' }}
            role="img"
            aria-label={label}
          >
            <Typography.Text strong>{imageUploadMessages.previewTooLargeTitle}</Typography.Text>
            <Typography.Text type="secondary">
              {imageUploadMessages.previewTooLarge(maxBytes)}
            </Typography.Text>
          </Flex>
        ) : (
          src && (
            <img
              src={src}
              alt={label}
              onError={() => setFailed(true)}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )
        )}
      </div>
      <Flex component="figcaption" justify="space-between" align="center" style={{ padding: 8 }}>
        <Typography.Text type="secondary">
          {label}
          {item.kind === 'new' ? ' (not saved yet)' : ''}
        </Typography.Text>
        <Button
          size="small"
          danger
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove photo ${position}`}
        >
          Remove
        </Button>
      </Flex>
    </figure>
  );
}
