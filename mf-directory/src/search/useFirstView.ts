import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DirectoryFirstView } from '@reunion/contracts';
import { routeQueryKey } from '@reunion/web-kit';
import { directoryFirstViewQuery } from '../api/directoryQuery';

/**
 * The view the server rendered this page with, if it did: the page shows it until the visitor
 * searches, filters or pages, and only then is the whole list fetched. It serves this visit
 * only (the cache lets it go once read), so coming back later loads the list as before.
 */
export function useFirstView(query: string): DirectoryFirstView | undefined {
  const queryClient = useQueryClient();
  const [first] = useState(() => ({
    query,
    view: queryClient.getQueryData(directoryFirstViewQuery(query).queryKey),
  }));
  useEffect(() => {
    queryClient.removeQueries({ queryKey: routeQueryKey('directoryView') });
  }, [queryClient]);
  return first.query === query ? first.view : undefined;
}
