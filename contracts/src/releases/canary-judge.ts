import type { LoadCount } from './canary.schema.js';

/** The judge's settings (docs/sections.md, "Canary releases"). */
export interface CanaryRules {
  /** Loads the canary needs before it is judged. */
  minLoads: number;
  /** How much higher than the active version's its failure rate may be, as a fraction. */
  margin: number;
  /** How long a healthy canary runs before it may be promoted, in milliseconds. */
  windowMs: number;
}

export type CanaryVerdict = 'collecting' | 'worse' | 'healthy' | 'promotable';

const rate = ({ loads, failures }: LoadCount) => (loads === 0 ? 0 : failures / loads);

/** 95 % two-sided: the z of the Wilson interval below. */
const Z = 1.96;

/**
 * The lower end of the Wilson score interval of a failure rate: the lowest rate the figures
 * still make likely. One unlucky visitor among the first few does not make a canary look
 * broken; six failures out of six do.
 */
export function failureRateLowerBound({ loads, failures }: LoadCount): number {
  if (loads === 0) return 0;
  const p = failures / loads;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * loads);
  const spread = Z * Math.sqrt((p * (1 - p)) / loads + z2 / (4 * loads * loads));
  return Math.max(0, (centre - spread) / (1 + z2 / loads));
}

/**
 * The verdict on a canary from its figures and the active version's over the same time: worse
 * once it has `minLoads` loads and even the lower end of its failure rate's interval is above
 * the active version's rate plus the margin; promotable when it has the loads, is not worse,
 * and has run its window.
 */
export function judgeCanary(
  canary: LoadCount,
  base: LoadCount,
  runningMs: number,
  rules: CanaryRules,
): CanaryVerdict {
  if (canary.loads < rules.minLoads) return 'collecting';
  if (failureRateLowerBound(canary) > rate(base) + rules.margin) return 'worse';
  return runningMs >= rules.windowMs ? 'promotable' : 'healthy';
}
