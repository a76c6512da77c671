// The countries and their dialling codes as plain values, without a schema: a first screen that
// only reads them (the directory's country filter) does not load zod (README, "Pages rendered on
// the server", Decision 5). The schema is in countries.ts.
import { countryTable } from './country-table.js';

export interface DiallingCode {
  country: string;
  /** '+' and digits, e.g. '+33', '+1876'. */
  code: string;
}

/** One entry per country, sorted by country name (country-table.ts, generated). */
export const diallingCodes: readonly DiallingCode[] = countryTable.map(([country, code]) => ({
  country,
  code,
}));

function nonEmpty<T>(items: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('country-table.ts holds no countries');
  return [first, ...rest];
}

/** The fixed list of about 195 countries, sorted (docs/profiles.md, "Choices"). */
export const countryNames: readonly [string, ...string[]] = nonEmpty(
  diallingCodes.map((entry) => entry.country),
);

const codeByCountry: ReadonlyMap<string, string> = new Map(
  diallingCodes.map((entry) => [entry.country, entry.code]),
);

/** The dialling code shown before a profile's phone number (the code is not stored). */
export function diallingCodeFor(country: string | null | undefined): string | undefined {
  return country ? codeByCountry.get(country) : undefined;
}
