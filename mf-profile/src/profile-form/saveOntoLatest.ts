import type { ProfileStatus, SavedProfile } from '@reunion/contracts';
import { updateProfile } from '../api/profileApi';
import { photosForRequest } from '../photos/photoItems';
import type { ProfileFormValues } from './formValues';
import { toRequestBody } from './requestBody';
import { savedElsewhere } from './savedElsewhere';

/** A form's save: its values, what it started from, and the version that was. */
export interface FormSave {
  values: ProfileFormValues;
  /** The profile at `basedOn`, as form values (formValuesFromProfile). */
  base: ProfileFormValues;
  basedOn: string;
  status: ProfileStatus;
  /**
   * Whether the save only keeps the status the form opened with (Save, Save Draft): made again on
   * a newer version, it keeps that version's, so a publish or unpublish made elsewhere stays.
   */
  keepsStatus: boolean;
}

/** The answer to a save, and the values the profile now holds as a form. */
export interface FormSaved {
  answer: SavedProfile;
  sent: ProfileFormValues;
}

/** PATCH /api/profiles/{id} of `sent`, as `status`, based on `version`. */
export type SendSave = (
  sent: ProfileFormValues,
  version: string,
  status: ProfileStatus,
) => Promise<FormSaved>;

/**
 * PATCH /api/profiles/{id} of a form, based on the version it started from. Refused because the
 * profile was saved elsewhere since (412), it is made once more on the newer version, with what
 * was changed here on top (saveAgainOnNewer.ts): a confirmed address, an RSVP answered by mail or
 * the class account's fix is kept, and nothing typed here is lost. Only when that cannot be does
 * the 412 reach the form.
 */
export async function saveOntoLatest(id: number, save: FormSave): Promise<FormSaved> {
  const send: SendSave = async (sent, version, status) => ({
    answer: await updateProfile(id, {
      ...toRequestBody(sent, status, await photosForRequest(sent.photos)),
      basedOn: version,
    }),
    sent,
  });
  try {
    return await send(save.values, save.basedOn, save.status);
  } catch (error) {
    if (!savedElsewhere(error)) throw error;
    // Loaded only for this, which few saves meet.
    const { saveAgainOnNewer } = await import('./saveAgainOnNewer');
    return saveAgainOnNewer(id, save, send, error);
  }
}
