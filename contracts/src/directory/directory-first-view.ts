import { z } from 'zod';
import { directoryCardSchema, type DirectoryCard } from './directory-card.schema.js';
import { countryOptions } from './directory-options.js';
import { DIRECTORY_PAGE_SIZE } from './directory-paging.js';
import type { DirectoryQueryState } from './directory-query.js';
import { directoryView } from './directory-view.js';

/**
 * GET /api/directory/view?<directory query>: what one directory address shows, worked out on
 * the server from the same rules — the page of cards, the counts and the country choices. The
 * server renders Find Classmates from it and hands it to the browser with the page, so the
 * first screen needs neither the whole list (about a megabyte for 2,000 classmates) in the HTML
 * nor a download before it shows. The whole list is fetched once the visitor searches.
 */
export const directoryFirstViewSchema = z.object({
  items: z.array(directoryCardSchema).max(DIRECTORY_PAGE_SIZE),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
  countries: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type DirectoryFirstView = z.infer<typeof directoryFirstViewSchema>;

/** The view of `state` over the whole list: the same figures the browser would work out. */
export function directoryFirstView(
  cards: readonly DirectoryCard[],
  state: DirectoryQueryState,
): DirectoryFirstView {
  return {
    ...directoryView(cards, state),
    countries: countryOptions(cards, state.filters.country),
  };
}
