import { Button, Flex } from 'antd';
import type { ProfileStatus } from '@reunion/contracts';
import { ButtonLink } from '@reunion/web-kit';

interface CreateFormActionsProps {
  readonly saving: ProfileStatus | undefined;
  readonly onSave: (status: ProfileStatus) => void;
}

export function CreateFormActions({ saving, onSave }: CreateFormActionsProps) {
  return (
    <Flex gap={12} wrap justify="flex-end">
      <ButtonLink to="/search">Cancel</ButtonLink>
      <Button
        onClick={() => onSave('draft')}
        loading={saving === 'draft'}
        disabled={saving !== undefined}
      >
        Save Draft
      </Button>
      <Button
        type="primary"
        onClick={() => onSave('published')}
        loading={saving === 'published'}
        disabled={saving !== undefined}
      >
        Submit Profile
      </Button>
    </Flex>
  );
}
