import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './sessionQueries.js';

/** The signed-in user: `data` is null when nobody is signed in, undefined while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
