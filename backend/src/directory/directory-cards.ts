import {
  type DirectoryCard,
  type DirectoryCardField,
  directoryCardFields,
  visibleFields,
} from '@reunion/contracts';
import { contactSettingsOf, type ContactVisibilityColumns } from '../profiles/profile-contacts.js';
import type { ProfileEntity } from '../profiles/profile.entity.js';
import { thumbnailUrl } from './thumbnail-route.js';

/** One published profile as the directory reads it: only the columns a card needs. */
export type CardRow = Pick<
  ProfileEntity,
  'id' | DirectoryCardField | 'thumbnailKey' | 'createdAt' | 'updatedAt'
> &
  ContactVisibilityColumns & { firstPhoto: string | null };

/**
 * Who a list of cards is for. The directory is what the class sees of each other: a member's
 * own card shows what the classmates see of it, so the list stays one per audience.
 */
export type DirectoryAudience = 'classmate' | 'organiser';

export function toCard(row: CardRow, audience: DirectoryAudience): DirectoryCard {
  return {
    id: row.id,
    ...visibleFields(row, directoryCardFields, audience, contactSettingsOf(row)),
    thumbnailUrl: thumbnailUrl(row.thumbnailKey, row.firstPhoto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
