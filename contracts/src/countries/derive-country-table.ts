import { countries, type ICountry, type TCountryCode } from 'countries-list';
import { countryOverrides, excludedTerritories } from './country-review.js';

/** A country and its dialling code: '+' and digits, e.g. '+33', '+1876'. */
export type CountryTableRow = readonly [country: string, code: string];

const excluded: ReadonlySet<string> = new Set(excludedTerritories);

function isListedCountry(iso: string, entry: ICountry): boolean {
  return entry.partOf === undefined && !excluded.has(iso);
}

function toRow(iso: TCountryCode, entry: ICountry): CountryTableRow {
  const override = countryOverrides[iso];
  const code = override?.code ?? String(entry.phone[0] ?? '');
  if (code === '') throw new Error(`countries-list has no dialling code for ${iso}`);
  return [override?.name ?? entry.name, `+${code}`];
}

/**
 * The site's country list, from `countries-list` and the review (country-review.ts), sorted by
 * name so every picker and the directory's country filter show the same order. Run at build
 * time only (`npm run countries -w contracts` writes it to country-table.ts): the package's data
 * also holds native names, capitals, currencies and languages, 10 KiB gzip that every profile
 * and directory page would otherwise download for two columns.
 */
export function deriveCountryTable(): CountryTableRow[] {
  return (Object.entries(countries) as [TCountryCode, ICountry][])
    .filter(([iso, entry]) => isListedCountry(iso, entry))
    .map(([iso, entry]) => toRow(iso, entry))
    .sort((a, b) => a[0].localeCompare(b[0], 'en'));
}
