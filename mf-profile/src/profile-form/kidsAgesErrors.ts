import { profileMessages } from '@reunion/contracts';

export interface KidAgeErrors {
  readonly name: ['kidsAges', number];
  readonly errors: string[];
}

/**
 * Where a 400's messages for `kidsAges` go on the form. The server names the list, not which age
 * (its `fields` are keyed by top-level field), but the form has no place for a message on the list:
 * each age is a select of its own (['kidsAges', i], KidsFields). The selects offer only ages the
 * server takes, so what it refuses is an age left unchosen: each of those gets 'Error - you need
 * to add an age' (docs/profiles.md, "Kids"). A message that fits no age here (another client's
 * rule, a list changed since) goes on the first age, so it is still read beside the ages.
 */
export function kidsAgesErrors(
  ages: readonly (number | null | undefined)[],
  messages: readonly string[],
): KidAgeErrors[] {
  const required = profileMessages.kidAgeRequired;
  const missing = messages.includes(required)
    ? ages.flatMap((age, index) => (age === undefined || age === null ? [index] : []))
    : [];
  const others = [
    ...new Set(missing.length > 0 ? messages.filter((m) => m !== required) : messages),
  ];
  const marks = new Map<number, string[]>(missing.map((index) => [index, [required]]));
  if (others.length > 0 && ages.length > 0) marks.set(0, [...(marks.get(0) ?? []), ...others]);
  return [...marks].map(([index, errors]) => ({ name: ['kidsAges', index], errors }));
}
