import { changedValues, photosChanged } from './draft/draftValues';
import type { ProfileFormValues } from './formValues';

/**
 * A form's save made again on a newer version of its profile, saved elsewhere since the form's
 * `base` (docs/profiles.md, "Two saves of one profile"): the newer values, with what was changed
 * here on top. A field both changed keeps what was typed here, the latest word; a field only the
 * other save changed keeps that change. Undefined when both changed the photos: files chosen here
 * cannot be merged with another save's, so the person chooses again.
 */
export function mergeOntoNewer(
  base: ProfileFormValues,
  mine: ProfileFormValues,
  newer: ProfileFormValues,
): ProfileFormValues | undefined {
  const myPhotos = photosChanged(base, mine);
  if (myPhotos && photosChanged(base, newer)) return undefined;
  return { ...newer, ...changedValues(base, mine), photos: myPhotos ? mine.photos : newer.photos };
}
