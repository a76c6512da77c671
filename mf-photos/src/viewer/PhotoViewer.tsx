import { DeleteOutlined, ExportOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type AlbumPhoto, albumMessages } from '@reunion/contracts';
import { useCurrentUser } from '@reunion/web-kit';
import { Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { longDateTime } from '../common/formatDate';
import { useDeletePhoto } from './useDeletePhoto';
import { useViewerNavigation } from './useViewerNavigation';

interface PhotoViewerProps {
  readonly photo: AlbumPhoto | null;
  readonly onClose: () => void;
  /** The photo before this one in the album, absent for the first. */
  readonly onPrevious?: () => void;
  /** The photo after this one, absent for the last. */
  readonly onNext?: () => void;
}

const navButton = { position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;

/**
 * The photo viewer (docs/pages.md, "Photo album"): uploader, large image, caption, upload date, a
 * link to the full file, and 'Delete Photo' for the photo's owner only (the server refuses anyone
 * else too), behind its confirmation. Previous and Next move through the album, as do the arrow
 * keys and a swipe over the photo; Esc closes it.
 */
export function PhotoViewer({ photo, onClose, onPrevious, onNext }: PhotoViewerProps) {
  const { data: user } = useCurrentUser();
  const remove = useDeletePhoto(onClose);
  const isOwner = photo !== null && user?.id === photo.userId;
  const swipe = useViewerNavigation(photo !== null, onPrevious, onNext);

  return (
    <Modal
      open={photo !== null}
      onCancel={onClose}
      title={photo ? `Shared by ${photo.userName}` : undefined}
      width={960}
      centered
      footer={
        photo && (
          <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button
              href={photo.photoUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden />}
            >
              Open in new tab
            </Button>
            {isOwner && (
              <Popconfirm
                title={albumMessages.deleteConfirm}
                okText="Delete"
                cancelText="Cancel"
                okButtonProps={{ danger: true, loading: remove.isPending }}
                onConfirm={() => remove.mutate(photo.id)}
              >
                <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
                  Delete Photo
                </Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {photo && (
        <>
          <div style={{ position: 'relative', touchAction: 'pan-y' }} {...swipe}>
            <img
              src={photo.photoUrl}
              alt={photo.caption ?? `Photo shared by ${photo.userName}`}
              draggable={false}
              style={{
                display: 'block',
                width: '100%',
                maxHeight: '70vh',
                objectFit: 'contain',
                background: '#000',
              }}
            />
            {onPrevious && (
              <Button
                shape="circle"
                size="large"
                icon={<LeftOutlined aria-hidden />}
                aria-label="Previous photo"
                onClick={onPrevious}
                style={{ ...navButton, left: 8 }}
              />
            )}
            {onNext && (
              <Button
                shape="circle"
                size="large"
                icon={<RightOutlined aria-hidden />}
                aria-label="Next photo"
                onClick={onNext}
                style={{ ...navButton, right: 8 }}
              />
            )}
          </div>
          <Typography.Paragraph
            style={{ marginTop: 12, marginBottom: 4 }}
            type={photo.caption ? undefined : 'secondary'}
            italic={!photo.caption}
          >
            {photo.caption ?? albumMessages.noCaption}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Uploaded {longDateTime(photo.uploadDate)}
          </Typography.Text>
        </>
      )}
    </Modal>
  );
}
