// The country schema; the names and dialling codes are in country-names.ts, which code that only
// reads them imports instead (no zod).
import { z } from 'zod';
import { countryNames } from './country-names.js';

export * from './country-names.js';

/**
 * A country name from the list. Its type is `string`: the names are derived from the package at
 * load time rather than typed by hand, so there is no literal union to offer.
 */
export const countrySchema = z.enum(countryNames);
export type Country = z.infer<typeof countrySchema>;
