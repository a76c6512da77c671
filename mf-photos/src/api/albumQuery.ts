import { ALBUM_PAGE_SIZE, type AlbumPhoto } from '@reunion/contracts';
import { infiniteQueryOptions, type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '@reunion/web-kit';
import { useCallback } from 'react';
import { fetchAlbumPage } from './albumApi';

/**
 * The album in pages. Its key sits under the album's `queryKeyOf('albumPhotos')`, so
 * invalidating that key (anywhere) refreshes it, while a plain query of the whole list on that exact key
 * would not collide with these pages.
 */
export const albumPagesQuery = infiniteQueryOptions<
  AlbumPhoto[],
  Error,
  InfiniteData<AlbumPhoto[], number | null>,
  readonly unknown[],
  number | null
>({
  queryKey: [...queryKeyOf('albumPhotos'), 'pages'],
  queryFn: ({ pageParam }) => fetchAlbumPage(pageParam),
  initialPageParam: null,
  // A full page may have more after it; a short one is the end of the album.
  getNextPageParam: (last) =>
    last.length < ALBUM_PAGE_SIZE ? undefined : (last[last.length - 1]?.id ?? undefined),
});

/**
 * Data is never stale on this site (docs/api.md, "The client's settings"): it is refreshed after
 * each change.
 */
export function useRefreshAlbum(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: queryKeyOf('albumPhotos') }),
    [client],
  );
}
