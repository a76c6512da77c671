import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { type AlbumPhoto, albumMessages } from '@reunion/contracts';
import { useCurrentUser } from '@reunion/web-kit';
import { Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { longDateTime } from '../common/formatDate';
import { useDeletePhoto } from './useDeletePhoto';

interface PhotoViewerProps {
  readonly photo: AlbumPhoto | null;
  readonly onClose: () => void;
}

/**
 * The photo viewer (docs/pages.md, "Photo album"): uploader, large image, caption, upload date, a
 * link to the full file, and 'Delete Photo' for the photo's owner only (the server refuses anyone
 * else too), behind its confirmation.
 */
export function PhotoViewer({ photo, onClose }: PhotoViewerProps) {
  const { data: user } = useCurrentUser();
  const remove = useDeletePhoto(onClose);
  const isOwner = photo !== null && user?.id === photo.userId;

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
          <img
            src={photo.photoUrl}
            alt={photo.caption ?? `Photo shared by ${photo.userName}`}
            style={{
              display: 'block',
              width: '100%',
              maxHeight: '70vh',
              objectFit: 'contain',
              background: '#000',
            }}
          />
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
