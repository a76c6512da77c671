import { kidAgeOptions, type Profile } from '@reunion/contracts';

const ageLabels = new Map(kidAgeOptions.map(({ value, label }) => [value, label]));

/**
 * Kids only when the count is above 0, ages ascending, worded as in the form (docs/profiles.md,
 * "Kids").
 */
export function kidsSummary(profile: Pick<Profile, 'kidsCount' | 'kidsAges'>): string | undefined {
  if (!(profile.kidsCount > 0)) return undefined;
  const ages = [...(profile.kidsAges ?? [])].sort((a, b) => a - b);
  const count = `${profile.kidsCount} ${profile.kidsCount === 1 ? 'child' : 'children'}`;
  if (ages.length === 0) return count;
  const words = ages.map((age) => ageLabels.get(age) ?? String(age));
  return `${count} (ages: ${words.join(', ')})`;
}
