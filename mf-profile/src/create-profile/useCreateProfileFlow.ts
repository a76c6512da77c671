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
import { createProfile, updateProfile } from '../api/profileApi';
import { withEmailAwaiting } from '../profile-form/emailAwaiting';
import { savedElsewhere, savedElsewhereToast } from '../profile-form/savedElsewhere';
import { useInvalidateProfiles } from '../api/useInvalidateProfiles';
import { profileQuery } from '../api/useProfileQuery';
import { photosForRequest, storedPhotoItems } from '../photos/photoItems';
import type { ProfileFormValues } from '../profile-form/formValues';
import { toRequestBody } from '../profile-form/requestBody';
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
  // The profile a first save created: later saves update it, and the form's draft is its own.
  const [savedId, setSavedId] = useState<number>();
  // Its version as saved here: a later save is refused if saved over elsewhere meanwhile.
  const [basedOn, setBasedOn] = useState<string>();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  /** The profile as stored, and the save's answer (which names an address left waiting). */
  const send = async (status: ProfileStatus): Promise<[Profile, SavedProfile]> => {
    const values = form.getFieldsValue(true) as ProfileFormValues;
    const body = toRequestBody(values, status, await photosForRequest(values.photos));
    const id = savedId;
    if (id === undefined) {
      const created = await createProfile(body);
      return [created, created];
    }
    const answer = await updateProfile(id, { ...body, basedOn });
    // The stored photo URLs come from the profile itself.
    return [await queryClient.fetchQuery({ ...profileQuery(id), staleTime: 0 }), answer];
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
      const [saved, answer] = await send(status);
      void invalidate(saved.id);
      if (status === 'published') {
        onSaved();
        setPublished(saved);
        notice.show('success', createMessages.publishedBanner);
        toast({
          title: 'Profile Published',
          description: withEmailAwaiting('Your profile is now visible to your classmates.', answer),
        });
        redirect.current = setTimeout(() => navigate('/search'), PUBLISH_REDIRECT_MS);
      } else {
        setSavedId(saved.id);
        // The save's own answer: the profile read after it may hold a later save made elsewhere.
        setBasedOn(answer.updatedAt);
        // The new files are stored now: keep editing against their URLs, not re-send them.
        form.setFieldValue('photos', storedPhotoItems(saved.photos ?? []));
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
      // Saved over elsewhere since: the edit form opens on the newer version, with the draft (the
      // changes since the last save here) put back on top.
      if (savedElsewhere(error) && savedId !== undefined) {
        toast(savedElsewhereToast);
        navigate(`/profile/edit/${savedId}`);
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

  return { save, saving, published, savedId, notice };
}
