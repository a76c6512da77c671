import { ApiRequestError } from '@reunion/web-kit';
import { getProfile } from '../api/profileApi';
import { formValuesFromProfile } from './formValues';
import { mergeOntoNewer } from './mergeOntoNewer';
import type { FormSave, FormSaved, SendSave } from './saveOntoLatest';

/**
 * A save refused as based on an older version (`refusal`, the 412), made again on the profile as
 * stored now, with what was changed here on top (mergeOntoNewer). The 412 is thrown back when the
 * two cannot be merged (both changed the photos), and when the server finds the merged save
 * invalid after all: the person then looks at it (docs/profiles.md, "Two saves of one profile").
 */
export async function saveAgainOnNewer(
  id: number,
  { values, base, status, keepsStatus }: FormSave,
  send: SendSave,
  refusal: unknown,
): Promise<FormSaved> {
  const newer = await getProfile(id);
  const merged = mergeOntoNewer(base, values, formValuesFromProfile(newer));
  if (!merged) throw refusal;
  const savedAs = keepsStatus && newer.status ? newer.status : status;
  return send(merged, newer.updatedAt, savedAs).catch((again: unknown) => {
    throw again instanceof ApiRequestError && again.status === 400 ? refusal : again;
  });
}
