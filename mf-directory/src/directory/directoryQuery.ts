import { queryOptions } from '@tanstack/react-query';
import { directoryCardListSchema, DIRECTORY_PATH, type DirectoryCard } from '@reunion/contracts';
import { getQueryFn } from '@reunion/web-kit';

const fetchDirectory = getQueryFn<unknown>({ on401: 'throw' });

/**
 * GET /api/directory: every published profile as a lean card, filtered, sorted and paged in the
 * browser (the README's design notes say why). Unlike the site's other queries it is revalidated each
 * time the page mounts: the profile section refreshes only its own keys after a save, and the
 * server's ETag makes an unchanged list a cheap 304 while the cached cards show at once.
 */
export const directoryQuery = queryOptions<DirectoryCard[]>({
  queryKey: [DIRECTORY_PATH],
  queryFn: async (context) => directoryCardListSchema.parse((await fetchDirectory(context)) ?? []),
  staleTime: 0,
});
