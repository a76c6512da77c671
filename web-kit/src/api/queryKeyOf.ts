import type { ApiRouteName } from '@reunion/contracts';
import type { ApiInputArgs, ApiLocation, ApiReadRouteName } from './apiTypes.js';
import type { ApiUrlParts } from './apiUrl.js';

/** Where a read is, as a query key holds it: every value as text, undefined ones left out. */
interface KeyLocation {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** A query key: the route's name, then where (when the route takes parameters). */
export type ApiQueryKey<Name extends ApiRouteName = ApiRouteName> =
  readonly [Name] | readonly [Name, KeyLocation];

function asText(
  values: Readonly<Record<string, string | number | undefined>> | undefined,
): Record<string, string> | undefined {
  if (!values) return undefined;
  const entries = Object.entries(values).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)]],
  );
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * The react-query key of a read (docs/api.md, "The typed client"). One function for the shell,
 * the sections and the server's rendering, so the data a page was rendered with is found under
 * the same key in the browser; `[name]` alone also matches every key of that route
 * (invalidating all profiles' neighbours, say). The default query function reads the key back
 * (getQueryFn).
 */
export function queryKeyOf<Name extends ApiReadRouteName>(
  name: Name,
  ...[location]: ApiInputArgs<ApiLocation<Name>>
): ApiQueryKey<Name> {
  const { params, query } = (location ?? {}) as ApiUrlParts;
  const where: KeyLocation = {};
  const textParams = asText(params);
  const textQuery = asText(query);
  if (textParams) where.params = textParams;
  if (textQuery) where.query = textQuery;
  return textParams || textQuery ? [name, where] : [name];
}

/** What every key of a route starts with: invalidating it refreshes all the route's reads. */
export function routeQueryKey<Name extends ApiReadRouteName>(name: Name): readonly [Name] {
  return [name];
}
