import type { Profile } from '@reunion/contracts';

type Listed = Pick<Profile, 'id' | 'status' | 'updatedAt' | 'createdAt'>;

function lastChange(profile: Listed): number {
  const time = Date.parse(profile.updatedAt || profile.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * The directory's default order (SPEC §9: published only, most recently updated first, falling
 * back to the created date), so previous/next walk the list the person came from.
 * TODO(issue 5): use the directory's sort from contracts once the directory issue adds it.
 */
export function directoryOrder<T extends Listed>(profiles: readonly T[]): T[] {
  return profiles
    .filter((profile) => profile.status === 'published')
    .sort((a, b) => lastChange(b) - lastChange(a) || b.id - a.id);
}

export interface Neighbours<T> {
  previous?: T;
  next?: T;
}

/** The profiles either side of this one; none when it is not in the directory (a draft). */
export function neighboursOf<T extends Listed>(profiles: readonly T[], id: number): Neighbours<T> {
  const ordered = directoryOrder(profiles);
  const index = ordered.findIndex((profile) => profile.id === id);
  if (index < 0) return {};
  return { previous: ordered[index - 1], next: ordered[index + 1] };
}
