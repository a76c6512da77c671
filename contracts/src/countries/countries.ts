import { countries, type ICountry, type TCountryCode } from 'countries-list';
import { z } from 'zod';
import { countryOverrides, excludedTerritories } from './country-review.js';

export interface DiallingCode {
  country: string;
  /** '+' and digits, e.g. '+33', '+1876'. */
  code: string;
}

const excluded: ReadonlySet<string> = new Set(excludedTerritories);

function isListedCountry(iso: string, entry: ICountry): boolean {
  return entry.partOf === undefined && !excluded.has(iso);
}

function toDiallingCode(iso: TCountryCode, entry: ICountry): DiallingCode {
  const override = countryOverrides[iso];
  const code = override?.code ?? String(entry.phone[0] ?? '');
  if (code === '') throw new Error(`countries-list has no dialling code for ${iso}`);
  return { country: override?.name ?? entry.name, code: `+${code}` };
}

// Sorted once here so every picker and the directory's country filter show the same order.
const byName = (a: string, b: string): number => a.localeCompare(b, 'en');

/** One entry per country, sorted by country name. */
export const diallingCodes: readonly DiallingCode[] = (
  Object.entries(countries) as [TCountryCode, ICountry][]
)
  .filter(([iso, entry]) => isListedCountry(iso, entry))
  .map(([iso, entry]) => toDiallingCode(iso, entry))
  .sort((a, b) => byName(a.country, b.country));

function nonEmpty<T>(items: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('countries-list yielded no countries');
  return [first, ...rest];
}

/** SPEC §3: the fixed list of about 195 countries, sorted. */
export const countryNames: readonly [string, ...string[]] = nonEmpty(
  diallingCodes.map((entry) => entry.country),
);

/**
 * A country name from the list. Its type is `string`: the names are derived from the package at
 * load time rather than typed by hand, so there is no literal union to offer.
 */
export const countrySchema = z.enum(countryNames);
export type Country = z.infer<typeof countrySchema>;

const codeByCountry: ReadonlyMap<string, string> = new Map(
  diallingCodes.map((entry) => [entry.country, entry.code]),
);

/** The dialling code shown before a profile's phone number (the code is not stored). */
export function diallingCodeFor(country: string | null | undefined): string | undefined {
  return country ? codeByCountry.get(country) : undefined;
}
