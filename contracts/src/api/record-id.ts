/** A record's id as paths write it: a positive whole number, no sign, no leading zero. */
export const RECORD_ID_PATTERN = /^[1-9]\d*$/;

/**
 * The id a path or an address names (`/profile/:id`), or undefined for anything that cannot be
 * one: the same rule the server's routes apply to `{id}`.
 */
export function parseRecordId(raw: string | null | undefined): number | undefined {
  if (!raw || !RECORD_ID_PATTERN.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}
