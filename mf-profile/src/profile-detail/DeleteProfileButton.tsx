import { Button } from 'antd';
import { useToast } from '@reunion/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { useDeleteProfile } from '../api/useDeleteProfile';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';

/**
 * Delete from the profile page: confirm, then back to the directory (docs/pages.md, "A profile").
 */
export function DeleteProfileButton({ profileId }: { readonly profileId: number }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const deletion = useDeleteProfile(profileId);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await deletion.remove(() => {
        setConfirming(false);
        toast({
          title: 'Profile deleted',
          description: 'The profile has been successfully deleted.',
        });
        navigate('/search');
      });
    } catch (error) {
      setConfirming(false);
      toast({ title: 'Delete failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <Button danger onClick={() => setConfirming(true)}>
        Delete Profile
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the profile and all associated data."
        confirmText="Delete Profile"
        pendingText="Deleting..."
        cancelText="Cancel"
        pending={deletion.pending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
