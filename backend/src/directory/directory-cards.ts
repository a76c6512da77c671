import { contactVisibleTo, type DirectoryCard } from '@reunion/contracts';
import type { ProfileEntity } from '../profiles/profile.entity.js';
import { thumbnailUrl } from './thumbnail-route.js';

/** One published profile as the directory reads it: only the columns a card needs. */
export type CardRow = Pick<
  ProfileEntity,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'currentRole'
  | 'company'
  | 'industry'
  | 'city'
  | 'cityVisibility'
  | 'country'
  | 'attending'
  | 'parisGathering'
  | 'arrivalDate'
  | 'accommodation'
  | 'accommodationTown'
  | 'kidsCount'
  | 'thumbnailKey'
  | 'createdAt'
  | 'updatedAt'
> & { firstPhoto: string | null };

/**
 * Who a list of cards is for. The directory is what the class sees of each other: a member's
 * own card shows what the classmates see of it, so the list stays one per audience.
 */
export type DirectoryAudience = 'classmate' | 'organiser';

export function toCard(row: CardRow, audience: DirectoryAudience): DirectoryCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    currentRole: row.currentRole,
    company: row.company,
    industry: row.industry,
    city: contactVisibleTo(row.cityVisibility, audience) ? row.city : null,
    country: row.country,
    attending: row.attending,
    parisGathering: row.parisGathering,
    arrivalDate: row.arrivalDate,
    accommodation: row.accommodation,
    accommodationTown: row.accommodationTown,
    kidsCount: row.kidsCount,
    thumbnailUrl: thumbnailUrl(row.thumbnailKey, row.firstPhoto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
