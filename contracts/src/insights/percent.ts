/**
 * Percentages are whole numbers (docs/pages.md, "Insights"): `part` of `total` as a whole
 * percentage, half rounded up (1/3 → 33, 2/3 → 67, 1/8 → 13). An empty total gives 0, never NaN:
 * the page reads "0%" before anyone has a profile. Multiplying before dividing keeps halves exact
 * (7/200 is 3.5, not 3.4999…).
 */
export function wholePercent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part * 100) / total);
}
