import { Button, Flex } from 'antd';
import type { ProfileStatus } from '@reunion/contracts';
import { editActionsFor, editActionText, primaryEditAction, type EditAction } from './editActions';
import { ButtonLink } from '@reunion/web-kit';

interface EditFormActionsProps {
  readonly profileId: number;
  readonly status: ProfileStatus;
  readonly saving: EditAction | undefined;
  readonly onSave: (action: EditAction) => void;
  /** Absent when the viewer may not delete this profile (the class account edits, it does not delete). */
  readonly onDelete?: () => void;
}

export function EditFormActions({
  profileId,
  status,
  saving,
  onSave,
  onDelete,
}: EditFormActionsProps) {
  const primary = primaryEditAction[status];
  return (
    <Flex gap={12} wrap justify={onDelete ? 'space-between' : 'flex-end'}>
      {onDelete && (
        <Button danger onClick={onDelete} disabled={saving !== undefined}>
          Delete
        </Button>
      )}
      <Flex gap={12} wrap>
        <ButtonLink to={`/profile/${profileId}`}>Cancel</ButtonLink>
        {editActionsFor[status].map((action) => (
          <Button
            key={action}
            type={action === primary ? 'primary' : 'default'}
            onClick={() => onSave(action)}
            loading={saving === action}
            disabled={saving !== undefined}
          >
            {editActionText[action]}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
