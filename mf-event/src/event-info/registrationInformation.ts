export interface RefundTier {
  /** When the cancellation reaches the secretariat. */
  readonly period: string;
  readonly refundPercent: number;
}

export const registrationInformation = {
  heading: 'Registration Information',
  method: 'Online',
  methodDetail: 'Register and pay through the booking links at the top of this page.',
  confirmation:
    'A confirmation e-mail with your receipt follows each booking; keep it, it holds the practical details.',
  partners:
    'Partners are warmly welcome. Register them at the same time as yourself so they get a badge and a seat at dinner.',
  modifications:
    'To change or cancel a booking, write to the reunion secretariat; changes are confirmed by e-mail.',
  refundPolicyHeading: 'Refund policy',
  /** docs/pages.md, "Event page". */
  refundTiers: [
    { period: 'Cancellation before 26 May 2025', refundPercent: 50 },
    { period: 'Cancellation from 27 May to 20 June 2025', refundPercent: 25 },
    { period: 'Cancellation after 20 June 2025', refundPercent: 0 },
  ] satisfies readonly RefundTier[],
  sundayLunch:
    'Optional Sunday lunch: 30.00 euro including VAT. Pre-registration and pre-payment are required.',
} as const;

export function refundLabel(tier: RefundTier): string {
  return tier.refundPercent > 0 ? `${tier.refundPercent}% refund` : 'No refund';
}
