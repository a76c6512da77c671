import { type DataTag, queryOptions } from '@tanstack/react-query';
import type { ApiAnswer, ApiInputArgs, ApiLocation, ApiReadRouteName } from './apiTypes.js';
import { callApi } from './callApi.js';
import { type ApiQueryKey, queryKeyOf } from './queryKeyOf.js';

/**
 * A read as react-query options: its key (queryKeyOf) and the call, typed by the route's answer.
 * Spread into queryOptions to add a query's own settings.
 */
export function apiQuery<Name extends ApiReadRouteName>(
  name: Name,
  ...args: ApiInputArgs<ApiLocation<Name>>
) {
  const queryKey = queryKeyOf(name, ...args) as DataTag<ApiQueryKey<Name>, ApiAnswer<Name>>;
  const call = callApi as (name: Name, input: object) => Promise<ApiAnswer<Name>>;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(name, { ...args[0], signal }),
  });
}
