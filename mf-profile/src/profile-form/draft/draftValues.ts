import type { ProfileFormValues } from '../formValues';

/**
 * The values a draft may keep: every one but the photos (a chosen file cannot be kept in the
 * browser's storage, and a kept address of a removed photo would bring it back). It keeps those
 * changed (changedValues).
 */
export type DraftedValues = Omit<ProfileFormValues, 'photos'>;

export function draftedValues(values: ProfileFormValues): DraftedValues {
  const { photos: _photos, ...rest } = values;
  return rest;
}

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a draft keeps: the fields that differ from how the form started, not the whole form. Put
 * back over a profile saved elsewhere meanwhile, a whole form would undo that save's changes to
 * fields the visitor never touched (docs/profiles.md, "Two saves of one profile").
 */
export function changedValues(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): Partial<DraftedValues> {
  const start = draftedValues(initial) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(draftedValues(values)).filter(([field, value]) => !same(value, start[field])),
  );
}

type WithPhotos = Pick<ProfileFormValues, 'photos'>;

/** Whether photos were chosen or removed: changes that only a save keeps. */
export function photosChanged(initial: WithPhotos, values: WithPhotos): boolean {
  const keys = (form: WithPhotos) => (form.photos ?? []).map((photo) => photo.key);
  return !same(keys(initial), keys(values));
}

// JSON keeps undefined as null: the form's own "nothing chosen" is undefined.
const fromJson = (value: unknown): unknown =>
  value === null ? undefined : Array.isArray(value) ? value.map(fromJson) : value;

/**
 * The kept values to put back: only the form's own fields, and only those still as they started
 * (what the visitor typed before the page was taken over, or since, is theirs and wins).
 */
export function valuesToRestore(
  kept: Record<string, unknown>,
  initial: ProfileFormValues,
  current: ProfileFormValues,
): Partial<DraftedValues> {
  const start = draftedValues(initial) as Record<string, unknown>;
  const now = current as Record<string, unknown>;
  const restored: Record<string, unknown> = {};
  for (const field of Object.keys(start)) {
    if (!(field in kept) || !same(now[field], start[field])) continue;
    const value = fromJson(kept[field]);
    if (!same(value, start[field])) restored[field] = value;
  }
  return restored as Partial<DraftedValues>;
}
