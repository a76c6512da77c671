import type { FormInstance } from 'antd';
import {
  profileMessages,
  type Profile,
  type ProfileStatus,
  type SavedProfile,
} from '@reunion/contracts';
import { ApiRequestError, useToast } from '@reunion/web-kit';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { errorMessage, invalidFieldsOf } from '../api/errors';
import { createProfile } from '../api/profileApi';
import { withEmailAwaiting } from '../profile-form/emailAwaiting';
import { savedElsewhere } from '../profile-form/savedElsewhere';
import { useInvalidateProfiles } from '../api/useInvalidateProfiles';
import { photosForRequest, storedPhotoItems } from '../photos/photoItems';
import { formValuesFromProfile, type ProfileFormValues } from '../profile-form/formValues';
import { toRequestBody } from '../profile-form/requestBody';
import { saveOntoLatest } from '../profile-form/saveOntoLatest';
import { showServerFieldErrors, validateWholeForm } from '../profile-form/validation';
import { PUBLISH_REDIRECT_MS } from '../submit-status/timings';
import { useSubmitStatus } from '../submit-status/useSubmitStatus';

export const createMessages = {
  publishedBanner: 'Your profile has been published! Taking you to the class directory...',
  draftBanner: 'Your draft has been saved. You can keep editing or finish it later.',
  failed: (message: string) => `Failed to create profile: ${message}`,
} as const;

/**
 * The create flow (docs/pages.md, "Create profile"): editing → submitting → published (banner, then
 * /search after 2 s) or back to editing after a draft (the banner closes itself after 4 s). A draft
 * saved here is then edited in place: later saves PATCH it, because a second POST would be a second
 * profile.
 */
export function useCreateProfileFlow(
  form: FormInstance<ProfileFormValues>,
  /**
   * Told once the server has the profile, and the form holds it as saved (the form's local draft
   * is then forgotten, and later changes are counted from there).
   */
  onSaved: () => void,
) {
  const navigate = useNavigate();
  const invalidate = useInvalidateProfiles();
  const { toast } = useToast();
  const notice = useSubmitStatus();
  const [saving, setSaving] = useState<ProfileStatus>();
  const [published, setPublished] = useState<Profile>();
  // The profile a first save created (later saves update it, and the form's draft is its own): the
  // version of it saved here, as the server holds it (`base`, saveOntoLatest) and as the form
  // held it then (`values`, where the form's draft counts changes from).
  const [saved, setSaved] = useState<{
    id: number;
    version: string;
    base: ProfileFormValues;
    values: ProfileFormValues;
  }>();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  /**
   * The save's answer (the profile as stored, naming an address left waiting) and the form's
   * values as saved (a later save refused as saved over elsewhere is merged: saveOntoLatest).
   */
  const send = async (
    status: ProfileStatus,
  ): Promise<{ answer: SavedProfile; sent: ProfileFormValues }> => {
    const values = form.getFieldsValue(true) as ProfileFormValues;
    if (saved === undefined) {
      const answer = await createProfile(
        toRequestBody(values, status, await photosForRequest(values.photos)),
      );
      return { answer, sent: values };
    }
    return saveOntoLatest(saved.id, {
      values,
      base: saved.base,
      basedOn: saved.version,
      status,
      keepsStatus: false,
    });
  };

  const save = async (status: ProfileStatus) => {
    if (!(await validateWholeForm(form))) {
      toast({
        title: 'Validation Error',
        description:
          status === 'draft'
            ? profileMessages.fixErrorsBeforeSaving
            : profileMessages.fixErrorsBeforeSubmitting,
        variant: 'destructive',
      });
      return;
    }
    setSaving(status);
    notice.show('submitting');
    try {
      const { answer, sent } = await send(status);
      void invalidate(answer.id);
      if (status === 'published') {
        onSaved();
        setPublished(answer);
        notice.show('success', createMessages.publishedBanner);
        toast({
          title: 'Profile Published',
          description: withEmailAwaiting('Your profile is now visible to your classmates.', answer),
        });
        redirect.current = setTimeout(() => navigate('/search'), PUBLISH_REDIRECT_MS);
      } else {
        // What was saved, merged or not; the new files are stored now: keep editing against their
        // URLs, not re-send them.
        form.setFieldsValue({ ...sent, photos: storedPhotoItems(answer.photos ?? []) });
        setSaved({
          id: answer.id,
          version: answer.updatedAt,
          base: formValuesFromProfile(answer),
          values: form.getFieldsValue(true) as ProfileFormValues,
        });
        onSaved();
        notice.show('success', createMessages.draftBanner);
        toast({
          title: 'Draft Saved',
          description: withEmailAwaiting(
            'Your profile draft has been saved. You can complete it later.',
            answer,
          ),
        });
      }
    } catch (error) {
      // Saved over elsewhere since, and not to be merged: the edit form opens on the newer
      // version, with the draft (the changes since the last save here) put back on top.
      if (savedElsewhere(error) && saved !== undefined) {
        toast({ title: profileMessages.profileChanged });
        navigate(`/profile/edit/${saved.id}`);
        return;
      }
      // The draft saved here was deleted elsewhere since: the next save creates the profile anew.
      if (error instanceof ApiRequestError && error.status === 404) setSaved(undefined);
      const message = createMessages.failed(errorMessage(error));
      notice.show('error', message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      const fields = invalidFieldsOf(error);
      if (fields) {
        // The form is enabled again before a field in error is focused: a disabled one cannot be.
        flushSync(() => setSaving(undefined));
        showServerFieldErrors(form, fields);
      }
    } finally {
      setSaving(undefined);
    }
  };

  return { save, saving, published, saved, notice };
}
