import { diallingCodeFor, diallingCodes } from './country-names.js';

// The dialling-code selector is not a stored field (docs/profiles.md, "Phone number"), so the
// code travels inside phoneNumber: '+33 6 12 34 56 78'. The code stays right even for a
// classmate whose phone is from another country than the one they live in, and outside readers
// (the export, the directory) see a complete number. A number stored without a code (typed
// with none chosen) is shown with the code of the profile's country.

/** The number with the chosen country's code in front, unless it already has one. */
export function joinPhoneNumber(
  codeCountry: string | null | undefined,
  number: string | null | undefined,
): string {
  const trimmed = (number ?? '').trim();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  const code = diallingCodeFor(codeCountry);
  return code ? `${code} ${trimmed}` : trimmed;
}

/** The number as the profile page and the directory export show it: with its dialling code. */
export function phoneNumberForDisplay(
  phoneNumber: string | null | undefined,
  country: string | null | undefined,
): string | undefined {
  return joinPhoneNumber(country, phoneNumber) || undefined;
}

const LEADING_CODE = /^(\+\d+)\s+(.+)$/;

/**
 * Back into the two controls. Several countries share a code (+1, +44…), so the profile's own
 * country wins when its code matches; otherwise the first country with that code.
 *
 * Hand-made on purpose: the same split with libphonenumber-js/min (AsYouType finding where the
 * code ends) took the edit and create pages from 51.1 to 82.8 KiB gzip, over their 60 KiB
 * budget (`npm run size`, 2026-11); its metadata alone is 18.6 KiB gzip.
 */
export function splitPhoneNumber(
  phoneNumber: string | null | undefined,
  country: string | null | undefined,
): { countryCode: string | undefined; number: string } {
  const phone = (phoneNumber ?? '').trim();
  const match = LEADING_CODE.exec(phone);
  const ownCode = diallingCodeFor(country);
  if (match?.[1] && match[2]) {
    const code = match[1];
    const codeCountry =
      ownCode === code
        ? (country ?? undefined)
        : diallingCodes.find((entry) => entry.code === code)?.country;
    if (codeCountry) return { countryCode: codeCountry, number: match[2] };
  }
  return { countryCode: ownCode ? (country ?? undefined) : undefined, number: phone };
}
