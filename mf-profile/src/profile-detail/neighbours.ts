import {
  DEFAULT_DIRECTORY_SORT,
  sortDirectory,
  type DirectorySortable,
  type Profile,
} from '@reunion/contracts';

type Listed = DirectorySortable & Pick<Profile, 'status'>;

/**
 * The directory's default view (SPEC §9: published only, most recently updated first, falling
 * back to the created date), through the directory's own sort, so previous/next walk the list
 * the person came from.
 */
export function directoryOrder<T extends Listed>(profiles: readonly T[]): T[] {
  return sortDirectory(
    profiles.filter((profile) => profile.status === 'published'),
    DEFAULT_DIRECTORY_SORT,
  );
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
