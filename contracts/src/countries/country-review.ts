import { type TCountryCode } from 'countries-list';

/**
 * The reviewed part of the country list. Everything else (names, dialling codes) comes from
 * `countries-list`; these tables only say which of its 250-odd ISO entries are not countries
 * for this site, and where its data is wrong for our purpose.
 *
 * Rule: a country here is a UN member state, a UN observer state (Palestine, Vatican City), or
 * a state with wide partial recognition (Kosovo, Taiwan) — 198 with Curaçao, which the list
 * names explicitly although it is a constituent country of the Kingdom of the Netherlands.
 * Aruba and Sint Maarten share Curaçao's status but the list does not name them, so they
 * follow the general rule: alumni there pick the Netherlands. Entries the package marks
 * `partOf` another (Åland, Saint Helena, Ascension, Tristan da Cunha) are excluded without
 * being listed. `satisfies` makes a code the package no longer knows a compile error.
 */
// Grouped by administering state so the review reads as a table.
// prettier-ignore
export const excludedTerritories = [
  // No permanent population of their own.
  'AQ', 'BV', 'GS', 'HM', 'IO', 'TF', 'UM',
  // United States territories.
  'AS', 'GU', 'MP', 'PR', 'VI',
  // British overseas territories and Crown dependencies.
  'AI', 'BM', 'FK', 'GG', 'GI', 'IM', 'JE', 'KY', 'MS', 'PN', 'TC', 'VG',
  // French overseas departments and collectivities.
  'BL', 'GF', 'GP', 'MF', 'MQ', 'NC', 'PF', 'PM', 'RE', 'WF', 'YT',
  // Kingdom of the Netherlands, other than Curaçao (see above).
  'AW', 'BQ', 'SX',
  // Kingdom of Denmark, Norway, Australia.
  'FO', 'GL', 'SJ', 'CC', 'CX', 'NF',
  // Realm of New Zealand: self-governing, but neither UN members nor widely recognised.
  'CK', 'NU', 'TK',
  // Special administrative regions of China.
  'HK', 'MO',
  // Disputed territory, not a state with wide recognition.
  'EH',
] as const satisfies readonly TCountryCode[];

export interface CountryOverride {
  name?: string;
  /** Digits only, without '+'. */
  code?: string;
}

/**
 * Where the package's data does not fit a one-code-per-country picker:
 * - Curaçao: the package spells it without the cedilla and gives 5999 (599 + the island's old
 *   trunk digit 9); its country code is 599.
 * - Kosovo: the package lists 377, 381, 383, 386 (the codes of the operators used before 2017);
 *   383 is Kosovo's own code since then.
 * Countries with several area-coded North American entries (Dominican Republic 1809/1829/1849)
 * keep the package's first one, so they need no entry here.
 */
export const countryOverrides: Partial<Record<TCountryCode, CountryOverride>> = {
  CW: { name: 'Curaçao', code: '599' },
  XK: { code: '383' },
};
