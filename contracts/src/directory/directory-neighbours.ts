import { z } from 'zod';
import type { DirectoryCard } from './directory-card.schema.js';
import { DEFAULT_DIRECTORY_SORT, sortDirectory } from './directory-sort.js';

/** The answer of GET /api/directory/neighbours/{id} (directory-neighbours-path.ts). */
export const directoryNeighbourSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
});
export type DirectoryNeighbour = z.infer<typeof directoryNeighbourSchema>;

export const directoryNeighboursSchema = z.object({
  previous: directoryNeighbourSchema.nullable(),
  next: directoryNeighbourSchema.nullable(),
});
export type DirectoryNeighbours = z.infer<typeof directoryNeighboursSchema>;

const neighbour = (card: DirectoryCard | undefined): DirectoryNeighbour | null =>
  card ? { id: card.id, firstName: card.firstName, lastName: card.lastName } : null;

/**
 * The cards either side of `id` in the directory's default view (most recently updated first,
 * falling back to the created date): the list a visitor came from. None for a profile the
 * directory does not list (a draft, an unknown id).
 */
export function directoryNeighbours(
  cards: readonly DirectoryCard[],
  id: number,
): DirectoryNeighbours {
  const ordered = sortDirectory(cards, DEFAULT_DIRECTORY_SORT);
  const index = ordered.findIndex((card) => card.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: neighbour(ordered[index - 1]), next: neighbour(ordered[index + 1]) };
}
