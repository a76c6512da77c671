import type { FormInstance } from 'antd';
import { profileMessages } from '@reunion/contracts';
import { useToast } from '@reunion/web-kit';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { errorMessage, invalidFieldsOf } from '../api/errors';
import { withEmailAwaiting } from '../profile-form/emailAwaiting';
import { savedElsewhere } from '../profile-form/savedElsewhere';
import { useInvalidateProfiles } from '../api/useInvalidateProfiles';
import { labelOfField } from '../profile-form/fieldLabels';
import type { ProfileFormValues } from '../profile-form/formValues';
import { saveOntoLatest } from '../profile-form/saveOntoLatest';
import {
  showServerFieldErrors,
  validateRequiredFields,
  validateWholeForm,
} from '../profile-form/validation';
import { useSubmitStatus } from '../submit-status/useSubmitStatus';
import { needsFullValidation, savedToast, statusAfter, type EditAction } from './editActions';

export const editMessages = {
  failed: (message: string) => `Failed to update profile: ${message}`,
  checkFields: (labels: string[]) => `Please check these fields: ${labels.join(', ')}`,
} as const;

/**
 * Edit (docs/pages.md, "Edit profile"): validate as the action requires, PATCH, then go to the
 * profile page. A save refused because the profile was saved elsewhere meanwhile is made again on
 * the newer version (saveOntoLatest); when even that cannot be, the profile is loaded again: the
 * edit page then draws a new form, which puts the draft (what was changed here) back on top.
 */
export function useEditProfileSave(
  form: FormInstance<ProfileFormValues>,
  { id: profileId, updatedAt }: { id: number; updatedAt: string },
  /** The form as it opened on that version. */
  opened: ProfileFormValues,
  /** Told once the server has the changes (the form's local draft is then forgotten). */
  onSaved: () => void,
) {
  const navigate = useNavigate();
  const invalidate = useInvalidateProfiles();
  const { toast } = useToast();
  const notice = useSubmitStatus();
  const [saving, setSaving] = useState<EditAction>();

  const save = async (action: EditAction) => {
    const full = needsFullValidation(action);
    const valid = full ? await validateWholeForm(form) : await validateRequiredFields(form);
    if (!valid) {
      toast({
        title: 'Validation Error',
        description: full
          ? profileMessages.fixErrorsBeforePublishing
          : profileMessages.requiredFieldsBeforeSaving,
        variant: 'destructive',
      });
      return;
    }
    setSaving(action);
    notice.show('submitting');
    try {
      const { answer: saved } = await saveOntoLatest(profileId, {
        values: form.getFieldsValue(true) as ProfileFormValues,
        base: opened,
        basedOn: updatedAt,
        status: statusAfter[action],
        keepsStatus: action === 'save' || action === 'saveDraft',
      });
      onSaved();
      await invalidate(profileId);
      const { title, description } = savedToast[action];
      toast({ title, description: withEmailAwaiting(description, saved) });
      navigate(`/profile/${profileId}`);
    } catch (error) {
      if (savedElsewhere(error)) {
        notice.close();
        toast({ title: profileMessages.profileChanged });
        await invalidate(profileId);
        // Only when the newer version could not be loaded is this form still there.
        setSaving(undefined);
        return;
      }
      const message = editMessages.failed(errorMessage(error));
      notice.show('error', message);
      // The form is enabled again before a field in error is focused: a disabled one cannot be.
      flushSync(() => setSaving(undefined));
      const fields = invalidFieldsOf(error);
      if (fields) {
        showServerFieldErrors(form, fields);
        toast({
          title: 'Validation Issues',
          description: editMessages.checkFields(Object.keys(fields).map(labelOfField)),
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: message, variant: 'destructive' });
      }
    }
  };

  return { save, saving, notice };
}
