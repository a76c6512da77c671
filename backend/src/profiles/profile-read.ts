import type { DataSource } from 'typeorm';
import type { ProfileViewRow } from './profile-view.js';

/**
 * GET /api/profiles/:id's read: one plain SELECT whose columns are named as the entity's
 * properties, so the row goes straight to toProfileView. TypeORM's findOneBy built the query
 * and hydrated an entity on every call, a measurable share of this hot path's time (issue 9,
 * bench/RESULTS.md "API"). `to_char` keeps the dates calendar days, as the entity reads them
 * (pg would make them local-time Dates). bench/baseline-server.mjs runs this same text.
 */
export const PROFILE_BY_ID_SQL = `
  SELECT id, user_id AS "userId", first_name AS "firstName", last_name AS "lastName", email,
         phone_number AS "phoneNumber", country, city, "current_role" AS "currentRole", company,
         industry, professional_journey AS "professionalJourney",
         personal_journey AS "personalJourney", favorite_memory AS "favoriteMemory",
         thinking_change AS "thinkingChange", future_hopes AS "futureHopes",
         advice_to_self AS "adviceToSelf", free_time_activity AS "freeTimeActivity",
         insight_from_insead AS "insightFromINSEAD", karaokee_song AS "karaokeeSong",
         excited_about AS "excitedAbout", photos, attending, paris_gathering AS "parisGathering",
         to_char(arrival_date, 'YYYY-MM-DD') AS "arrivalDate",
         to_char(departure_date, 'YYYY-MM-DD') AS "departureDate", accommodation,
         accommodation_town AS "accommodationTown", kids_count AS "kidsCount",
         kids_ages AS "kidsAges", connection_interests AS "connectionInterests",
         additional_notes AS "additionalNotes", ai_chat_opt_out AS "aiChatOptOut",
         email_visibility AS "emailVisibility",
         phone_number_visibility AS "phoneNumberVisibility",
         city_visibility AS "cityVisibility", status,
         created_at AS "createdAt", updated_at AS "updatedAt"
    FROM profiles
   WHERE id = $1`;

/** The profile with this id as the view needs it, or null. Visibility is the caller's check. */
export async function readProfileRow(
  dataSource: Pick<DataSource, 'query'>,
  id: number,
): Promise<ProfileViewRow | null> {
  const rows: ProfileViewRow[] = await dataSource.query(PROFILE_BY_ID_SQL, [id]);
  return rows[0] ?? null;
}
