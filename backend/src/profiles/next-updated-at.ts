/**
 * The `updated_at` of a save: strictly later than the previous one, even two saves within one
 * millisecond, so the directory's order and its fingerprint (directory-cards.ts) see every
 * change. Every write to a profile row sets it so.
 */
export const NEXT_UPDATED_AT = "GREATEST(clock_timestamp(), updated_at + interval '1 millisecond')";
