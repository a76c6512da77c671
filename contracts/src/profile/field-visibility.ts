import {
  type ContactAudience,
  type ContactField,
  type ContactVisibilitySettings,
  contactVisibleTo,
} from './contact-visibility.js';
import {
  type FieldsWith,
  type ProfileFieldName,
  profileFieldTable,
} from './profile-field-table.js';

/** The fields some reader may not see: null for that reader. */
export type RestrictedField = Exclude<ProfileFieldName, FieldsWith<'seenBy', 'classmates'>>;

/** Whether `reader` may see `field` of a profile whose owner chose `settings`. */
export function fieldVisibleTo(
  field: ProfileFieldName,
  reader: ContactAudience,
  settings: Readonly<ContactVisibilitySettings>,
): boolean {
  const { seenBy } = profileFieldTable[field];
  // Only contact fields are declared 'member-chooses' (field-visibility.spec.ts checks it).
  return contactVisibleTo(
    seenBy === 'member-chooses' ? settings[field as ContactField] : seenBy,
    reader,
  );
}

/** What `reader` gets of `values`: restricted fields may be null. */
export type VisibleFields<T> = {
  [K in keyof T]: K extends RestrictedField ? T[K] | null : T[K];
};

/**
 * The one projection every read of a profile goes through on the server: `fields` of `values`,
 * in that order, each one `reader` may not see set to null, so the value never leaves the
 * server. Nothing else of `values` is copied, so a read path carries exactly the fields it names.
 */
export function visibleFields<
  T extends Partial<Record<ProfileFieldName, unknown>>,
  K extends keyof T & ProfileFieldName,
>(
  values: T,
  fields: readonly K[],
  reader: ContactAudience,
  settings: Readonly<ContactVisibilitySettings>,
): VisibleFields<Pick<T, K>> {
  const shown = {} as Record<K, unknown>;
  for (const field of fields)
    shown[field] = fieldVisibleTo(field, reader, settings) ? values[field] : null;
  return shown as VisibleFields<Pick<T, K>>;
}
