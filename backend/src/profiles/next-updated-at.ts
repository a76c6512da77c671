/**
 * The `updated_at` of a save: strictly later than the previous one, even two saves within one
 * millisecond, so the directory's order and its fingerprint (directory-cards.ts) see every
 * change, and a save based on an older version is told apart (profiles.service.ts, basedOn).
 * Every write of a field a person sets (a save, a confirmed address, an RSVP answered from a
 * mail) sets it so; the server's own bookkeeping on the row (the directory thumbnail, nudges
 * stopped) does not, as no form holds those columns.
 */
export const NEXT_UPDATED_AT = "GREATEST(clock_timestamp(), updated_at + interval '1 millisecond')";
