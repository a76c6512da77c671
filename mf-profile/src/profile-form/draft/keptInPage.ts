import { draftForgotten, PROFILE_DRAFTS_FORGOTTEN } from '@reunion/web-kit';
import type { ProfileFormValues } from '../formValues';

/**
 * A profile form's changes kept in this page's memory while the site is open, beside the draft
 * in the browser's storage: the photos (files that storage cannot hold), and everything when the
 * browser refuses storage. A move to another page of the site and back (the menu, Back) then
 * loses nothing (docs/profiles.md, "What you typed is kept on this device"). One form at a time:
 * a member edits one, and a form of another member or profile empties it.
 */
interface KeptInPage {
  /** The draft's key (profileDraftKey): the member and the profile. */
  readonly key: string;
  /** The photos the form started with: kept photos are put back only on the same start. */
  readonly start: string;
  readonly values: KeptValues;
  readonly keptAt: string;
}

/** The fields changed (draftValues.ts, changedValues) and the photos as they are. */
export type KeptValues = Partial<ProfileFormValues> & Pick<ProfileFormValues, 'photos'>;

let kept: KeptInPage | undefined;

const photoKeys = (values: Pick<ProfileFormValues, 'photos'>) =>
  JSON.stringify(values.photos.map((photo) => photo.key));

// Signing out forgets every draft, and signing in every other member's: this one with them
// when it is among them (web-kit's forgetProfileDrafts).
if (typeof window !== 'undefined') {
  window.addEventListener(PROFILE_DRAFTS_FORGOTTEN, (event) => {
    if (kept && draftForgotten(event, kept.key)) kept = undefined;
  });
}

/** Keeps the form's changes as they are now, for the form that started as `initial`. */
export function keepInPage(key: string, initial: ProfileFormValues, values: KeptValues) {
  kept = { key, start: photoKeys(initial), values, keptAt: new Date().toISOString() };
}

/**
 * What the page kept of this form, whether photos were chosen or removed in it, and whether they
 * still apply: only to a form that starts with the same photos (another save may have changed
 * them). A form of another member or profile empties the page's memory.
 */
export function keptInPage(
  key: string,
  initial: ProfileFormValues,
): { values: KeptValues; keptAt: string; photosChosen: boolean; samePhotos: boolean } | undefined {
  if (kept?.key !== key) {
    kept = undefined;
    return undefined;
  }
  return {
    ...kept,
    photosChosen: kept.start !== photoKeys(kept.values),
    samePhotos: kept.start === photoKeys(initial),
  };
}

export function forgetInPage(key: string): void {
  if (kept?.key === key) kept = undefined;
}
