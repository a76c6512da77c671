import {
  type ContactAudience,
  contactFields,
  contactVisibleTo,
  type ContactVisibilitySettings,
} from '@reunion/contracts';
import type { ProfileEntity } from './profile.entity.js';

/** The three visibility columns of a profile row. */
export type ContactVisibilityColumns = Pick<
  ProfileEntity,
  'emailVisibility' | 'phoneNumberVisibility' | 'cityVisibility'
>;

/** A row's columns as the contracts' settings. */
export function contactSettingsOf(row: ContactVisibilityColumns): ContactVisibilitySettings {
  return {
    email: row.emailVisibility,
    phoneNumber: row.phoneNumberVisibility,
    city: row.cityVisibility,
  };
}

/** The contracts' settings as a row's columns. */
export function contactColumnsOf(settings: ContactVisibilitySettings): ContactVisibilityColumns {
  return {
    emailVisibility: settings.email,
    phoneNumberVisibility: settings.phoneNumber,
    cityVisibility: settings.city,
  };
}

type ContactValues = Pick<ProfileEntity, 'email' | 'phoneNumber' | 'city'>;

/**
 * What a save by `audience` writes of the contact details and their settings. A detail hidden
 * from the editor reached the form as null, so the body's value for it is not the editor's
 * choice: the stored one stays. Only the owner decides who sees what; a body without settings
 * keeps the stored ones.
 */
export function contactsAfterSave(
  stored: ContactValues & ContactVisibilityColumns,
  body: ContactValues & { contactVisibility?: ContactVisibilitySettings | undefined },
  audience: ContactAudience,
): ContactValues & ContactVisibilityColumns {
  const settings = contactSettingsOf(stored);
  const values = { ...body };
  for (const field of contactFields)
    if (!contactVisibleTo(settings[field], audience)) values[field] = stored[field];
  return {
    email: values.email,
    phoneNumber: values.phoneNumber,
    city: values.city,
    ...contactColumnsOf(audience === 'owner' ? (body.contactVisibility ?? settings) : settings),
  };
}
