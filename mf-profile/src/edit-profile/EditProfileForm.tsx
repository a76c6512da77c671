import { Form } from 'antd';
import type { SavedProfile } from '@reunion/contracts';
import { profileDraftKey, useCurrentUser, useToast } from '@reunion/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { useDeleteProfile } from '../api/useDeleteProfile';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { formValuesFromProfile, type ProfileFormValues } from '../profile-form/formValues';
import { RestoredDraftNotice } from '../profile-form/draft/RestoredDraftNotice';
import { useProfileFormDraft } from '../profile-form/draft/useProfileFormDraft';
import { ProfileForm } from '../profile-form/ProfileForm';
import { SubmitStatusNotice } from '../submit-status/SubmitStatusNotice';
import { EditFormActions } from './EditFormActions';
import { EmailAwaitingNotice } from './EmailAwaitingNotice';
import { useEditProfileSave } from './useEditProfileSave';

interface EditProfileFormProps {
  /** As its owner reads it: with a new address still waiting for its link, if any. */
  readonly profile: SavedProfile;
  readonly labelledBy: string;
  /** Whether the viewer may delete it (the server's roles decide, see permissions.ts). */
  readonly canDelete: boolean;
  /** The owner, or the class account looking after someone else's profile. */
  readonly editor: 'owner' | 'organiser';
}

/** The edit screen once the profile is loaded and the viewer may edit it. */
export function EditProfileForm({ profile, labelledBy, canDelete, editor }: EditProfileFormProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [form] = Form.useForm<ProfileFormValues>();
  const initialValues = useMemo(() => formValuesFromProfile(profile), [profile]);
  const user = useCurrentUser().data;
  const draft = useProfileFormDraft(
    form,
    user ? profileDraftKey(user.id, profile.id) : undefined,
    initialValues,
  );
  const { save, saving, notice } = useEditProfileSave(form, profile, initialValues, draft.forget);
  const deletion = useDeleteProfile(profile.id);
  const [confirming, setConfirming] = useState(false);

  // A profile saved before the rules may have its departure before the arrival, or a date far from
  // the reunion: say so at once, on the field, rather than at the next save (docs/profiles.md,
  // "Validation"). The fields' own rules decide, so dates that keep them show nothing.
  useEffect(() => {
    if (profile.arrivalDate !== null || profile.departureDate !== null)
      form.validateFields(['arrivalDate', 'departureDate']).catch(() => undefined);
  }, [form, profile]);

  const confirmDelete = async () => {
    try {
      await deletion.remove(() => {
        setConfirming(false);
        toast({
          title: 'Profile Deleted',
          description: 'Your profile has been successfully deleted.',
        });
        // The profile is gone, and what was changed on it with it: nothing to ask about.
        draft.forget();
        navigate('/');
      });
    } catch (error) {
      setConfirming(false);
      notice.show('error', 'Failed to delete profile');
      toast({
        title: 'Error',
        description: `Failed to delete profile: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <SubmitStatusNotice status={notice.status} message={notice.message} onClose={notice.close} />
      <RestoredDraftNotice
        restoredAt={draft.restoredAt}
        photosLeftOut={draft.photosLeftOut}
        onDiscard={draft.discard}
      />
      <EmailAwaitingNotice address={profile.emailAwaitingConfirmation} />
      <ProfileForm
        form={form}
        initialValues={initialValues}
        labelledBy={labelledBy}
        disabled={saving !== undefined || deletion.pending}
        editor={editor}
        onChange={draft.noteChange}
      >
        <EditFormActions
          profileId={profile.id}
          status={profile.status}
          saving={saving}
          onSave={(action) => void save(action)}
          onDelete={canDelete ? () => setConfirming(true) : undefined}
        />
      </ProfileForm>
      <ConfirmDeleteDialog
        open={confirming}
        title="Are you sure you want to delete?"
        description="This action cannot be undone. This will permanently delete your profile."
        confirmText="Yes, Delete"
        cancelText="No, Cancel"
        pending={deletion.pending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
