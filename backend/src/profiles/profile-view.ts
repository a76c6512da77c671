import { type ContactAudience, type Profile, withContactsFor } from '@reunion/contracts';
import { fileUrl } from '../storage/file-url.js';
import { contactSettingsOf } from './profile-contacts.js';
import type { ProfileEntity } from './profile.entity.js';

/** What the view reads of a row: every column but the directory's thumbnail, no relation. */
export type ProfileViewRow = Omit<ProfileEntity, 'user' | 'thumbnailKey' | 'rsvpNudgesStoppedAt'>;

/**
 * The only shape a profile leaves the server in (contracts' profileSchema): photos as URLs of
 * their files, never bytes, no relation objects, and only the contact details the audience may
 * see (the settings themselves go to the owner and the organisers).
 */
export function toProfileView(row: ProfileViewRow, audience: ContactAudience): Profile {
  const contactVisibility = contactSettingsOf(row);
  const view: Profile = {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    country: row.country,
    city: row.city,
    currentRole: row.currentRole,
    company: row.company,
    industry: row.industry,
    professionalJourney: row.professionalJourney,
    personalJourney: row.personalJourney,
    favoriteMemory: row.favoriteMemory,
    thinkingChange: row.thinkingChange,
    futureHopes: row.futureHopes,
    adviceToSelf: row.adviceToSelf,
    freeTimeActivity: row.freeTimeActivity,
    insightFromINSEAD: row.insightFromINSEAD,
    karaokeeSong: row.karaokeeSong,
    excitedAbout: row.excitedAbout,
    photos: row.photos.map(fileUrl),
    attending: row.attending,
    parisGathering: row.parisGathering,
    arrivalDate: row.arrivalDate,
    departureDate: row.departureDate,
    accommodation: row.accommodation,
    accommodationTown: row.accommodationTown,
    kidsCount: row.kidsCount,
    kidsAges: row.kidsAges,
    connectionInterests: row.connectionInterests,
    additionalNotes: row.additionalNotes,
    aiChatOptOut: row.aiChatOptOut,
    ...(audience === 'classmate' ? {} : { contactVisibility }),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return withContactsFor(view, contactVisibility, audience);
}
