import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  profileMessages,
  type Profile,
  type ProfileStatus,
  type SavedProfile,
} from '@reunion/contracts';
import { useToast } from '@reunion/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, invalidFieldsOf } from '../api/errors';
import { createProfile } from '../api/profileApi';
import { withEmailAwaiting } from '../profile-form/emailAwaiting';
import { savedElsewhere, savedElsewhereToast } from '../profile-form/savedElsewhere';
import { useInvalidateProfiles } from '../api/useInvalidateProfiles';
import { profileQuery } from '../api/useProfileQuery';
import { photosForRequest, storedPhotoItems } from '../photos/photoItems';
import type { ProfileFormValues } from '../profile-form/formValues';
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
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProfiles();
  const { toast } = useToast();
  const notice = useSubmitStatus();
  const [saving, setSaving] = useState<ProfileStatus>();
  const [published, setPublished] = useState<Profile>();
  // The profile a first save created (later saves update it, and the form's draft is its own), the
  // version of it saved here and the form as it was then (saveOntoLatest).
  const [saved, setSaved] = useState<{ id: number; version: string; values: ProfileFormValues }>();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  /**
   * The profile as stored, the save's answer (which names an address left waiting) and the form's
   * values as saved (a later save refused as saved over elsewhere is merged: saveOntoLatest).
   */
  const send = async (
    status: ProfileStatus,
  ): Promise<[Profile, SavedProfile, ProfileFormValues]> => {
    const values = form.getFieldsValue(true) as ProfileFormValues;
    if (saved === undefined) {
      const created = await createProfile(
        toRequestBody(values, status, await photosForRequest(values.photos)),
      );
      return [created, created, values];
    }
    const { answer, sent } = await saveOntoLatest(saved.id, {
      values,
      base: saved.values,
      basedOn: saved.version,
      status,
    });
    // The stored photo URLs come from the profile itself.
    const stored = await queryClient.fetchQuery({ ...profileQuery(saved.id), staleTime: 0 });
    return [stored, answer, sent];
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
      const [stored, answer, sent] = await send(status);
      void invalidate(stored.id);
      if (status === 'published') {
        onSaved();
        setPublished(stored);
        notice.show('success', createMessages.publishedBanner);
        toast({
          title: 'Profile Published',
          description: withEmailAwaiting('Your profile is now visible to your classmates.', answer),
        });
        redirect.current = setTimeout(() => navigate('/search'), PUBLISH_REDIRECT_MS);
      } else {
        // What was saved, merged or not; the new files are stored now: keep editing against their
        // URLs, not re-send them.
        form.setFieldsValue({ ...sent, photos: storedPhotoItems(stored.photos ?? []) });
        // The save's own answer: the profile read after it may hold a later save made elsewhere.
        setSaved({
          id: stored.id,
          version: answer.updatedAt,
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
        toast(savedElsewhereToast);
        navigate(`/profile/edit/${saved.id}`);
        return;
      }
      const message = createMessages.failed(errorMessage(error));
      notice.show('error', message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      const fields = invalidFieldsOf(error);
      if (fields) showServerFieldErrors(form, fields);
    } finally {
      setSaving(undefined);
    }
  };

  return { save, saving, published, saved, notice };
}
