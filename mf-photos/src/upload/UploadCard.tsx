import { albumMessages, ALBUM_CAPTION_MAX } from '@reunion/contracts';
import { Button, Card, Input, Progress, Space } from 'antd';
import { useToast } from '@reunion/web-kit';
import { useId, useState } from 'react';
import { PhotoDropZone } from './PhotoDropZone';
import { useAlbumUpload } from './useAlbumUpload';

/** The upload card (docs/pages.md, "Photo album"). */
export function UploadCard() {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const { toast } = useToast();
  const captionId = useId();
  const { upload, uploading, percent } = useAlbumUpload(() => {
    setFile(null);
    setCaption('');
  });

  // The last choice's refusal, kept under the drop zone until the next choice: the toast goes in
  // seconds, before its advice (a HEIC photo's way to a JPEG) could be followed.
  const [refusal, setRefusal] = useState<string | null>(null);

  const rejectFile = (problem: string) => {
    setRefusal(problem);
    toast({ title: albumMessages.uploadFailedTitle, description: problem, variant: 'destructive' });
  };
  const selectFile = (chosen: File) => {
    setRefusal(null);
    setFile(chosen);
  };

  const submit = () => {
    if (!file) {
      toast({
        title: albumMessages.noPhotoSelectedTitle,
        description: albumMessages.noPhotoSelected,
        variant: 'destructive',
      });
      return;
    }
    upload({ file, caption });
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Share a Photo</h2>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <PhotoDropZone
          file={file}
          disabled={uploading}
          refusal={refusal}
          onSelect={selectFile}
          onReject={rejectFile}
        />
        <div>
          <label htmlFor={captionId}>Caption (optional)</label>
          <Input.TextArea
            id={captionId}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            maxLength={ALBUM_CAPTION_MAX}
            showCount
            rows={3}
            placeholder="Add a caption to your photo…"
            disabled={uploading}
          />
        </div>
        {percent !== null && (
          <Progress percent={percent} aria-label="Upload progress" status="active" />
        )}
        <Button type="primary" onClick={submit} disabled={uploading} loading={uploading}>
          Upload Photo
        </Button>
      </Space>
    </Card>
  );
}
