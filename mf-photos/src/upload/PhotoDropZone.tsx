import { CloudUploadOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import { photoUploadMessages } from '@reunion/contracts';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { ALBUM_ACCEPT_ATTRIBUTE, checkAlbumFiles } from './checkAlbumFiles';
import { useObjectUrl, useTakenOver, visuallyHidden } from '@reunion/web-kit';

interface PhotoDropZoneProps {
  readonly file: File | null;
  readonly disabled: boolean;
  /** The last choice's refusal, shown under the rules until the next choice. */
  readonly refusal: string | null;
  readonly onSelect: (file: File) => void;
  readonly onReject: (problem: string) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Drop a photo here, or click (Enter or Space) to browse. A focusable button rather than a bare
 * box, so the keyboard and screen readers reach it; the native input stays (hidden) because
 * only it can open the file chooser. Shown disabled until React has taken the page over: the
 * chooser opens only from the press itself, so a press held for later could not open it.
 */
export function PhotoDropZone({
  file,
  disabled: busy,
  refusal,
  onSelect,
  onReject,
}: PhotoDropZoneProps) {
  const takenOver = useTakenOver();
  const disabled = busy || !takenOver;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(file);
  const { token } = theme.useToken();
  const rulesId = useId();
  const refusalId = useId();

  const take = (files: File[]) => {
    const checked = checkAlbumFiles(files);
    if (checked === null) return;
    if ('problem' in checked) onReject(checked.problem);
    else onSelect(checked.file);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.currentTarget.files ?? []));
    // Cleared so that choosing the same file again still fires a change.
    event.currentTarget.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!disabled) input.current?.click();
  };

  return (
    // The file input sits beside the drop zone, not inside it: a focusable control inside a
    // role=button is a nested interactive control (axe nested-interactive), even hidden.
    <>
      <input
        ref={input}
        type="file"
        accept={ALBUM_ACCEPT_ATTRIBUTE}
        onChange={onChange}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-file-input"
        style={visuallyHidden}
      />
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-label={file ? `Selected photo: ${file.name}. Choose another photo` : 'Choose a photo'}
        // The label replaces the zone's text for a screen reader: the rules are read after it.
        aria-describedby={refusal === null ? rulesId : `${rulesId} ${refusalId}`}
        data-testid="photo-drop-zone"
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          border: `2px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: dragging ? token.colorPrimaryBg : token.colorFillAlter,
          padding: 24,
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        {file ? (
          <>
            {preview && (
              <img
                src={preview}
                alt="Preview of the selected photo"
                style={{ maxHeight: 160, maxWidth: '100%', objectFit: 'contain', marginBottom: 8 }}
              />
            )}
            <Typography.Paragraph strong style={{ marginBottom: 0 }}>
              {file.name} ({sizeText(file.size)})
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              Click or drop to choose another photo
            </Typography.Text>
          </>
        ) : (
          <>
            <CloudUploadOutlined style={{ fontSize: 36, color: token.colorPrimary }} aria-hidden />
            <Typography.Paragraph strong style={{ margin: '8px 0 0' }}>
              Drag and drop a photo here, or click to browse
            </Typography.Paragraph>
          </>
        )}
      </div>
      <Typography.Paragraph id={rulesId} type="secondary" style={{ margin: 0 }}>
        {photoUploadMessages.albumRules}
      </Typography.Paragraph>
      {refusal !== null && (
        // Not announced again: the toast is an alert already. Read with the drop zone instead.
        <Typography.Paragraph id={refusalId} type="danger" style={{ margin: 0 }}>
          {refusal}
        </Typography.Paragraph>
      )}
    </>
  );
}
