import type { Profile } from '../profile/profile.schema.js';
import {
  type Accommodation,
  type AccommodationTown,
  type Attending,
  accommodationTownValues,
  accommodationValues,
} from '../profile/enum-values.js';
import type { AttendanceBreakdown, InsightsSummary, Share } from './insights-summary.schema.js';
import { wholePercent } from './percent.js';
import { summariseStay } from './stay-nights.js';

/** The fields the figures are computed from; the server selects only these columns. */
export type InsightsProfile = Pick<
  Profile,
  | 'status'
  | 'attending'
  | 'parisGathering'
  | 'accommodation'
  | 'accommodationTown'
  | 'arrivalDate'
  | 'departureDate'
>;

/**
 * Only published profiles count, as only they appear in the directory (docs/pages.md, "Insights"):
 * a draft is an unfinished answer, and counting it would also make the numbers depend on who is
 * looking (GET /api/profiles hands each user their own draft).
 */
export function isCountedInInsights(profile: Pick<Profile, 'status'>): boolean {
  return profile.status === 'published';
}

function share(count: number, total: number): Share {
  return { count, percent: wholePercent(count, total) };
}

function attendance(answers: readonly Attending[], total: number): AttendanceBreakdown {
  const countOf = (value: Attending) => answers.filter((answer) => answer === value).length;
  return {
    yes: share(countOf('yes'), total),
    no: share(countOf('no'), total),
    maybe: share(countOf('maybe'), total),
  };
}

/**
 * Counts of each value that occurs, most frequent first; ties keep the order of `order` (the
 * enumeration's), so the same data always gives the same list and the same "top" entry.
 */
function ranked<T extends string>(
  values: readonly T[],
  order: readonly T[],
  total: number,
): (Share & { name: T })[] {
  return order
    .map((name) => ({ name, ...share(values.filter((value) => value === name).length, total) }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || order.indexOf(a.name) - order.indexOf(b.name));
}

/**
 * Every figure of the Insights page from a list of profiles (docs/pages.md, "Insights"), computed
 * the same way wherever it runs. Drafts in the list are ignored (isCountedInInsights). Shares
 * are of all counted profiles, so "Attending Reunion 67%" reads as "of everyone with a profile".
 * 'Not yet decided' is the form's default, not a choice: it is kept out of the accommodation
 * ranking (and so out of the top accommodation) and reported as `undecided` instead.
 */
export function summariseInsights(profiles: readonly InsightsProfile[]): InsightsSummary {
  const counted = profiles.filter(isCountedInInsights);
  const total = counted.length;
  const decided = counted
    .map((profile) => profile.accommodation)
    .filter((accommodation) => accommodation !== 'Not yet decided');
  const towns = counted
    .map((profile) => profile.accommodationTown)
    .filter((town): town is AccommodationTown => town !== null);
  const byAccommodation = ranked<Accommodation>(decided, accommodationValues, total);
  const top = byAccommodation[0];

  return {
    totalProfiles: total,
    reunion: attendance(
      counted.map((profile) => profile.attending),
      total,
    ),
    paris: attendance(
      counted.map((profile) => profile.parisGathering),
      total,
    ),
    topAccommodation: top ? { name: top.name, count: top.count } : null,
    accommodation: {
      byAccommodation,
      byTown: ranked<AccommodationTown>(towns, accommodationTownValues, total),
      undecided: share(total - decided.length, total),
    },
    stay: summariseStay(counted),
  };
}
