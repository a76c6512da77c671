import {
  type Profile,
  type ContactAudience,
  profileFieldNames,
  visibleFields,
} from '@reunion/contracts';
import { fileUrl } from '../storage/file-url.js';
import { contactSettingsOf } from './profile-contacts.js';
import type { ProfileEntity } from './profile.entity.js';

/** What the view reads of a row: every column but the directory's thumbnail, no relation. */
export type ProfileViewRow = Omit<ProfileEntity, 'user' | 'thumbnailKey' | 'rsvpNudgesStoppedAt'>;

/**
 * The only shape a profile leaves the server in (contracts' profileSchema): every declared field
 * through the one projection (contracts' visibleFields), photos as URLs of their files, never
 * bytes, no relation objects; the contact settings go to the owner and the organisers only.
 */
export function toProfileView(row: ProfileViewRow, reader: ContactAudience): Profile {
  const contactVisibility = contactSettingsOf(row);
  const fields = { ...row, photos: row.photos.map(fileUrl) };
  return {
    id: row.id,
    userId: row.userId,
    ...visibleFields(fields, profileFieldNames, reader, contactVisibility),
    ...(reader === 'classmate' ? {} : { contactVisibility }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
