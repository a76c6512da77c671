// No zod here: a profile page's first load reads this path, and the schema module would bring
// zod into it.

/**
 * GET /api/directory/neighbours/{id}: the classmates either side of a profile in the
 * directory's default order (docs/pages.md, "A profile"), named and nothing more, so
 * a profile page does not download every profile to show two links.
 */
export const directoryNeighboursPath = (id: number) => `/api/directory/neighbours/${id}`;
