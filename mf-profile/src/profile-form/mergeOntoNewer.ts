import { contactFields } from '@reunion/contracts';
import { changedValues, photosChanged } from './draft/draftValues';
import type { ProfileFormValues } from './formValues';

/**
 * Fields that hold only together, taken whole from the side that changed them: half of each
 * could pair a number with another country's dialling code, a departure with an arrival after
 * it, an age list with another count of kids, a hotel with another town.
 */
const TOGETHER = [
  ['countryCode', 'phoneNumber'],
  ['arrivalDate', 'departureDate'],
  ['kidsCount', 'kidsAges'],
  ['accommodation', 'accommodationTown'],
] as const;

/**
 * A form's save made again on a newer version of its profile, saved elsewhere since the form's
 * `base` (docs/profiles.md, "Two saves of one profile"): the newer values, with what was changed
 * here on top. A field (or group, above; or contact setting, each on its own) both changed keeps
 * what was typed here, the latest word; one only the other save changed keeps that change.
 * Undefined when both changed the photos: files chosen here cannot be merged with another
 * save's, so the person chooses again.
 */
export function mergeOntoNewer(
  base: ProfileFormValues,
  mine: ProfileFormValues,
  newer: ProfileFormValues,
): ProfileFormValues | undefined {
  const myPhotos = photosChanged(base, mine);
  if (myPhotos && photosChanged(base, newer)) return undefined;
  const changed: Record<string, unknown> = changedValues(base, mine);
  const merged: Record<string, unknown> = {
    ...newer,
    ...changed,
    photos: myPhotos ? mine.photos : newer.photos,
  };
  for (const group of TOGETHER)
    if (group.some((field) => field in changed))
      for (const field of group) merged[field] = mine[field];
  merged.contactVisibility = Object.fromEntries(
    contactFields.map((field) => {
      const mineSet = mine.contactVisibility[field];
      return [
        field,
        mineSet === base.contactVisibility[field] ? newer.contactVisibility[field] : mineSet,
      ];
    }),
  );
  return merged as unknown as ProfileFormValues;
}
