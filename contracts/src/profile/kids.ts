import { MAX_KID_AGE, MAX_KIDS_COUNT } from './limits.js';

/**
 * docs/profiles.md, "Kids": changing the count resizes the age list: existing ages are kept up to
 * the new count, and a count of 0 or less means no kids. New slots are 0 ("Under 1 year") in
 * what is stored, and `newAge` where the list is a form's: there a new kid's age starts unchosen,
 * or a parent in a hurry publishes "Under 1 year" without having chosen it.
 *
 * The list never grows past MAX_KIDS_COUNT: the profile schemas reconcile the list even when
 * the count itself is refused, so a body with `kidsCount: 1e9` would otherwise allocate a
 * billion-entry array (or throw a RangeError out of safeParse) before the 400 is sent.
 */
export function resizeKidsAges(ages: readonly number[], count: number): number[] {
  return resizeAges(ages, count, 0);
}

/** The same for a form's list, whose new slots are unchosen. */
export function resizeKidsAgesToChoose(
  ages: readonly (number | undefined)[],
  count: number,
): (number | undefined)[] {
  return resizeAges(ages, count, undefined);
}

function resizeAges<T>(ages: readonly T[], count: number, newAge: T): T[] {
  if (!Number.isFinite(count) || count <= 0) return [];
  const size = Math.min(Math.floor(count), MAX_KIDS_COUNT);
  return Array.from({ length: size }, (_, index) => ages[index] ?? newAge);
}

/**
 * docs/profiles.md, "Kids": numbers or numeric strings, anything non-numeric becomes 0. The result
 * is not range-checked: -1 or 7 stay as they are so the schema can refuse them by name.
 */
export function coerceKidsCount(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? 0 : value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

export interface KidsOption {
  value: number;
  label: string;
}

/** How many kids: None, 1 to 6. */
export const kidsCountOptions: readonly KidsOption[] = Array.from(
  { length: MAX_KIDS_COUNT + 1 },
  (_, value) => ({ value, label: value === 0 ? 'None' : String(value) }),
);

/** A kid's age: 'Under 1 year' (0), then 1 to 23. */
export const kidAgeOptions: readonly KidsOption[] = Array.from(
  { length: MAX_KID_AGE + 1 },
  (_, value) => ({ value, label: value === 0 ? 'Under 1 year' : String(value) }),
);
