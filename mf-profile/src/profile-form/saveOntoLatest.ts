import type { ProfileStatus, SavedProfile } from '@reunion/contracts';
import { getProfile, updateProfile } from '../api/profileApi';
import { photosForRequest } from '../photos/photoItems';
import { formValuesFromProfile, type ProfileFormValues } from './formValues';
import { mergeOntoNewer } from './mergeOntoNewer';
import { toRequestBody } from './requestBody';
import { savedElsewhere } from './savedElsewhere';

/** A form's save: its values, what it started from, and the version that was. */
export interface FormSave {
  values: ProfileFormValues;
  base: ProfileFormValues;
  basedOn: string;
  status: ProfileStatus;
}

/**
 * PATCH /api/profiles/{id} of a form, based on the version it started from. Refused because the
 * profile was saved elsewhere since (412), it is made once more on the newer version, with what
 * was changed here on top (mergeOntoNewer): a confirmed address, an RSVP answered by mail or the
 * class account's fix is kept, and nothing typed here is lost. Only when that cannot be (both
 * changed the photos, or it is refused again) does the 412 reach the form. With the answer, the
 * values the profile now holds as a form (`sent`).
 */
export async function saveOntoLatest(
  id: number,
  { values, base, basedOn, status }: FormSave,
): Promise<{ answer: SavedProfile; sent: ProfileFormValues }> {
  const send = async (sent: ProfileFormValues, version: string) => ({
    answer: await updateProfile(id, {
      ...toRequestBody(sent, status, await photosForRequest(sent.photos)),
      basedOn: version,
    }),
    sent,
  });
  try {
    return await send(values, basedOn);
  } catch (error) {
    if (!savedElsewhere(error)) throw error;
    const newer = await getProfile(id);
    const merged = mergeOntoNewer(base, values, formValuesFromProfile(newer));
    if (!merged) throw error;
    return send(merged, newer.updatedAt);
  }
}
