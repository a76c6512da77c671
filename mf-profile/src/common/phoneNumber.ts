import { diallingCodeFor, diallingCodes } from '@reunion/contracts';

// The dialling-code selector is not a stored field (docs/profiles.md, "Phone number"), so the code
// travels inside phoneNumber: '+33 6 12 34 56 78'. The code stays right even for a classmate whose
// phone is from another country than the one they live in, and outside readers (the export, the
// directory) see a complete number. A number stored without a code (typed with none chosen)
// is shown with the code of the profile's country.

/** The number with the chosen country's code in front, unless it already has one. */
export function joinPhoneNumber(
  codeCountry: string | undefined,
  number: string | undefined,
): string {
  const trimmed = (number ?? '').trim();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  const code = diallingCodeFor(codeCountry);
  return code ? `${code} ${trimmed}` : trimmed;
}

const LEADING_CODE = /^(\+\d+)\s+(.+)$/;

/**
 * Back into the two controls. Several countries share a code (+1, +44…), so the profile's own
 * country wins when its code matches; otherwise the first country with that code.
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

/** The profile page: the dialling code shown before the number. */
export function phoneNumberForDisplay(
  phoneNumber: string | null | undefined,
  country: string | null | undefined,
): string | undefined {
  const phone = (phoneNumber ?? '').trim();
  if (phone === '') return undefined;
  if (phone.startsWith('+')) return phone;
  const code = diallingCodeFor(country);
  return code ? `${code} ${phone}` : phone;
}
