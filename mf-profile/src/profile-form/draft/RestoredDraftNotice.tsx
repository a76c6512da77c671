import { Alert, Button } from 'antd';

interface RestoredDraftNoticeProps {
  readonly restoredAt: string | undefined;
  /** Photos chosen or removed here could not be put back (useProfileFormDraft). */
  readonly photosLeftOut: boolean;
  readonly onDiscard: () => void;
}

export const PHOTOS_LEFT_OUT =
  'Your changes to the photos were not kept: they were changed elsewhere since. Please make yours again.';

/** When the draft was kept, in the visitor's own time zone: 'Thursday, November 26 at 4:52 PM'. */
function keptWhen(savedAt: string): string {
  return new Date(savedAt).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * Says that the form holds what was typed earlier and not saved, with the way back to the saved
 * profile (docs/profiles.md, "What you typed is kept on this device"). The region stays in the
 * page so its text is announced when it appears.
 */
export function RestoredDraftNotice({
  restoredAt,
  photosLeftOut,
  onDiscard,
}: RestoredDraftNoticeProps) {
  return (
    <div role="status" data-testid="restored-draft">
      {restoredAt !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Restored what you typed on ${keptWhen(restoredAt)}. It is not saved yet.`}
          description={photosLeftOut ? PHOTOS_LEFT_OUT : undefined}
          action={
            <Button size="small" onClick={onDiscard}>
              Discard
            </Button>
          }
        />
      )}
    </div>
  );
}
